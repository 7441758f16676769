CREATE TABLE "broker_trip_states" (
	"ride_id" bigint PRIMARY KEY NOT NULL,
	"broker" text NOT NULL,
	"reference_id" text NOT NULL,
	"broker_status" text,
	"broker_updated_at" timestamp with time zone,
	"synced_at" timestamp with time zone NOT NULL,
	"synced_by" integer,
	CONSTRAINT "broker_trip_states_broker_check" CHECK ("broker_trip_states"."broker" in ('sentry', 'sentry2', 'arro')),
	CONSTRAINT "broker_trip_states_status_check" CHECK ("broker_trip_states"."broker_status" is null or "broker_trip_states"."broker_status" in ('offered', 'scheduled', 'in_progress', 'completed', 'canceled', 'no_show'))
);
--> statement-breakpoint
ALTER TABLE "broker_trip_states" ADD CONSTRAINT "broker_trip_states_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broker_trip_states" ADD CONSTRAINT "broker_trip_states_synced_by_admins_id_fk" FOREIGN KEY ("synced_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "broker_trip_states_synced_idx" ON "broker_trip_states" USING btree ("synced_at");