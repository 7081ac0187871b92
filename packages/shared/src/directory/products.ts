import { z } from 'zod';
import { zRequiredString } from '../auth/schemas.ts';
import { ACROSS_FIELDS } from '../http/cross-field-rules.ts';
import { ZPageMetaSchema } from '../http/errors.ts';
import { zClearable, zOptionalText } from '../http/fields.ts';
import { MARKETPLACE_CATEGORIES, PRODUCT_CONDITIONS } from '../marketplace/constants.ts';
import { PRICE_MAX_POISHA, takaToPoisha, toAsciiDigits } from '../money.ts';
import { ZBusinessCategorySchema, ZBusinessSchema, ZReviewSchema, zPage, zPerPage } from './schemas.ts';

/*
 * Products of a business: what the marketplace sells. Prices are integers in poisha (1 taka = 100
 * poisha); stock is a whole number of 0 or more.
 */
export {
  MARKETPLACE_CATEGORIES,
  PRODUCT_CONDITIONS,
  type TMarketplaceCategory,
  type TProductCondition,
} from '../marketplace/constants.ts';
export const PRODUCT_STATUSES = ['draft', 'active', 'archived'] as const;
export const PRODUCT_SORTS = ['newest', 'oldest', 'price_asc', 'price_desc', 'title'] as const;
export const BULK_PRODUCT_ACTIONS = [
  'archive',
  'activate',
  'draft',
  'delete',
  'set_category',
  'set_marketplace_category',
] as const;
/** 1,000,000,000 taka: far above any real price, well inside a JS safe integer. */
export const STOCK_MAX = 1_000_000_000;
export const PRODUCT_IMAGES_MAX = 8;
export const PRODUCT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const BULK_MAX = 500;
export const CSV_MAX_BYTES = 2 * 1024 * 1024;
export const CSV_MAX_ROWS = 5000;
/** Columns of the product CSV file (import and export), in this order. */
export const PRODUCT_CSV_COLUMNS = [
  'title',
  'description',
  'price',
  'stock',
  'marketplace_category',
  'category',
  'status',
  'condition',
] as const;

export type TProductStatus = (typeof PRODUCT_STATUSES)[number];
export type TBulkProductAction = (typeof BULK_PRODUCT_ACTIONS)[number];

export const ZPriceSchema = z
  .number({ error: 'validation.price' })
  .int({ error: 'validation.price' })
  .min(0, { error: 'validation.price' })
  .max(PRICE_MAX_POISHA, { error: 'validation.price' });

export const ZStockSchema = z
  .number({ error: 'validation.stock' })
  .int({ error: 'validation.stock' })
  .min(0, { error: 'validation.stock' })
  .max(STOCK_MAX, { error: 'validation.stock' });

export const ZProductConditionSchema = z.enum(PRODUCT_CONDITIONS, { error: 'validation.condition' });

const productFields = {
  title: zRequiredString(200),
  description: zOptionalText(5000),
  /** Poisha. */
  price: ZPriceSchema,
  stock: ZStockSchema.optional(),
  marketplace_category: z.enum(MARKETPLACE_CATEGORIES, { error: 'validation.invalid' }).optional(),
  /** One of the business's own categories, or null. */
  category_id: zClearable(z.uuid({ error: 'validation.invalid' })),
  status: z.enum(PRODUCT_STATUSES, { error: 'validation.invalid' }).optional(),
  /** `new` by default. */
  condition: ZProductConditionSchema.optional(),
};

/**
 * Create a product: title and price are required; stock 0, category `other`, status draft and
 * condition new by default.
 */
export const ZCreateProductSchema = z.object(productFields);
export type TCreateProduct = z.input<typeof ZCreateProductSchema>;

/** Change a product: only the fields sent change. */
export const ZUpdateProductSchema = z.object({
  ...productFields,
  title: zRequiredString(200).optional(),
  price: ZPriceSchema.optional(),
});
export type TUpdateProduct = z.input<typeof ZUpdateProductSchema>;

export const ZBusinessIdParamsSchema = z.object({ businessId: z.uuid({ error: 'validation.invalid' }) });
export const ZProductImageParamsSchema = z.object({
  id: z.uuid({ error: 'validation.invalid' }),
  imageId: z.uuid({ error: 'validation.invalid' }),
});

export const ZListProductsQuerySchema = z.object({
  q: z
    .string({ error: 'validation.invalid' })
    .trim()
    .max(100, { error: 'validation.too_long' })
    .optional()
    .transform((q) => q || undefined),
  status: z.enum(PRODUCT_STATUSES, { error: 'validation.invalid' }).optional(),
  marketplace_category: z.enum(MARKETPLACE_CATEGORIES, { error: 'validation.invalid' }).optional(),
  /** A category id, or `none` for products without one. */
  category_id: z.union([z.uuid(), z.literal('none')], { error: 'validation.invalid' }).optional(),
  sort: z.enum(PRODUCT_SORTS, { error: 'validation.invalid' }).default('newest'),
  page: zPage,
  per_page: zPerPage(),
});
export type TListProductsQuery = z.input<typeof ZListProductsQuerySchema>;

export const ZBulkProductsSchema = z
  .object({
    ids: z
      .array(z.uuid({ error: 'validation.invalid' }), { error: 'validation.required' })
      .min(1, { error: 'validation.required' })
      .max(BULK_MAX, { error: 'validation.invalid' }),
    action: z.enum(BULK_PRODUCT_ACTIONS, { error: 'validation.invalid' }),
    category_id: z.uuid({ error: 'validation.invalid' }).nullish(),
    marketplace_category: z.enum(MARKETPLACE_CATEGORIES, { error: 'validation.invalid' }).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.action === 'set_category' && value.category_id === undefined)
      ctx.addIssue({ code: 'custom', path: ['category_id'], message: 'validation.required' });
    if (value.action === 'set_marketplace_category' && !value.marketplace_category)
      ctx.addIssue({ code: 'custom', path: ['marketplace_category'], message: 'validation.required' });
  }, ACROSS_FIELDS);
