import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Field, inputClass, useErrorText } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { REJECT_REASON_MAX } from './limits.ts';

/** The facts a dialog repeats so staff decide about the right request: label, value pairs. */
export function DecisionSummary({ rows }: { rows: { label: string; value: ReactNode; testId?: string }[] }) {
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm dark:border-slate-700 dark:bg-slate-800">
      {rows.map((row) => (
        <div key={row.label} className="contents">
          <dt className="text-slate-600 dark:text-slate-400">{row.label}</dt>
          <dd
            className="min-w-0 break-words font-medium text-slate-900 dark:text-white"
            data-testid={row.testId}
          >
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Approve a top-up or mark a withdrawal paid: repeats the request and asks once more. */
export function ApproveDialog({
  open,
  title,
  confirmLabel,
  busy,
  summary,
  children,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  confirmLabel: string;
  busy: boolean;
  summary: ReactNode;
  children?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={open}
      title={title}
      confirmLabel={confirmLabel}
      cancelLabel={t('admin.payments.cancel')}
      danger={false}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {summary}
      {children}
    </ConfirmDialog>
  );
}

/**
 * Reject with a reason the user will see: required (checked here first), at most 500 characters;
 * a field error from the server (`serverError`) shows at the field too, any other failure above
 * the buttons. The reason starts empty each time the dialog opens.
 */
export function RejectDialog({
  open,
  title,
  text,
  busy,
  summary,
  serverError,
  problem,
  hint,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  text: string;
  busy: boolean;
  summary: ReactNode;
  serverError?: string;
  problem?: string;
  /** An example reason for this kind of request (the payments' by default). */
  hint?: string;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (!open) return;
    setReason('');
    setMissing(false);
  }, [open]);
  const error = missing
    ? t('admin.payments.reason_required')
    : errorText('reason', serverError ? { message: serverError } : undefined);
  const confirm = () => {
    if (!reason.trim()) {
      setMissing(true);
      field.current?.focus();
      return;
    }
    onConfirm(reason.trim());
  };
  return (
    <ConfirmDialog
      open={open}
      title={title}
      confirmLabel={t('admin.payments.reject_confirm')}
      cancelLabel={t('admin.payments.cancel')}
      busy={busy}
      onConfirm={confirm}
      onCancel={onCancel}
    >
      {summary}
      <p className="text-sm">{text}</p>
      <Field label={t('admin.payments.reason')} hint={hint ?? t('admin.payments.reason_hint')} error={error}>
        {({ id, describedBy, invalid }) => (
          <textarea
            ref={field}
            id={id}
            name="reason"
            rows={3}
            maxLength={REJECT_REASON_MAX}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              if (event.target.value.trim()) setMissing(false);
            }}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            aria-required
            className={inputClass}
          />
        )}
      </Field>
      {problem ? <Alert tone="error">{problem}</Alert> : null}
    </ConfirmDialog>
  );
}
