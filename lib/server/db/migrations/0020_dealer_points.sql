CREATE TABLE "dealer_points" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"dealer_code" text NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"town" text NOT NULL,
	"street" text NOT NULL,
	"zip" text NOT NULL,
	"phone" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"services" jsonb NOT NULL,
	"hours" jsonb NOT NULL,
	"opens_on_holidays" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealer_points_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "dealer_points" ADD CONSTRAINT "dealer_points_dealer_code_dealers_code_fk" FOREIGN KEY ("dealer_code") REFERENCES "public"."dealers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dealer_points_city_idx" ON "dealer_points" USING btree ("city","town");
--> statement-breakpoint
-- The demo dealers' points across Taiwan (the three dealers' own addresses among them), as 0006 wrote the dealers; until the console edits points (issue 38), a change is a migration.
-- Hours: Sunday first, each day's openings on the Taipei clock; the 中壢 workshop also opens on national holidays.
INSERT INTO "dealer_points" ("slug", "dealer_code", "name", "city", "town", "street", "zip", "phone", "latitude", "longitude", "services", "hours", "opens_on_holidays") VALUES
	('taoyuan-guanyin', 'north', '泰嵐汽車 桃園營業所', '桃園市', '觀音區', '工業三路 8 號', '328', '03-4835-6600', 25.0592, 121.1406, '["sales", "service", "heavy-bay"]', '[[], [["08:30", "12:00"], ["13:00", "17:30"]], [["08:30", "12:00"], ["13:00", "17:30"]], [["08:30", "12:00"], ["13:00", "17:30"]], [["08:30", "12:00"], ["13:00", "17:30"]], [["08:30", "12:00"], ["13:00", "17:30"]], [["08:30", "12:00"]]]', false),
	('taoyuan-zhongli', 'north', '泰嵐汽車 中壢服務廠', '桃園市', '中壢區', '民族路六段 200 號', '320', '03-4526-1180', 24.9784, 121.1957, '["service", "heavy-bay"]', '[[], [["08:00", "20:00"]], [["08:00", "20:00"]], [["08:00", "20:00"]], [["08:00", "20:00"]], [["08:00", "20:00"]], [["08:00", "17:00"]]]', true),
	('newtaipei-wugu', 'north', '泰嵐汽車 五股營業所', '新北市', '五股區', '五工路 120 號', '248', '02-2298-7100', 25.0652, 121.4452, '["sales", "service"]', '[[], [["08:30", "12:00"], ["13:00", "17:30"]], [["08:30", "12:00"], ["13:00", "17:30"]], [["08:30", "12:00"], ["13:00", "17:30"]], [["08:30", "12:00"], ["13:00", "17:30"]], [["08:30", "12:00"], ["13:00", "17:30"]], [["08:30", "12:00"]]]', false),
	('yilan-wujie', 'north', '泰嵐汽車 宜蘭服務站', '宜蘭縣', '五結鄉', '利工一路 36 號', '268', '03-990-5200', 24.672, 121.8065, '["service"]', '[[], [["08:30", "12:00"], ["13:00", "17:30"]], [["08:30", "12:00"], ["13:00", "17:30"]], [["08:30", "12:00"], ["13:00", "17:30"]], [["08:30", "12:00"], ["13:00", "17:30"]], [["08:30", "12:00"], ["13:00", "17:30"]], [["08:30", "12:00"]]]', false),
	('hualien-jian', 'north', '泰嵐汽車 花蓮服務站', '花蓮縣', '吉安鄉', '中華路二段 88 號', '973', '03-852-6100', 23.9622, 121.5829, '["service"]', '[[], [["08:30", "12:00"], ["13:00", "17:30"]], [["08:30", "12:00"], ["13:00", "17:30"]], [["08:30", "12:00"], ["13:00", "17:30"]], [["08:30", "12:00"], ["13:00", "17:30"]], [["08:30", "12:00"], ["13:00", "17:30"]], [["08:30", "12:00"]]]', false),
	('taichung-xitun', 'central', '泰嵐汽車 臺中營業所', '臺中市', '西屯區', '工業區一路 66 號', '407', '04-2359-1200', 24.1792, 120.609, '["sales", "service", "heavy-bay"]', '[[], [["08:30", "12:00"], ["13:00", "17:30"]], [["08:30", "12:00"], ["13:00", "17:30"]], [["08:30", "12:00"], ["13:00", "17:30"]], [["08:30", "12:00"], ["13:00", "17:30"]], [["08:30", "12:00"], ["13:00", "17:30"]], [["08:30", "12:00"]]]', false),
	('changhua-lukang', 'central', '彰濱車體（泰嵐特約車體打造廠）', '彰化縣', '鹿港鎮', '鹿工路 12 號', '505', '04-781-2300', 24.086, 120.4215, '["body-builder"]', '[[], [["08:30", "12:00"], ["13:00", "17:30"]], [["08:30", "12:00"], ["13:00", "17:30"]], [["08:30", "12:00"], ["13:00", "17:30"]], [["08:30", "12:00"], ["13:00", "17:30"]], [["08:30", "12:00"], ["13:00", "17:30"]], []]', false),
	('yunlin-douliu', 'central', '泰嵐汽車 斗六服務站', '雲林縣', '斗六市', '雲林路二段 315 號', '640', '05-551-8800', 23.693, 120.526, '["service", "heavy-bay"]', '[[], [["08:30", "12:00"], ["13:00", "17:30"]], [["08:30", "12:00"], ["13:00", "17:30"]], [["08:30", "12:00"], ["13:00", "17:30"]], [["08:30", "12:00"], ["13:00", "17:30"]], [["08:30", "12:00"], ["13:00", "17:30"]], [["08:30", "12:00"]]]', false),
	('tainan-annan', 'south', '泰嵐汽車 臺南營業所', '臺南市', '安南區', '科技五路 18 號', '709', '06-384-2600', 23.098, 120.136, '["sales", "service"]', '[[], [["08:30", "12:00"], ["13:00", "17:30"]], [["08:30", "12:00"], ["13:00", "17:30"]], [["08:30", "12:00"], ["13:00", "17:30"]], [["08:30", "12:00"], ["13:00", "17:30"]], [["08:30", "12:00"], ["13:00", "17:30"]], [["08:30", "12:00"]]]', false),
	('kaohsiung-qianzhen', 'south', '泰嵐汽車 高雄營業所', '高雄市', '前鎮區', '新生路 248 號', '806', '07-821-3300', 22.5958, 120.3098, '["sales", "service", "heavy-bay"]', '[[], [["08:30", "12:00"], ["13:00", "17:30"]], [["08:30", "12:00"], ["13:00", "17:30"]], [["08:30", "12:00"], ["13:00", "17:30"]], [["08:30", "12:00"], ["13:00", "17:30"]], [["08:30", "12:00"], ["13:00", "17:30"]], [["08:30", "12:00"]]]', false),
	('pingtung-pingtung', 'south', '泰嵐汽車 屏東服務站', '屏東縣', '屏東市', '工業五路 9 號', '900', '08-755-3100', 22.69, 120.503, '["service"]', '[[], [["08:30", "12:00"], ["13:00", "17:30"]], [["08:30", "12:00"], ["13:00", "17:30"]], [["08:30", "12:00"], ["13:00", "17:30"]], [["08:30", "12:00"], ["13:00", "17:30"]], [["08:30", "12:00"], ["13:00", "17:30"]], [["08:30", "12:00"]]]', false);
