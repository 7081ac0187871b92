import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ledgerTransactions } from './ledger.ts';
import { users } from './users.ts';

/*
 * Top-ups, referral bonuses, notifications and platform settings (decision 051). Money moves only
 * through the ledger (decision 050); these tables record why and keep each credit to once.
 */

export const PAYMENT_METHOD_VALUES = ['manual_bkash', 'manual_nagad', 'sslcommerz', 'demo'] as const;
export const PAYMENT_STATUS_VALUES = ['pending', 'succeeded', 'failed', 'cancelled', 'rejected'] as const;

/** What a gateway told us (session, IPN and validation answers), kept for audits. */
export type TStoredProviderData = Record<string, unknown>;

/**
 * One top-up attempt. It starts `pending` and is decided once (the update is conditional on
 * `pending`); `succeeded` always has the ledger transaction that credited the wallet.
 * `provider_transaction_id` (a bKash/Nagad TrxID, a gateway's bank transaction id) is unique per
 * method, so one mobile-money transaction can be claimed once across all users.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    method: text('method', { enum: PAYMENT_METHOD_VALUES }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull().default('BDT'),
    status: text('status', { enum: PAYMENT_STATUS_VALUES }).notNull().default('pending'),
    providerTransactionId: text('provider_transaction_id'),
    providerData: jsonb('provider_data').$type<TStoredProviderData>().notNull().default({}),
    ledgerTransactionId: uuid('ledger_transaction_id').references(() => ledgerTransactions.id),
    reason: text('reason'),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The first of two staff approvals a large top-up needs (decision 052). */
    approvedBy: uuid('approved_by').references(() => users.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_method_provider_tx_unique').on(t.method, t.providerTransactionId),
    index('payments_user_created_idx').on(t.userId, t.createdAt),
    index('payments_status_created_idx').on(t.status, t.createdAt),
    index('payments_decided_idx').on(t.decidedAt).where(sql`${t.decidedAt} IS NOT NULL`),
    check('payments_amount_positive', sql`${t.amount} > 0`),
    check('payments_currency_bdt', sql`${t.currency} = 'BDT'`),
    check(
      'payments_decision_shape',
      sql`(${t.status} = 'pending') = (${t.decidedAt} IS NULL) AND (${t.status} = 'succeeded') = (${t.ledgerTransactionId} IS NOT NULL)`,
    ),
    check('payments_approver_not_owner', sql`${t.approvedBy} IS NULL OR ${t.approvedBy} <> ${t.userId}`),
    check('payments_approval_shape', sql`(${t.approvedBy} IS NULL) = (${t.approvedAt} IS NULL)`),
  ],
);

export const REFERRAL_BONUS_STATUS_VALUES = ['waiting_cap', 'held', 'released'] as const;

/**
 * The bonus a referrer gets once a referred user has verified their email (or phone) and made a
 * qualifying top-up (decision 052). The unique key on `referred_user_id` is the guard that pays it
 * once, whatever races. `waiting_cap`: the referrer's daily cap was reached, nothing posted yet;
 * `held`: posted to the referrer's `bonus_hold` account until `release_at`; `released`: moved to
 * the wallet (`release_transaction_id`). Bonuses paid before decision 052 are `released`.
 */
export const referralBonuses = pgTable(
  'referral_bonuses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    referrerId: uuid('referrer_id')
      .notNull()
      .references(() => users.id),
    referredUserId: uuid('referred_user_id')
      .notNull()
      .references(() => users.id),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    ledgerTransactionId: uuid('ledger_transaction_id').references(() => ledgerTransactions.id),
    status: text('status', { enum: REFERRAL_BONUS_STATUS_VALUES }).notNull().default('released'),
    /** When the bonus was posted to the hold (counts towards the referrer's daily cap). */
    heldAt: timestamp('held_at', { withTimezone: true }),
    releaseAt: timestamp('release_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    releaseTransactionId: uuid('release_transaction_id').references(() => ledgerTransactions.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('referral_bonuses_referred_unique').on(t.referredUserId),
    index('referral_bonuses_referrer_idx').on(t.referrerId, t.createdAt),
    index('referral_bonuses_status_release_idx').on(t.status, t.releaseAt),
    check('referral_bonuses_amount_non_negative', sql`${t.amount} >= 0`),
    check('referral_bonuses_status', sql`${t.status} IN ('waiting_cap', 'held', 'released')`),
    check(
      'referral_bonuses_held_shape',
      sql`${t.status} <> 'held' OR (${t.heldAt} IS NOT NULL AND ${t.releaseAt} IS NOT NULL)`,
    ),
    check(
      'referral_bonuses_release_shape',
      sql`${t.releaseTransactionId} IS NULL OR ${t.status} = 'released'`,
    ),
  ],
);

/** Settings staff can change at run time (e.g. `referral_bonus_poisha`), as JSON values. */
export const platformSettings = pgTable('platform_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type TPaymentRow = typeof payments.$inferSelect;
