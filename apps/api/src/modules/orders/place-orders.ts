import { randomUUID } from 'node:crypto';
import type { TCheckout, TCheckoutResult } from '@haat/shared';
import type { TTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashRequest, withIdempotency } from '../ledger/idempotency.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import { notify } from '../notifications/notify.ts';
import { readPlatformSetting } from '../payments/platform-settings.ts';
import { takeStock } from '../products/stock.ts';
import { buildCartLines } from './cart-lines.ts';
import { commissionOf } from './delivery-charge.ts';
import { groupBySeller, type TSellerGroup } from './group-by-seller.ts';
import type { TOrdersDeps } from './orders-deps.ts';
import { presentOrders } from './present-order.ts';
import {
  deleteCartItems,
  insertOrder,
  insertOrderEvent,
  insertOrderItems,
  lockCartItems,
  nextOrderNumber,
  type TOrderItemRow,
  type TOrderRow,
} from './repository.ts';

interface TPlaceContext {
  tx: TTx;
  buyerId: string;
  checkoutId: string;
  input: TCheckout;
  commissionBp: number;
  imageKeys: Map<string, string | null>;
}

/** One seller's order: the wallet payment into escrow first (its id is on the order), then the rows. */
async function placeOrder(
  context: TPlaceContext,
  group: TSellerGroup,
): Promise<{ order: TOrderRow; items: TOrderItemRow[] }> {
  const { tx, buyerId, input } = context;
  const id = randomUUID();
  const number = await nextOrderNumber(tx);
  const payment =
    input.payment_method === 'wallet'
      ? await postTransaction(tx, {
          type: 'order_payment',
          entries: [
            { account: { type: 'wallet', userId: buyerId }, amount: -BigInt(group.total) },
            { account: { type: 'escrow' }, amount: BigInt(group.total) },
          ],
          reference: `order:${id}`,
          memo: number,
          initiatedBy: buyerId,
        })
      : undefined;
  const order = await insertOrder(tx, {
    id,
    number,
    checkoutId: context.checkoutId,
    buyerId,
    sellerId: group.seller.ownerId,
    businessId: group.seller.id,
    paymentMethod: input.payment_method,
    subtotal: group.subtotal,
    deliveryCharge: group.deliveryCharge,
    total: group.total,
    commissionBp: context.commissionBp,
    commission: commissionOf(group.subtotal, context.commissionBp),
    address: input.address,
    buyerNote: input.note ?? null,
    paymentTransactionId: payment?.id ?? null,
  });
  const items = await insertOrderItems(
    tx,
    group.lines.map((line) => ({
      orderId: id,
      productId: line.product_id,
      title: line.title,
      imageKey: context.imageKeys.get(line.product_id) ?? null,
      unitPrice: line.price,
      quantity: line.quantity,
      lineTotal: line.price * line.quantity,
    })),
  );
  await insertOrderEvent(tx, {
    orderId: id,
    fromStatus: null,
    toStatus: 'placed',
    actorId: buyerId,
    actorRole: 'buyer',
    note: input.note ?? null,
  });
  await notify(tx, group.seller.ownerId, 'order_placed', {
    order_id: id,
    number,
    total: group.total,
    payment_method: input.payment_method,
    business_name: group.seller.name,
  });
  return { order, items };
}

/**
 * Checks out the signed-in cart (decision 054): one order per seller, at today's prices from the
 * database, stock taken and wallet money moved to escrow in ONE database transaction with the
 * Idempotency-Key, so a double click or a retried request makes one checkout and any refusal (a
 * product sold out or withdrawn, not enough money) changes nothing.
 */
export async function placeOrders(
  deps: TOrdersDeps,
  buyerId: string,
  input: TCheckout,
  key: string,
): Promise<{ status: number; body: TCheckoutResult; replayed: boolean }> {
  return withIdempotency<TCheckoutResult>(
    deps,
    { userId: buyerId, scope: 'checkout', key, requestHash: hashRequest(input) },
    async (tx) => {
      const rows = await lockCartItems(tx, buyerId);
      if (rows.length === 0) throw new AppError('VALIDATION_FAILED', 'api.cart_empty');
      const { lines, products, sellers } = await buildCartLines(tx, deps.storage, buyerId, rows);
      const blocked = lines.find((line) => !line.available);
      if (blocked) {
        // Sold out is its own answer; anything else (withdrawn, own, seller gone) must leave the cart.
        const soldOut = products.get(blocked.product_id)?.stock === 0 && blocked.business.name !== '';
        if (soldOut && products.get(blocked.product_id)?.status === 'active')
          throw new AppError('OUT_OF_STOCK', 'api.out_of_stock', {
            values: { title: blocked.title, stock: 0 },
          });
        if (sellers.get(blocked.business.id)?.suspended)
          throw new AppError('CONFLICT', 'api.cart_seller_suspended', {
            values: { title: blocked.title, name: blocked.business.name },
          });
        throw new AppError('CONFLICT', 'api.cart_line_unavailable', { values: { title: blocked.title } });
      }
      if (lines.length === 0) throw new AppError('VALIDATION_FAILED', 'api.cart_empty');
      // Stock first, in product id order: the one lock order of every checkout (no deadlocks).
      for (const line of [...lines].sort((a, b) => a.product_id.localeCompare(b.product_id))) {
        if (!(await takeStock(tx, line.product_id, line.quantity)))
          throw new AppError('OUT_OF_STOCK', 'api.out_of_stock', {
            values: { title: line.title, stock: products.get(line.product_id)?.stock ?? 0 },
          });
      }
      const context: TPlaceContext = {
        tx,
        buyerId,
        checkoutId: randomUUID(),
        input,
        commissionBp: await readPlatformSetting(tx, 'order_commission_bp'),
        imageKeys: new Map(
          [...products.values()].map((product) => [product.id, product.images[0]?.thumbKey ?? null]),
        ),
      };
      const placed: TOrderRow[] = [];
      const items: TOrderItemRow[] = [];
      for (const group of groupBySeller(lines, sellers, input.address)) {
        const made = await placeOrder(context, group);
        placed.push(made.order);
        items.push(...made.items);
      }
      await deleteCartItems(
        tx,
        buyerId,
        lines.map((line) => line.product_id),
      );
      const orders = await presentOrders(tx, deps.storage, placed, buyerId, {
        items,
        slugs: new Map(lines.map((line) => [line.product_id, line.slug])),
        sellers,
      });
      return { status: 201, body: { checkout_id: context.checkoutId, orders } };
    },
  );
}
