import type { TOrderAction } from '@haat/shared/orders/schemas';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { actionKey, isDestructive, noteNeed } from './status.ts';

const textareaClass =
  'block min-h-24 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 focus:border-emerald-700 focus:outline-none focus:ring-3 focus:ring-emerald-600/40 aria-[invalid=true]:border-red-600 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100';

/**
 * Asks for what an action needs before it runs: a reason (cancel, request a refund, decline one;
 * required) or a tracking note (ship; optional). `error` is the server's word on the note.
 */
export function ActionDialog({
  action,
  busy,
  error,
  onConfirm,
  onCancel,
}: {
  action: TOrderAction | undefined;
  busy: boolean;
  error?: string;
  onConfirm: (note: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const need = action ? noteNeed(action) : 'none';
  const missing = need === 'reason' && !note.trim();
  const problem = error ?? (tried && missing ? t('orders.actions.reason_required') : undefined);
  const close = () => {
    setNote('');
    setTried(false);
    onCancel();
  };
  return (
    <ConfirmDialog
      open={!!action}
      title={action ? t(`orders.actions.${action}_title`) : ''}
      confirmLabel={action ? t(actionKey(action)) : ''}
      cancelLabel={t('orders.actions.back')}
      danger={action ? isDestructive(action) : false}
      busy={busy}
      onCancel={close}
      onConfirm={() => {
        setTried(true);
        if (missing) return;
        onConfirm(note);
      }}
    >
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {need === 'reason' ? t('orders.actions.reason') : t('orders.actions.tracking')}
      </label>
      <textarea
        id={id}
        dir="auto"
        rows={3}
        maxLength={500}
        value={note}
        aria-invalid={!!problem}
        aria-describedby={problem ? `${id}-error` : undefined}
        aria-required={need === 'reason'}
        data-testid="action-note"
        onChange={(event) => setNote(event.target.value)}
        className={textareaClass}
      />
      {problem ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {problem}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
