import { z } from 'zod';
import { ZCountryCodeSchema } from '../auth/account-schemas.ts';
import { ZEmailSchema } from '../auth/schemas.ts';
import { BUSINESS_TYPES, SELLER_KINDS } from '../directory/constants.ts';
import { ZBusinessSchema, ZCreateBusinessSchema } from '../directory/schemas.ts';
import { ACROSS_FIELDS } from '../http/cross-field-rules.ts';
import { isDistrictCode } from '../places/bd-places.ts';

/* Staff's businesses (issue 17 item 3): the list, one business, create for a person, suspend, bulk. */

/** The orders of the staff list (`-` first: descending). */
export const ADMIN_BUSINESS_SORTS = [
  '-created_at',
  'created_at',
  'name',
  '-name',
  '-rating',
  'rating',
  '-products',
  'products',
] as const;
export type TAdminBusinessSort = (typeof ADMIN_BUSINESS_SORTS)[number];

/** How many rows the CSV export holds at most. */
export const ADMIN_BUSINESS_CSV_MAX = 10_000;
/** How many businesses one bulk action may name. */
export const ADMIN_BUSINESS_BULK_MAX = 100;
export const SUSPENSION_REASON_MIN = 3;
export const SUSPENSION_REASON_MAX = 500;

const zFlag = z
  .enum(['true', 'false', '1', '0'], { error: 'validation.boolean' })
  .transform((value) => value === 'true' || value === '1');

const zOptionalText = (max: number) =>
  z
    .string({ error: 'validation.invalid' })
    .trim()
    .max(max, { error: 'validation.too_long' })
    .optional()
    .transform((value) => value || undefined);

/** The filters of the list and its CSV: words, facets, dates and an order. */
export const ZAdminBusinessFiltersSchema = z.object({
  /** Name, link (slug), the owner's name or email. */
  q: zOptionalText(100),
  type: z.enum(BUSINESS_TYPES, { error: 'validation.invalid' }).optional(),
  kind: z.enum(SELLER_KINDS, { error: 'validation.invalid' }).optional(),
  verified: zFlag.optional(),
  suspended: zFlag.optional(),
  /** A district of Bangladesh (`bd-dhaka`). */
  district: z
    .string({ error: 'validation.district' })
    .trim()
    .toLowerCase()
    .refine(isDistrictCode, { error: 'validation.district' })
    .optional(),
  country: ZCountryCodeSchema.optional(),
  /** Created on or after / on or before (`YYYY-MM-DD`, UTC days). */
  from: z.iso.date({ error: 'validation.date' }).optional(),
  to: z.iso.date({ error: 'validation.date' }).optional(),
  sort: z.enum(ADMIN_BUSINESS_SORTS, { error: 'validation.invalid' }).default('-created_at'),
});

export const ZAdminBusinessQuerySchema = ZAdminBusinessFiltersSchema.extend({
  page: z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(100_000).default(1),
  per_page: z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(100).default(20),
});
export type TAdminBusinessQuery = z.input<typeof ZAdminBusinessQuerySchema>;

export const ZAdminBusinessOwnerSchema = z.object({ id: z.uuid(), name: z.string(), email: z.string() });

/** One row of the staff list. */
export const ZAdminBusinessItemSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  type: z.enum(BUSINESS_TYPES),
  kind: z.enum(SELLER_KINDS),
  owner: ZAdminBusinessOwnerSchema,
  verified: z.boolean(),
  /** Staff's own badge: granted or revoked (null: it follows the owner's identity). */
  verified_badge: z.enum(['granted', 'revoked']).nullable(),
  suspended_at: z.string().nullable(),
  suspended_reason: z.string().nullable(),
  product_count: z.number().int(),
  rating: z.object({ average: z.number(), count: z.number().int() }),
  district: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string(),
  created_at: z.string(),
});
export type TAdminBusinessItem = z.infer<typeof ZAdminBusinessItemSchema>;

