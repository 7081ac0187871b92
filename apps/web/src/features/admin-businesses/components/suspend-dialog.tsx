import { SUSPENSION_REASON_MAX, SUSPENSION_REASON_MIN } from '@haat/shared/admin/business-schemas';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/** Asks for the reason of a suspension (3–500 characters; the owner reads it). */
export function SuspendDialog({
  open,
  name,
  busy,
  error,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  name: string;
  busy: boolean;
  error?: string;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const id = useId();
  const short = reason.trim().length < SUSPENSION_REASON_MIN;
  return (
    <ConfirmDialog
      open={open}
      title={t('admin_businesses.suspend.title', { name })}
      confirmLabel={t('admin_businesses.suspend.confirm')}
      cancelLabel={t('admin_businesses.common.cancel')}
      danger
      busy={busy}
      confirmDisabled={short}
      onConfirm={() => onConfirm(reason.trim())}
      onCancel={onCancel}
    >
      <p>{t('admin_businesses.suspend.text')}</p>
      <div className="space-y-1.5">
        <label htmlFor={id} className="block text-sm font-medium">
          {t('admin_businesses.suspend.reason')}
        </label>
        <textarea
          id={id}
          value={reason}
          rows={3}
          dir="auto"
          maxLength={SUSPENSION_REASON_MAX}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setReason(event.target.value)}
          className="block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 focus:border-emerald-700 focus:outline-none focus:ring-3 focus:ring-emerald-600/40 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100"
          data-testid="suspend-reason"
        />
        <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
          {t('admin_businesses.suspend.hint', { min: SUSPENSION_REASON_MIN, max: SUSPENSION_REASON_MAX })}
        </p>
        {error ? (
          <p className="text-sm font-medium text-red-800 dark:text-red-300" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </ConfirmDialog>
  );
}
