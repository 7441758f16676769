ALTER TABLE "drivers" DROP CONSTRAINT "drivers_status_check";--> statement-breakpoint
UPDATE "drivers" SET "status" = CASE "status" WHEN 'pending' THEN 'waiting_for_approval' WHEN 'active' THEN 'active' ELSE 'disabled' END;--> statement-breakpoint
ALTER TABLE "drivers" ALTER COLUMN "status" SET DEFAULT 'waiting_for_approval';--> statement-breakpoint
ALTER TABLE "zones" ALTER COLUMN "min_lat" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "zones" ALTER COLUMN "min_lon" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "zones" ALTER COLUMN "max_lat" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "zones" ALTER COLUMN "max_lon" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_status_check" CHECK ("drivers"."status" in ('active', 'waiting_for_approval', 'disabled'));