export type TBulkProducts = z.input<typeof ZBulkProductsSchema>;

export const ZProductImageSchema = z.object({
  id: z.uuid(),
  /** 1200 px on the longer side. */
  url: z.string(),
  /** 300 px wide. */
  thumb_url: z.string(),
  /** 720 px wide, for a phone's page-wide view; null for images uploaded before it was made. */
  medium_url: z.string().nullable(),
});

export const ZProductSchema = z.object({
  id: z.uuid(),
  business_id: z.uuid(),
  seller_id: z.uuid(),
  /** The public address's last part: `/p/{slug}`. */
  slug: z.string(),
  /** The public page, e.g. `https://haat.example/p/masala-tea-4k2q9x`. */
  url: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  /** Poisha. */
  price: z.number().int(),
  stock: z.number().int(),
  marketplace_category: z.enum(MARKETPLACE_CATEGORIES),
  category_id: z.uuid().nullable(),
  category_name: z.string().nullable(),
  status: z.enum(PRODUCT_STATUSES),
  condition: z.enum(PRODUCT_CONDITIONS),
  /** In display order; the first is the main image. */
  images: z.array(ZProductImageSchema),
  created_at: z.string(),
  updated_at: z.string(),
  /** Hidden or removed by staff, and why (only its owner ever sees such a product; issue 17). */
  moderation: z.object({ state: z.enum(['hidden', 'removed']), reason: z.string().nullable() }).optional(),
});
export type TProduct = z.infer<typeof ZProductSchema>;

export const ZProductListSchema = z.object({
  success: z.literal(true),
  data: z.array(ZProductSchema),
  meta: ZPageMetaSchema.extend({
    status_counts: z.object({
      all: z.number().int(),
      draft: z.number().int(),
      active: z.number().int(),
      archived: z.number().int(),
    }),
  }),
});
export type TProductList = z.infer<typeof ZProductListSchema>;

export const ZImageOrderSchema = z.object({
  ids: z
    .array(z.uuid({ error: 'validation.invalid' }), { error: 'validation.invalid' })
    .max(PRODUCT_IMAGES_MAX, { error: 'validation.invalid' }),
});

export const ZBulkResultSchema = z.object({ affected: z.number().int() });

export const ZImportQuerySchema = z.object({
  /** `true`: check the file and report, import nothing. */
  dry_run: z
    .enum(['true', 'false', '1', '0'], { error: 'validation.boolean' })
    .optional()
    .transform((value) => value === 'true' || value === '1'),
});

export const ZImportResultSchema = z.object({
  rows: z.number().int(),
  imported: z.number().int(),
  /** Categories that the file named and the business did not have yet (created by the import). */
  created_categories: z.array(z.string()),
  dry_run: z.boolean(),
});
export type TImportResult = z.infer<typeof ZImportResultSchema>;

/** One CSV row, as text, checked and converted (price in taka → poisha). */
export const ZProductCsvRowSchema = z.object({
  title: zRequiredString(200),
  description: zOptionalText(5000),
  price: z.string({ error: 'validation.price' }).transform((value, ctx) => {
    const poisha = takaToPoisha(value);
    if (poisha === undefined) {
      ctx.addIssue({ code: 'custom', message: 'validation.price' });
      return z.NEVER;
    }
    return poisha;
  }),
  stock: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const text = toAsciiDigits(value ?? '').trim();
      if (!text) return 0;
      const stock = /^\d{1,10}$/.test(text) ? Number(text) : Number.NaN;
      if (!(stock <= STOCK_MAX)) {
        ctx.addIssue({ code: 'custom', message: 'validation.stock' });
        return z.NEVER;
      }
      return stock;
    }),
  marketplace_category: z.preprocess(
    (value) =>
      typeof value === 'string' ? value.trim().toLowerCase().replace(/\s+/g, '_') || undefined : value,
    z.enum(MARKETPLACE_CATEGORIES, { error: 'validation.invalid' }).default('other'),
  ),
  category: zOptionalText(60),
  status: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() || undefined : value),
    z.enum(PRODUCT_STATUSES, { error: 'validation.invalid' }).default('draft'),
  ),
  /** Optional column (files made before it existed import as `new`). */
  condition: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() || undefined : value),
    ZProductConditionSchema.default('new'),
  ),
});
export type TProductCsvRow = z.output<typeof ZProductCsvRowSchema>;

/** The public page of a business: profile, categories, active products, reviews. */
export const ZBusinessPageSchema = z.object({
  business: ZBusinessSchema,
  categories: z.array(ZBusinessCategorySchema),
  products: z.array(ZProductSchema),
  product_total: z.number().int(),
  reviews: z.array(ZReviewSchema),
  /** The signed-in visitor's own review, or null. */
  my_review: ZReviewSchema.nullable(),
  /** True when the signed-in visitor owns the business (they may not review it). */
  is_owner: z.boolean(),
  /** The business's WhatsApp number is one its owner verified (decision 063). */
  whatsapp_verified: z.boolean(),
});
export type TBusinessPage = z.infer<typeof ZBusinessPageSchema>;

export const ZPublicProductsQuerySchema = z.object({
  category_id: z.uuid({ error: 'validation.invalid' }).optional(),
  page: zPage,
  per_page: zPerPage(24),
});
