import { z } from 'zod';
import { ACROSS_FIELDS } from '../http/cross-field-rules.ts';
import { ZPageMetaSchema } from '../http/errors.ts';
import { ZApprovalFieldsSchema } from './approvals.ts';

/*
 * Top-ups (payments into a wallet). Money is integer poisha (1 ৳ = 100 poisha), in JSON as integer
 * numbers. Messages are keys of the shared catalogues.
 */
export const PAYMENT_METHODS = ['manual_bkash', 'manual_nagad', 'sslcommerz', 'demo'] as const;
export const MANUAL_PAYMENT_METHODS = ['manual_bkash', 'manual_nagad'] as const;
export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'cancelled', 'rejected'] as const;
export const PAYMENT_CURRENCY = 'BDT';

/** Smallest and largest top-up: ৳10 and ৳50,000, in poisha. */
export const TOP_UP_MIN_POISHA = 1_000;
export const TOP_UP_MAX_POISHA = 5_000_000;

export type TPaymentMethod = (typeof PAYMENT_METHODS)[number];
export type TManualPaymentMethod = (typeof MANUAL_PAYMENT_METHODS)[number];
export type TPaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * Transaction ids of the mobile-money message the sender receives: bKash `TrxID` is 10 letters and
 * digits (e.g. `9F7B6C5D4A`); Nagad's is 8 to 12. Spaces are dropped and letters upper-cased.
 */
export const TRANSACTION_ID_PATTERNS: Record<TManualPaymentMethod, RegExp> = {
  manual_bkash: /^[A-Z0-9]{10}$/,
  manual_nagad: /^[A-Z0-9]{8,12}$/,
};

export function isManualMethod(method: TPaymentMethod): method is TManualPaymentMethod {
  return (MANUAL_PAYMENT_METHODS as readonly string[]).includes(method);
}

/** An amount in poisha: a whole number from ৳10 to ৳50,000 (no fractions, negatives or zero). */
export const ZTopUpAmountSchema = z
  .number({ error: 'validation.amount' })
  .int({ error: 'validation.amount' })
  .min(TOP_UP_MIN_POISHA, { error: 'validation.amount' })
  .max(TOP_UP_MAX_POISHA, { error: 'validation.amount' });

export const ZPaymentMethodSchema = z.enum(PAYMENT_METHODS, { error: 'validation.payment_method' });

/** `POST /api/payments/top-ups`. `transaction_id` is required for the manual methods only. */
export const ZCreateTopUpSchema = z
  .object({
    method: ZPaymentMethodSchema,
    amount: ZTopUpAmountSchema,
    transaction_id: z
      .string({ error: 'validation.transaction_id' })
      .max(40, { error: 'validation.transaction_id' })
      .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
      .optional(),
  })
  .superRefine((value, ctx) => {
    // Runs beside the field rules (decision 018): without a known method there is nothing to judge.
    if (!(PAYMENT_METHODS as readonly unknown[]).includes(value.method)) return;
    if (value.transaction_id !== undefined && typeof value.transaction_id !== 'string') return;
    if (!isManualMethod(value.method)) {
      if (value.transaction_id)
        ctx.addIssue({
          code: 'custom',
          path: ['transaction_id'],
          message: 'validation.transaction_id_unexpected',
        });
      return;
    }
    if (!value.transaction_id) {
      ctx.addIssue({ code: 'custom', path: ['transaction_id'], message: 'validation.required' });
    } else if (!TRANSACTION_ID_PATTERNS[value.method].test(value.transaction_id)) {
      ctx.addIssue({ code: 'custom', path: ['transaction_id'], message: 'validation.transaction_id' });
    }
  }, ACROSS_FIELDS);
export type TCreateTopUp = z.infer<typeof ZCreateTopUpSchema>;

