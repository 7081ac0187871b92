CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"actor_role" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"target_label" text,
	"before" jsonb,
	"after" jsonb,
	"reason" text,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reports" DROP CONSTRAINT "reports_subject_check";--> statement-breakpoint
ALTER TABLE "vcards" ADD COLUMN "moderation" text;--> statement-breakpoint
ALTER TABLE "vcards" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
ALTER TABLE "vcards" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "business_reviews" ADD COLUMN "moderation" text;--> statement-breakpoint
ALTER TABLE "business_reviews" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
ALTER TABLE "business_reviews" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "suspended_reason" text;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD COLUMN "moderation" text;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "moderation" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "post_comments" ADD COLUMN "moderation" text;--> statement-breakpoint
ALTER TABLE "post_comments" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
ALTER TABLE "post_comments" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "moderation" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "subject_owner_id" uuid;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "decision" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "decision_note" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_reason" text;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_created_idx" ON "audit_log" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_action_created_idx" ON "audit_log" USING btree ("action","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_subject_owner_id_users_id_fk" FOREIGN KEY ("subject_owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "vcards" ADD CONSTRAINT "vcards_moderation_check" CHECK ("vcards"."moderation" IN ('hidden', 'removed'));--> statement-breakpoint
ALTER TABLE "business_reviews" ADD CONSTRAINT "business_reviews_moderation_check" CHECK ("business_reviews"."moderation" IN ('hidden', 'removed'));--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_moderation_check" CHECK ("product_reviews"."moderation" IN ('hidden', 'removed'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_moderation_check" CHECK ("products"."moderation" IN ('hidden', 'removed'));--> statement-breakpoint
ALTER TABLE "post_comments" ADD CONSTRAINT "post_comments_moderation_check" CHECK ("post_comments"."moderation" IN ('hidden', 'removed'));--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_moderation_check" CHECK ("posts"."moderation" IN ('hidden', 'removed'));--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_decision_check" CHECK ("reports"."decision" IN ('hidden', 'removed', 'dismissed', 'warned', 'suspended'));--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_subject_check" CHECK ("reports"."subject_type" IN ('post', 'comment', 'product', 'business', 'business_review', 'product_review', 'card'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" IN ('user', 'moderator', 'admin'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_status_check" CHECK ("users"."status" IN ('active', 'suspended'));--> statement-breakpoint
-- Reports made before this migration: whose content it is (post and comment authors).
UPDATE "reports" SET "subject_owner_id" = p."author_id" FROM "posts" p
  WHERE "reports"."subject_type" = 'post' AND p."id" = "reports"."subject_id";--> statement-breakpoint
UPDATE "reports" SET "subject_owner_id" = c."author_id" FROM "post_comments" c
  WHERE "reports"."subject_type" = 'comment' AND c."id" = "reports"."subject_id";--> statement-breakpoint
CREATE INDEX "reports_open_subject_idx" ON "reports" ("subject_type", "subject_id") WHERE "status" = 'open';--> statement-breakpoint
CREATE INDEX "businesses_suspended_idx" ON "businesses" ("suspended_at") WHERE "suspended_at" IS NOT NULL;--> statement-breakpoint
-- The audit log is written once and never changed or emptied (decision 066), like the ledger.
CREATE FUNCTION "audit_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'audit_log: % is not allowed, the audit log is append-only', TG_OP
		USING ERRCODE = 'integrity_constraint_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log"
	FOR EACH ROW EXECUTE FUNCTION "audit_log_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
	FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_refuse_change"();
