CREATE TABLE "quote_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"status" text NOT NULL,
	"issued_by" uuid NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"valid_until" text NOT NULL,
	"price" jsonb NOT NULL,
	"costs" jsonb NOT NULL,
	"financing" jsonb NOT NULL,
	"total" bigint NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"refusal_reason" text,
	"preorder_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "member_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN IF NOT EXISTS "quote_discount_limit" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "contact_mobile" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_versions" ADD CONSTRAINT "quote_versions_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_versions" ADD CONSTRAINT "quote_versions_issued_by_staff_accounts_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_versions" ADD CONSTRAINT "quote_versions_decided_by_staff_accounts_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_versions" ADD CONSTRAINT "quote_versions_preorder_id_preorders_id_fk" FOREIGN KEY ("preorder_id") REFERENCES "public"."preorders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quote_versions_quote_version_key" ON "quote_versions" USING btree ("quote_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_versions_preorder_key" ON "quote_versions" USING btree ("preorder_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_confirm_token_key" ON "quotes" USING btree ("confirm_token_hash");--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_member_or_contact" CHECK ("quotes"."member_id" is not null or "quotes"."contact_email" is not null);