CREATE TABLE "kyc_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"submission_id" uuid,
	"part" text NOT NULL,
	"storage_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"replaced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kyc_files_part_check" CHECK ("kyc_files"."part" IN ('front', 'back', 'selfie'))
);
--> statement-breakpoint
CREATE TABLE "kyc_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"document_type" text NOT NULL,
	"document_number" text NOT NULL,
	"full_name" text NOT NULL,
	"birth_date" date NOT NULL,
	"rejections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"changed_parts" text[] DEFAULT '{}'::text[] NOT NULL,
	"note" text,
	"rounds" integer DEFAULT 1 NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kyc_submissions_status_check" CHECK ("kyc_submissions"."status" IN ('pending', 'approved', 'rejected')),
	CONSTRAINT "kyc_submissions_document_type_check" CHECK ("kyc_submissions"."document_type" IN ('national_id', 'passport', 'driving_licence'))
);
--> statement-breakpoint
CREATE TABLE "whatsapp_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"connector" text NOT NULL,
	"template" text NOT NULL,
	"text" text,
	"status" text NOT NULL,
	"provider_message_id" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"code_hash" text,
	"reference" text,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"sends" integer DEFAULT 0 NOT NULL,
	"last_sent_at" timestamp with time zone,
	"delivery_error" text,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_verifications_method_check" CHECK ("whatsapp_verifications"."method" IN ('code', 'manual')),
	CONSTRAINT "whatsapp_verifications_status_check" CHECK ("whatsapp_verifications"."status" IN ('pending', 'verified', 'rejected', 'expired', 'cancelled')),
	CONSTRAINT "whatsapp_verifications_attempts_check" CHECK ("whatsapp_verifications"."failed_attempts" >= 0 AND "whatsapp_verifications"."sends" >= 0)
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "verified_badge" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "identity_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "whatsapp_number" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "whatsapp_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kyc_files" ADD CONSTRAINT "kyc_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_files" ADD CONSTRAINT "kyc_files_submission_id_kyc_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."kyc_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD CONSTRAINT "kyc_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD CONSTRAINT "kyc_submissions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_verifications" ADD CONSTRAINT "whatsapp_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_verifications" ADD CONSTRAINT "whatsapp_verifications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kyc_files_submission_idx" ON "kyc_files" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "kyc_files_user_part_idx" ON "kyc_files" USING btree ("user_id","part");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_submissions_user_unique" ON "kyc_submissions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "kyc_submissions_status_submitted_idx" ON "kyc_submissions" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "whatsapp_outbox_to_created_idx" ON "whatsapp_outbox" USING btree ("to","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_verifications_pending_user_unique" ON "whatsapp_verifications" USING btree ("user_id") WHERE "whatsapp_verifications"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_verifications_reference_unique" ON "whatsapp_verifications" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "whatsapp_verifications_status_created_idx" ON "whatsapp_verifications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "whatsapp_verifications_user_idx" ON "whatsapp_verifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_whatsapp_number_unique" ON "users" USING btree ("whatsapp_number");--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_verified_badge" CHECK ("businesses"."verified_badge" IN ('granted', 'revoked'));--> statement-breakpoint
-- The verified badge (decision 062): a badge staff set wins; otherwise a business is verified when
-- its owner's identity is. Businesses verified before this migration were set by staff.
UPDATE "businesses" SET "verified_badge" = 'granted' WHERE "verified";--> statement-breakpoint
CREATE FUNCTION businesses_set_verified() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW."verified" := CASE NEW."verified_badge"
		WHEN 'granted' THEN true
		WHEN 'revoked' THEN false
		ELSE EXISTS (SELECT 1 FROM "users" u WHERE u."id" = NEW."owner_id" AND u."identity_verified_at" IS NOT NULL)
	END;
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER businesses_verified_on_write BEFORE INSERT OR UPDATE OF "verified_badge", "owner_id" ON "businesses"
	FOR EACH ROW EXECUTE FUNCTION businesses_set_verified();--> statement-breakpoint
CREATE FUNCTION users_identity_verified_to_businesses() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "businesses" SET "verified" = (NEW."identity_verified_at" IS NOT NULL)
	WHERE "owner_id" = NEW."id" AND "verified_badge" IS NULL
		AND "verified" IS DISTINCT FROM (NEW."identity_verified_at" IS NOT NULL);
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_identity_verified_changed AFTER UPDATE OF "identity_verified_at" ON "users"
	FOR EACH ROW WHEN (OLD."identity_verified_at" IS DISTINCT FROM NEW."identity_verified_at")
	EXECUTE FUNCTION users_identity_verified_to_businesses();
