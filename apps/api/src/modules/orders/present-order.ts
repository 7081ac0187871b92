import { allowedOrderActions, type TOrder, type TOrderDetail } from '@haat/shared';
import type { TExecutor } from '../../db/client.ts';
import type { TStorage } from '../../plugins/storage.ts';
import { findSellers } from '../directory/find-sellers.ts';
import { productSlugs } from '../products/stock.ts';
import { findUserNames } from '../users/repository.ts';
import {
  listItemsOfOrders,
  listOrderEvents,
  listReviewsOfItems,
  type TOrderEventRow,
  type TOrderItemRow,
  type TOrderRow,
} from './repository.ts';

interface TContext {
  items: Map<string, TOrderItemRow[]>;
  reviews: Map<string, { rating: number; body: string | null }>;
  slugs: Map<string, string>;
  buyers: Map<string, string>;
  businesses: Map<string, { name: string; slug: string }>;
  storage: TStorage;
}

function presentOne(row: TOrderRow, viewerId: string, context: TContext): TOrder {
  const role = row.buyerId === viewerId ? 'buyer' : 'seller';
  const business = context.businesses.get(row.businessId);
  return {
    id: row.id,
    number: row.number,
    checkout_id: row.checkoutId,
    status: row.status,
    payment_method: row.paymentMethod,
    subtotal: row.subtotal,
    delivery_charge: row.deliveryCharge,
    total: row.total,
    commission: row.commission,
    seller_net: row.total - row.commission,
    buyer: { id: row.buyerId, name: context.buyers.get(row.buyerId) ?? '' },
    business: { id: row.businessId, name: business?.name ?? '', slug: business?.slug ?? '' },
    address: row.address,
    buyer_note: row.buyerNote,
    tracking_note: row.trackingNote,
    cancel_reason: row.cancelReason,
    refund_reason: row.refundReason,
    items: (context.items.get(row.id) ?? []).map((item) => ({
      id: item.id,
      product_id: item.productId,
      product_slug: item.productId ? (context.slugs.get(item.productId) ?? null) : null,
      title: item.title,
      image_url: item.imageKey ? context.storage.url(item.imageKey) : null,
      unit_price: item.unitPrice,
      quantity: item.quantity,
      line_total: item.lineTotal,
      review: context.reviews.get(item.id) ?? null,
    })),
    role,
    actions: allowedOrderActions(row.status, role),
    auto_complete_at: row.status === 'delivered' ? (row.autoCompleteAt?.toISOString() ?? null) : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** What a caller that has just written the orders already knows (checkout): no need to read it again. */
export interface TKnownOrderParts {
  items: TOrderItemRow[];
  slugs: Map<string, string>;
  sellers: Map<string, { name: string; slug: string }>;
}

/** Orders as the API answers them to `viewerId` (their buyer or seller), with items and names. */
export async function presentOrders(
  db: TExecutor,
  storage: TStorage,
  rows: TOrderRow[],
  viewerId: string,
  known?: TKnownOrderParts,
): Promise<TOrder[]> {
  const items =
    known?.items ??
    (await listItemsOfOrders(
      db,
      rows.map((row) => row.id),
    ));
  const productIds = items.flatMap((item) => (item.productId ? [item.productId] : []));
  const completed = new Set(rows.filter((row) => row.status === 'completed').map((row) => row.id));
  const [slugs, buyers, sellers, reviews] = await Promise.all([
    known?.slugs ?? productSlugs(db, productIds),
    findUserNames(
      db,
      rows.map((row) => row.buyerId),
    ),
    known?.sellers ??
      findSellers(
        db,
        rows.map((row) => row.businessId),
      ),
    listReviewsOfItems(
      db,
      items.filter((item) => completed.has(item.orderId)).map((item) => item.id),
    ),
  ]);
  const byOrder = new Map<string, TOrderItemRow[]>();
  for (const item of items) byOrder.set(item.orderId, [...(byOrder.get(item.orderId) ?? []), item]);
  const byItem = new Map(
    reviews.map((review) => [review.orderItemId, { rating: review.rating, body: review.body }]),
  );
  const context = { items: byOrder, reviews: byItem, slugs, buyers, businesses: sellers, storage };
  return rows.map((row) => presentOne(row, viewerId, context));
}

function presentEvent(event: TOrderEventRow): TOrderDetail['events'][number] {
  return {
    from_status: event.fromStatus as TOrderDetail['events'][number]['from_status'],
    to_status: event.toStatus as TOrderDetail['events'][number]['to_status'],
    actor_role: event.actorRole,
    note: event.note,
    created_at: event.createdAt.toISOString(),
  };
}

/** One order with its timeline. */
export async function presentOrderDetail(
  db: TExecutor,
  storage: TStorage,
  row: TOrderRow,
  viewerId: string,
): Promise<TOrderDetail> {
  const [[order], events] = await Promise.all([
    presentOrders(db, storage, [row], viewerId),
    listOrderEvents(db, row.id),
  ]);
  return { ...(order as TOrder), events: events.map(presentEvent) };
}
