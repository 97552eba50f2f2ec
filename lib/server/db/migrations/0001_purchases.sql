-- 購車管理: contracts carry the buyer, the dealer and the price as they were when made; milestones
-- get a stable key; a pre-order becomes one contract at most; pre-orders' 'confirmed' is 'contacting'.
-- Rows written before this migration are filled from what they refer to, then the columns are required.
CREATE SEQUENCE "public"."contract_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
SELECT setval('contract_number_seq', (SELECT count(*) + 1 FROM "contracts"), false);--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "buyer" jsonb;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "dealer" jsonb;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "price" jsonb;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "balance_paid" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "contracts" c SET "buyer" = jsonb_strip_nulls(jsonb_build_object(
  'memberType', m.member_type, 'name', m.name,
  'idNumber', CASE WHEN m.id_number IS NULL THEN NULL ELSE left(m.id_number, 3) || repeat('*', greatest(length(m.id_number) - 6, 0)) || right(m.id_number, 3) END,
  'companyName', m.company_name, 'ubn', m.ubn, 'contactName', m.contact_name, 'contactTitle', m.contact_title,
  'mobile', m.mobile, 'phone', m.phone, 'email', m.email, 'zip', m.zip,
  'address', coalesce(ci.name, '') || coalesce(tw.name, '') || m.address))
FROM "members" m LEFT JOIN "cities" ci ON ci.id = m.city_id LEFT JOIN "towns" tw ON tw.id = m.town_id
WHERE m.id = c.member_id;--> statement-breakpoint
-- Every contract before this migration was the demo seed's, whose members live in the north.
UPDATE "contracts" SET "dealer" = '{"name":"泰嵐汽車 桃園營業所","salesperson":"張家豪","phone":"03-4835-6600","email":"taoyuan@dealer.tailan-trucks.example","address":"桃園市觀音區工業三路 8 號"}'::jsonb;--> statement-breakpoint
UPDATE "contracts" c SET "price" = jsonb_build_object(
  'vehicle', v.vehicle, 'options', p.total - v.vehicle, 'quantity', p.quantity,
  'net', p.total - round(p.total::numeric * 5 / 105)::int, 'tax', round(p.total::numeric * 5 / 105)::int, 'total', p.total,
  'deposit', least(p.deposit, floor(p.total::numeric / 10)::int), 'balance', p.total - least(p.deposit, floor(p.total::numeric / 10)::int))
FROM "preorders" p, LATERAL (
  SELECT coalesce(sum((line->>'amount')::numeric), 0)::bigint * p.quantity AS vehicle
  FROM jsonb_array_elements(p.price->'lines') line WHERE line->>'kind' IN ('vehicle', 'paint')
) v WHERE p.id = c.preorder_id;--> statement-breakpoint
ALTER TABLE "contracts" ALTER COLUMN "buyer" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ALTER COLUMN "dealer" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ALTER COLUMN "price" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_milestones" ADD COLUMN "key" text;--> statement-breakpoint
-- The demo seed's earlier milestone labels name their step; anything else goes by position.
UPDATE "delivery_milestones" m SET "key" = CASE m.label
  WHEN '合約簽署、訂金入帳' THEN 'contract' WHEN '原廠排產' THEN 'production' WHEN '車輛下線、品質檢驗' THEN 'built'
  WHEN '打造廠施工（貨斗）' THEN 'fitting' WHEN '領牌與驗車' THEN 'licensing' WHEN '交車' THEN 'handover'
  ELSE (ARRAY['contract', 'production', 'built', 'shipped', 'fitting', 'licensing', 'handover'])[least(m.step, 7)] END;--> statement-breakpoint
ALTER TABLE "delivery_milestones" ALTER COLUMN "key" SET NOT NULL;--> statement-breakpoint
UPDATE "preorders" SET "status" = 'contacting' WHERE "status" = 'confirmed';--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_preorder_key" ON "contracts" USING btree ("preorder_id");
