ALTER TABLE "driver_location_history" ADD COLUMN "speed_mps" real;--> statement-breakpoint
ALTER TABLE "driver_location_history" ADD COLUMN "accuracy_m" real;