-- Marketplace: carts, orders (one per seller of a checkout), their items and timeline, product
-- addresses and condition, delivery charges of businesses, and the ledger's order movements and
-- sellers' dues (decision 054).
CREATE SEQUENCE IF NOT EXISTS "order_number_seq" START WITH 100001;--> statement-breakpoint
CREATE TABLE "cart_items" (
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_user_id_product_id_pk" PRIMARY KEY("user_id","product_id"),
	CONSTRAINT "cart_items_quantity_range" CHECK ("cart_items"."quantity" BETWEEN 1 AND 99)
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_id" uuid,
	"actor_role" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_events_actor_role" CHECK ("order_events"."actor_role" IN ('buyer', 'seller', 'system'))
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" uuid,
	"title" text NOT NULL,
	"image_key" text,
	"unit_price" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"line_total" bigint NOT NULL,
	CONSTRAINT "order_items_quantity_range" CHECK ("order_items"."quantity" BETWEEN 1 AND 99),
	CONSTRAINT "order_items_amounts" CHECK ("order_items"."unit_price" >= 0 AND "order_items"."line_total" = "order_items"."unit_price" * "order_items"."quantity")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"checkout_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"status" text DEFAULT 'placed' NOT NULL,
	"payment_method" text NOT NULL,
	"subtotal" bigint NOT NULL,
	"delivery_charge" bigint NOT NULL,
	"total" bigint NOT NULL,
	"commission_bp" integer NOT NULL,
	"commission" bigint NOT NULL,
	"address" jsonb NOT NULL,
	"buyer_note" text,
	"tracking_note" text,
	"cancel_reason" text,
	"refund_reason" text,
	"payment_transaction_id" uuid,
	"settlement_transaction_id" uuid,
	"refund_transaction_id" uuid,
	"delivered_at" timestamp with time zone,
	"auto_complete_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status" CHECK ("orders"."status" IN ('placed', 'confirmed', 'shipped', 'delivered', 'completed', 'cancelled', 'refund_requested', 'refunded')),
	CONSTRAINT "orders_payment_method" CHECK ("orders"."payment_method" IN ('cod', 'wallet')),
	CONSTRAINT "orders_amounts" CHECK ("orders"."subtotal" > 0 AND "orders"."delivery_charge" >= 0 AND "orders"."total" = "orders"."subtotal" + "orders"."delivery_charge" AND "orders"."commission" BETWEEN 0 AND "orders"."subtotal"),
	CONSTRAINT "orders_commission_bp" CHECK ("orders"."commission_bp" BETWEEN 0 AND 5000),
	CONSTRAINT "orders_not_own" CHECK ("orders"."buyer_id" <> "orders"."seller_id"),
	CONSTRAINT "orders_wallet_paid" CHECK (("orders"."payment_method" = 'wallet') = ("orders"."payment_transaction_id" IS NOT NULL)),
	CONSTRAINT "orders_cancel_reason" CHECK (("orders"."status" = 'cancelled') = ("orders"."cancel_reason" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_type";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_shape";--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_type";--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "delivery_inside" bigint DEFAULT 6000 NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "delivery_outside" bigint DEFAULT 12000 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "slug" text;--> statement-breakpoint
-- Existing products get an address like new ones (decision 054): the title's Latin letters and
-- six random characters ("product-…" when the title has none).
UPDATE "products" SET "slug" = concat_ws('-',
  coalesce(nullif(left(trim(both '-' from regexp_replace(lower("title"), '[^a-z0-9]+', '-', 'g')), 40), ''), 'product'),
  substr(md5(random()::text || "id"::text), 1, 6));--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "condition" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("payment_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_settlement_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("settlement_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refund_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("refund_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_product_idx" ON "order_items" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_unique" ON "orders" USING btree ("number");--> statement-breakpoint
CREATE INDEX "orders_buyer_created_idx" ON "orders" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_seller_created_idx" ON "orders" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_business_created_idx" ON "orders" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_checkout_idx" ON "orders" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "orders_auto_complete_idx" ON "orders" USING btree ("auto_complete_at") WHERE "orders"."status" = 'delivered';--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug_unique" ON "products" USING btree ("slug");--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_delivery_range" CHECK ("businesses"."delivery_inside" BETWEEN 0 AND 10000000 AND "businesses"."delivery_outside" BETWEEN 0 AND 10000000);--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_dues_non_positive" CHECK ("ledger_accounts"."type" <> 'dues' OR "ledger_accounts"."balance" <= 0);--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_type" CHECK ("ledger_accounts"."type" IN ('wallet', 'hold', 'bonus_hold', 'dues', 'platform_revenue', 'platform_promotions', 'escrow', 'external'));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_shape" CHECK (("ledger_accounts"."type" IN ('wallet', 'hold', 'bonus_hold', 'dues')) = ("ledger_accounts"."user_id" IS NOT NULL) AND ("ledger_accounts"."type" = 'external') = ("ledger_accounts"."method" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_type" CHECK ("ledger_transactions"."type" IN ('topup', 'transfer', 'withdrawal_hold', 'withdrawal_payout', 'withdrawal_release', 'referral_bonus', 'referral_bonus_release', 'order_payment', 'order_release', 'order_refund', 'order_commission', 'feature_purchase', 'reversal'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_condition_check" CHECK ("products"."condition" IN ('new', 'used'));