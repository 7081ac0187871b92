import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import {
  cartItems,
  orderEvents,
  orderItems,
  orders,
  productReviews,
  type TCartItemRow,
  type TOrderEventRow,
  type TOrderItemRow,
  type TOrderRow,
  type TProductReviewRow,
} from '../../db/schema/orders.ts';
import { escapeLike } from '../../lib/like-pattern.ts';

export type { TCartItemRow, TOrderEventRow, TOrderItemRow, TOrderRow, TProductReviewRow };
export type TNewOrder = typeof orders.$inferInsert;
export type TNewOrderItem = typeof orderItems.$inferInsert;
export type TOrderChanges = Partial<Omit<TNewOrder, 'id' | 'buyerId' | 'sellerId' | 'createdAt'>>;

/* Carts */

export async function listCartItems(db: TExecutor, userId: string): Promise<TCartItemRow[]> {
  return db
    .select()
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.productId));
}

/** The cart's rows, locked: two checkouts of one cart run one after the other. */
export async function lockCartItems(db: TExecutor, userId: string): Promise<TCartItemRow[]> {
  return db
    .select()
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.productId))
    .for('update');
}

export async function countCartItems(db: TExecutor, userId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(cartItems).where(eq(cartItems.userId, userId));
  return Number(row?.total ?? 0);
}

/** Sets a line's quantity (adds the line when new). */
export async function setCartQuantity(
  db: TExecutor,
  userId: string,
  productId: string,
  quantity: number,
): Promise<void> {
  await db
    .insert(cartItems)
    .values({ userId, productId, quantity })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productId],
      set: { quantity, updatedAt: sql`now()` },
    });
}

export async function deleteCartItems(db: TExecutor, userId: string, productIds: string[]): Promise<void> {
  if (productIds.length === 0) return;
  await db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, productIds)));
}

/* Orders */

/** The next order number: `HT-100001`, `HT-100002`, … */
export async function nextOrderNumber(db: TExecutor): Promise<string> {
  const result = await db.execute<{ n: string }>(sql`SELECT nextval('order_number_seq')::text AS n`);
  return `HT-${result.rows[0]?.n ?? '0'}`;
}

export async function insertOrder(db: TExecutor, values: TNewOrder): Promise<TOrderRow> {
  const [row] = await db.insert(orders).values(values).returning();
  if (!row) throw new Error('insert into orders returned nothing');
  return row;
}

export async function insertOrderItems(db: TExecutor, values: TNewOrderItem[]): Promise<TOrderItemRow[]> {
  if (values.length === 0) return [];
  return db.insert(orderItems).values(values).returning();
}

export async function insertOrderEvent(
  db: TExecutor,
  values: typeof orderEvents.$inferInsert,
): Promise<void> {
  await db.insert(orderEvents).values(values);
}

/** The order, locked for a change of status (undefined when there is none). */
export async function lockOrder(db: TExecutor, id: string): Promise<TOrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

export async function updateOrder(db: TExecutor, id: string, changes: TOrderChanges): Promise<TOrderRow> {
  const [row] = await db
    .update(orders)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(orders.id, id))
    .returning();
  if (!row) throw new Error('order update returned nothing');
  return row;
}

/** The order when `userId` is its buyer or its seller. */
export async function findOrderOfParty(
  db: TExecutor,
  id: string,
  userId: string,
): Promise<TOrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), sql`(${orders.buyerId} = ${userId} OR ${orders.sellerId} = ${userId})`))
    .limit(1);
  return row;
}

export async function listOrdersOfCheckout(db: TExecutor, checkoutId: string): Promise<TOrderRow[]> {
  return db.select().from(orders).where(eq(orders.checkoutId, checkoutId)).orderBy(asc(orders.number));
}

export interface TOrderFilter {
  role: 'buyer' | 'seller';
  userId: string;
  status?: TOrderRow['status'];
  businessId?: string;
  /** Bounds of `created_at` (from inclusive, to exclusive). */
  from?: Date;
  to?: Date;
  /** Matched against the number, the recipient's name or phone, and the item titles. */
  text?: string;
}

function whereOf(filter: TOrderFilter): SQL | undefined {
  const conditions: SQL[] = [
    filter.role === 'buyer' ? eq(orders.buyerId, filter.userId) : eq(orders.sellerId, filter.userId),
  ];
  if (filter.status) conditions.push(eq(orders.status, filter.status));
  if (filter.businessId) conditions.push(eq(orders.businessId, filter.businessId));
  if (filter.from) conditions.push(gte(orders.createdAt, filter.from));
  if (filter.to) conditions.push(lt(orders.createdAt, filter.to));
  if (filter.text) {
    // Matched as plain text: LIKE's own wildcards in the input are escaped.
    const pattern = `%${escapeLike(filter.text.toLowerCase())}%`;
    conditions.push(
      sql`(lower(${orders.number}) LIKE ${pattern} OR lower(${orders.address}->>'name') LIKE ${pattern}
           OR ${orders.address}->>'phone' LIKE ${pattern}
           OR EXISTS (SELECT 1 FROM ${orderItems} WHERE ${orderItems.orderId} = ${orders.id}
                      AND lower(${orderItems.title}) LIKE ${pattern}))`,
    );
  }
  return and(...conditions);
}

