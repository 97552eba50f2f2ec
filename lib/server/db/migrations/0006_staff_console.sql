CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_id" uuid,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"record_kind" text NOT NULL,
	"record_id" uuid,
	"record_number" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "dealers" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"address" text NOT NULL,
	"cities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The dealer network that lib/server/services/dealers.ts held in code until now; the administrator manages it from here on.
INSERT INTO "dealers" ("code", "name", "phone", "email", "address", "cities") VALUES
	('north', '泰嵐汽車 桃園營業所', '03-4835-6600', 'taoyuan@dealer.tailan-trucks.example', '桃園市觀音區工業三路 8 號', '["臺北市","新北市","基隆市","桃園市","新竹市","新竹縣","宜蘭縣","花蓮縣","連江縣"]'),
	('central', '泰嵐汽車 臺中營業所', '04-2359-1200', 'taichung@dealer.tailan-trucks.example', '臺中市西屯區工業區一路 66 號', '["苗栗縣","臺中市","彰化縣","南投縣","雲林縣","金門縣"]'),
	('south', '泰嵐汽車 高雄營業所', '07-821-3300', 'kaohsiung@dealer.tailan-trucks.example', '高雄市前鎮區新生路 248 號', '["嘉義市","嘉義縣","臺南市","高雄市","屏東縣","臺東縣","澎湖縣"]');
--> statement-breakpoint
CREATE TABLE "milestone_date_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"milestone_id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"old_date" timestamp with time zone,
	"new_date" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"reason_text" text DEFAULT '' NOT NULL,
	"staff_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "preorder_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"preorder_id" uuid NOT NULL,
	"staff_id" uuid,
	"kind" text NOT NULL,
	"note" text NOT NULL,
	"next_step" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"role" text NOT NULL,
	"dealer_code" text,
	"password_hash" text,
	"totp_secret" text,
	"totp_pending_secret" text,
	"totp_last_step" integer,
	"recovery_code_hashes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"totp_enabled_at" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"staff_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "deposit_paid_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "deposit_method" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "dealer_code" text;--> statement-breakpoint
UPDATE "contracts" SET "dealer_code" = COALESCE((SELECT d."code" FROM "dealers" d WHERE d."name" = "contracts"."dealer"->>'name'), 'south');--> statement-breakpoint
ALTER TABLE "contracts" ALTER COLUMN "dealer_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "assignee_id" uuid;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "notice_prefs" jsonb DEFAULT '{"contacting":true,"milestones":true,"dateMoves":true}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "notice_key" text;--> statement-breakpoint
ALTER TABLE "preorders" ADD COLUMN "dealer_code" text;--> statement-breakpoint
UPDATE "preorders" SET "dealer_code" = COALESCE((SELECT d."code" FROM "members" m JOIN "cities" c ON c."id" = m."city_id" JOIN "dealers" d ON d."cities" ? c."name" WHERE m."id" = "preorders"."member_id"), 'south');--> statement-breakpoint
ALTER TABLE "preorders" ALTER COLUMN "dealer_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "preorders" ADD COLUMN "assignee_id" uuid;--> statement-breakpoint
ALTER TABLE "preorders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "preorders" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "preorders" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestone_date_changes" ADD CONSTRAINT "milestone_date_changes_milestone_id_delivery_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."delivery_milestones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestone_date_changes" ADD CONSTRAINT "milestone_date_changes_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestone_date_changes" ADD CONSTRAINT "milestone_date_changes_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preorder_contacts" ADD CONSTRAINT "preorder_contacts_preorder_id_preorders_id_fk" FOREIGN KEY ("preorder_id") REFERENCES "public"."preorders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preorder_contacts" ADD CONSTRAINT "preorder_contacts_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD CONSTRAINT "staff_accounts_dealer_code_dealers_code_fk" FOREIGN KEY ("dealer_code") REFERENCES "public"."dealers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_tokens" ADD CONSTRAINT "staff_tokens_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_record_idx" ON "audit_log" USING btree ("record_kind","record_id");--> statement-breakpoint
CREATE INDEX "audit_log_staff_idx" ON "audit_log" USING btree ("staff_id","at");--> statement-breakpoint
CREATE INDEX "milestone_date_changes_contract_idx" ON "milestone_date_changes" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "preorder_contacts_preorder_idx" ON "preorder_contacts" USING btree ("preorder_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_accounts_email_key" ON "staff_accounts" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_sessions_token_hash_key" ON "staff_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "staff_sessions_staff_idx" ON "staff_sessions" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "staff_tokens_staff_idx" ON "staff_tokens" USING btree ("staff_id");--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_dealer_code_dealers_code_fk" FOREIGN KEY ("dealer_code") REFERENCES "public"."dealers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_assignee_id_staff_accounts_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preorders" ADD CONSTRAINT "preorders_dealer_code_dealers_code_fk" FOREIGN KEY ("dealer_code") REFERENCES "public"."dealers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preorders" ADD CONSTRAINT "preorders_assignee_id_staff_accounts_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contracts_pipeline_idx" ON "contracts" USING btree ("dealer_code","status","created_at");--> statement-breakpoint
CREATE INDEX "contracts_created_idx" ON "contracts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "preorders_pipeline_idx" ON "preorders" USING btree ("dealer_code","status","created_at");--> statement-breakpoint
CREATE INDEX "preorders_created_idx" ON "preorders" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_notice_key_unique" UNIQUE("notice_key");--> statement-breakpoint
-- The audit log is append-only: what was done stays written.
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'audit_log is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE OR TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
