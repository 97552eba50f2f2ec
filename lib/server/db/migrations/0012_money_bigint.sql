ALTER TABLE "car_parts" ALTER COLUMN "price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "color_materials" ALTER COLUMN "surcharge" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "contracts" ALTER COLUMN "total" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "contracts" ALTER COLUMN "deposit_paid" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "contracts" ALTER COLUMN "balance_paid" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "preorders" ALTER COLUMN "total" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "preorders" ALTER COLUMN "deposit" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "vehicles" ALTER COLUMN "price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "price_list_entries" ALTER COLUMN "price" SET DATA TYPE bigint;