CREATE TABLE "ride_late_risks" (
	"ride_id" integer PRIMARY KEY NOT NULL,
	"driver_id" integer NOT NULL,
	"pickup_at" timestamp with time zone NOT NULL,
	"predicted_pickup_at" timestamp with time zone,
	"minutes_late" integer,
	"at_risk" boolean NOT NULL,
	"reason" text,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ride_late_risks_reason_check" CHECK (("ride_late_risks"."at_risk" and "ride_late_risks"."reason" in ('no_gps', 'driver_on_another_ride', 'driver_far')) or (not "ride_late_risks"."at_risk" and "ride_late_risks"."reason" is null))
);
--> statement-breakpoint
ALTER TABLE "ride_late_risks" ADD CONSTRAINT "ride_late_risks_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_late_risks" ADD CONSTRAINT "ride_late_risks_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ride_late_risks_at_risk_idx" ON "ride_late_risks" USING btree ("ride_id") WHERE "ride_late_risks"."at_risk";