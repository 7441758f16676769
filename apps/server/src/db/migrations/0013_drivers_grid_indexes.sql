CREATE INDEX "cars_plate_trgm" ON "cars" USING gin ("plate_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "drivers_first_name_sort_idx" ON "drivers" USING btree ("first_name","id");--> statement-breakpoint
CREATE INDEX "drivers_email_sort_idx" ON "drivers" USING btree ("email","id");--> statement-breakpoint
CREATE INDEX "drivers_company_sort_idx" ON "drivers" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "drivers_address_state_sort_idx" ON "drivers" USING btree ("address_state","id");--> statement-breakpoint
CREATE INDEX "drivers_status_sort_idx" ON "drivers" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "drivers_created_at_sort_idx" ON "drivers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "drivers_full_name_trgm" ON "drivers" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "drivers_email_trgm" ON "drivers" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "drivers_phone_trgm" ON "drivers" USING gin ("phone_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "drivers_driver_license_trgm" ON "drivers" USING gin ("driver_license" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "drivers_tlc_license_trgm" ON "drivers" USING gin ("tlc_license" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rides_driver_finished_idx" ON "rides" USING btree ("driver_id","pickup_at") WHERE "rides"."status" = 'finished';