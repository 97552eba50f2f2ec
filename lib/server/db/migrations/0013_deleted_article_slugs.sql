CREATE TABLE "deleted_article_slugs" (
	"issue_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deleted_article_slugs_issue_id_slug_pk" PRIMARY KEY("issue_id","slug")
);
--> statement-breakpoint
ALTER TABLE "deleted_article_slugs" ADD CONSTRAINT "deleted_article_slugs_issue_id_magazine_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."magazine_issues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Articles deleted before this migration: their audit entries keep their slugs and former slugs, reserved from the day of the deletion.
INSERT INTO "deleted_article_slugs" ("issue_id", "slug", "deleted_at")
SELECT "record_id", "slug", max("at")
FROM "audit_log",
  jsonb_array_elements_text(coalesce("before" -> 'formerSlugs', '[]'::jsonb) || jsonb_build_array("before" -> 'slug')) AS "slugs"("slug")
WHERE "action" = 'magazine.article-delete' AND "record_id" IN (SELECT "id" FROM "magazine_issues")
GROUP BY "record_id", "slug";
