import { z } from 'zod';
import { ZCountryCodeSchema } from '../auth/account-schemas.ts';
import { isKnownCountry, normalizePhoneForCountry } from '../auth/phone.ts';
import { PHONE_SHAPE, ZEmailSchema, ZNameSchema, ZRoleSchema, zRequiredString } from '../auth/schemas.ts';
import { ACROSS_FIELDS, textOf } from '../http/cross-field-rules.ts';
import { LANGUAGE_CODES } from '../i18n/languages.ts';
import { USER_ROLES } from './roles.ts';

/*
 * Staff's people screens (issue 17 item 2, decision 066): `/api/admin/users…`. Messages are keys of
 * the shared catalogue (`validation.*`, `api.admin.users.*`).
 */

/** What the list can be sorted by; `-` first for descending. */
export const ADMIN_USER_SORTS = ['name', 'email', 'created_at', 'role'] as const;
export type TAdminUserSortField = (typeof ADMIN_USER_SORTS)[number];
const SORT_VALUES = ADMIN_USER_SORTS.flatMap((field) => [field, `-${field}`] as const);

/** A person is `verified` this way; `none`: neither email, identity nor WhatsApp. */
export const ADMIN_USER_VERIFICATIONS = ['email', 'identity', 'whatsapp', 'none'] as const;
export type TAdminUserVerification = (typeof ADMIN_USER_VERIFICATIONS)[number];

/** Reasons for a suspension are kept and shown to the person when sign-in is refused. */
export const SUSPEND_REASON_MIN = 3;
export const SUSPEND_REASON_MAX = 500;
/** How many people one bulk action takes. */
export const ADMIN_USERS_BULK_MAX = 100;
/** How many rows the CSV export holds at most. */
export const ADMIN_USERS_CSV_MAX = 10_000;

function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

const zDay = z.string({ error: 'validation.date' }).refine(isCalendarDay, { error: 'validation.date' });
const zEmptyToUndefined = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** `GET /api/admin/users` and `…/export.csv`: search, filters (signup days in UTC, inclusive), order, page. */
export const ZAdminUserQuerySchema = z
  .object({
    /** Part of a name, email or phone number (any common form of a phone matches it exactly too). */
    q: zEmptyToUndefined(z.string().trim().max(100, { error: 'validation.too_long' })),
    role: zEmptyToUndefined(z.enum(USER_ROLES, { error: 'validation.invalid' })),
    status: zEmptyToUndefined(z.enum(['active', 'suspended'], { error: 'validation.invalid' })),
    verification: zEmptyToUndefined(z.enum(ADMIN_USER_VERIFICATIONS, { error: 'validation.invalid' })),
    country: zEmptyToUndefined(ZCountryCodeSchema),
    from: zEmptyToUndefined(zDay),
    to: zEmptyToUndefined(zDay),
    sort: z.enum(SORT_VALUES, { error: 'validation.invalid' }).default('-created_at'),
    page: z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(100_000).default(1),
    per_page: z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(100).default(20),
  })
  .refine(
    ({ from, to }) =>
      typeof from !== 'string' ||
      typeof to !== 'string' ||
      !isCalendarDay(from) ||
      !isCalendarDay(to) ||
      from <= to,
    { error: 'api.admin.users.date_range', path: ['from'], ...ACROSS_FIELDS },
  );
export type TAdminUserQuery = z.input<typeof ZAdminUserQuerySchema>;
export type TAdminUserFilter = z.output<typeof ZAdminUserQuerySchema>;

export const ZAdminUserItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  country: z.string(),
  role: ZRoleSchema,
  status: z.enum(['active', 'suspended']),
  suspended_at: z.string().nullable(),
  suspended_reason: z.string().nullable(),
  email_verified: z.boolean(),
  identity_verified: z.boolean(),
  whatsapp_verified: z.boolean(),
  two_factor: z.boolean(),
  created_at: z.string(),
  /** When one of the person's sessions was last used (about to the minute); null: never or none left. */
  last_active: z.string().nullable(),
});
export type TAdminUserItem = z.infer<typeof ZAdminUserItemSchema>;

export const ZAdminUserAuditEntrySchema = z.object({
  id: z.uuid(),
  action: z.string(),
  actor_name: z.string(),
  actor_role: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  reason: z.string().nullable(),
  created_at: z.string(),
});
export type TAdminUserAuditEntry = z.infer<typeof ZAdminUserAuditEntrySchema>;

