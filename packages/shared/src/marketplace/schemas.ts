import { z } from 'zod';
import { SELLER_KINDS } from '../directory/constants.ts';
import {
  MARKETPLACE_CATEGORIES,
  PRODUCT_CONDITIONS,
  ZProductConditionSchema,
  ZProductSchema,
} from '../directory/products.ts';
import { zPage } from '../directory/schemas.ts';
import { ACROSS_FIELDS } from '../http/cross-field-rules.ts';
import { ZPageMetaSchema } from '../http/errors.ts';
import { PRICE_MAX_POISHA } from '../money.ts';
import { ZProductReviewSchema } from '../orders/seller-schemas.ts';
import { isDistrictCode } from '../places/bd-places.ts';
import { MARKETPLACE_SORTS } from './constants.ts';

/*
 * The public marketplace (read side): the home page, the product search with its facets, and a
 * product's public page. Prices and delivery charges are integers in poisha.
 */
export { MARKETPLACE_SORTS, PRODUCT_PAGE_REVIEWS, type TMarketplaceSort } from './constants.ts';
export const MARKETPLACE_PER_PAGE_MAX = 48;
/** How many districts the district facet lists (the busiest). */
export const MARKETPLACE_DISTRICT_FACETS = 20;

const zFlag = z
  .enum(['true', 'false', '1', '0'], { error: 'validation.boolean' })
  .transform((value) => value === 'true' || value === '1');

const zPriceFilter = z.coerce
  .number({ error: 'validation.price' })
  .int({ error: 'validation.price' })
  .min(0, { error: 'validation.price' })
  .max(PRICE_MAX_POISHA, { error: 'validation.price' })
  .optional();

const zText = (max: number) =>
  z
    .string({ error: 'validation.invalid' })
    .trim()
    .max(max, { error: 'validation.too_long' })
    .optional()
    .transform((text) => text || undefined);

/**
 * `GET /api/marketplace/search`: words (any language, small typos forgiven), filters, sort, page.
 * `sort` defaults to `relevance` when there are words, else `newest` (relevance without words is
 * newest).
 */
export const ZMarketplaceQuerySchema = z
  .object({
    q: zText(100),
    category: z.enum(MARKETPLACE_CATEGORIES, { error: 'validation.invalid' }).optional(),
    /** Poisha. */
    min_price: zPriceFilter,
    /** Poisha. */
    max_price: zPriceFilter,
    /** The seller's district, by code (`bd-dhaka`). */
    district: z
      .string({ error: 'validation.district' })
      .trim()
      .toLowerCase()
      .max(40, { error: 'validation.district' })
      .refine((code) => code === '' || isDistrictCode(code), { error: 'validation.district' })
      .optional()
      .transform((code) => code || undefined),
    /** Part of the seller's city or area as written (any case). */
    city: zText(100),
    condition: ZProductConditionSchema.optional(),
    /** `true`: only products with stock left. */
    in_stock: zFlag.optional(),
    /** `true`: only sellers with the verified badge. */
    verified: zFlag.optional(),
    sort: z.enum(MARKETPLACE_SORTS, { error: 'validation.invalid' }).optional(),
    page: zPage,
    per_page: z.coerce
      .number({ error: 'validation.invalid' })
      .int({ error: 'validation.invalid' })
      .min(1, { error: 'validation.invalid' })
      .max(MARKETPLACE_PER_PAGE_MAX, { error: 'validation.invalid' })
      .default(24),
  })
  .superRefine((value, ctx) => {
    if (value.min_price !== undefined && value.max_price !== undefined && value.min_price > value.max_price)
      ctx.addIssue({ code: 'custom', path: ['max_price'], message: 'validation.price_range' });
  }, ACROSS_FIELDS);
export type TMarketplaceQuery = z.input<typeof ZMarketplaceQuerySchema>;

/** The seller of a product tile. */
export const ZMarketplaceSellerSchema = z.object({
  name: z.string(),
  slug: z.string(),
  /** `business`: a business profile with a page `/b/{slug}`; `personal`: a person selling their own items. */
  kind: z.enum(SELLER_KINDS),
  /** Bangladesh only: the district's code (`bd-dhaka`). */
  district: z.string().nullable(),
  city: z.string().nullable(),
  verified: z.boolean(),
  /** Mean of the business's reviews, one decimal (0 when there are none). */
  rating_avg: z.number(),
  rating_count: z.number().int(),
});
export type TMarketplaceSeller = z.infer<typeof ZMarketplaceSellerSchema>;

