import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The double-entry ledger (decision 050). Every movement of money is one `ledger_transactions` row
 * with two or more `ledger_entries` that sum to zero. Entries and transactions are append-only; the
 * database refuses UPDATE/DELETE on them and checks the zero sum of every transaction at commit.
 */

export const LEDGER_ACCOUNT_TYPES = [
  'wallet',
  'hold',
  'bonus_hold',
  'dues',
  'platform_revenue',
  'platform_promotions',
  'escrow',
  'external',
] as const;
export const LEDGER_METHODS = ['bkash', 'nagad', 'bank', 'sslcommerz', 'demo'] as const;
export const LEDGER_TX_TYPES = [
  'topup',
  'transfer',
  'withdrawal_hold',
  'withdrawal_payout',
  'withdrawal_release',
  'referral_bonus',
  'referral_bonus_release',
  'order_payment',
  'order_release',
  'order_refund',
  'order_commission',
  'feature_purchase',
  'reversal',
] as const;

/**
 * One row per account. The platform and external accounts are created by the migration; a user's
 * `wallet` and `hold` rows on first use. `key` names the account (`wallet:<user id>`,
 * `external:bkash`, `escrow`; `bonus_hold:<user id>` keeps referral bonuses until their holding
 * period ends, decision 052); `balance` is a cache of the sum of the account's entries, kept in step
 * by postTransaction under a row lock. Wallets and holds can never go below zero (CHECK).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    type: text('type', { enum: LEDGER_ACCOUNT_TYPES }).notNull(),
    userId: uuid('user_id').references(() => users.id),
    method: text('method', { enum: LEDGER_METHODS }),
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_key_unique').on(t.key),
    index('ledger_accounts_user_idx').on(t.userId),
    check(
      'ledger_accounts_balance_non_negative',
      sql`${t.type} NOT IN ('wallet', 'hold', 'bonus_hold') OR ${t.balance} >= 0`,
    ),
    // What a seller owes the platform (commission on cash-on-delivery orders): never above zero.
    check('ledger_accounts_dues_non_positive', sql`${t.type} <> 'dues' OR ${t.balance} <= 0`),
    check(
      'ledger_accounts_type',
      sql`${t.type} IN ('wallet', 'hold', 'bonus_hold', 'dues', 'platform_revenue', 'platform_promotions', 'escrow', 'external')`,
    ),
    check(
      'ledger_accounts_method',
      sql`${t.method} IS NULL OR ${t.method} IN ('bkash', 'nagad', 'bank', 'sslcommerz', 'demo')`,
    ),
    check(
      'ledger_accounts_shape',
      sql`(${t.type} IN ('wallet', 'hold', 'bonus_hold', 'dues')) = (${t.userId} IS NOT NULL) AND (${t.type} = 'external') = (${t.method} IS NOT NULL)`,
    ),
  ],
);

/** One movement of money. `reversal_of` is unique: a transaction can be reversed once. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type', { enum: LEDGER_TX_TYPES }).notNull(),
    reference: text('reference'),
    memo: text('memo'),
    initiatedBy: uuid('initiated_by').references(() => users.id),
    reversalOf: uuid('reversal_of').references((): AnyPgColumn => ledgerTransactions.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_transactions_reversal_of_unique').on(t.reversalOf),
    index('ledger_transactions_reference_idx').on(t.reference),
    index('ledger_transactions_created_idx').on(t.createdAt),
    check(
      'ledger_transactions_type',
      sql`${t.type} IN ('topup', 'transfer', 'withdrawal_hold', 'withdrawal_payout', 'withdrawal_release', 'referral_bonus', 'referral_bonus_release', 'order_payment', 'order_release', 'order_refund', 'order_commission', 'feature_purchase', 'reversal')`,
    ),
    check(
      'ledger_transactions_reversal_shape',
      sql`(${t.type} = 'reversal') = (${t.reversalOf} IS NOT NULL)`,
    ),
  ],
);

/** The legs of a transaction: a signed amount in poisha (positive raises the balance), never zero. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_transaction_idx').on(t.transactionId),
    index('ledger_entries_account_idx').on(t.accountId, t.id),
    check('ledger_entries_amount_non_zero', sql`${t.amount} <> 0`),
  ],
);

/**
 * Answers of money-moving requests by (user, scope, key): written in the same database transaction
 * as the work, so a stored answer always matches what happened.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_user_scope_key_unique').on(t.userId, t.scope, t.key),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

export const WITHDRAWAL_METHODS = ['bkash', 'nagad', 'bank'] as const;
export const WITHDRAWAL_STATUSES = ['pending', 'paid', 'rejected'] as const;

export type TStoredWithdrawalDetails =
  | { phone: string }
  | { bank_name: string; account_name: string; account_number: string; branch: string };

/**
 * A user's request to take money out. The amount moves wallet→hold when it is created; staff then
 * pay it (hold→external) or reject it (hold→wallet), exactly once.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    method: text('method', { enum: WITHDRAWAL_METHODS }).notNull(),
    details: jsonb('details').$type<TStoredWithdrawalDetails>().notNull(),
    status: text('status', { enum: WITHDRAWAL_STATUSES }).notNull().default('pending'),
    rejectReason: text('reject_reason'),
    holdTransactionId: uuid('hold_transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    decisionTransactionId: uuid('decision_transaction_id').references(() => ledgerTransactions.id),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The first of two staff approvals a large payout needs (decision 052). */
    approvedBy: uuid('approved_by').references(() => users.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** The bKash/Nagad TrxID or bank reference of the payout, typed by the staff member who paid. */
    payoutReference: text('payout_reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('withdrawals_method_payout_reference_unique').on(t.method, t.payoutReference),
    index('withdrawals_user_created_idx').on(t.userId, t.createdAt),
    index('withdrawals_status_created_idx').on(t.status, t.createdAt),
    index('withdrawals_decided_idx').on(t.decidedAt).where(sql`${t.decidedAt} IS NOT NULL`),
    check('withdrawals_amount_positive', sql`${t.amount} > 0`),
    check('withdrawals_method', sql`${t.method} IN ('bkash', 'nagad', 'bank')`),
    check('withdrawals_status', sql`${t.status} IN ('pending', 'paid', 'rejected')`),
    check(
      'withdrawals_decision_shape',
      sql`(${t.status} = 'pending') = (${t.decidedAt} IS NULL) AND (${t.status} = 'rejected') = (${t.rejectReason} IS NOT NULL)`,
    ),
    check('withdrawals_payout_reference_paid', sql`${t.payoutReference} IS NULL OR ${t.status} = 'paid'`),
    check('withdrawals_approver_not_owner', sql`${t.approvedBy} IS NULL OR ${t.approvedBy} <> ${t.userId}`),
    check('withdrawals_approval_shape', sql`(${t.approvedBy} IS NULL) = (${t.approvedAt} IS NULL)`),
  ],
);

export type TLedgerAccountRow = typeof ledgerAccounts.$inferSelect;
export type TLedgerTransactionRow = typeof ledgerTransactions.$inferSelect;
export type TWithdrawalRow = typeof withdrawals.$inferSelect;
