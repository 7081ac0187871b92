CREATE TABLE "vcard_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vcard_id" uuid NOT NULL,
	"type" text NOT NULL,
	"channel" text,
	"country" text,
	"device" text DEFAULT 'unknown' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vcard_leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vcard_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"message" text NOT NULL,
	"country" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vcards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"full_name" text NOT NULL,
	"job_title" text,
	"company" text,
	"phone" text,
	"email" text,
	"website" text,
	"address" text,
	"facebook" text,
	"linkedin" text,
	"instagram" text,
	"whatsapp" text,
	"photo_key" text,
	"photo_thumb_key" text,
	"template" text DEFAULT 'classic' NOT NULL,
	"language" text,
	"is_public" boolean DEFAULT true NOT NULL,
	"show_contact_form" boolean DEFAULT true NOT NULL,
	"enable_analytics" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"views_count" integer DEFAULT 0 NOT NULL,
	"scans_count" integer DEFAULT 0 NOT NULL,
	"shares_count" integer DEFAULT 0 NOT NULL,
	"contacts_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vcard_events" ADD CONSTRAINT "vcard_events_vcard_id_vcards_id_fk" FOREIGN KEY ("vcard_id") REFERENCES "public"."vcards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vcard_leads" ADD CONSTRAINT "vcard_leads_vcard_id_vcards_id_fk" FOREIGN KEY ("vcard_id") REFERENCES "public"."vcards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vcards" ADD CONSTRAINT "vcards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vcard_events_card_created_idx" ON "vcard_events" USING btree ("vcard_id","created_at");--> statement-breakpoint
CREATE INDEX "vcard_leads_card_created_idx" ON "vcard_leads" USING btree ("vcard_id","created_at");--> statement-breakpoint
CREATE INDEX "vcard_leads_unread_idx" ON "vcard_leads" USING btree ("vcard_id") WHERE "vcard_leads"."read_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "vcards_slug_unique" ON "vcards" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "vcards_user_created_idx" ON "vcards" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_tokens_secret_hash_unique" ON "user_tokens" USING btree ("secret_hash");