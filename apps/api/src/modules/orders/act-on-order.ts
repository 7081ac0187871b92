import {
  ORDER_TRANSITIONS,
  SELLER_CANCEL_FROM,
  type TOrderAction,
  type TOrderDetail,
  type TOrderRole,
  type TOrderStatus,
} from '@haat/shared';
import type { TTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { notify } from '../notifications/notify.ts';
import { readPlatformSetting } from '../payments/platform-settings.ts';
import { returnStock } from '../products/stock.ts';
import { refundOrder, settleOrder } from './order-money.ts';
import type { TOrdersDeps } from './orders-deps.ts';
import { presentOrderDetail } from './present-order.ts';
import {
  insertOrderEvent,
  listItemsOfOrders,
  lockOrder,
  type TOrderChanges,
  type TOrderRow,
  updateOrder,
} from './repository.ts';

/** Who acts: a signed-in user (its buyer or seller), or the platform (the sweep that completes orders). */
export type TActor = { role: 'user'; userId: string } | { role: 'system'; userId: null };

/** Where `action` leads from `status` for `role`; undefined when that party may not take it there. */
export function nextStatus(
  action: TOrderAction,
  status: TOrderStatus,
  role: TOrderRole,
): TOrderStatus | undefined {
  const rule = ORDER_TRANSITIONS[action];
  if (action === 'cancel' && role === 'seller')
    return SELLER_CANCEL_FROM.includes(status) ? 'cancelled' : undefined;
  return rule.by === role && rule.from.includes(status) ? rule.to : undefined;
}

/** May this party ever take this action (in some status)? Otherwise the answer is 403, not 409. */
function partyMay(action: TOrderAction, role: TOrderRole): boolean {
  return ORDER_TRANSITIONS[action].by === role || (action === 'cancel' && role === 'seller');
}

async function autoCompleteAt(tx: TTx): Promise<Date> {
  const days = await readPlatformSetting(tx, 'order_auto_complete_days');
  return new Date(Date.now() + days * 86_400_000);
}

/** The changes, stock and money that come with reaching `to` by `action`. */
async function effectsOf(
  tx: TTx,
  order: TOrderRow,
  action: TOrderAction,
  actor: TActor,
  note: string | null,
): Promise<TOrderChanges> {
  switch (action) {
    case 'ship':
      return { trackingNote: note };
    case 'deliver':
      return { deliveredAt: new Date(), autoCompleteAt: await autoCompleteAt(tx) };
    case 'decline_refund':
      return { autoCompleteAt: await autoCompleteAt(tx) };
    case 'complete':
      return { completedAt: new Date(), settlementTransactionId: await settleOrder(tx, order, actor.userId) };
    case 'request_refund':
      return { refundReason: note };
    case 'refund':
      return { refundTransactionId: await refundOrder(tx, order, actor.userId as string) };
    case 'cancel': {
      const items = await listItemsOfOrders(tx, [order.id]);
      for (const item of [...items].sort((a, b) => (a.productId ?? '').localeCompare(b.productId ?? '')))
        if (item.productId) await returnStock(tx, item.productId, item.quantity);
      return {
        cancelReason: note,
        refundTransactionId: await refundOrder(tx, order, actor.userId as string),
      };
    }
    default:
      return {};
  }
}

/**
 * Moves an order on by one action, in one database transaction with its stock, money, timeline
 * event and the notice to the other party. Only the order's buyer or seller may act (404 for anyone
 * else, so order ids reveal nothing); an action that party never takes is a 403; one that does not
 * fit the order's status now (someone acted first) is a 409. Cancelling, asking for a refund and
 * declining one need a note (the reason).
 */
export async function actOnOrder(
  deps: TOrdersDeps,
  orderId: string,
  actor: TActor,
  input: { action: TOrderAction; note?: string | null },
): Promise<TOrderDetail> {
  const note = input.note?.trim() || null;
  const row = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new AppError('NOT_FOUND', 'api.not_found');
    let role: TOrderRole;
    if (actor.role === 'system') {
      if (input.action !== 'complete' || order.status !== 'delivered')
        throw new AppError('CONFLICT', 'api.order_status_changed');
      role = 'buyer';
    } else {
      if (order.buyerId === actor.userId) role = 'buyer';
      else if (order.sellerId === actor.userId) role = 'seller';
      else throw new AppError('NOT_FOUND', 'api.not_found');
      if (!partyMay(input.action, role)) throw new AppError('FORBIDDEN', 'api.order_action_forbidden');
    }
    const to = nextStatus(input.action, order.status, role);
    if (!to) throw new AppError('CONFLICT', 'api.order_status_changed', { values: { status: order.status } });
    if (ORDER_TRANSITIONS[input.action].noteRequired && !note && actor.role !== 'system')
      throw AppError.fields({ note: 'validation.reason_required' });
    const changes = await effectsOf(tx, order, input.action, actor, note);
    const updated = await updateOrder(tx, order.id, { ...changes, status: to });
    await insertOrderEvent(tx, {
      orderId: order.id,
      fromStatus: order.status,
      toStatus: to,
      actorId: actor.userId,
      actorRole: actor.role === 'system' ? 'system' : role,
      note,
    });
    const parties =
      actor.role === 'system'
        ? [order.buyerId, order.sellerId]
        : [role === 'buyer' ? order.sellerId : order.buyerId];
    for (const userId of parties)
      await notify(tx, userId, 'order_status_changed', {
        order_id: order.id,
        number: order.number,
        status: to,
        action: input.action,
      });
    return updated;
  });
  return presentOrderDetail(deps.db, deps.storage, row, actor.userId ?? row.buyerId);
}
