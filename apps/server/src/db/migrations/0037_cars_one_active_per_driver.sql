-- A driver left with more than one active car (before the rule had its index) keeps the one changed last.
UPDATE "cars" SET "status" = 'offline', "updated_at" = now()
WHERE "status" = 'active' AND "driver_id" IS NOT NULL AND "id" <> (
  SELECT "kept"."id" FROM "cars" "kept"
  WHERE "kept"."driver_id" = "cars"."driver_id" AND "kept"."status" = 'active'
  ORDER BY "kept"."updated_at" DESC, "kept"."id" DESC LIMIT 1
);--> statement-breakpoint
CREATE UNIQUE INDEX "cars_one_active_per_driver" ON "cars" USING btree ("driver_id") WHERE "cars"."status" = 'active';