/** A staff action about the business, as the audit log keeps it. */
export const ZAdminBusinessAuditEntrySchema = z.object({
  id: z.uuid(),
  action: z.string(),
  actor: z.object({ id: z.string().nullable(), name: z.string(), role: z.string() }),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  reason: z.string().nullable(),
  created_at: z.string(),
});
export type TAdminBusinessAuditEntry = z.infer<typeof ZAdminBusinessAuditEntrySchema>;

/** `GET /api/admin/businesses/:id`: every editable field, the owner, counts and the latest staff actions. */
export const ZAdminBusinessDetailSchema = z.object({
  business: ZBusinessSchema,
  owner: ZAdminBusinessOwnerSchema.extend({ phone: z.string() }),
  verified_badge: z.enum(['granted', 'revoked']).nullable(),
  suspended_at: z.string().nullable(),
  suspended_reason: z.string().nullable(),
  counts: z.object({
    products: z.number().int(),
    active_products: z.number().int(),
    reviews: z.number().int(),
    orders: z.number().int(),
  }),
  audit: z.array(ZAdminBusinessAuditEntrySchema),
});
export type TAdminBusinessDetail = z.infer<typeof ZAdminBusinessDetailSchema>;

/** `POST /api/admin/businesses`: the business fields, for the person named by id or email. */
export const ZAdminCreateBusinessSchema = ZCreateBusinessSchema.extend({
  owner_id: z.uuid({ error: 'validation.invalid' }).optional(),
  owner_email: ZEmailSchema.optional(),
}).refine((input) => !!input.owner_id || !!input.owner_email, {
  error: 'api.admin.businesses.owner_required',
  path: ['owner_email'],
  ...ACROSS_FIELDS,
});
export type TAdminCreateBusiness = z.input<typeof ZAdminCreateBusinessSchema>;

export const ZSuspensionReasonSchema = z
  .string({ error: 'validation.reason_required' })
  .trim()
  .min(SUSPENSION_REASON_MIN, { error: 'api.admin.businesses.reason_length' })
  .max(SUSPENSION_REASON_MAX, { error: 'api.admin.businesses.reason_length' });

export const ZSuspendBusinessSchema = z.object({ reason: ZSuspensionReasonSchema });
export type TSuspendBusiness = z.input<typeof ZSuspendBusinessSchema>;

export const ADMIN_BUSINESS_BULK_ACTIONS = ['verify', 'unverify', 'suspend', 'unsuspend'] as const;
export type TAdminBusinessBulkAction = (typeof ADMIN_BUSINESS_BULK_ACTIONS)[number];

/** `POST /api/admin/businesses/bulk`: one action for up to 100 businesses (suspend needs a reason). */
export const ZAdminBusinessBulkSchema = z
  .object({
    action: z.enum(ADMIN_BUSINESS_BULK_ACTIONS, { error: 'validation.invalid' }),
    ids: z
      .array(z.uuid({ error: 'validation.invalid' }), { error: 'validation.invalid' })
      .min(1, { error: 'api.admin.businesses.bulk_ids' })
      .max(ADMIN_BUSINESS_BULK_MAX, { error: 'api.admin.businesses.bulk_ids' })
      .transform((ids) => [...new Set(ids)]),
    reason: ZSuspensionReasonSchema.optional(),
  })
  .refine((input) => input.action !== 'suspend' || !!input.reason, {
    error: 'validation.reason_required',
    path: ['reason'],
    ...ACROSS_FIELDS,
  });
export type TAdminBusinessBulk = z.input<typeof ZAdminBusinessBulkSchema>;

/** What became of one business of a bulk action. */
export const ZAdminBusinessBulkResultSchema = z.object({
  id: z.uuid(),
  /** `done`: changed; `unchanged`: it already was so; `not_found`; `refused` (e.g. staff's own business). */
  outcome: z.enum(['done', 'unchanged', 'not_found', 'refused']),
  /** The translated reason of a refusal. */
  message: z.string().optional(),
});
export const ZAdminBusinessBulkAnswerSchema = z.object({
  results: z.array(ZAdminBusinessBulkResultSchema),
  done: z.number().int(),
});
export type TAdminBusinessBulkAnswer = z.infer<typeof ZAdminBusinessBulkAnswerSchema>;
