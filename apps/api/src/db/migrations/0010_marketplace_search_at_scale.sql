CREATE TABLE "product_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_search_vector_idx";--> statement-breakpoint
DROP INDEX "products_search_text_trgm_idx";--> statement-breakpoint
CREATE INDEX "product_words_trgm_idx" ON "product_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_active_created_idx" ON "products" USING btree ("created_at","id") WHERE "products"."status" = 'active';--> statement-breakpoint
CREATE INDEX "products_active_price_idx" ON "products" USING btree ("price","id") WHERE "products"."status" = 'active';--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_search_text_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- The marketplace's word list (typo tolerance, decision 055): every lexeme (not numbers) of the
-- products' search vectors, collected once per statement from the rows it inserted or updated, like
-- directory_words (0002). Words no product has any more are pruned by the product writes
-- (prune-product-words.ts); a stale word only widens a query with a correction that matches nothing.
CREATE FUNCTION "product_words_collect"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "product_words" ("word")
	SELECT DISTINCT w.lexeme FROM "changed_products" p, unnest(p."search_vector") AS w
	WHERE length(w.lexeme) BETWEEN 3 AND 40 AND w.lexeme !~ '^[0-9]+$'
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_words_insert" AFTER INSERT ON "products"
	REFERENCING NEW TABLE AS "changed_products" FOR EACH STATEMENT EXECUTE FUNCTION "product_words_collect"();
--> statement-breakpoint
CREATE TRIGGER "products_words_update" AFTER UPDATE ON "products"
	REFERENCING NEW TABLE AS "changed_products" FOR EACH STATEMENT EXECUTE FUNCTION "product_words_collect"();
--> statement-breakpoint
-- The words of existing products (the triggers only see later writes).
INSERT INTO "product_words" ("word")
SELECT DISTINCT w.lexeme FROM "products" p, unnest(p."search_vector") AS w
WHERE length(w.lexeme) BETWEEN 3 AND 40 AND w.lexeme !~ '^[0-9]+$'
ON CONFLICT DO NOTHING;
