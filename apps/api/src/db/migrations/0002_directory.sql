CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "business_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"author_name" text NOT NULL,
	"rating" smallint NOT NULL,
	"body" text,
	"reply" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "businesses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"description" text,
	"logo_key" text,
	"logo_thumb_key" text,
	"cover_key" text,
	"phone" text,
	"whatsapp" text,
	"email" text,
	"website" text,
	"address" text,
	"city" text,
	"country" text DEFAULT 'BD' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"time_zone" text DEFAULT 'Asia/Dhaka' NOT NULL,
	"hours" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"social" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"rating_avg" double precision GENERATED ALWAYS AS (coalesce("businesses"."rating_sum"::double precision / nullif("businesses"."rating_count", 0), 0)) STORED NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, "businesses"."name"), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce("businesses"."description", '')), 'B')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "directory_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"category_id" uuid,
	"marketplace_category" text DEFAULT 'other' NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"price" bigint NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"featured_until" timestamp with time zone,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, "products"."title"), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce("products"."description", '')), 'B')) STORED NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower("products"."title" || ' ' || coalesce("products"."description", ''))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_price_check" CHECK ("products"."price" >= 0),
	CONSTRAINT "products_stock_check" CHECK ("products"."stock" >= 0)
);
--> statement-breakpoint
ALTER TABLE "business_categories" ADD CONSTRAINT "business_categories_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_reviews" ADD CONSTRAINT "business_reviews_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_reviews" ADD CONSTRAINT "business_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_business_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."business_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "business_categories_name_unique" ON "business_categories" USING btree ("business_id",lower("name"));--> statement-breakpoint
CREATE INDEX "business_categories_business_idx" ON "business_categories" USING btree ("business_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "business_reviews_business_user_unique" ON "business_reviews" USING btree ("business_id","user_id");--> statement-breakpoint
CREATE INDEX "business_reviews_business_created_idx" ON "business_reviews" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "businesses_slug_unique" ON "businesses" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "businesses_owner_created_idx" ON "businesses" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "businesses_search_vector_idx" ON "businesses" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "businesses_city_idx" ON "businesses" USING btree (lower("city"));--> statement-breakpoint
CREATE INDEX "businesses_created_idx" ON "businesses" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "businesses_rating_idx" ON "businesses" USING btree ("rating_avg","rating_count","id");--> statement-breakpoint
CREATE INDEX "directory_words_trgm_idx" ON "directory_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_business_created_idx" ON "products" USING btree ("business_id","created_at","id");--> statement-breakpoint
CREATE INDEX "products_business_status_idx" ON "products" USING btree ("business_id","status");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_seller_idx" ON "products" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "products_market_idx" ON "products" USING btree ("status","marketplace_category","created_at");--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_search_text_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- The directory's word list (typo tolerance): every lexeme (not numbers) of the businesses' search vectors,
-- collected once per statement from the rows it inserted or updated. Words are never removed: a
-- stale word only widens a query with a correction that then matches nothing.
CREATE FUNCTION "directory_words_collect"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "directory_words" ("word")
	SELECT DISTINCT w.lexeme FROM "changed_businesses" b, unnest(b."search_vector") AS w
	WHERE length(w.lexeme) BETWEEN 3 AND 40 AND w.lexeme !~ '^[0-9]+$'
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "businesses_words_insert" AFTER INSERT ON "businesses"
	REFERENCING NEW TABLE AS "changed_businesses" FOR EACH STATEMENT EXECUTE FUNCTION "directory_words_collect"();
--> statement-breakpoint
CREATE TRIGGER "businesses_words_update" AFTER UPDATE ON "businesses"
	REFERENCING NEW TABLE AS "changed_businesses" FOR EACH STATEMENT EXECUTE FUNCTION "directory_words_collect"();
