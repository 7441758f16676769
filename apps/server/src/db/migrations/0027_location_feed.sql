CREATE TABLE "driver_device_tokens" (
	"driver_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" integer,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "driver_locations" ADD COLUMN "speed_mps" real;--> statement-breakpoint
ALTER TABLE "driver_locations" ADD COLUMN "accuracy_m" real;--> statement-breakpoint
ALTER TABLE "driver_device_tokens" ADD CONSTRAINT "driver_device_tokens_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_device_tokens" ADD CONSTRAINT "driver_device_tokens_issued_by_admins_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "driver_device_tokens_hash_unique" ON "driver_device_tokens" USING btree ("token_hash");--> statement-breakpoint
-- Hand-written: GPS history becomes a table partitioned by day on recorded_at (decision 138). Drizzle
-- cannot declare partitions, so its snapshot holds the plain table with the same columns and key.
-- Rows of days without their own partition land in the default one; the partitions job moves them
-- out when it creates that day's partition.
ALTER TABLE "driver_location_history" RENAME TO "driver_location_history_unpartitioned";--> statement-breakpoint
ALTER TABLE "driver_location_history_unpartitioned" DROP CONSTRAINT "driver_location_history_driver_id_drivers_id_fk";--> statement-breakpoint
DROP INDEX "driver_location_history_driver_idx";--> statement-breakpoint
CREATE TABLE "driver_location_history" (
	"driver_id" integer NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"heading" real DEFAULT 0 NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "driver_location_history_driver_id_recorded_at_pk" PRIMARY KEY("driver_id","recorded_at")
) PARTITION BY RANGE ("recorded_at");--> statement-breakpoint
ALTER TABLE "driver_location_history" ADD CONSTRAINT "driver_location_history_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "driver_location_history_default" PARTITION OF "driver_location_history" DEFAULT;--> statement-breakpoint
INSERT INTO "driver_location_history" ("driver_id", "lat", "lon", "heading", "recorded_at")
	SELECT "driver_id", "lat", "lon", "heading", "recorded_at" FROM "driver_location_history_unpartitioned"
	ON CONFLICT DO NOTHING;--> statement-breakpoint
DROP TABLE "driver_location_history_unpartitioned";