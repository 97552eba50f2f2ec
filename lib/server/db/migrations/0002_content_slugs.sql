CREATE TABLE "news_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"news_id" uuid NOT NULL,
	"retired_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "magazine_issues" ADD COLUMN "cover" text DEFAULT '/images/magazine/issue.svg' NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "cover" text DEFAULT '/images/news/news.svg' NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news_slugs" ADD CONSTRAINT "news_slugs_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;