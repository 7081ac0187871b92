-- Personal sellers (decision 058): a person's own items are sold from a business row of kind
-- 'personal' (at most one per person), which is a seller in the marketplace and never part of the
-- directory. Its words stay out of the directory's word list.
ALTER TABLE "businesses" ADD COLUMN "kind" text DEFAULT 'business' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "businesses_personal_owner_unique" ON "businesses" USING btree ("owner_id") WHERE "businesses"."kind" = 'personal';--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_kind" CHECK ("businesses"."kind" IN ('business', 'personal'));--> statement-breakpoint
CREATE OR REPLACE FUNCTION "directory_words_collect"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "directory_words" ("word")
	SELECT DISTINCT w.lexeme FROM "changed_businesses" b, unnest(b."search_vector") AS w
	WHERE b."kind" = 'business' AND length(w.lexeme) BETWEEN 3 AND 40 AND w.lexeme !~ '^[0-9]+$'
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END
$$;
