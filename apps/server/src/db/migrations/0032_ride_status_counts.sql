-- GET /rides status-tab counts per New York business day of pickup, status, company and fleet
-- (decision 143): kept exact by triggers in the ride change's own transaction, whatever writes rides.
-- A ride change adds 1 to its new key and takes 1 from its old one; a change within one key nets to
-- nothing and writes nothing. The rows are written in key order, so two rides moving between the same
-- two keys in opposite directions lock them in the same order (no deadlock between them).
CREATE FUNCTION ride_status_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ride_status_counts AS c (day, status, company_id, fleet_id, count)
  SELECT d.day, d.status, d.company_id, d.fleet_id, sum(d.delta)::integer
  FROM (
    SELECT (NEW.pickup_at AT TIME ZONE 'America/New_York')::date, NEW.status, NEW.company_id, NEW.fleet_id, 1
    WHERE TG_OP <> 'DELETE'
    UNION ALL
    SELECT (OLD.pickup_at AT TIME ZONE 'America/New_York')::date, OLD.status, OLD.company_id, OLD.fleet_id, -1
    WHERE TG_OP <> 'INSERT'
  ) d (day, status, company_id, fleet_id, delta)
  GROUP BY d.day, d.status, d.company_id, d.fleet_id
  HAVING sum(d.delta) <> 0
  ORDER BY d.day, d.status, d.company_id, d.fleet_id
  ON CONFLICT ON CONSTRAINT ride_status_counts_key DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER rides_status_counts_insert_delete AFTER INSERT OR DELETE ON rides
  FOR EACH ROW EXECUTE FUNCTION ride_status_counts_track();
--> statement-breakpoint
-- Only an update of a keyed column reaches the function: location and ETA updates cost nothing here.
CREATE TRIGGER rides_status_counts_update AFTER UPDATE OF pickup_at, status, company_id, fleet_id ON rides
  FOR EACH ROW
  WHEN ((OLD.pickup_at, OLD.status, OLD.company_id, OLD.fleet_id) IS DISTINCT FROM (NEW.pickup_at, NEW.status, NEW.company_id, NEW.fleet_id))
  EXECUTE FUNCTION ride_status_counts_track();
--> statement-breakpoint
CREATE FUNCTION ride_status_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM ride_status_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER rides_status_counts_truncate AFTER TRUNCATE ON rides
  FOR EACH STATEMENT EXECUTE FUNCTION ride_status_counts_clear();
--> statement-breakpoint
-- The counts from the rides themselves: the backfill below, and after a load that ran without triggers
-- (the seed's bulk mode, session_replication_role = replica). Rides are locked against writes meanwhile.
CREATE FUNCTION rebuild_ride_status_counts() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE rides IN SHARE MODE;
  DELETE FROM ride_status_counts;
  INSERT INTO ride_status_counts (day, status, company_id, fleet_id, count)
  SELECT (pickup_at AT TIME ZONE 'America/New_York')::date, status, company_id, fleet_id, count(*)::integer
  FROM rides
  GROUP BY 1, 2, 3, 4;
END $$;
--> statement-breakpoint
SELECT rebuild_ride_status_counts();
