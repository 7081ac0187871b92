import { z } from 'zod';
import { ZCountryCodeSchema } from '../auth/account-schemas.ts';
import { zRequiredString } from '../auth/schemas.ts';
import { SLUG_PATTERN } from '../cards/schemas.ts';
import { ACROSS_FIELDS } from '../http/cross-field-rules.ts';
import { ZPageMetaSchema } from '../http/errors.ts';
import { zOptionalEmail, zOptionalPhone, zOptionalText, zOptionalWebUrl } from '../http/fields.ts';
import { isDistrictCode } from '../places/bd-places.ts';
import {
  BUSINESS_SOCIAL_NETWORKS,
  BUSINESS_TYPES,
  CATEGORIES_PER_BUSINESS_MAX,
  CATEGORY_NAME_MAX,
  DIRECTORY_SORTS,
  SELLER_KINDS,
  type TBusinessSocialNetwork,
} from './constants.ts';
import { isTimeZone, WEEKDAYS } from './hours.ts';

/*
 * Business directory: business profiles, their own product categories and reviews. Messages are
 * keys of the shared catalogues, worded with the field label (`fields.<name>`).
 */
export {
  BUSINESS_IMAGE_MAX_BYTES,
  BUSINESS_SOCIAL_NETWORKS,
  BUSINESS_TYPES,
  CATEGORIES_PER_BUSINESS_MAX,
  CATEGORY_NAME_MAX,
  DIRECTORY_SORTS,
  SELLER_KINDS,
  type TBusinessSocialNetwork,
  type TBusinessType,
  type TDirectorySort,
  type TSellerKind,
} from './constants.ts';

const TOO_LONG = 'validation.too_long';
const TIME_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;

const zTime = z.string({ error: 'validation.hours' }).regex(TIME_PATTERN, { error: 'validation.hours' });

/** One day's hours: `{ open: '09:00', close: '18:00' }`, or null when closed. */
export const ZDayHoursSchema = z
  .object({ open: zTime, close: zTime })
  .refine(
    ({ open, close }) =>
      // A time of the wrong shape has its own message already.
      !TIME_PATTERN.test(String(open)) ||
      !TIME_PATTERN.test(String(close)) ||
      (open !== close && open !== '24:00'),
    { error: 'validation.hours', ...ACROSS_FIELDS },
  )
  .nullable();

/** Hours per weekday; a day not sent is closed. */
export const ZOpeningHoursInputSchema = z
  .object(
    Object.fromEntries(WEEKDAYS.map((day) => [day, ZDayHoursSchema.optional()])) as Record<
      (typeof WEEKDAYS)[number],
      z.ZodOptional<typeof ZDayHoursSchema>
    >,
  )
  .transform((hours) => Object.fromEntries(WEEKDAYS.map((day) => [day, hours[day] ?? null])));

export const ZLocationSchema = z.object({
  lat: z.number({ error: 'validation.location' }).min(-90, { error: 'validation.location' }).max(90, {
    error: 'validation.location',
  }),
  lng: z.number({ error: 'validation.location' }).min(-180, { error: 'validation.location' }).max(180, {
    error: 'validation.location',
  }),
});

export const ZBusinessSocialInputSchema = z.object(
  Object.fromEntries(BUSINESS_SOCIAL_NETWORKS.map((network) => [network, zOptionalWebUrl])) as Record<
    TBusinessSocialNetwork,
    typeof zOptionalWebUrl
  >,
);

export const ZTimeZoneSchema = z
  .string({ error: 'validation.invalid' })
  .max(64, { error: 'validation.invalid' })
  .refine(isTimeZone, { error: 'validation.invalid' });

export const ZBusinessSlugSchema = z
  .string({ error: 'validation.slug' })
  .trim()
  .toLowerCase()
  .regex(SLUG_PATTERN, { error: 'validation.slug' });

/**
 * A district of Bangladesh by its code (`bd-dhaka`, places/bd-places.ts); null or '' for none. Only
 * businesses in Bangladesh may have one (checked by the API against the business's country).
 */