export async function listOrders(
  db: TExecutor,
  filter: TOrderFilter,
  page: { limit: number; offset: number },
): Promise<TOrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(whereOf(filter))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countOrders(db: TExecutor, filter: TOrderFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(orders).where(whereOf(filter));
  return Number(row?.total ?? 0);
}

export async function listItemsOfOrders(db: TExecutor, orderIds: string[]): Promise<TOrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.title), asc(orderItems.id));
}

export async function listOrderEvents(db: TExecutor, orderId: string): Promise<TOrderEventRow[]> {
  return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
}

/** Delivered orders whose time to complete by themselves has come (oldest first). */
export async function listDueOrderIds(db: TExecutor, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'delivered'), lte(orders.autoCompleteAt, sql`now()`)))
    .orderBy(asc(orders.autoCompleteAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** A user's order figures since `since` (all time when null), for the dashboard. */
export async function summariseOrdersOf(
  db: TExecutor,
  userId: string,
  since: Date | null,
): Promise<{ purchases: number; sales: number; salesToHandle: number; salesNet: number }> {
  const after = since ? sql`${orders.createdAt} >= ${since}` : sql`true`;
  const completedAfter = since ? sql`${orders.completedAt} >= ${since}` : sql`true`;
  const result = await db.execute<{
    purchases: number;
    sales: number;
    to_handle: number;
    sales_net: string;
  }>(sql`
    SELECT
      count(*) FILTER (WHERE ${orders.buyerId} = ${userId} AND ${after})::int AS purchases,
      count(*) FILTER (WHERE ${orders.sellerId} = ${userId} AND ${after})::int AS sales,
      count(*) FILTER (WHERE ${orders.sellerId} = ${userId} AND ${orders.status} IN ('placed', 'confirmed'))::int AS to_handle,
      coalesce(sum(${orders.total} - ${orders.commission}) FILTER (
        WHERE ${orders.sellerId} = ${userId} AND ${orders.status} = 'completed' AND ${completedAfter}), 0)::text AS sales_net
    FROM ${orders} WHERE ${orders.buyerId} = ${userId} OR ${orders.sellerId} = ${userId}`);
  const row = result.rows[0];
  return {
    purchases: row?.purchases ?? 0,
    sales: row?.sales ?? 0,
    salesToHandle: row?.to_handle ?? 0,
    salesNet: Number(row?.sales_net ?? 0),
  };
}

/** Orders placed and not cancelled or refunded, and their value: the home screen's figures. */
export async function summariseLiveOrders(db: TExecutor): Promise<{ count: number; value: number }> {
  const result = await db.execute<{ n: number; value: string }>(sql`
    SELECT count(*)::int AS n, coalesce(sum(${orders.total}), 0)::text AS value FROM ${orders}
    WHERE ${orders.status} NOT IN ('cancelled', 'refunded')`);
  return { count: result.rows[0]?.n ?? 0, value: Number(result.rows[0]?.value ?? 0) };
}

/* Reviews */

export async function upsertProductReview(
  db: TExecutor,
  values: typeof productReviews.$inferInsert,
): Promise<TProductReviewRow> {
  const [row] = await db
    .insert(productReviews)
    .values(values)
    .onConflictDoUpdate({
      target: productReviews.orderItemId,
      set: { rating: values.rating, body: values.body, authorName: values.authorName, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('upsert into product_reviews returned nothing');
  return row;
}

/** Count and sum of the ratings of a product's, or a business's, reviews. */
export async function reviewTotals(
  db: TExecutor,
  by: { productId: string } | { businessId: string },
): Promise<{ count: number; sum: number }> {
  const where =
    'productId' in by
      ? eq(productReviews.productId, by.productId)
      : eq(productReviews.businessId, by.businessId);
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      sum: sql<number>`coalesce(sum(${productReviews.rating}), 0)::int`,
    })
    .from(productReviews)
    .where(and(where, isNull(productReviews.moderation)));
  return { count: row?.count ?? 0, sum: row?.sum ?? 0 };
}

/** A product review (with its product's address), whatever its state: staff's preview and notices. */
export async function findProductReviewRow(
  db: TExecutor,
  id: string,
): Promise<TProductReviewRow | undefined> {
  const [row] = await db.select().from(productReviews).where(eq(productReviews.id, id)).limit(1);
  return row;
}

/** Sets or clears a product review's moderation (issue 17); answers the row, or undefined. */
export async function updateProductReviewModeration(
  db: TExecutor,
  id: string,
  moderation: { state: 'hidden' | 'removed'; reason: string } | null,
): Promise<TProductReviewRow | undefined> {
  const [row] = await db
    .update(productReviews)
    .set(
      moderation
        ? { moderation: moderation.state, moderationReason: moderation.reason, moderatedAt: new Date() }
        : { moderation: null, moderationReason: null, moderatedAt: null },
    )
    .where(eq(productReviews.id, id))
    .returning();
  return row;
}

export async function listReviewsOfItems(db: TExecutor, itemIds: string[]): Promise<TProductReviewRow[]> {
  if (itemIds.length === 0) return [];
  return db.select().from(productReviews).where(inArray(productReviews.orderItemId, itemIds));
}

export async function listReviewsOfProduct(
  db: TExecutor,
  productId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: TProductReviewRow[]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(productReviews)
      .where(and(eq(productReviews.productId, productId), isNull(productReviews.moderation)))
      .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count() })
      .from(productReviews)
      .where(and(eq(productReviews.productId, productId), isNull(productReviews.moderation))),
  ]);
  return { rows, total: Number(totals?.total ?? 0) };
}

