import type { TWhatsappVerification } from '@haat/shared/trust/whatsapp-schemas';
import { CircleAlert } from 'lucide-react';
import { formatDate } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { useLtrInText } from './in-text.ts';

/**
 * Why the last verification ended without a verified number: staff rejected it (with their reason),
 * or it ran out of time. Not an alert: it is there when the page opens, not news.
 */
export function ClosedNote({ verification }: { verification: TWhatsappVerification }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const ltr = useLtrInText();
  const phone = ltr(verification.phone);
  const when = formatDate(verification.decided_at ?? verification.expires_at, lang);
  return (
    <div
      className="flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-100"
      data-testid="whatsapp-closed"
    >
      <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1 space-y-1">
        {verification.status === 'rejected' ? (
          <>
            <p className="font-semibold">{t('whatsapp.closed.rejected', { phone: phone, date: when })}</p>
            {verification.reason ? (
              <p className="break-words" data-testid="whatsapp-closed-reason">
                {t('whatsapp.closed.reason')} <span dir="auto">{verification.reason}</span>
              </p>
            ) : null}
          </>
        ) : (
          <p className="font-semibold">
            {t(
              verification.method === 'code'
                ? 'whatsapp.closed.expired_code'
                : 'whatsapp.closed.expired_manual',
              {
                phone: phone,
                date: when,
              },
            )}
          </p>
        )}
        <p>{t('whatsapp.closed.again')}</p>
      </div>
    </div>
  );
}
