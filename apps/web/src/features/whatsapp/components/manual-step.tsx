import type { TWhatsappStatusView } from '@haat/shared/trust/whatsapp-schemas';
import { Clock, ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { CopyButton } from '../../two-factor/components/copy-button.tsx';
import { useCancelWhatsappVerification } from '../api/cancel-whatsapp-verification.ts';
import { whatsappLink } from '../whatsapp-logic.ts';
import { useLtrInText } from './in-text.ts';

const stepNumberClass =
  'grid size-7 shrink-0 place-items-center rounded-full bg-emerald-100 text-sm font-bold text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100';

/**
 * The manual way: from WhatsApp on the number being verified, the person sends the reference (big,
 * copyable) to the platform's number ("Open WhatsApp" starts that chat with the reference typed);
 * staff then confirm. The status is read again every half minute meanwhile (`get-whatsapp-status`).
 */
export function ManualStep({
  status,
  onDone,
}: {
  status: TWhatsappStatusView;
  onDone: (notice?: string) => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const ltr = useLtrInText();
  const cancel = useCancelWhatsappVerification();
  const [problem, setProblem] = useState('');
  const verification = status.pending;
  if (!verification) return null;
  const reference = verification.reference ?? '';
  const platform = status.platform_number;

  return (
    <div className="space-y-5" data-testid="whatsapp-manual-step">
      <h3 className="font-semibold">{t('whatsapp.manual.title')}</h3>
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <ol className="space-y-5">
        <li className="flex gap-3">
          <span aria-hidden className={stepNumberClass}>
            1
          </span>
          <div className="min-w-0 flex-1 space-y-2 pt-0.5">
            <p>{t('whatsapp.manual.step_send', { phone: ltr(verification.phone) })}</p>
            <div className="flex flex-wrap items-center gap-3">
              <code
                dir="ltr"
                className="select-all rounded-lg border-2 border-dashed border-emerald-600 bg-emerald-50 px-4 py-2 font-mono text-2xl font-bold tracking-widest break-all text-emerald-950 sm:text-3xl dark:border-emerald-500 dark:bg-emerald-950 dark:text-emerald-50"
                data-testid="whatsapp-reference"
              >
                {reference}
              </code>
              <CopyButton text={reference} label={t('whatsapp.manual.copy_reference', { reference })}>
                {t('whatsapp.manual.copy')}
              </CopyButton>
            </div>
          </div>
        </li>
        {platform ? (
          <li className="flex gap-3">
            <span aria-hidden className={stepNumberClass}>
              2
            </span>
            <div className="min-w-0 flex-1 space-y-2 pt-0.5">
              <p>{t('whatsapp.manual.step_to')}</p>
              <p className="font-mono text-lg font-semibold" dir="ltr" data-testid="whatsapp-platform-number">
                {platform}
              </p>
              {status.platform_number_demo ? (
                <p className="text-sm text-amber-900 dark:text-amber-200" data-testid="whatsapp-demo-number">
                  {t('whatsapp.manual.demo_number')}
                </p>
              ) : null}
              <div className="flex flex-wrap gap-2">
                <a
                  href={whatsappLink(platform, reference)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClass('primary')}
                  data-testid="whatsapp-open"
                >
                  <ExternalLink aria-hidden className="size-4 rtl:-scale-x-100" />
                  {t('whatsapp.manual.open')}
                  <span className="sr-only">{` (${t('whatsapp.manual.opens_elsewhere')})`}</span>
                </a>
                <CopyButton text={platform} label={t('whatsapp.manual.copy_number', { phone: platform })}>
                  {t('whatsapp.manual.copy')}
                </CopyButton>
              </div>
            </div>
          </li>
        ) : null}
        <li className="flex gap-3">
          <span aria-hidden className={stepNumberClass}>
            {platform ? 3 : 2}
          </span>
          <p className="min-w-0 flex-1 pt-0.5">{t('whatsapp.manual.step_wait')}</p>
        </li>
      </ol>

      <div
        className="flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-100"
        data-testid="whatsapp-waiting"
      >
        <Clock aria-hidden className="mt-0.5 size-5 shrink-0" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold">{t('whatsapp.manual.waiting')}</p>
          <p>
            {t('whatsapp.manual.waiting_text', {
              date: formatDate(verification.created_at, lang),
              until: formatDate(verification.expires_at, lang),
            })}
          </p>
        </div>
      </div>

      <Button
        variant="secondary"
        loading={cancel.isPending}
        onClick={async () => {
          setProblem('');
          try {
            await cancel.mutateAsync(verification.id);
            onDone(t('whatsapp.cancelled'));
          } catch {
            setProblem(t('whatsapp.error'));
          }
        }}
        data-testid="whatsapp-cancel"
      >
        {t('whatsapp.manual.cancel')}
      </Button>
    </div>
  );
}