/** One product in a list of the marketplace (home, search, related products). */
export const ZMarketplaceTileSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  /** The public page, `{origin}/p/{slug}`. */
  url: z.string(),
  title: z.string(),
  /** Poisha. */
  price: z.number().int(),
  stock: z.number().int(),
  condition: z.enum(PRODUCT_CONDITIONS),
  marketplace_category: z.enum(MARKETPLACE_CATEGORIES),
  /** The first image's thumbnail, or null. */
  thumb_url: z.string().nullable(),
  seller: ZMarketplaceSellerSchema,
});
export type TMarketplaceTile = z.infer<typeof ZMarketplaceTileSchema>;

const ZFacetCountSchema = <T extends z.ZodType>(value: T) => z.object({ value, count: z.number().int() });

/**
 * Counts of matching products per value of each filter, each counted with every other filter of
 * the search but not its own (so the other values of a filter show what choosing them would give).
 */
export const ZMarketplaceFacetsSchema = z.object({
  /** All eight categories, in the fixed order (0 when none match). */
  category: z.array(ZFacetCountSchema(z.enum(MARKETPLACE_CATEGORIES))),
  condition: z.array(ZFacetCountSchema(z.enum(PRODUCT_CONDITIONS))),
  /** The busiest districts (at most 20), most products first; sellers without a district are left out. */
  district: z.array(ZFacetCountSchema(z.string())),
});
export type TMarketplaceFacets = z.infer<typeof ZMarketplaceFacetsSchema>;

export const ZMarketplaceSearchSchema = z.object({
  success: z.literal(true),
  data: z.object({
    items: z.array(ZMarketplaceTileSchema),
    facets: ZMarketplaceFacetsSchema,
  }),
  meta: ZPageMetaSchema.extend({
    /** The sort used (the default follows the words: relevance with words, else newest). */
    sort: z.enum(MARKETPLACE_SORTS),
    /**
     * Present (true) when more than 1,000 products match: `total` is then 1,000 and means "at
     * least"; offer another page while pages come back full.
     */
    total_capped: z.literal(true).optional(),
    /**
     * Present (true) when the facets were counted over the first 1,000 products read (of more that
     * match the words and the filters that are not facets): their counts are then a sample.
     */
    facets_capped: z.literal(true).optional(),
    /** Present (true) when no product had the words, and products with similar words are shown. */
    similar: z.literal(true).optional(),
  }),
});
export type TMarketplaceSearch = z.infer<typeof ZMarketplaceSearchSchema>;

export const ZMarketplaceHomeSchema = z.object({
  /** All eight categories, in the fixed order, with their number of listed products. */
  categories: z.array(ZFacetCountSchema(z.enum(MARKETPLACE_CATEGORIES))),
  /** Promoted products (featured until a later time), newest first; at most 12. */
  featured: z.array(ZMarketplaceTileSchema),
  /** The newest listed products; at most 12. */
  newest: z.array(ZMarketplaceTileSchema),
});
export type TMarketplaceHome = z.infer<typeof ZMarketplaceHomeSchema>;

/** The seller card of a product page. */
export const ZMarketplaceSellerCardSchema = ZMarketplaceSellerSchema.extend({
  /** The business's public page, `{origin}/b/{slug}`; null for a person (no page in the directory). */
  url: z.string().nullable(),
  logo_thumb_url: z.string().nullable(),
  /** Poisha: delivery within the seller's district (city abroad), and anywhere else. */
  delivery_inside: z.number().int(),
  delivery_outside: z.number().int(),
});
export type TMarketplaceSellerCard = z.infer<typeof ZMarketplaceSellerCardSchema>;

/**
 * `GET /api/marketplace/products/:slug`: a listed product, its seller, its buyers' newest reviews
 * and related products.
 */
export const ZMarketplaceProductPageSchema = z.object({
  product: ZProductSchema,
  seller: ZMarketplaceSellerCardSchema,
  /**
   * The first page of `GET /api/marketplace/products/:slug/reviews` (`PRODUCT_PAGE_REVIEWS`, newest
   * first), how many reviews there are, and the product's average rating.
   */
  reviews: z.object({
    items: z.array(ZProductReviewSchema),
    total: z.number().int(),
    rating: z.object({ average: z.number(), count: z.number().int() }),
  }),
  /** Up to 8 other listed products of the same category, newest first. */
  related: z.array(ZMarketplaceTileSchema),
});
export type TMarketplaceProductPage = z.infer<typeof ZMarketplaceProductPageSchema>;
