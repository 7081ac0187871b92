import { z } from 'zod';

/**
 * Maker–checker on staff money decisions (decision 052): a top-up or payout above the
 * `second_approval_above` setting needs two different staff members. The first approval is kept
 * (who, when) until the second one decides.
 */
export const ZFirstApprovalSchema = z.object({
  by: z.object({ id: z.uuid(), name: z.string() }),
  at: z.string(),
});
export type TFirstApproval = z.infer<typeof ZFirstApprovalSchema>;

export const ZApprovalFieldsSchema = z.object({
  /** True when the amount is above the setting: the decision needs two different staff members. */
  needs_second_approval: z.boolean(),
  /** The first approval when one was given (still pending: waiting for a second approval). */
  first_approval: ZFirstApprovalSchema.nullable(),
});

/**
 * A payout reference typed by staff: the bKash/Nagad TrxID of the payout (10 or 8–12 letters and
 * digits) or a bank's reference (4–40 letters, digits, `-`, `/`). Spaces dropped, upper-cased.
 */
export const PAYOUT_REFERENCE_PATTERNS = {
  bkash: /^[A-Z0-9]{10}$/,
  nagad: /^[A-Z0-9]{8,12}$/,
  bank: /^[A-Z0-9][A-Z0-9/-]{2,38}[A-Z0-9]$/,
} as const;

export function normalizePayoutReference(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** `POST /api/admin/withdrawals/:id/pay`: the payout's reference (checked against the method). */
export const ZPayWithdrawalSchema = z.object({
  reference: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(60, { error: 'wallet.payout_reference' })
    .transform(normalizePayoutReference),
});
export type TPayWithdrawal = z.infer<typeof ZPayWithdrawalSchema>;