export const ZDistrictSchema = z
  .string({ error: 'validation.district' })
  .trim()
  .toLowerCase()
  .max(40, { error: 'validation.district' })
  .refine((code) => code === '' || isDistrictCode(code), { error: 'validation.district' })
  .transform((code) => code || null)
  .nullish();

/** The most a business may charge for delivery: 1,00,000 taka, in poisha. */
export const DELIVERY_CHARGE_MAX = 10_000_000;

/** A delivery charge in poisha, 0 to `DELIVERY_CHARGE_MAX`. */
export const ZDeliveryChargeSchema = z
  .number({ error: 'validation.delivery_charge' })
  .int({ error: 'validation.delivery_charge' })
  .min(0, { error: 'validation.delivery_charge' })
  .max(DELIVERY_CHARGE_MAX, { error: 'validation.delivery_charge' });

const businessFields = {
  name: zRequiredString(120),
  type: z.enum(BUSINESS_TYPES, { error: 'validation.invalid' }),
  description: zOptionalText(5000),
  phone: zOptionalPhone,
  whatsapp: zOptionalPhone,
  email: zOptionalEmail,
  website: zOptionalWebUrl,
  address: zOptionalText(300),
  city: zOptionalText(100),
  district: ZDistrictSchema,
  country: ZCountryCodeSchema.optional(),
  location: ZLocationSchema.nullish(),
  time_zone: ZTimeZoneSchema.optional(),
  hours: ZOpeningHoursInputSchema.optional(),
  social: ZBusinessSocialInputSchema.optional(),
  slug: ZBusinessSlugSchema.optional(),
  /** Poisha, for a marketplace order delivered in the business's district (city abroad); 6,000 by default. */
  delivery_inside: ZDeliveryChargeSchema.optional(),
  /** Poisha, for a marketplace order delivered anywhere else; 12,000 by default. */
  delivery_outside: ZDeliveryChargeSchema.optional(),
};

/** Create a business: name and type are required; country BD and time zone Asia/Dhaka by default. */
export const ZCreateBusinessSchema = z.object(businessFields);
export type TCreateBusiness = z.input<typeof ZCreateBusinessSchema>;

/** Change a business: only the fields sent change; `null` or `''` clears an optional field. */
export const ZUpdateBusinessSchema = z.object({
  ...businessFields,
  name: zRequiredString(120).optional(),
  type: z.enum(BUSINESS_TYPES, { error: 'validation.invalid' }).optional(),
});
export type TUpdateBusiness = z.input<typeof ZUpdateBusinessSchema>;

/**
 * A person's own items for sale (decision 058): where they are and what they charge for delivery.
 * The seller's name is always the person's own; there is no type, page or description.
 */
export const ZPersonalShopInputSchema = z.object({
  city: zOptionalText(100),
  district: ZDistrictSchema,
  country: ZCountryCodeSchema.optional(),
  delivery_inside: ZDeliveryChargeSchema.optional(),
  delivery_outside: ZDeliveryChargeSchema.optional(),
});
export type TPersonalShopInput = z.input<typeof ZPersonalShopInputSchema>;

export const ZIdParamsSchema = z.object({ id: z.uuid({ error: 'validation.invalid' }) });
export const ZSlugParamsSchema = z.object({ slug: z.string().trim().toLowerCase().max(80) });

export const zPage = z.coerce
  .number({ error: 'validation.invalid' })
  .int({ error: 'validation.invalid' })
  .min(1, { error: 'validation.invalid' })
  .max(100_000, { error: 'validation.invalid' })
  .default(1);
export const zPerPage = (fallback = 20) =>
  z.coerce
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .min(1, { error: 'validation.invalid' })
    .max(100, { error: 'validation.invalid' })
    .default(fallback);

export const ZPageQuerySchema = z.object({ page: zPage, per_page: zPerPage() });

