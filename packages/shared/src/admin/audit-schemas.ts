import { z } from 'zod';
import { ACROSS_FIELDS, textOf } from '../http/cross-field-rules.ts';
import { ZPageMetaSchema } from '../http/errors.ts';

/*
 * The audit log of staff actions (issue 17 item 7, decision 066): `GET /api/admin/audit` and
 * `…/export.csv`. Messages are keys of the shared catalogue (`validation.*`, `api.admin.audit.*`).
 */

/**
 * Every staff action the back office writes (`area.verb`), by area: the screen's action filter and
 * its translations (`admin_audit.actions.<area>.<verb>`). An action missing here is still listed and
 * shown by its raw name.
 */
export const STAFF_ACTIONS = {
  users: ['suspend', 'unsuspend', 'create', 'role_change', 'resend_verification'],
  businesses: ['create', 'update', 'suspend', 'unsuspend', 'verify', 'unverify'],
  reports: ['hide', 'remove', 'restore', 'dismiss', 'warn', 'suspend_owner'],
  settings: ['update'],
  payments: ['approve', 'reject'],
  withdrawals: ['approve', 'pay', 'reject'],
  kyc: ['approve', 'reject', 'view_document'],
  whatsapp: ['approve', 'reject', 'resend'],
  products: ['feature'],
} as const satisfies Record<string, readonly string[]>;
export type TStaffActionArea = keyof typeof STAFF_ACTIONS;
export const STAFF_ACTION_AREAS = Object.keys(STAFF_ACTIONS) as TStaffActionArea[];

/** What staff actions are done to (`target.type`). */
export const AUDIT_TARGET_TYPES = [
  'user',
  'business',
  'report',
  'setting',
  'payment',
  'withdrawal',
  'kyc_submission',
  'kyc_file',
  'whatsapp_verification',
  'product',
] as const;

/** How many rows the CSV export holds at most. */
export const AUDIT_CSV_MAX = 10_000;
export const AUDIT_SORTS = ['-created_at', 'created_at'] as const;

const zEmptyToUndefined = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** `GET /api/admin/audit` and `…/export.csv`: filters (days in UTC, both included), order, page. */
export const ZAuditQuerySchema = z
  .object({
    /** The actor's id, or part of their name or email. */
    actor: zEmptyToUndefined(z.string().trim().max(100, { error: 'validation.too_long' })),
    /** An action (`users.suspend`) or an area ending with a dot (`users.`). */
    action: zEmptyToUndefined(
      z
        .string()
        .trim()
        .max(60, { error: 'validation.too_long' })
        .regex(/^[a-z_]+\.(?:[a-z_]+)?$/, { error: 'api.admin.audit.action' }),
    ),
    target_type: zEmptyToUndefined(
      z
        .string()
        .trim()
        .regex(/^[a-z_]{1,40}$/, { error: 'validation.invalid' }),
    ),
    target_id: zEmptyToUndefined(z.string().trim().max(100, { error: 'validation.too_long' })),
    from: zEmptyToUndefined(z.iso.date({ error: 'validation.date' })),
    to: zEmptyToUndefined(z.iso.date({ error: 'validation.date' })),
    sort: z.enum(AUDIT_SORTS, { error: 'validation.invalid' }).default('-created_at'),
    page: z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(100_000).default(1),
    per_page: z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(100).default(25),
  })
  .refine(
    (query) => {
      const from = textOf(query.from);
      const to = textOf(query.to);
      return !from || !to || from <= to;
    },
    { error: 'api.admin.audit.date_range', path: ['from'], ...ACROSS_FIELDS },
  );
export type TAuditQuery = z.input<typeof ZAuditQuerySchema>;
export type TAuditFilter = z.output<typeof ZAuditQuerySchema>;

const ZValuesSchema = z.record(z.string(), z.unknown()).nullable();

export const ZAuditEntrySchema = z.object({
  id: z.uuid(),
  /** Who acted, with their name and role as they were then (`id` null if unknown). */
  actor: z.object({ id: z.string().nullable(), name: z.string(), role: z.string() }),
  action: z.string(),
  target: z.object({ type: z.string(), id: z.string().nullable(), label: z.string().nullable() }),
  /** Only the values the action changed, as they were and as they became. */
  before: ZValuesSchema,
  after: ZValuesSchema,
  reason: z.string().nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  created_at: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntrySchema>;

export const ZAuditListSchema = z.object({
  success: z.literal(true),
  data: z.array(ZAuditEntrySchema),
  meta: ZPageMetaSchema,
});
