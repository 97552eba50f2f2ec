CREATE TABLE "balance_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"paid_on" timestamp with time zone NOT NULL,
	"method" text NOT NULL,
	"staff_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN IF NOT EXISTS "review_waived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "balance_payments" ADD CONSTRAINT "balance_payments_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_payments" ADD CONSTRAINT "balance_payments_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "balance_payments_contract_idx" ON "balance_payments" USING btree ("contract_id");