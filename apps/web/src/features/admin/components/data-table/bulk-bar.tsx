import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { showToast } from '../../../../components/ui/toast.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { useTranslation } from '../../../../lib/i18n.ts';

export interface TBulkAction {
  key: string;
  /** The button's and the confirm button's label ("Suspend"). */
  label: string;
  /** The confirmation's title naming the count, e.g. t('admin_users.bulk.suspend_title', { count }) → "Suspend 3 people?". */
  title: (count: number) => string;
  /** An optional sentence under the title (what happens, who is told). */
  text?: (count: number) => string;
  /** Asks for a reason in the dialog ('required' keeps the confirm button off until one is written). */
  reason?: 'optional' | 'required';
  danger?: boolean;
  /** Does the action; its promise's text (if any) is shown as the success toast. Throwing shows the error. */
  run: (reason: string) => Promise<string | undefined>;
}

const REASON_MAX = 500;

/**
 * The bar shown while rows are selected: "3 selected", Clear, and the actions; each action opens a
 * confirmation that names the count (and asks for a reason when the action takes one). After a
 * successful action the selection is cleared.
 */
export function BulkBar({
  count,
  actions,
  onClear,
}: {
  count: number;
  actions: readonly TBulkAction[];
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<TBulkAction>();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const reasonId = useId();
  if (count === 0) return null;

  const open = (action: TBulkAction) => {
    setReason('');
    setChosen(action);
  };
  const confirm = async () => {
    if (!chosen) return;
    setBusy(true);
    try {
      const message = await chosen.run(reason.trim());
      if (message) showToast({ tone: 'success', message });
      onClear();
      setChosen(undefined);
    } catch (error) {
      const detail = error instanceof ApiError && error.status !== 0 ? error.message : '';
      showToast({
        tone: 'error',
        message: detail ? `${t('admin.table.bulk_failed')}: ${detail}` : t('admin.table.bulk_failed'),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div
      className="sticky top-16 z-10 mb-3 space-y-2 rounded-xl border border-emerald-300 bg-emerald-50 p-3 shadow-sm dark:border-emerald-800 dark:bg-emerald-950"
      data-testid="bulk-bar"
    >
      <div className="flex items-center justify-between gap-2">
        <p
          className="font-medium text-emerald-950 dark:text-emerald-50"
          aria-live="polite"
          data-testid="bulk-count"
        >
          {t('admin.table.selected', { count })}
        </p>
        <Button size="sm" variant="ghost" onClick={onClear} data-testid="bulk-clear">
          {t('admin.table.clear_selection')}
        </Button>
      </div>
      {/* One scrolling row on phones, wrapping rows on wider screens. */}
      <div className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 sm:flex-wrap sm:overflow-visible sm:pb-0">
        {actions.map((action) => (
          <Button
            key={action.key}
            size="sm"
            variant={action.danger ? 'danger' : 'secondary'}
            className="shrink-0 whitespace-nowrap"
            onClick={() => open(action)}
            data-testid={`bulk-${action.key}`}
          >
            {action.label}
          </Button>
        ))}
      </div>

      <ConfirmDialog
        open={!!chosen}
        title={chosen ? chosen.title(count) : ''}
        confirmLabel={chosen?.label ?? ''}
        cancelLabel={t('admin.table.cancel')}
        danger={chosen?.danger ?? false}
        busy={busy}
        confirmDisabled={chosen?.reason === 'required' && reason.trim() === ''}
        onConfirm={confirm}
        onCancel={() => setChosen(undefined)}
      >
        {chosen?.text ? <p>{chosen.text(count)}</p> : null}
        {chosen?.reason ? (
          <div className="space-y-1.5">
            <label htmlFor={reasonId} className="block text-sm font-medium">
              {chosen.reason === 'required' ? t('admin.table.reason') : t('admin.table.reason_optional')}
            </label>
            <textarea
              id={reasonId}
              value={reason}
              maxLength={REASON_MAX}
              rows={3}
              dir="auto"
              onChange={(event) => setReason(event.target.value)}
              className="block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 focus:border-emerald-700 focus:outline-none focus:ring-3 focus:ring-emerald-600/40 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100"
              data-testid="bulk-reason"
            />
          </div>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
