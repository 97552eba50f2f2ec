CREATE SEQUENCE "public"."quote_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"member_id" uuid NOT NULL,
	"family_id" uuid NOT NULL,
	"point_id" uuid NOT NULL,
	"dealer_code" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"quantity" integer NOT NULL,
	"configuration" jsonb NOT NULL,
	"price" jsonb NOT NULL,
	"use" text NOT NULL,
	"plate_day" text NOT NULL,
	"financing" jsonb NOT NULL,
	"costs" jsonb NOT NULL,
	"total" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "road_fees" (
	"kind" text PRIMARY KEY NOT NULL,
	"amount" bigint NOT NULL,
	"basis" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN IF NOT EXISTS "displacement_cc" integer;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_family_id_vehicle_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."vehicle_families"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_point_id_dealer_points_id_fk" FOREIGN KEY ("point_id") REFERENCES "public"."dealer_points"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_dealer_code_dealers_code_fk" FOREIGN KEY ("dealer_code") REFERENCES "public"."dealers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotes_member_idx" ON "quotes" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "quotes_dealer_idx" ON "quotes" USING btree ("dealer_code","status","created_at");--> statement-breakpoint
-- The demo's engines, for a database seeded before vehicles had a displacement (a fresh one is seeded with them).
UPDATE "vehicles" SET "displacement_cc" = CASE (SELECT "series" FROM "vehicle_families" WHERE "vehicle_families"."id" = "vehicles"."family_id")
	WHEN 'TL 35' THEN 2999 WHEN 'TM 85' THEN 5123 WHEN 'TH 6x4' THEN 12913 WHEN 'TX 曳引' THEN 12913 END
WHERE "displacement_cc" IS NULL;