const zFlag = z
  .enum(['true', 'false', '1', '0'], { error: 'validation.boolean' })
  .transform((value) => value === 'true' || value === '1');

/** The owner's businesses; `with_personal` adds the row of the person's own items (decision 058). */
export const ZMyBusinessesQuerySchema = ZPageQuerySchema.extend({
  with_personal: zFlag.optional(),
});

/** The public directory: words (any language, small typos forgiven), filters, sort, page. */
export const ZDirectoryQuerySchema = z.object({
  q: z
    .string({ error: 'validation.invalid' })
    .trim()
    .max(100, { error: TOO_LONG })
    .optional()
    .transform((q) => q || undefined),
  type: z.enum(BUSINESS_TYPES, { error: 'validation.invalid' }).optional(),
  /** A district code (`bd-dhaka`), a district's name in any language, or a city as written. */
  city: z
    .string({ error: 'validation.invalid' })
    .trim()
    .max(100, { error: TOO_LONG })
    .optional()
    .transform((city) => city || undefined),
  verified: zFlag.optional(),
  sort: z.enum(DIRECTORY_SORTS, { error: 'validation.invalid' }).default('relevance'),
  page: zPage,
  per_page: zPerPage(),
});
export type TDirectoryQuery = z.input<typeof ZDirectoryQuerySchema>;

const ZRatingSummarySchema = z.object({
  /** Mean of the ratings, one decimal (0 when there are none). */
  average: z.number(),
  count: z.number().int(),
});

const ZDayHoursOutSchema = z.object({ open: z.string(), close: z.string() }).nullable();

export const ZBusinessSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  /**
   * The public page, e.g. `https://haat.example/b/dhaka-tea-house-4k2q9x`; null for a person's own
   * items (`kind: personal`), which have no page in the directory.
   */
  url: z.string().nullable(),
  /** `business`: a business profile; `personal`: a person's own items for sale (decision 058). */
  kind: z.enum(SELLER_KINDS),
  name: z.string(),
  type: z.enum(BUSINESS_TYPES),
  description: z.string().nullable(),
  logo_url: z.string().nullable(),
  logo_thumb_url: z.string().nullable(),
  cover_url: z.string().nullable(),
  phone: z.string().nullable(),
  whatsapp: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  address: z.string().nullable(),
  /** City or area, as written. */
  city: z.string().nullable(),
  /** Bangladesh only: the district's code (`bd-dhaka`); the app names it in the reader's language. */
  district: z.string().nullable(),
  country: z.string(),
  location: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  time_zone: z.string(),
  hours: z.record(z.enum(WEEKDAYS), ZDayHoursOutSchema),
  /** Computed now, in the business's time zone. */
  open_now: z.boolean(),
  social: z.record(z.enum(BUSINESS_SOCIAL_NETWORKS), z.string().nullable()),
  verified: z.boolean(),
  rating: ZRatingSummarySchema,
  /** Delivery charges of marketplace orders, in poisha: within the business's district, and elsewhere. */
  delivery_inside: z.number().int(),
  delivery_outside: z.number().int(),
  /** Ready-made links for the contact buttons (null when the business gave no such contact). */
  actions: z.object({
    call: z.string().nullable(),
    whatsapp: z.string().nullable(),
    email: z.string().nullable(),
    directions: z.string().nullable(),
  }),
  /**
   * When and why staff suspended it (decision 066): hidden from the public, shown to its owner.
   * Always null on public pages (a suspended business has none).
   */
  suspension: z.object({ at: z.string(), reason: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TBusiness = z.infer<typeof ZBusinessSchema>;

export const ZBusinessListSchema = z.object({
  success: z.literal(true),
  data: z.array(ZBusinessSchema),
  meta: ZPageMetaSchema,
});
export type TBusinessList = z.infer<typeof ZBusinessListSchema>;

/** One row of the public directory. */
export const ZDirectoryEntrySchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  url: z.string(),
  name: z.string(),
  type: z.enum(BUSINESS_TYPES),
  /** At most 200 characters of the description. */
  summary: z.string().nullable(),
  logo_thumb_url: z.string().nullable(),
  city: z.string().nullable(),
  district: z.string().nullable(),
  country: z.string(),
  verified: z.boolean(),
  open_now: z.boolean(),
  rating: ZRatingSummarySchema,
  created_at: z.string(),
});
export type TDirectoryEntry = z.infer<typeof ZDirectoryEntrySchema>;

