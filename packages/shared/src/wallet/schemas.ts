import { z } from 'zod';
import { normalizePhone, normalizePhoneForCountry } from '../auth/phone.ts';
import { ZTwoFactorCodeSchema } from '../auth/two-factor-schemas.ts';
import { zPage, zPerPage } from '../directory/schemas.ts';
import { ACROSS_FIELDS } from '../http/cross-field-rules.ts';
import { ZPageMetaSchema } from '../http/errors.ts';
import { EMAIL_PATTERN } from '../http/fields.ts';
import { ZApprovalFieldsSchema } from '../payments/approvals.ts';

/*
 * The wallet (decision 050): balances, history, wallet-to-wallet transfers and withdrawals. Money
 * is integer poisha (1 taka = 100 poisha) in JSON numbers. Messages are keys of the shared catalogues.
 */
export const WALLET_CURRENCY = 'BDT';
export const TRANSFER_MIN_POISHA = 100; // ৳1
export const TRANSFER_MAX_POISHA = 10_000_000; // ৳1,00,000
export const WITHDRAWAL_MIN_POISHA = 10_000; // ৳100
export const WITHDRAWAL_MAX_POISHA = 5_000_000; // ৳50,000
export const TRANSFER_NOTE_MAX = 140;
export const WALLET_TX_TYPES = [
  'topup',
  'transfer',
  'withdrawal_hold',
  'withdrawal_payout',
  'withdrawal_release',
  'referral_bonus',
  'referral_bonus_release',
  'reversal',
] as const;
/**
 * What the history lists: one row per money movement (decision 053), not per ledger entry. A
 * withdrawal's hold, payout or return are one `withdrawal`; a bonus's hold and release one `referral_bonus`.
 */
export const WALLET_MOVEMENT_KINDS = ['topup', 'transfer', 'withdrawal', 'referral_bonus'] as const;
/**
 * Where a movement stands now: `pending` (a withdrawal held, waiting for staff), `paid` (a withdrawal
 * paid out), `returned` (a rejected withdrawal, back in the wallet), `on_hold` (a referral bonus in
 * its holding period), `reversed` (corrected by staff), `completed` (everything else that is done).
 */
export const WALLET_MOVEMENT_STATUSES = [
  'completed',
  'pending',
  'paid',
  'returned',
  'on_hold',
  'reversed',
] as const;
export type TWalletMovementKind = (typeof WALLET_MOVEMENT_KINDS)[number];
export type TWalletMovementStatus = (typeof WALLET_MOVEMENT_STATUSES)[number];
export const WITHDRAWAL_METHODS = ['bkash', 'nagad', 'bank'] as const;
export const WITHDRAWAL_STATUSES = ['pending', 'paid', 'rejected'] as const;

export type TWalletTxType = (typeof WALLET_TX_TYPES)[number];
export type TWithdrawalMethod = (typeof WITHDRAWAL_METHODS)[number];
export type TWithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** C0 control characters (but tab and line breaks) and DEL: never part of a name, note or address; PostgreSQL refuses NUL. */
const noControl = (value: string) => {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127) return false;
  }
  return true;
};

const zAmount = (min: number, max: number, message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });

const zText = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(max, { error: 'validation.too_long' })
    .refine(noControl, { error: 'validation.invalid' });

/** A Haat user by phone number (any common form, national forms read as Bangladeshi) or email. */
export const ZRecipientSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(254, { error: 'validation.too_long' })
  .transform((value, ctx) => {
    if (!noControl(value)) {
      ctx.addIssue({ code: 'custom', message: 'wallet.recipient_invalid' });
      return z.NEVER;
    }
    if (value.includes('@')) {
      const email = value.toLowerCase();
      if (EMAIL_PATTERN.test(email)) return { kind: 'email' as const, value: email };
    } else {
      const phone = value.length <= 32 ? normalizePhone(value) : undefined;
      if (phone) return { kind: 'phone' as const, value: phone };
    }
    ctx.addIssue({ code: 'custom', message: 'wallet.recipient_invalid' });
    return z.NEVER;
  });
export type TRecipient = z.output<typeof ZRecipientSchema>;

/**
 * Step-up for money going out (decision 052): the account password typed again. Withdrawals always
 * need it, transfers above the `transfer_password_above` setting. Never stored, never part of the
 * idempotency hash. A two-factor code will join it here as `otp`.
 */
const zStepUpPassword = z
  .string({ error: 'wallet.password_required' })
  .min(1, { error: 'wallet.password_required' })
  .max(256, { error: 'wallet.password_incorrect' });
export const ZStepUpSchema = z.object({ password: zStepUpPassword });
export type TStepUp = z.infer<typeof ZStepUpSchema>;

