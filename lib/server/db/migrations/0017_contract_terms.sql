-- The vehicle sale contract's terms, versioned; each contract keeps the version it was made with (issue 36).
CREATE TABLE IF NOT EXISTS "contract_terms" (
	"version" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN IF NOT EXISTS "terms_version" text;--> statement-breakpoint
DO $$ BEGIN
	ALTER TABLE "contracts" ADD CONSTRAINT "contracts_terms_version_contract_terms_version_fk" FOREIGN KEY ("terms_version") REFERENCES "public"."contract_terms"("version") ON DELETE no action ON UPDATE no action;
EXCEPTION WHEN duplicate_object THEN NULL;
END $$;
