ALTER TABLE "products" ADD COLUMN "seller_district" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seller_city" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seller_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seller_rating_avg" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seller_rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The seller's district, city, badge and rating copied onto its products (decision 055), so the
-- marketplace search filters, counts and orders products without joining businesses. A product takes
-- its business's values when it is inserted or moved to another business (or when anything writes the
-- copy: it always ends equal to the business's values) ...
CREATE FUNCTION "products_seller_copy"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	SELECT b."district", b."city", b."verified", b."rating_avg", b."rating_count"
	INTO NEW."seller_district", NEW."seller_city", NEW."seller_verified", NEW."seller_rating_avg", NEW."seller_rating_count"
	FROM "businesses" b WHERE b."id" = NEW."business_id";
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_seller_copy" BEFORE INSERT OR UPDATE OF "business_id", "seller_district", "seller_city",
	"seller_verified", "seller_rating_avg", "seller_rating_count" ON "products"
	FOR EACH ROW EXECUTE FUNCTION "products_seller_copy"();
--> statement-breakpoint
-- ... and a business's change of one of them is copied to all its products (only when one changed).
CREATE FUNCTION "businesses_seller_copy"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "products" SET "seller_district" = NEW."district", "seller_city" = NEW."city",
		"seller_verified" = NEW."verified", "seller_rating_avg" = NEW."rating_avg", "seller_rating_count" = NEW."rating_count"
	WHERE "business_id" = NEW."id";
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "businesses_seller_copy" AFTER UPDATE OF "district", "city", "verified", "rating_sum", "rating_count"
	ON "businesses" FOR EACH ROW
	WHEN (OLD."district" IS DISTINCT FROM NEW."district" OR OLD."city" IS DISTINCT FROM NEW."city"
		OR OLD."verified" IS DISTINCT FROM NEW."verified" OR OLD."rating_sum" IS DISTINCT FROM NEW."rating_sum"
		OR OLD."rating_count" IS DISTINCT FROM NEW."rating_count")
	EXECUTE FUNCTION "businesses_seller_copy"();
--> statement-breakpoint
-- The existing products (the triggers see only later writes), before the indexes on the copy.
UPDATE "products" p SET "seller_district" = b."district", "seller_city" = b."city", "seller_verified" = b."verified",
	"seller_rating_avg" = b."rating_avg", "seller_rating_count" = b."rating_count"
FROM "businesses" b WHERE b."id" = p."business_id";
--> statement-breakpoint
-- The orders of the marketplace search per filter (built once the copy is filled).
CREATE INDEX "products_active_rating_idx" ON "products" USING btree ("seller_rating_avg","seller_rating_count","created_at","id") WHERE "products"."status" = 'active';
--> statement-breakpoint
CREATE INDEX "products_active_category_created_idx" ON "products" USING btree ("marketplace_category","created_at","id") WHERE "products"."status" = 'active';
--> statement-breakpoint
CREATE INDEX "products_active_category_price_idx" ON "products" USING btree ("marketplace_category","price","id") WHERE "products"."status" = 'active';
--> statement-breakpoint
CREATE INDEX "products_active_category_rating_idx" ON "products" USING btree ("marketplace_category","seller_rating_avg","seller_rating_count","created_at","id") WHERE "products"."status" = 'active';
--> statement-breakpoint
CREATE INDEX "products_active_district_created_idx" ON "products" USING btree ("seller_district","created_at","id") WHERE "products"."status" = 'active';
--> statement-breakpoint
CREATE INDEX "products_active_district_price_idx" ON "products" USING btree ("seller_district","price","id") WHERE "products"."status" = 'active';
--> statement-breakpoint
CREATE INDEX "products_active_district_rating_idx" ON "products" USING btree ("seller_district","seller_rating_avg","seller_rating_count","created_at","id") WHERE "products"."status" = 'active';
--> statement-breakpoint
CREATE INDEX "products_active_verified_created_idx" ON "products" USING btree ("created_at","id") WHERE "products"."status" = 'active' AND "products"."seller_verified";
--> statement-breakpoint
CREATE INDEX "products_active_verified_price_idx" ON "products" USING btree ("price","id") WHERE "products"."status" = 'active' AND "products"."seller_verified";
--> statement-breakpoint
CREATE INDEX "products_active_verified_rating_idx" ON "products" USING btree ("seller_rating_avg","seller_rating_count","created_at","id") WHERE "products"."status" = 'active' AND "products"."seller_verified";
