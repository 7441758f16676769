CREATE TABLE "ride_status_counts" (
	"day" date NOT NULL,
	"status" text NOT NULL,
	"company_id" integer NOT NULL,
	"fleet_id" integer,
	"count" integer NOT NULL,
	CONSTRAINT "ride_status_counts_key" UNIQUE NULLS NOT DISTINCT("day","status","company_id","fleet_id")
);
--> statement-breakpoint
CREATE INDEX "ride_status_counts_company_day_idx" ON "ride_status_counts" USING btree ("company_id","day");