export const ZDirectoryListSchema = z.object({
  success: z.literal(true),
  data: z.array(ZDirectoryEntrySchema),
  meta: ZPageMetaSchema.extend({
    /**
     * Present (true) when more businesses match than were counted: `total` is then the cap (1,000)
     * and means "at least"; show "1,000+" and offer another page while pages come back full.
     */
    total_capped: z.literal(true).optional(),
  }),
});
export type TDirectoryList = z.infer<typeof ZDirectoryListSchema>;

/**
 * One place of the directory's place filter: a district of Bangladesh (all its spellings counted
 * together; `city` is then the code) or a city as written elsewhere (`district` null).
 */
export const ZDirectoryCitySchema = z.object({
  /** The filter's value (`?city=`): the district code, or the city as most of its businesses write it. */
  city: z.string(),
  district: z.string().nullable(),
  count: z.number().int(),
});
export type TDirectoryCity = z.infer<typeof ZDirectoryCitySchema>;

/* Business categories (the business's own product categories). */

export const ZCategoryNameSchema = zRequiredString(CATEGORY_NAME_MAX);

export const ZCreateCategorySchema = z.object({ name: ZCategoryNameSchema });
export type TCreateCategory = z.input<typeof ZCreateCategorySchema>;
export const ZRenameCategorySchema = ZCreateCategorySchema;

export const ZReorderSchema = z.object({
  ids: z
    .array(z.uuid({ error: 'validation.invalid' }), { error: 'validation.invalid' })
    .max(CATEGORIES_PER_BUSINESS_MAX, { error: 'validation.invalid' }),
});
export type TReorder = z.input<typeof ZReorderSchema>;

export const ZCategoryParamsSchema = z.object({
  id: z.uuid({ error: 'validation.invalid' }),
  categoryId: z.uuid({ error: 'validation.invalid' }),
});

export const ZBusinessCategorySchema = z.object({
  id: z.uuid(),
  business_id: z.uuid(),
  name: z.string(),
  position: z.number().int(),
  product_count: z.number().int(),
  created_at: z.string(),
});
export type TBusinessCategory = z.infer<typeof ZBusinessCategorySchema>;

/* Reviews. */

export const ZReviewInputSchema = z.object({
  rating: z
    .number({ error: 'validation.rating' })
    .int({ error: 'validation.rating' })
    .min(1, { error: 'validation.rating' })
    .max(5, { error: 'validation.rating' }),
  body: zOptionalText(2000),
});
export type TReviewInput = z.input<typeof ZReviewInputSchema>;

export const ZReplyInputSchema = z.object({ reply: zRequiredString(2000) });
export type TReplyInput = z.input<typeof ZReplyInputSchema>;

export const ZReviewParamsSchema = z.object({
  id: z.uuid({ error: 'validation.invalid' }),
  reviewId: z.uuid({ error: 'validation.invalid' }),
});

export const ZReviewSchema = z.object({
  id: z.uuid(),
  business_id: z.uuid(),
  author_name: z.string(),
  rating: z.number().int(),
  body: z.string().nullable(),
  reply: z.string().nullable(),
  replied_at: z.string().nullable(),
  /** True for the signed-in user's own review. */
  mine: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TReview = z.infer<typeof ZReviewSchema>;

export const ZReviewListSchema = z.object({
  success: z.literal(true),
  data: z.array(ZReviewSchema),
  meta: ZPageMetaSchema.extend({ average: z.number(), count: z.number().int() }),
});
export type TReviewList = z.infer<typeof ZReviewListSchema>;
