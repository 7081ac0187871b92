import type { TWhatsappStatusView } from '@haat/shared/trust/whatsapp-schemas';
import { BadgeCheck, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { useRemoveWhatsappNumber } from '../api/remove-whatsapp-number.ts';
import { useLtrInText } from './in-text.ts';

/** The word "Verified" with its icon (never colour alone). */
export function VerifiedBadge({ label, testId }: { label: string; testId?: string }) {
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2.5 py-0.5 text-sm font-semibold text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100"
      data-testid={testId}
    >
      <BadgeCheck aria-hidden className="size-4" />
      {label}
    </span>
  );
}

/**
 * The verified number with its badge and since when; "Change number" opens the start form below it
 * (`form`), "Remove" asks first (the number stops showing as verified on cards and business pages).
 */
export function VerifiedNumber({
  status,
  notice,
  changing,
  form,
  onChange,
  onRemoved,
}: {
  status: TWhatsappStatusView;
  notice: string;
  changing: boolean;
  form: ReactNode;
  onChange: () => void;
  onRemoved: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const ltr = useLtrInText();
  const remove = useRemoveWhatsappNumber();
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState('');
  const number = status.number ?? '';

  const confirmRemove = async () => {
    setProblem('');
    try {
      await remove.mutateAsync();
      setConfirming(false);
      onRemoved();
    } catch (error) {
      setProblem(
        error instanceof ApiError && error.status !== 0 && error.message
          ? error.message
          : t('whatsapp.error'),
      );
    }
  };

  return (
    <div className="space-y-4" data-testid="whatsapp-verified">
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <p className="font-mono text-xl font-semibold" dir="ltr" data-testid="whatsapp-number">
          {number}
        </p>
        <VerifiedBadge label={t('whatsapp.verified.badge')} testId="whatsapp-verified-badge" />
      </div>
      {status.verified_at ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t('whatsapp.verified.since', { date: formatDate(status.verified_at, lang) })}
        </p>
      ) : null}
      <p className="text-slate-700 dark:text-slate-300">{t('whatsapp.verified.text')}</p>
      {changing ? (
        form
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={onChange} data-testid="whatsapp-change">
            {t('whatsapp.verified.change')}
          </Button>
          <Button
            variant="ghost"
            className="text-red-700 dark:text-red-400"
            onClick={() => {
              setProblem('');
              setConfirming(true);
            }}
            data-testid="whatsapp-remove"
          >
            <Trash2 aria-hidden className="size-4" />
            {t('whatsapp.verified.remove')}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('whatsapp.verified.remove_title')}
        confirmLabel={t('whatsapp.verified.remove_confirm')}
        cancelLabel={t('whatsapp.cancel')}
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => {
          if (!remove.isPending) setConfirming(false);
        }}
      >
        <p>{t('whatsapp.verified.remove_text', { phone: ltr(number) })}</p>
        {problem ? <Alert tone="error">{problem}</Alert> : null}
      </ConfirmDialog>
    </div>
  );
}
