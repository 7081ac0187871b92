import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businesses } from './directory.ts';
import { ledgerTransactions } from './ledger.ts';
import { moderationColumns } from './moderation.ts';
import { products } from './products.ts';
import { users } from './users.ts';

/*
 * The marketplace's carts and orders (decision 054). Money in poisha (bigint). An order belongs to
 * one buyer and one seller (a business); a checkout of several sellers makes one order per seller,
 * sharing a `checkout_id`. Stock is reserved in the order's transaction; wallet money is held in the
 * ledger's `escrow` account until the order completes or is refunded.
 */

export const ORDER_STATUSES = [
  'placed',
  'confirmed',
  'shipped',
  'delivered',
  'completed',
  'cancelled',
  'refund_requested',
  'refunded',
] as const;
export const PAYMENT_METHODS = ['cod', 'wallet'] as const;

/** A signed-in buyer's cart: one row per product, kept across devices and sign-ins. */
export const cartItems = pgTable(
  'cart_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    check('cart_items_quantity_range', sql`${t.quantity} BETWEEN 1 AND 99`),
  ],
);

/** Where an order goes, as the buyer typed it (Bangladesh: division and district codes). */
export interface TStoredAddress {
  name: string;
  phone: string;
  country: string;
  division: string | null;
  district: string | null;
  city: string;
  line: string;
}

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Human-readable and increasing: `HT-` and a number from `order_number_seq`. */
    number: text('number').notNull(),
    checkoutId: uuid('checkout_id').notNull(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('placed'),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
    deliveryCharge: bigint('delivery_charge', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    /** The platform's commission rate when the order was placed, in basis points (500 = 5 %). */
    commissionBp: integer('commission_bp').notNull(),
    /** Commission on the items (not the delivery), fixed at checkout. */
    commission: bigint('commission', { mode: 'number' }).notNull(),
    address: jsonb('address').$type<TStoredAddress>().notNull(),
    buyerNote: text('buyer_note'),
    trackingNote: text('tracking_note'),
    cancelReason: text('cancel_reason'),
    refundReason: text('refund_reason'),
    /** Wallet orders: buyer wallet → escrow at checkout. */
    paymentTransactionId: uuid('payment_transaction_id').references(() => ledgerTransactions.id),
    /** On completion: escrow → seller (wallet orders), or the commission of a cash-on-delivery order. */
    settlementTransactionId: uuid('settlement_transaction_id').references(() => ledgerTransactions.id),
    /** Wallet orders cancelled or refunded: escrow → buyer. */
    refundTransactionId: uuid('refund_transaction_id').references(() => ledgerTransactions.id),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** Delivered orders complete by themselves at this time unless a refund is requested first. */
    autoCompleteAt: timestamp('auto_complete_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_number_unique').on(t.number),
    index('orders_buyer_created_idx').on(t.buyerId, t.createdAt),
    index('orders_seller_created_idx').on(t.sellerId, t.createdAt),
    index('orders_business_created_idx').on(t.businessId, t.createdAt),
    index('orders_checkout_idx').on(t.checkoutId),
    // Platform figures by period (admin dashboard and analytics, decision 066).
    index('orders_created_idx').on(t.createdAt),
    index('orders_completed_idx').on(t.completedAt).where(sql`${t.completedAt} IS NOT NULL`),
    index('orders_auto_complete_idx').on(t.autoCompleteAt).where(sql`${t.status} = 'delivered'`),
    check(
      'orders_status',
      sql`${t.status} IN ('placed', 'confirmed', 'shipped', 'delivered', 'completed', 'cancelled', 'refund_requested', 'refunded')`,
    ),
    check('orders_payment_method', sql`${t.paymentMethod} IN ('cod', 'wallet')`),
    check(
      'orders_amounts',
      sql`${t.subtotal} > 0 AND ${t.deliveryCharge} >= 0 AND ${t.total} = ${t.subtotal} + ${t.deliveryCharge} AND ${t.commission} BETWEEN 0 AND ${t.subtotal}`,
    ),
    check('orders_commission_bp', sql`${t.commissionBp} BETWEEN 0 AND 5000`),
    check('orders_not_own', sql`${t.buyerId} <> ${t.sellerId}`),
    check(
      'orders_wallet_paid',
      sql`(${t.paymentMethod} = 'wallet') = (${t.paymentTransactionId} IS NOT NULL)`,
    ),
    check('orders_cancel_reason', sql`(${t.status} = 'cancelled') = (${t.cancelReason} IS NOT NULL)`),
  ],
);

/** The lines of an order: what was bought at which price (copied at checkout; products change later). */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    /** The product's first image thumbnail key at checkout (the product may lose it later). */
    imageKey: text('image_key'),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    lineTotal: bigint('line_total', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    check('order_items_quantity_range', sql`${t.quantity} BETWEEN 1 AND 99`),
    check(
      'order_items_amounts',
      sql`${t.unitPrice} >= 0 AND ${t.lineTotal} = ${t.unitPrice} * ${t.quantity}`,
    ),
  ],
);

/** Every change of an order's status: who, when, from what, and their note (the order's timeline). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actorId: uuid('actor_id').references(() => users.id),
    actorRole: text('actor_role', { enum: ['buyer', 'seller', 'system'] }).notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_events_order_idx').on(t.orderId, t.id),
    check('order_events_actor_role', sql`${t.actorRole} IN ('buyer', 'seller', 'system')`),
  ],
);

/**
 * A buyer's review of what they bought: one per completed order item (decision 056), editable by its
 * author. The product's and the seller's ratings are kept in step by the review writes.
 */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorName: text('author_name').notNull(),
    rating: integer('rating').notNull(),
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ...moderationColumns(),
  },
  (t) => [
    check('product_reviews_moderation_check', sql`${t.moderation} IN ('hidden', 'removed')`),
    uniqueIndex('product_reviews_item_unique').on(t.orderItemId),
    index('product_reviews_product_created_idx').on(t.productId, t.createdAt),
    index('product_reviews_business_created_idx').on(t.businessId, t.createdAt),
    check('product_reviews_rating', sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);

export type TProductReviewRow = typeof productReviews.$inferSelect;
export type TCartItemRow = typeof cartItems.$inferSelect;
export type TOrderRow = typeof orders.$inferSelect;
export type TOrderItemRow = typeof orderItems.$inferSelect;
export type TOrderEventRow = typeof orderEvents.$inferSelect;