export const ZTransferPreviewInputSchema = z.object({ recipient: ZRecipientSchema });

export const ZTransferInputSchema = z.object({
  recipient: ZRecipientSchema,
  amount: zAmount(TRANSFER_MIN_POISHA, TRANSFER_MAX_POISHA, 'wallet.transfer_amount'),
  note: z
    .string({ error: 'validation.invalid' })
    .trim()
    .max(TRANSFER_NOTE_MAX, { error: 'validation.too_long' })
    .refine(noControl, { error: 'validation.invalid' })
    .nullish()
    .transform((value) => (value ? value : null)),
  /** Required above `transfer_password_above` (the server says so with a field error otherwise). */
  password: zStepUpPassword.optional(),
});
export type TTransferInput = z.output<typeof ZTransferInputSchema>;

/** A recipient as the sender may see them: name and a masked phone or email. */
export const ZRecipientPreviewSchema = z.object({ name: z.string(), contact: z.string() });
export type TRecipientPreview = z.infer<typeof ZRecipientPreviewSchema>;

export const ZTransferResultSchema = z.object({
  transaction_id: z.string(),
  amount: z.number().int(),
  note: z.string().nullable(),
  recipient: ZRecipientPreviewSchema,
  /** The sender's wallet balance after the transfer. */
  balance: z.number().int(),
  created_at: z.string(),
});
export type TTransferResult = z.infer<typeof ZTransferResultSchema>;

export const ZWalletSchema = z.object({
  /** Spendable, in poisha. */
  balance: z.number().int(),
  /** Held for pending withdrawals, in poisha. */
  held: z.number().int(),
  /** Referral bonuses in their holding period, in poisha: not spendable yet (decision 052). */
  bonus_held: z.number().int(),
  /** Transfers above this amount (poisha) ask for the account password again. */
  transfer_password_above: z.number().int(),
  currency: z.literal(WALLET_CURRENCY),
});
export type TWallet = z.infer<typeof ZWalletSchema>;

/** A real calendar day `YYYY-MM-DD` (no 2021-02-30: JavaScript would roll it over, PostgreSQL refuse it). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value < '2000-01-01' || value > '2999-12-31') return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

const zDate = z
  .string({ error: 'validation.invalid' })
  .refine(isCalendarDate, { error: 'validation.invalid' });

/** History filters: type, from/to dates (YYYY-MM-DD, Bangladesh time, both inclusive), page. */
export const ZWalletTransactionsQuerySchema = z
  .object({
    type: z.enum(WALLET_MOVEMENT_KINDS, { error: 'validation.invalid' }).optional(),
    from: zDate.optional(),
    to: zDate.optional(),
    page: zPage,
    per_page: zPerPage(),
  })
  .refine(
    ({ from, to }) =>
      typeof from !== 'string' ||
      typeof to !== 'string' ||
      !isCalendarDate(from) ||
      !isCalendarDate(to) ||
      from <= to,
    { error: 'wallet.date_range', path: ['from'], ...ACROSS_FIELDS },
  );
export type TWalletTransactionsQuery = z.output<typeof ZWalletTransactionsQuerySchema>;

export const ZCounterpartySchema = z.object({
  /** `user`: the other person of a transfer; `method`: bkash, nagad, bank, sslcommerz, demo; `platform`: Haat itself. */
  kind: z.enum(['user', 'method', 'platform']),
  name: z.string(),
});

/** One money movement of the user's history, as it stands now (decision 053). */
export const ZWalletEntrySchema = z.object({
  /** The movement's id: the payment, withdrawal or ledger transaction id (a bonus: the friend's id). */
  id: z.string(),
  /** The short reference shown everywhere for this movement (`shortReference(id)`). */
  reference: z.string(),
  kind: z.enum(WALLET_MOVEMENT_KINDS),
  status: z.enum(WALLET_MOVEMENT_STATUSES),
  /** Signed from the user's view as the movement started: positive came in, negative went out. */
  amount: z.number().int(),
  counterparty: ZCounterpartySchema.nullable(),
  /** The sender's note of a transfer. */
  memo: z.string().nullable(),
  /** When the movement started (history order and date filters use it). */
  created_at: z.string(),
  /** When it last changed (paid, returned, released, reversed). */
  updated_at: z.string(),
});
export type TWalletEntry = z.infer<typeof ZWalletEntrySchema>;

export const ZWalletEntryListSchema = z.object({
  success: z.literal(true),
  data: z.array(ZWalletEntrySchema),
  meta: ZPageMetaSchema,
});
export type TWalletEntryList = z.infer<typeof ZWalletEntryListSchema>;

