import { actOnOrder } from './act-on-order.ts';
import type { TOrdersDeps } from './orders-deps.ts';
import { listDueOrderIds } from './repository.ts';

/**
 * Completes delivered orders whose time has come (`order_auto_complete_days` after delivery, unless
 * the buyer asked for a refund first): the seller is paid as if the buyer had confirmed. Each order
 * in its own transaction; one that changed meanwhile is skipped. Answers how many completed.
 */
export async function completeDueOrders(deps: TOrdersDeps, limit = 200): Promise<number> {
  let completed = 0;
  for (const id of await listDueOrderIds(deps.db, limit)) {
    try {
      await actOnOrder(deps, id, { role: 'system', userId: null }, { action: 'complete' });
      completed += 1;
    } catch (error) {
      deps.log.warn({ err: error, orderId: id }, 'an order could not complete by itself');
    }
  }
  return completed;
}
