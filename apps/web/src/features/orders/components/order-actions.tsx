import type { TOrderAction, TOrderDetail } from '@haat/shared/orders/schemas';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useActOnOrder } from '../api/act-on-order.ts';
import { ActionDialog } from './action-dialog.tsx';
import { actionKey, isDestructive, noteNeed, sortActions } from './status.ts';

/**
 * The actions the API allows now (`order.actions`) as buttons. Those that need a reason or take a
 * tracking note ask in a dialog first; the others run at once. The answer replaces the order on
 * screen; a 409 (the other party acted first) reads the order again.
 */
export function OrderActions({ order, onRefetch }: { order: TOrderDetail; onRefetch: () => void }) {
  const { t } = useTranslation();
  const act = useActOnOrder(order.id);
  const [asking, setAsking] = useState<TOrderAction>();
  const [done, setDone] = useState<string>();
  const actions = sortActions(order.actions);

  const run = (action: TOrderAction, note?: string) => {
    setDone(undefined);
    act.mutate(
      { action, note },
      {
        onSuccess: (next) => {
          setAsking(undefined);
          setDone(t('orders.actions.done', { status: t(`orders.status.${next.status}`) }));
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            setAsking(undefined);
            onRefetch();
          }
        },
      },
    );
  };

  const error = act.error instanceof ApiError ? act.error : undefined;
  const noteError = error?.errors.note?.[0];
  if (actions.length === 0 && !done) return null;
  return (
    <section aria-labelledby="actions-title" className="space-y-3">
      <h2 id="actions-title" className="sr-only">
        {t('orders.actions.title')}
      </h2>
      {done ? <Alert tone="success">{done}</Alert> : null}
      {act.error && !asking ? (
        <Alert tone="error">{error?.message || t('orders.actions.failed')}</Alert>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {actions.map((action) => (
          <Button
            key={action}
            variant={isDestructive(action) ? 'secondary' : 'primary'}
            loading={act.isPending && act.variables?.action === action && !asking}
            disabled={act.isPending}
            data-testid={`action-${action}`}
            onClick={() => (noteNeed(action) === 'none' ? run(action) : setAsking(action))}
          >
            {t(actionKey(action))}
          </Button>
        ))}
      </div>
      <ActionDialog
        key={asking ?? 'none'}
        action={asking}
        busy={act.isPending}
        error={
          asking
            ? (noteError ?? (act.error ? error?.message || t('orders.actions.failed') : undefined))
            : undefined
        }
        onConfirm={(note) => asking && run(asking, note)}
        onCancel={() => {
          setAsking(undefined);
          act.reset();
        }}
      />
    </section>
  );
}
