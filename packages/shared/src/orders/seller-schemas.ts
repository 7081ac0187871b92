import { z } from 'zod';
import { ANALYTICS_RANGES } from '../cards/schemas.ts';
import { zPage, zPerPage } from '../directory/schemas.ts';
import { ZPageMetaSchema } from '../http/errors.ts';
import { zOptionalText } from '../http/fields.ts';
import { ORDER_PAYMENT_METHODS, ORDER_STATUSES } from './schemas.ts';

/*
 * What buyers say of what they bought, and what sellers see of their listings, money and figures
 * (decisions 054 and 056). Money in poisha.
 */

/** `PUT /api/orders/:id/items/:itemId/review`: a buyer's review of a completed order's item. */
export const ZProductReviewInputSchema = z.object({
  rating: z
    .number({ error: 'validation.rating' })
    .int({ error: 'validation.rating' })
    .min(1, { error: 'validation.rating' })
    .max(5, { error: 'validation.rating' }),
  body: zOptionalText(2000),
});
export type TProductReviewInput = z.input<typeof ZProductReviewInputSchema>;

export const ZOrderItemParamsSchema = z.object({
  id: z.uuid({ error: 'validation.invalid' }),
  itemId: z.uuid({ error: 'validation.invalid' }),
});

export const ZProductReviewSchema = z.object({
  id: z.uuid(),
  order_item_id: z.uuid(),
  product_id: z.uuid().nullable(),
  author_name: z.string(),
  rating: z.number().int(),
  body: z.string().nullable(),
  /** Always true: only buyers whose order completed can review. */
  verified_purchase: z.literal(true),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TProductReview = z.infer<typeof ZProductReviewSchema>;

export const ZProductReviewListSchema = z.object({
  success: z.literal(true),
  data: z.array(ZProductReviewSchema),
  meta: ZPageMetaSchema.extend({
    rating: z.object({ average: z.number(), count: z.number().int() }),
  }),
});

/** `POST /api/my/products/:id/feature`: pay from the wallet to feature a product for N days. */
export const FEATURE_DAYS_MAX = 30;
export const ZFeatureProductSchema = z.object({
  days: z
    .number({ error: 'validation.feature_days' })
    .int({ error: 'validation.feature_days' })
    .min(1, { error: 'validation.feature_days' })
    .max(FEATURE_DAYS_MAX, { error: 'validation.feature_days' }),
});

/** `GET /api/marketplace/feature-price`: what featuring costs per day now (poisha), for the seller's dialog. */
export const ZFeaturePriceSchema = z.object({ price_per_day: z.number().int() });
export type TFeaturePrice = z.infer<typeof ZFeaturePriceSchema>;

/** `PUT /api/admin/products/:id/feature`: staff feature a product for N days, free (0 ends it). */
export const ZStaffFeatureProductSchema = z.object({
  days: z
    .number({ error: 'validation.feature_days' })
    .int({ error: 'validation.feature_days' })
    .min(0, { error: 'validation.feature_days' })
    .max(FEATURE_DAYS_MAX, { error: 'validation.feature_days' }),
});

export const ZFeatureResultSchema = z.object({
  product_id: z.uuid(),
  /** Null when staff ended the featuring. */
  featured_until: z.string().nullable(),
  /** What was paid (0 when staff featured it). */
  paid: z.number().int(),
});
export type TFeatureResult = z.infer<typeof ZFeatureResultSchema>;

/** `GET /api/analytics`: a seller's figures over the last 7, 30 or 90 days (the cards' ranges). */
export const ZSellerAnalyticsQuerySchema = z.object({
  days: z.coerce
    .number({ error: 'validation.range' })
    .refine((value) => (ANALYTICS_RANGES as readonly number[]).includes(value), { error: 'validation.range' })
    .default(30),
  business_id: z.uuid({ error: 'validation.invalid' }).optional(),
});

export const ZSellerAnalyticsSchema = z.object({
  days: z.number().int(),
  totals: z.object({
    views: z.number().int(),
    orders: z.number().int(),
    /** Value of the period's orders that were not cancelled or refunded, delivery included. */
    revenue: z.number().int(),
    /** Orders per product page view (0 when there were no views). */
    conversion: z.number(),
  }),
  /** One point per day (Bangladesh time), oldest first, days without activity included. */
  series: z.array(
    z.object({
      day: z.string(),
      views: z.number().int(),
      orders: z.number().int(),
      revenue: z.number().int(),
    }),
  ),
  top_products: z.array(
    z.object({
      product_id: z.uuid(),
      title: z.string(),
      slug: z.string().nullable(),
      views: z.number().int(),
      orders: z.number().int(),
      units: z.number().int(),
      revenue: z.number().int(),
    }),
  ),
});
export type TSellerAnalytics = z.infer<typeof ZSellerAnalyticsSchema>;

/** `GET /api/marketplace/transactions`: the money of the user's sales and purchases. */
export const ZTransactionsQuerySchema = z.object({
  role: z.enum(['all', 'buyer', 'seller'], { error: 'validation.invalid' }).default('all'),
  page: zPage,
  per_page: zPerPage(),
});
export type TTransactionsQuery = z.output<typeof ZTransactionsQuerySchema>;

export const MONEY_MOVEMENTS = ['payment', 'release', 'refund', 'commission'] as const;

export const ZMarketplaceTransactionSchema = z.object({
  order_id: z.uuid(),
  number: z.string(),
  role: z.enum(['buyer', 'seller']),
  counterpart: z.string(),
  status: z.enum(ORDER_STATUSES),
  payment_method: z.enum(ORDER_PAYMENT_METHODS),
  total: z.number().int(),
  commission: z.number().int(),
  /** What the seller keeps (total − commission); for a purchase, what the buyer paid. */
  net: z.number().int(),
  /** The order's money as it moved in the ledger, signed from this user's side (poisha). */
  movements: z.array(z.object({ kind: z.enum(MONEY_MOVEMENTS), amount: z.number().int(), at: z.string() })),
  created_at: z.string(),
});
export type TMarketplaceTransaction = z.infer<typeof ZMarketplaceTransactionSchema>;

export const ZMarketplaceTransactionListSchema = z.object({
  success: z.literal(true),
  data: z.array(ZMarketplaceTransactionSchema),
  meta: ZPageMetaSchema.extend({
    /** Over everything matching (not just this page): sales net of commission, purchases paid. */
    totals: z.object({
      sales_net: z.number().int(),
      commission: z.number().int(),
      purchases: z.number().int(),
    }),
  }),
});

/** `GET /api/marketplace/listings`: the user's products in every business, with how they sell. */
export const ZListingsQuerySchema = z.object({
  status: z.enum(['draft', 'active', 'archived'], { error: 'validation.invalid' }).optional(),
  page: zPage,
  per_page: zPerPage(),
});
export type TListingsQuery = z.output<typeof ZListingsQuerySchema>;

export const ZListingSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  status: z.enum(['draft', 'active', 'archived']),
  price: z.number().int(),
  stock: z.number().int(),
  thumb_url: z.string().nullable(),
  business: z.object({ id: z.uuid(), name: z.string() }),
  featured_until: z.string().nullable(),
  /** Product page views in the last 30 days. */
  views_30d: z.number().int(),
  /** Orders with this product that were not cancelled or refunded, and the units in them. */
  orders: z.number().int(),
  units_sold: z.number().int(),
  rating: z.object({ average: z.number(), count: z.number().int() }),
});
export type TListing = z.infer<typeof ZListingSchema>;

export const ZListingListSchema = z.object({
  success: z.literal(true),
  data: z.array(ZListingSchema),
  meta: ZPageMetaSchema,
});
