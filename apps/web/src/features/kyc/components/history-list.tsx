import type { TKycDocumentType, TKycEvent } from '@haat/shared/trust/kyc-schemas';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { useKycWords } from './words.ts';

/** What happened so far, newest first: sent, rejected (which parts), sent again, approved. */
export function HistoryList({
  history,
  documentType,
}: {
  history: TKycEvent[];
  documentType?: TKycDocumentType;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const words = useKycWords();
  const events = history.filter((event) => event.action !== 'document_viewed').reverse();
  if (!events.length) return null;
  const parts = (event: TKycEvent) =>
    words.list(
      (event.rejections?.map((rejection) => rejection.part) ?? event.parts ?? []).map((part) =>
        words.part(part, documentType),
      ),
    );
  return (
    <section aria-labelledby="kyc-history-title" className="space-y-2" data-testid="kyc-history">
      <h2 id="kyc-history-title" className="text-lg font-semibold">
        {t('kyc.history.title')}
      </h2>
      <ol className="space-y-2 border-s-2 border-slate-200 ps-4 dark:border-slate-700">
        {events.map((event) => (
          <li key={`${event.action}-${event.at}`} className="text-sm">
            <p className="font-medium text-slate-900 dark:text-white">
              {event.action === 'rejected' || event.action === 'resubmitted'
                ? t(`kyc.history.${event.action}`, { parts: parts(event) })
                : t(`kyc.history.${event.action}`)}
            </p>
            <p className="text-slate-600 dark:text-slate-400">{formatDateTime(event.at, lang)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
