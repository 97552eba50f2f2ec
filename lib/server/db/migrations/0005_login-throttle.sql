CREATE TABLE "login_failures" (
	"account" text NOT NULL,
	"source" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"wait_until" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_failures_account_source_pk" PRIMARY KEY("account","source")
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "decoy" boolean DEFAULT false NOT NULL;