DROP INDEX "rides_company_pickup_idx";--> statement-breakpoint
CREATE INDEX "rides_company_pickup_idx" ON "rides" USING btree ("company_id","pickup_at","id","status","fleet_id");