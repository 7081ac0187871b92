import { type ReactNode, useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';

/**
 * A confirmation that asks why (e.g. a suspension's reason, which the person affected reads): the
 * confirm button stays off until the trimmed reason has `min` characters; `max` caps the field.
 * Each screen passes its own words.
 */
export function ReasonDialog({
  open,
  title,
  text,
  label,
  hint,
  confirmLabel,
  cancelLabel,
  min,
  max,
  danger,
  busy,
  error,
  testId = 'suspend-reason',
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  text: ReactNode;
  label: string;
  hint: string;
  confirmLabel: string;
  cancelLabel: string;
  min: number;
  max: number;
  danger?: boolean;
  busy: boolean;
  error?: string;
  testId?: string;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState('');
  const id = useId();
  return (
    <ConfirmDialog
      open={open}
      title={title}
      confirmLabel={confirmLabel}
      cancelLabel={cancelLabel}
      danger={danger}
      busy={busy}
      confirmDisabled={reason.trim().length < min}
      onConfirm={() => onConfirm(reason.trim())}
      onCancel={onCancel}
    >
      <p>{text}</p>
      <div className="space-y-1.5">
        <label htmlFor={id} className="block text-sm font-medium">
          {label}
        </label>
        <textarea
          id={id}
          value={reason}
          rows={3}
          dir="auto"
          maxLength={max}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setReason(event.target.value)}
          className="block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 focus:border-emerald-700 focus:outline-none focus:ring-3 focus:ring-emerald-600/40 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100"
          data-testid={testId}
        />
        <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
          {hint}
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
