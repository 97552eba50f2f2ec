CREATE TABLE "price_list_entries" (
	"price_list_id" uuid NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"price" integer NOT NULL,
	CONSTRAINT "price_list_entries_price_list_id_item_id_pk" PRIMARY KEY("price_list_id","item_id"),
	CONSTRAINT "price_list_entries_kind_check" CHECK ("price_list_entries"."item_kind" in ('vehicle', 'material', 'part')),
	CONSTRAINT "price_list_entries_price_check" CHECK ("price_list_entries"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "price_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid NOT NULL,
	"name" text NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "vehicle_families" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "price_list_entries" ADD CONSTRAINT "price_list_entries_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_family_id_vehicle_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."vehicle_families"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_created_by_staff_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_list_entries_item_idx" ON "price_list_entries" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "price_lists_family_idx" ON "price_lists" USING btree ("family_id","effective_from");