/* Seller figures */

/** The lines of a seller's orders placed since `since` that were not cancelled or refunded. */
export async function listSellerOrderLines(
  db: TExecutor,
  sellerId: string,
  since: Date,
  businessId?: string,
): Promise<
  {
    orderId: string;
    day: string;
    total: number;
    productId: string | null;
    title: string;
    quantity: number;
    lineTotal: number;
  }[]
> {
  const result = await db.execute<{
    order_id: string;
    day: string;
    total: string;
    product_id: string | null;
    title: string;
    quantity: number;
    line_total: string;
  }>(sql`
    SELECT o.id AS order_id, to_char(o.created_at AT TIME ZONE 'Asia/Dhaka', 'YYYY-MM-DD') AS day,
           o.total::text AS total, i.product_id, i.title, i.quantity, i.line_total::text AS line_total
    FROM ${orders} o JOIN ${orderItems} i ON i.order_id = o.id
    WHERE o.seller_id = ${sellerId} AND o.created_at >= ${since}
      AND o.status NOT IN ('cancelled', 'refunded')
      ${businessId ? sql`AND o.business_id = ${businessId}` : sql``}`);
  return result.rows.map((row) => ({
    orderId: row.order_id,
    day: row.day,
    total: Number(row.total),
    productId: row.product_id,
    title: row.title,
    quantity: row.quantity,
    lineTotal: Number(row.line_total),
  }));
}

/** Per product: orders that were not cancelled or refunded, and the units in them. */
export async function countSalesByProduct(
  db: TExecutor,
  productIds: string[],
): Promise<Map<string, { orders: number; units: number }>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({
      productId: orderItems.productId,
      orders: sql<number>`count(DISTINCT ${orderItems.orderId})::int`,
      units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(inArray(orderItems.productId, productIds), sql`${orders.status} NOT IN ('cancelled', 'refunded')`),
    )
    .groupBy(orderItems.productId);
  return new Map(rows.map((row) => [row.productId as string, { orders: row.orders, units: row.units }]));
}

/** The user's orders on both sides, newest first (the money screen's rows). */
export async function listOrdersOfUser(
  db: TExecutor,
  userId: string,
  role: 'all' | 'buyer' | 'seller',
  page: { limit: number; offset: number },
): Promise<{ rows: TOrderRow[]; total: number }> {
  const where =
    role === 'buyer'
      ? eq(orders.buyerId, userId)
      : role === 'seller'
        ? eq(orders.sellerId, userId)
        : sql`(${orders.buyerId} = ${userId} OR ${orders.sellerId} = ${userId})`;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return { rows, total: Number(totals?.total ?? 0) };
}

/** Completed sales net of commission and the commission; purchases not cancelled or refunded. */
export async function moneyTotalsOf(
  db: TExecutor,
  userId: string,
): Promise<{ salesNet: number; commission: number; purchases: number }> {
  const result = await db.execute<{ sales_net: string; commission: string; purchases: string }>(sql`
    SELECT
      coalesce(sum(total - commission) FILTER (WHERE seller_id = ${userId} AND status = 'completed'), 0)::text AS sales_net,
      coalesce(sum(commission) FILTER (WHERE seller_id = ${userId} AND status = 'completed'), 0)::text AS commission,
      coalesce(sum(total) FILTER (WHERE buyer_id = ${userId} AND status NOT IN ('cancelled', 'refunded')), 0)::text AS purchases
    FROM ${orders} WHERE buyer_id = ${userId} OR seller_id = ${userId}`);
  const row = result.rows[0];
  return {
    salesNet: Number(row?.sales_net ?? 0),
    commission: Number(row?.commission ?? 0),
    purchases: Number(row?.purchases ?? 0),
  };
}