const zBdMobile = z
  .string({ error: 'wallet.bd_mobile' })
  .trim()
  .max(32, { error: 'wallet.bd_mobile' })
  .transform((value, ctx) => {
    const e164 = normalizePhoneForCountry(value, 'BD');
    if (!e164) {
      ctx.addIssue({ code: 'custom', message: 'wallet.bd_mobile' });
      return z.NEVER;
    }
    return e164;
  });
const zWithdrawalAmount = zAmount(WITHDRAWAL_MIN_POISHA, WITHDRAWAL_MAX_POISHA, 'wallet.withdrawal_amount');

/** The authenticator code that a withdrawal also needs when two-factor is on (decision 061). */
const zStepUpCode = ZTwoFactorCodeSchema.optional();

/** A withdrawal request: bKash or Nagad to a Bangladeshi mobile number, or a bank account; with the password. */
export const ZWithdrawalInputSchema = z.discriminatedUnion(
  'method',
  [
    z.object({
      method: z.literal('bkash'),
      amount: zWithdrawalAmount,
      phone: zBdMobile,
      password: zStepUpPassword,
      two_factor_code: zStepUpCode,
    }),
    z.object({
      method: z.literal('nagad'),
      amount: zWithdrawalAmount,
      phone: zBdMobile,
      password: zStepUpPassword,
      two_factor_code: zStepUpCode,
    }),
    z.object({
      method: z.literal('bank'),
      amount: zWithdrawalAmount,
      password: zStepUpPassword,
      two_factor_code: zStepUpCode,
      bank_name: zText(100),
      account_name: zText(100),
      account_number: z
        .string({ error: 'validation.required' })
        .trim()
        .min(1, { error: 'validation.required' })
        .max(34, { error: 'validation.too_long' })
        .regex(/^[0-9A-Za-z -]+$/, { error: 'validation.invalid' }),
      branch: zText(100),
    }),
  ],
  { error: 'validation.invalid' },
);
export type TWithdrawalInput = z.output<typeof ZWithdrawalInputSchema>;

export const ZWithdrawalDetailsSchema = z.union([
  z.object({ phone: z.string() }),
  z.object({
    bank_name: z.string(),
    account_name: z.string(),
    account_number: z.string(),
    branch: z.string(),
  }),
]);

export const ZWithdrawalSchema = z.object({
  id: z.string(),
  /** The short reference shown for this withdrawal everywhere (`shortReference(id)`, decision 053). */
  reference: z.string(),
  amount: z.number().int(),
  method: z.enum(WITHDRAWAL_METHODS),
  details: ZWithdrawalDetailsSchema,
  status: z.enum(WITHDRAWAL_STATUSES),
  reject_reason: z.string().nullable(),
  /** The bKash/Nagad TrxID or bank reference of the payout, typed by staff (null until paid). */
  payout_reference: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type TWithdrawal = z.infer<typeof ZWithdrawalSchema>;

export const ZWithdrawalListSchema = z.object({
  success: z.literal(true),
  data: z.array(ZWithdrawalSchema),
  meta: ZPageMetaSchema,
});
export type TWithdrawalList = z.infer<typeof ZWithdrawalListSchema>;

export const ZAdminWithdrawalsQuerySchema = z.object({
  status: z.enum(WITHDRAWAL_STATUSES, { error: 'validation.invalid' }).optional(),
  page: zPage,
  per_page: zPerPage(),
});

/** A withdrawal as staff see it: with the user's name, email and phone (to check who is paid). */
export const ZAdminWithdrawalSchema = ZWithdrawalSchema.extend({
  ...ZApprovalFieldsSchema.shape,
  user: z.object({ id: z.string(), name: z.string(), email: z.string(), phone: z.string() }),
});
export const ZAdminWithdrawalListSchema = z.object({
  success: z.literal(true),
  data: z.array(ZAdminWithdrawalSchema),
  meta: ZPageMetaSchema,
});
export type TAdminWithdrawal = z.infer<typeof ZAdminWithdrawalSchema>;

export const ZRejectWithdrawalSchema = z.object({ reason: zText(500) });

/** `GET /api/admin/ledger/check`: the ledger summed from its entries, for staff and auditors. */
export const ZLedgerCheckSchema = z.object({
  /** True when every invariant holds (no problems). */
  balanced: z.boolean(),
  /** What is wrong, one line each (empty when balanced). */
  problems: z.array(z.string()),
  transactions: z.number().int(),
  entries: z.number().int(),
  /** Balances per kind of account, in poisha (wallets, holds, platform, outside world per method); they sum to 0. */
  totals: z.array(
    z.object({
      type: z.string(),
      method: z.string().nullable(),
      accounts: z.number().int(),
      balance: z.number().int(),
    }),
  ),
  checked_at: z.string(),
});
export type TLedgerCheck = z.infer<typeof ZLedgerCheckSchema>;