export const ZPaymentSchema = z.object({
  id: z.uuid(),
  /** The short reference shown for this top-up everywhere (`shortReference(id)`, decision 053). */
  reference: z.string(),
  method: ZPaymentMethodSchema,
  amount: z.number().int(),
  currency: z.literal(PAYMENT_CURRENCY),
  status: z.enum(PAYMENT_STATUSES),
  /** The bKash/Nagad transaction id the user submitted, or the gateway's bank transaction id. */
  transaction_id: z.string().nullable(),
  /** Why staff rejected it, or why the gateway failed it. */
  reason: z.string().nullable(),
  /** A gateway payment held for staff review (SSLCommerz flagged it): staff decide, not the gateway. */
  in_review: z.boolean(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type TPayment = z.infer<typeof ZPaymentSchema>;

/** What the client does next after starting a top-up. */
export const ZTopUpStartSchema = z.object({
  payment: ZPaymentSchema,
  /** Where to send the browser (hosted payment page), when the method has one. */
  redirect_url: z.string().nullable(),
  /** For manual methods: what happens now (message key already translated). */
  instructions: z.string().nullable(),
});
export type TTopUpStart = z.infer<typeof ZTopUpStartSchema>;

export const ZPaymentMethodInfoSchema = z.object({
  method: ZPaymentMethodSchema,
  /** The platform's bKash/Nagad number to send money to (manual methods only). */
  account_number: z.string().nullable(),
  /** True when `account_number` is a made-up laptop number (demo mode: nothing is sent to it). */
  demo_number: z.boolean(),
  /** How to pay, in the answer language. */
  instructions: z.string(),
  min_amount: z.number().int(),
  max_amount: z.number().int(),
});
export type TPaymentMethodInfo = z.infer<typeof ZPaymentMethodInfoSchema>;

export const ZPaymentIdParamsSchema = z.object({ id: z.uuid({ error: 'validation.invalid' }) });

export const ZRejectPaymentSchema = z.object({
  reason: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(500, { error: 'validation.too_long' }),
});
export type TRejectPayment = z.infer<typeof ZRejectPaymentSchema>;

const zPage = z.coerce
  .number({ error: 'validation.invalid' })
  .int({ error: 'validation.invalid' })
  .min(1, { error: 'validation.invalid' })
  .max(100_000, { error: 'validation.invalid' })
  .default(1);
const zPerPage = z.coerce
  .number({ error: 'validation.invalid' })
  .int({ error: 'validation.invalid' })
  .min(1, { error: 'validation.invalid' })
  .max(100, { error: 'validation.invalid' })
  .default(20);

/** `GET /api/payments` (own) and `GET /api/admin/payments` (staff): newest first. */
export const ZListPaymentsQuerySchema = z.object({
  status: z.enum(PAYMENT_STATUSES, { error: 'validation.invalid' }).optional(),
  method: z.enum(PAYMENT_METHODS, { error: 'validation.invalid' }).optional(),
  page: zPage,
  per_page: zPerPage,
});
export type TListPaymentsQuery = z.input<typeof ZListPaymentsQuerySchema>;

export const ZPaymentListSchema = z.object({
  success: z.literal(true),
  data: z.array(ZPaymentSchema),
  meta: ZPageMetaSchema,
});

/** A payment as staff see it: with the user who made it. */
export const ZAdminPaymentSchema = ZPaymentSchema.extend({
  ...ZApprovalFieldsSchema.shape,
  /**
   * Why a gateway payment waits for staff instead of its gateway: `risk_level_1` (SSLCommerz marked
   * it risky), `amount_mismatch`, `currency_mismatch`; null otherwise.
   */
  review: z.string().nullable(),
  user: z.object({ id: z.uuid(), name: z.string(), email: z.string(), phone: z.string() }).nullable(),
});
export type TAdminPayment = z.infer<typeof ZAdminPaymentSchema>;

export const ZAdminPaymentListSchema = z.object({
  success: z.literal(true),
  data: z.array(ZAdminPaymentSchema),
  meta: ZPageMetaSchema,
});
