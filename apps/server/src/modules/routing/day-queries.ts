import { isDeepStrictEqual } from 'node:util';
import { count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { settings, zones } from '../../db/schema';
import { nextUpdatedAt } from '../../db/updated-at';
import { NOT_ROUTABLE_STATUSES, type StatsGroup } from './rules';

/** The SQL of a routing day: its rides in the state, their stats, and the zone resync. */

const routable = sql.raw(NOT_ROUTABLE_STATUSES.map((status) => `'${status}'`).join(', '));

/**
 * The day's rides in the state: picked up in one of its zones within [start, end), not drafts or
 * cancelled. `withUnzoned` adds rides with no pickup zone (the zone resync may place them).
 */
const dayRides = (state: string, start: Date, end: Date, withUnzoned = false): SQL => sql`
  select r.* from rides r
  where r.pickup_at >= ${start} and r.pickup_at < ${end} and r.status not in (${routable})
    and (r.pickup_zone_id in (select id from zones where state = ${state})
      ${withUnzoned ? sql`or r.pickup_zone_id is null` : sql``})`;

/** The day's rides grouped by New York hour of pickup and ride type, with the stats' counts. */
export async function selectStatsGroups(db: DbOrTx, state: string, start: Date, end: Date) {
  const { rows } = await db.execute<StatsGroup>(sql`
    with day as (
      select r.id, r.driver_id, r.pooled, r.ride_type_id, r.standing_order_id,
        extract(hour from r.pickup_at at time zone 'America/New_York')::int as hour,
        exists (select 1 from routing_route_rides rr where rr.ride_id = r.id) as processed
      from (${dayRides(state, start, end)}) r
    )
    select d.hour, d.ride_type_id as "rideTypeId", t.display_name as "rideType",
      count(*)::int as rides,
      (count(*) filter (where d.processed))::int as processed,
      (count(*) filter (where d.driver_id is not null))::int as assigned,
      (count(*) filter (where not d.processed and d.driver_id is null))::int as unprocessed,
      (count(*) filter (where d.pooled))::int as pooled,
      (count(*) filter (where d.pooled and d.processed))::int as "pooledProcessed",
      -- Rides a standing order created (both legs): decision 142.
      (count(*) filter (where d.standing_order_id is not null))::int as standing
    from day d join ride_types t on t.id = d.ride_type_id
    group by d.hour, d.ride_type_id, t.display_name`);
  return rows;
}

export async function countDayRoutes(db: DbOrTx, state: string, date: string) {
  const { rows } = await db.execute<{ routes: number; routed: number; processing: number }>(sql`
    select count(*)::int as routes,
      (count(*) filter (where status = 'finished'))::int as routed,
      (count(*) filter (where status = 'processing'))::int as processing
    from routing_routes where state = ${state} and service_date = ${date} and status <> 'deleted'`);
  return rows[0] ?? { routes: 0, routed: 0, processing: 0 };
}

export type RideZones = {
  id: number;
  startLat: number;
  startLon: number;
  destinationLat: number;
  destinationLon: number;
  pickupZoneId: number | null;
  destinationZoneId: number | null;
};

export async function selectRideZones(db: DbOrTx, state: string, start: Date, end: Date) {
  const { rows } = await db.execute<RideZones>(sql`
    select r.id::int as id, r.start_lat as "startLat", r.start_lon as "startLon",
      r.destination_lat as "destinationLat", r.destination_lon as "destinationLon",
      r.pickup_zone_id as "pickupZoneId", r.destination_zone_id as "destinationZoneId"
    from (${dayRides(state, start, end, true)}) r order by r.id`);
  return rows;
}

/**
 * Writes recomputed zones, each only where the ride still has the zones it was read with (a ride
 * edited meanwhile keeps its edit). Returns the ids changed.
 */
export async function updateRideZones(
  tx: DbOrTx,
  changes: readonly { read: RideZones; pickupZoneId: number | null; destinationZoneId: number | null }[],
) {
  if (changes.length === 0) return [];
  const values = sql.join(
    changes.map(
      (c) =>
        sql`(${c.read.id}::bigint, ${c.pickupZoneId}::int, ${c.destinationZoneId}::int, ${c.read.pickupZoneId}::int, ${c.read.destinationZoneId}::int)`,
    ),
    sql`, `,
  );
  const { rows } = await tx.execute<{ id: number }>(sql`
    update rides set pickup_zone_id = v.pickup, destination_zone_id = v.destination,
      updated_at = ${nextUpdatedAt(sql`rides.updated_at`)}
    from (values ${values}) as v(id, pickup, destination, was_pickup, was_destination)
    where rides.id = v.id and rides.pickup_zone_id is not distinct from v.was_pickup
      and rides.destination_zone_id is not distinct from v.was_destination
    returning rides.id::int as id`);
  return rows.map((row) => row.id);
}

export const countZonesByState = (db: DbOrTx) =>
  db.select({ state: zones.state, n: count() }).from(zones).groupBy(zones.state).orderBy(zones.state);

export const readSetting = async (db: DbOrTx, key: string) =>
  (await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)))[0]?.value;

/**
 * Stores a setting and answers what it held before (undefined when it was not set); what `same` finds
 * equal to the value (by default the value itself) is not written again.
 */
export async function writeSetting(
  tx: DbOrTx,
  key: string,
  value: unknown,
  same = (stored: unknown) => isDeepStrictEqual(stored, value),
) {
  const [before] = await tx
    .select()
    .from(settings)
    .where(inArray(settings.key, [key]))
    .for('update');
  if (same(before?.value)) return before?.value;
  await tx
    .insert(settings)
    .values({ key, value, updatedAt: new Date() })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
  return before?.value;
}
