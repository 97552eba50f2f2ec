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
  'mobile', m.mobile, 'phone', m.phone, 'email', m.email, 'zip', m.zip, 'address', m.address))
FROM "members" m WHERE m.id = c.member_id;--> statement-breakpoint
UPDATE "contracts" SET "dealer" = '{"name":"泰嵐汽車 桃園營業所","salesperson":"張家豪","phone":"03-4835-6600","email":"taoyuan@dealer.tailan-trucks.example","address":"桃園市觀音區工業三路 8 號"}'::jsonb;--> statement-breakpoint
UPDATE "contracts" c SET "price" = jsonb_build_object(
  'vehicle', v.vehicle, 'options', p.total - v.vehicle, 'quantity', p.quantity,
  'net', p.total - round(p.total * 5 / 105.0)::int, 'tax', round(p.total * 5 / 105.0)::int, 'total', p.total,
  'deposit', least(p.deposit, floor(p.total * 0.1)::int), 'balance', p.total - least(p.deposit, floor(p.total * 0.1)::int))
FROM "preorders" p, LATERAL (
  SELECT coalesce(sum((line->>'amount')::int), 0) * p.quantity AS vehicle
  FROM jsonb_array_elements(p.price->'lines') line WHERE line->>'kind' IN ('vehicle', 'paint')
) v WHERE p.id = c.preorder_id;--> statement-breakpoint
ALTER TABLE "contracts" ALTER COLUMN "buyer" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ALTER COLUMN "dealer" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ALTER COLUMN "price" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_milestones" ADD COLUMN "key" text;--> statement-breakpoint
UPDATE "delivery_milestones" m SET "key" = CASE
  WHEN m.step = (SELECT max(step) FROM "delivery_milestones" d WHERE d.delivery_id = m.delivery_id) THEN 'handover'
  ELSE (ARRAY['contract', 'production', 'built', 'shipped', 'fitting', 'licensing', 'handover'])[least(m.step, 7)] END;--> statement-breakpoint
ALTER TABLE "delivery_milestones" ALTER COLUMN "key" SET NOT NULL;--> statement-breakpoint
UPDATE "preorders" SET "status" = 'contacting' WHERE "status" = 'confirmed';--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_preorder_key" ON "contracts" USING btree ("preorder_id");
