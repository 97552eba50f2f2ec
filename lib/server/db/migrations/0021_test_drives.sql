CREATE TABLE "test_drives" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"point_id" uuid NOT NULL,
	"dealer_code" text NOT NULL,
	"family_id" uuid NOT NULL,
	"vehicle_id" uuid,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text NOT NULL,
	"licence" text NOT NULL,
	"member_id" uuid,
	"hold_until" timestamp with time zone,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"sequence" integer DEFAULT 0 NOT NULL,
	"assignee_id" uuid,
	"called_back_at" timestamp with time zone,
	"cancel_reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_drives_number_unique" UNIQUE("number"),
	CONSTRAINT "test_drives_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN IF NOT EXISTS "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "vehicle_families" ADD COLUMN IF NOT EXISTS "tows_trailer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "dealer_points" ADD COLUMN "test_drive_trucks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "test_drives" ADD CONSTRAINT "test_drives_point_id_dealer_points_id_fk" FOREIGN KEY ("point_id") REFERENCES "public"."dealer_points"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drives" ADD CONSTRAINT "test_drives_dealer_code_dealers_code_fk" FOREIGN KEY ("dealer_code") REFERENCES "public"."dealers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drives" ADD CONSTRAINT "test_drives_family_id_vehicle_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."vehicle_families"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drives" ADD CONSTRAINT "test_drives_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drives" ADD CONSTRAINT "test_drives_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drives" ADD CONSTRAINT "test_drives_assignee_id_staff_accounts_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_drives_slot_idx" ON "test_drives" USING btree ("point_id","family_id","starts_at");--> statement-breakpoint
CREATE INDEX "test_drives_mobile_idx" ON "test_drives" USING btree ("mobile","starts_at");--> statement-breakpoint
CREATE INDEX "test_drives_email_idx" ON "test_drives" USING btree ("email","starts_at");--> statement-breakpoint
CREATE INDEX "test_drives_dealer_idx" ON "test_drives" USING btree ("dealer_code","starts_at");--> statement-breakpoint
-- 預約試乘: the demo sales points keep one test truck of each family (五股 two), the console keeps them from here on.
UPDATE "dealer_points" SET "test_drive_trucks" = CASE WHEN "slug" = 'newtaipei-wugu' THEN 2 ELSE 1 END WHERE "services" ? 'sales';
--> statement-breakpoint
-- The demo TX tractor (its seeded id, lib/server/seed/stable-id.ts) pulls semi-trailers: a 聯結車 licence drives it.
UPDATE "vehicle_families" SET "tows_trailer" = true WHERE "id" = '1ee67059-41b6-5b8e-81f1-be499d10e506';
