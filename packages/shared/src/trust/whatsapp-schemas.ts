import { z } from 'zod';
import { normalizePhone } from '../auth/phone.ts';

/*
 * WhatsApp number verification (decision 063): a one-time code sent by WhatsApp through a
 * connector (`code`), or a reference the person sends to the platform's WhatsApp number, which staff
 * confirm (`manual`).
 */

export const WHATSAPP_METHODS = ['code', 'manual'] as const;
export type TWhatsappMethod = (typeof WHATSAPP_METHODS)[number];

export const WHATSAPP_STATUSES = ['pending', 'verified', 'rejected', 'expired', 'cancelled'] as const;
export type TWhatsappStatus = (typeof WHATSAPP_STATUSES)[number];

/** A code is six digits, lives ten minutes and takes five wrong guesses; a new one after a minute. */
export const WHATSAPP_CODE_LENGTH = 6;
export const WHATSAPP_CODE_MINUTES = 10;
export const WHATSAPP_CODE_ATTEMPTS = 5;
export const WHATSAPP_RESEND_SECONDS = 60;
/** A manual request waits this many days for staff. */
export const WHATSAPP_MANUAL_DAYS = 7;

export const ZWhatsappPhoneSchema = z
  .string({ error: 'validation.phone' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(32, { error: 'validation.too_long' })
  .transform((value, ctx) => {
    const e164 = normalizePhone(value);
    if (!e164) {
      ctx.addIssue({ code: 'custom', message: 'validation.phone' });
      return z.NEVER;
    }
    return e164;
  });

/** `POST /api/whatsapp/verifications`. */
export const ZStartWhatsappSchema = z.object({
  phone: ZWhatsappPhoneSchema,
  method: z.enum(WHATSAPP_METHODS, { error: 'validation.invalid' }),
});
export type TStartWhatsapp = z.input<typeof ZStartWhatsappSchema>;

/** `POST /api/whatsapp/verifications/:id/confirm`: the code (spaces ignored, Bengali digits read). */
export const ZConfirmWhatsappSchema = z.object({
  code: z
    .string({ error: 'validation.required' })
    .transform((value) =>
      value.replace(/\s+/g, '').replace(/[০-৯]/g, (digit) => String('০১২৩৪৫৬৭৮৯'.indexOf(digit))),
    )
    .pipe(z.string().regex(/^\d{6}$/, { error: 'whatsapp.code_format' })),
});
export type TConfirmWhatsapp = z.input<typeof ZConfirmWhatsappSchema>;

export const ZWhatsappVerificationSchema = z.object({
  id: z.uuid(),
  phone: z.string(),
  method: z.enum(WHATSAPP_METHODS),
  status: z.enum(WHATSAPP_STATUSES),
  /** `manual`: what to send to the platform's number. */
  reference: z.string().nullable(),
  expires_at: z.string(),
  /** `code`: when a new code can be asked for. */
  resend_available_at: z.string().nullable(),
  /** `code`: wrong codes left before a new code is needed. */
  attempts_left: z.number().int().nullable(),
  /** `code`: the last send failed (the code did not go out). */
  delivery_failed: z.boolean(),
  reason: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type TWhatsappVerification = z.infer<typeof ZWhatsappVerificationSchema>;

/** `GET /api/whatsapp`: the verified number, the pending verification, and what is on offer. */
export const ZWhatsappStatusSchema = z.object({
  number: z.string().nullable(),
  verified_at: z.string().nullable(),
  pending: ZWhatsappVerificationSchema.nullable(),
  /** The last verification that ended without success (rejected, expired), to explain it. */
  last_closed: ZWhatsappVerificationSchema.nullable(),
  /** A connector can send codes (`WHATSAPP_CONNECTOR`). */
  code_available: z.boolean(),
  /** The platform's WhatsApp number for the manual flow (E.164), null when not configured. */
  platform_number: z.string().nullable(),
  /** The platform number is the made-up laptop default: nobody reads messages sent to it. */
  platform_number_demo: z.boolean(),
});
export type TWhatsappStatusView = z.infer<typeof ZWhatsappStatusSchema>;

/* Staff (`/admin/whatsapp-verifications`) */

export const ZAdminWhatsappQuerySchema = z.object({
  status: z.enum(WHATSAPP_STATUSES, { error: 'validation.invalid' }).optional(),
  method: z.enum(WHATSAPP_METHODS, { error: 'validation.invalid' }).optional(),
  /** The number, the reference, or the person's name or email. */
  q: z.string().trim().max(100, { error: 'validation.too_long' }).optional(),
  page: z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(100_000).default(1),
  per_page: z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(100).default(20),
});
export type TAdminWhatsappQuery = z.input<typeof ZAdminWhatsappQuerySchema>;

export const ZWhatsappEventSchema = z.object({
  action: z.enum([
    'requested',
    'code_sent',
    'code_send_failed',
    'code_failed',
    'verified',
    'approved',
    'rejected',
    'resent',
    'cancelled',
    'removed',
  ]),
  at: z.string(),
  actor: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  detail: z.record(z.string(), z.unknown()),
});
export type TWhatsappEvent = z.infer<typeof ZWhatsappEventSchema>;

export const ZAdminWhatsappItemSchema = ZWhatsappVerificationSchema.extend({
  user: z.object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    whatsapp_number: z.string().nullable(),
  }),
  sends: z.number().int(),
  delivery_error: z.string().nullable(),
});
export type TAdminWhatsappItem = z.infer<typeof ZAdminWhatsappItemSchema>;

export const ZAdminWhatsappDetailSchema = z.object({
  verification: ZAdminWhatsappItemSchema,
  history: z.array(ZWhatsappEventSchema),
});
export type TAdminWhatsappDetail = z.infer<typeof ZAdminWhatsappDetailSchema>;

export const ZRejectWhatsappSchema = z.object({
  reason: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(500, { error: 'validation.too_long' }),
});
export type TRejectWhatsapp = z.infer<typeof ZRejectWhatsappSchema>;
