-- The surge page counts the online drivers on a ride (bench/results/backoffice-api-notes.md): each online driver's
-- rides under way from their own small index, not every ride of the driver's history.
CREATE INDEX "rides_driver_busy_idx" ON "rides" USING btree ("driver_id") WHERE "rides"."status" in ('accepted', 'arriving', 'arrived', 'in_progress');