-- Billing notes used to enter a ride's log as plain 'note' lines, which every staff user could read.
-- They now have their own event type, shown only with rides.view-billing-notes; earlier lines are
-- found by the note they copied (same ride, author and text) and given that type.
UPDATE "ride_events" AS e
SET "event_type" = 'billing_note'
FROM "notes" AS n
WHERE e."event_type" = 'note'
  AND n."category" = 'billing'
  AND n."entity_type" = 'ride'
  AND n."entity_id" = e."ride_id"
  AND n."body" = e."body"
  AND n."admin_id" IS NOT DISTINCT FROM e."admin_id";
