-- Where an uploaded picture's subject is, in % from its left and top: every frame is cut around it (object-fit: cover).
ALTER TABLE "media" ADD COLUMN IF NOT EXISTS "focus_x" smallint DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN IF NOT EXISTS "focus_y" smallint DEFAULT 50 NOT NULL;--> statement-breakpoint
-- The demo catalog's 擇一組 were named by codes (cargo-body …) that the console showed as they were: named in words now, as an editor names a group.
UPDATE "car_parts" SET "exclusive_group" = CASE "exclusive_group"
	WHEN 'cargo-body' THEN '車斗車廂'
	WHEN 'tail-lift' THEN '尾門升降機'
	WHEN 'crane' THEN '吊桿'
	WHEN 'fifth-wheel' THEN '第五輪座'
	WHEN 'fuel-tank' THEN '油箱'
	WHEN 'retarder' THEN '緩速器'
END
WHERE "exclusive_group" IN ('cargo-body', 'tail-lift', 'crane', 'fifth-wheel', 'fuel-tank', 'retarder');
