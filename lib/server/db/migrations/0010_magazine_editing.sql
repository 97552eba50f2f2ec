CREATE TABLE "magazine_article_slugs" (
	"issue_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"article_id" uuid NOT NULL,
	"retired_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "magazine_article_slugs_issue_id_slug_pk" PRIMARY KEY("issue_id","slug")
);
--> statement-breakpoint
CREATE TABLE "magazine_issue_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"issue_id" uuid NOT NULL,
	"retired_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "magazine_issues" ALTER COLUMN "published_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "magazine_articles" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "magazine_issues" ADD COLUMN "cover_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "magazine_issues" ADD COLUMN "state" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "magazine_issues" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "magazine_issues" ADD COLUMN "seo_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "magazine_issues" ADD COLUMN "seo_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "magazine_issues" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "magazine_issues" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "magazine_article_slugs" ADD CONSTRAINT "magazine_article_slugs_issue_id_magazine_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."magazine_issues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magazine_article_slugs" ADD CONSTRAINT "magazine_article_slugs_article_id_magazine_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."magazine_articles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magazine_issue_slugs" ADD CONSTRAINT "magazine_issue_slugs_issue_id_magazine_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."magazine_issues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A published or withdrawn issue has its time; a draft may not have one yet (lib/content/news-status.ts).
ALTER TABLE "magazine_issues" ADD CONSTRAINT "magazine_issues_state_check" CHECK ("state" IN ('draft', 'published', 'withdrawn') AND ("state" = 'draft' OR "published_at" IS NOT NULL));
