-- The day summary's row triggers fire when the ride change commits (decision 166), not at the change:
-- a summary row is then locked for the commit alone, not for the rest of the ride change's transaction
-- (its events, audit and outbox rows, each a round trip from the API). Rides of one day, company, fleet
-- and status changed at once no longer queue behind each other's whole transactions. Each queued
-- event keeps its own OLD and NEW, so a ride changed twice in one transaction still counts once.
DROP TRIGGER rides_status_counts_insert_delete ON rides;
--> statement-breakpoint
DROP TRIGGER rides_status_counts_update ON rides;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER rides_status_counts_insert_delete AFTER INSERT OR DELETE ON rides
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ride_status_counts_track();
--> statement-breakpoint
-- Only an update of a keyed column reaches the function: location and ETA updates cost nothing here.
CREATE CONSTRAINT TRIGGER rides_status_counts_update AFTER UPDATE OF pickup_at, status, company_id, fleet_id ON rides
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW
  WHEN ((OLD.pickup_at, OLD.status, OLD.company_id, OLD.fleet_id) IS DISTINCT FROM (NEW.pickup_at, NEW.status, NEW.company_id, NEW.fleet_id))
  EXECUTE FUNCTION ride_status_counts_track();
