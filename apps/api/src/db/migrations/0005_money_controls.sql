-- Decision 052: held referral bonuses (bonus_hold accounts, referral_bonus_release), maker-checker
-- approvals on payments and withdrawals, payout references. Existing referral bonuses stay `released`.
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_balance_non_negative";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_type";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_shape";--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_type";--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "approved_by" uuid;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_reference" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "approved_by" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "referral_bonuses" ADD COLUMN "status" text DEFAULT 'released' NOT NULL;--> statement-breakpoint
ALTER TABLE "referral_bonuses" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "referral_bonuses" ADD COLUMN "release_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "referral_bonuses" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "referral_bonuses" ADD COLUMN "release_transaction_id" uuid;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_bonuses" ADD CONSTRAINT "referral_bonuses_release_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("release_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_method_payout_reference_unique" ON "withdrawals" USING btree ("method","payout_reference");--> statement-breakpoint
CREATE INDEX "referral_bonuses_status_release_idx" ON "referral_bonuses" USING btree ("status","release_at");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_balance_non_negative" CHECK ("ledger_accounts"."type" NOT IN ('wallet', 'hold', 'bonus_hold') OR "ledger_accounts"."balance" >= 0);--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_type" CHECK ("ledger_accounts"."type" IN ('wallet', 'hold', 'bonus_hold', 'platform_revenue', 'platform_promotions', 'escrow', 'external'));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_shape" CHECK (("ledger_accounts"."type" IN ('wallet', 'hold', 'bonus_hold')) = ("ledger_accounts"."user_id" IS NOT NULL) AND ("ledger_accounts"."type" = 'external') = ("ledger_accounts"."method" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_type" CHECK ("ledger_transactions"."type" IN ('topup', 'transfer', 'withdrawal_hold', 'withdrawal_payout', 'withdrawal_release', 'referral_bonus', 'referral_bonus_release', 'reversal'));--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_payout_reference_paid" CHECK ("withdrawals"."payout_reference" IS NULL OR "withdrawals"."status" = 'paid');--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_approver_not_owner" CHECK ("withdrawals"."approved_by" IS NULL OR "withdrawals"."approved_by" <> "withdrawals"."user_id");--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_approval_shape" CHECK (("withdrawals"."approved_by" IS NULL) = ("withdrawals"."approved_at" IS NULL));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_approver_not_owner" CHECK ("payments"."approved_by" IS NULL OR "payments"."approved_by" <> "payments"."user_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_approval_shape" CHECK (("payments"."approved_by" IS NULL) = ("payments"."approved_at" IS NULL));--> statement-breakpoint
ALTER TABLE "referral_bonuses" ADD CONSTRAINT "referral_bonuses_status" CHECK ("referral_bonuses"."status" IN ('waiting_cap', 'held', 'released'));--> statement-breakpoint
ALTER TABLE "referral_bonuses" ADD CONSTRAINT "referral_bonuses_held_shape" CHECK ("referral_bonuses"."status" <> 'held' OR ("referral_bonuses"."held_at" IS NOT NULL AND "referral_bonuses"."release_at" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "referral_bonuses" ADD CONSTRAINT "referral_bonuses_release_shape" CHECK ("referral_bonuses"."release_transaction_id" IS NULL OR "referral_bonuses"."status" = 'released');