/** `GET /api/admin/users/:id`: the person and what they have on Haat. */
export const ZAdminUserDetailSchema = z.object({
  user: ZAdminUserItemSchema.extend({
    language: z.string(),
    email_verified_at: z.string().nullable(),
    identity_verified_at: z.string().nullable(),
    whatsapp_number: z.string().nullable(),
    whatsapp_verified_at: z.string().nullable(),
    referral_code: z.string(),
    referred_by: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  }),
  businesses: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      slug: z.string(),
      /** `business`, or the person's own marketplace shop (`personal`). */
      kind: z.string(),
      verified: z.boolean(),
      suspended: z.boolean(),
    }),
  ),
  cards: z.object({ total: z.number().int(), active: z.number().int() }),
  /** Balances in poisha; null for staff without the `money` permission (moderators). */
  wallet: z.object({ balance: z.number().int(), held: z.number().int() }).nullable(),
  orders: z.object({
    bought: z.number().int(),
    /** Poisha spent on orders not cancelled or refunded; null without the `money` permission. */
    spent: z.number().int().nullable(),
    sold: z.number().int(),
  }),
  kyc: z.object({ status: z.enum(['none', 'pending', 'approved', 'rejected']) }),
  whatsapp: z.object({ status: z.enum(['none', 'pending', 'verified']) }),
  /** Staff actions about this person, newest first (at most 20). */
  audit: z.array(ZAdminUserAuditEntrySchema),
  /** What the staff member asking may do here. */
  can: z.object({ suspend: z.boolean(), change_role: z.boolean(), see_money: z.boolean() }),
});
export type TAdminUserDetail = z.infer<typeof ZAdminUserDetailSchema>;

/** `POST /api/admin/users`: a person invited by staff; a role other than `user` needs the `roles` permission. */
export const ZAdminCreateUserSchema = z
  .object({
    name: ZNameSchema,
    email: ZEmailSchema,
    phone: zRequiredString(32),
    country: ZCountryCodeSchema,
    role: z.enum(USER_ROLES, { error: 'validation.invalid' }).default('user'),
    /** The language of the invitation and of the account; English unless said. */
    language: z.enum(LANGUAGE_CODES, { error: 'validation.invalid' }).default('en'),
  })
  .superRefine((value, ctx) => {
    const phone = textOf(value.phone);
    if (phone === undefined) return;
    const country = textOf(value.country);
    const fits =
      country && isKnownCountry(country)
        ? normalizePhoneForCountry(phone, country) !== undefined
        : PHONE_SHAPE.test(phone.trim());
    if (!fits) ctx.addIssue({ code: 'custom', path: ['phone'], message: 'validation.phone' });
  }, ACROSS_FIELDS)
  .transform((value) => ({
    ...value,
    phone: normalizePhoneForCountry(value.phone, value.country) ?? value.phone,
  }));
export type TAdminCreateUser = z.input<typeof ZAdminCreateUserSchema>;

export const ZAdminRoleChangeSchema = z.object({
  role: z.enum(USER_ROLES, { error: 'validation.invalid' }),
});
export type TAdminRoleChange = z.input<typeof ZAdminRoleChangeSchema>;

const zReason = z
  .string({ error: 'validation.reason_required' })
  .trim()
  .min(1, { error: 'validation.reason_required' })
  .min(SUSPEND_REASON_MIN, { error: 'api.admin.users.reason_length' })
  .max(SUSPEND_REASON_MAX, { error: 'api.admin.users.reason_length' });

export const ZAdminSuspendSchema = z.object({ reason: zReason });
export type TAdminSuspend = z.input<typeof ZAdminSuspendSchema>;

/** `POST /api/admin/users/bulk`: suspend (with one reason for all) or unsuspend up to 100 people. */
export const ZAdminUsersBulkSchema = z
  .object({
    action: z.enum(['suspend', 'unsuspend'], { error: 'validation.invalid' }),
    ids: z
      .array(z.uuid({ error: 'validation.invalid' }), { error: 'validation.invalid' })
      .min(1, { error: 'api.admin.users.bulk_ids' })
      .max(ADMIN_USERS_BULK_MAX, { error: 'api.admin.users.bulk_ids' })
      .transform((ids) => [...new Set(ids)]),
    reason: z.string().trim().max(SUSPEND_REASON_MAX, { error: 'api.admin.users.reason_length' }).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.action !== 'suspend') return;
    const reason = typeof value.reason === 'string' ? value.reason.trim() : '';
    if (!reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'validation.reason_required' });
    else if (reason.length < SUSPEND_REASON_MIN)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'api.admin.users.reason_length' });
  }, ACROSS_FIELDS);
export type TAdminUsersBulk = z.input<typeof ZAdminUsersBulkSchema>;

export const ZAdminUsersBulkResultSchema = z.object({
  /** The people changed. */
  done: z.array(z.uuid()),
  /** The people left as they were, each with why (a translated message and its code). */
  refused: z.array(z.object({ id: z.string(), code: z.string(), message: z.string() })),
});
export type TAdminUsersBulkResult = z.infer<typeof ZAdminUsersBulkResultSchema>;
