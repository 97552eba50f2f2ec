-- A plan is in step order (issue 36). Plans written before that rule may have a step planned on a Taipei day
-- before the steps ahead of it (a date moved later without the steps after it). Each such step not yet done
-- moves to the latest day of the steps ahead of it, and the move is kept with its reason, as a person's move
-- is, so the member and the staff read why the date changed. Run again, it finds nothing out of order.
INSERT INTO "milestone_date_changes" ("milestone_id", "contract_id", "old_date", "new_date", "reason", "reason_text", "created_at")
SELECT "id", "contract_id", "planned_at", "ahead", 'other', '依前一階段的日期調整，使交車計畫依步驟順序', now()
FROM (
  SELECT m."id", d."contract_id", m."planned_at", m."done_at",
    max(coalesce(m."done_at", m."planned_at")) OVER (PARTITION BY m."delivery_id" ORDER BY m."step" ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS "ahead"
  FROM "delivery_milestones" m JOIN "deliveries" d ON d."id" = m."delivery_id"
) plan
WHERE "done_at" IS NULL AND "planned_at" IS NOT NULL AND "ahead" IS NOT NULL
  AND (("planned_at" AT TIME ZONE 'UTC') + interval '8 hours')::date < (("ahead" AT TIME ZONE 'UTC') + interval '8 hours')::date;
--> statement-breakpoint
UPDATE "delivery_milestones" SET "planned_at" = plan."ahead"
FROM (
  SELECT m."id", m."planned_at", m."done_at",
    max(coalesce(m."done_at", m."planned_at")) OVER (PARTITION BY m."delivery_id" ORDER BY m."step" ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS "ahead"
  FROM "delivery_milestones" m
) plan
WHERE plan."id" = "delivery_milestones"."id" AND plan."done_at" IS NULL AND plan."planned_at" IS NOT NULL AND plan."ahead" IS NOT NULL
  AND ((plan."planned_at" AT TIME ZONE 'UTC') + interval '8 hours')::date < ((plan."ahead" AT TIME ZONE 'UTC') + interval '8 hours')::date;
--> statement-breakpoint
UPDATE "deliveries" SET "estimated_at" = last."at"
FROM (
  SELECT DISTINCT ON ("delivery_id") "delivery_id", coalesce("done_at", "planned_at") AS "at"
  FROM "delivery_milestones" ORDER BY "delivery_id", "step" DESC
) last
WHERE last."delivery_id" = "deliveries"."id" AND last."at" IS NOT NULL AND "deliveries"."estimated_at" IS DISTINCT FROM last."at";
