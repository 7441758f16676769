import { DRIVER_HELD_STATUSES } from '@fleetdesk/contract';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { hiddenFromMarketplace } from '../../db/fleet-reach';
import { rides, rideTypes } from '../../db/schema';

/** Statuses in which a ride keeps its driver busy (what "active trips" counts). */
const BUSY_STATUSES = sql.raw(`(${DRIVER_HELD_STATUSES.map((status) => `'${status}'`).join(', ')})`);
/** Statuses in which the driver is driving toward or with a rider now (the map's "current ride"). */
const MOVING_STATUSES = sql.raw(`('accepted', 'arriving', 'arrived', 'in_progress')`);
/** Straight-line candidates handed to the router: enough for the map, few enough for one table call. */
export const CANDIDATE_LIMIT = 50;

export interface CandidateFilter {
  lat: number;
  lon: number;
  includeOffline: boolean;
  fleetId: number | null;
  excludeDriverId: number | null;
  maxActiveTrips: number | null;
  needsWav: boolean;
  needsStretcher: boolean;
  /** The rider whose earlier drivers are marked preferred. */
  riderId: number | null;
}

export interface CandidateRow {
  [key: string]: unknown;
  id: number;
  first_name: string;
  last_name: string;
  phone_number: string;
  online: boolean;
  is_go_to_destination: boolean;
  fleet_id: number | null;
  fleet_name: string | null;
  lat: number;
  lon: number;
  heading: number;
  location_updated_at: Date | string;
  car_make: string | null;
  car_model: string | null;
  car_color: string | null;
  car_year: number | null;
  car_plate_number: string | null;
  wav: boolean | null;
  s_wav: boolean | null;
  active_trips: number;
  preferred_driver: boolean;
  current_ride_id: number | null;
  current_dropoff_lat: number | null;
  current_dropoff_lon: number | null;
}

/** How many nearest drivers the car, load and credential checks look at (keeps 20 000 drivers cheap). */
const NEAREST_POOL = 500;

/**
 * Active drivers with a known position, nearest first by straight line (longitude scaled by the
 * latitude so a degree east counts what it measures in New York), with their car, load and current
 * ride. The per-driver lookups run only for the nearest pool, not for every driver in the city.
 */
export async function findCandidateDrivers(db: DbOrTx, f: CandidateFilter): Promise<CandidateRow[]> {
  const lonScale = Math.cos((f.lat * Math.PI) / 180);
  const result = await db.execute<CandidateRow>(sql`
    with near as (
      select d.id, d.first_name, d.last_name, d.phone_number, d.online, d.is_go_to_destination, d.fleet_id,
        l.lat, l.lon, l.heading, l.updated_at as location_updated_at,
        power(l.lat - ${f.lat}, 2) + power((l.lon - ${f.lon}) * ${lonScale}, 2) as closeness
      from drivers d
      join driver_locations l on l.driver_id = d.id
      where d.status = 'active'
        ${f.includeOffline ? sql`` : sql`and d.online`}
        ${f.fleetId === null ? sql`` : sql`and d.fleet_id = ${f.fleetId}`}
        ${f.excludeDriverId === null ? sql`` : sql`and d.id <> ${f.excludeDriverId}`}
      order by closeness, d.id
      limit ${NEAREST_POOL}
    )
    select near.*, fl.name as fleet_name,
      c.make as car_make, c.model as car_model, c.color as car_color, c.year as car_year,
      c.plate_number as car_plate_number, c.wav, c.s_wav,
      load.active_trips, cur.id as current_ride_id,
      cur.destination_lat as current_dropoff_lat, cur.destination_lon as current_dropoff_lon,
      ${f.riderId === null ? sql`false` : sql`exists (select 1 from rides p where p.user_id = ${f.riderId} and p.driver_id = near.id and p.status = 'finished')`} as preferred_driver
    from near
    left join fleets fl on fl.id = near.fleet_id
    left join lateral (
      select * from cars where cars.driver_id = near.id and cars.status = 'active' order by cars.id limit 1
    ) c on true
    cross join lateral (
      select count(*)::int as active_trips from rides r where r.driver_id = near.id and r.status in ${BUSY_STATUSES}
    ) load
    left join lateral (
      select r.id, r.destination_lat, r.destination_lon from rides r
      where r.driver_id = near.id and r.status in ${MOVING_STATUSES} order by r.pickup_at limit 1
    ) cur on true
    where true
      ${f.maxActiveTrips === null ? sql`` : sql`and load.active_trips < ${f.maxActiveTrips}`}
      ${f.needsWav ? sql`and coalesce(c.wav, false)` : sql``}
      ${f.needsStretcher ? sql`and coalesce(c.s_wav, false)` : sql``}
    order by near.closeness, near.id
    limit ${CANDIDATE_LIMIT}`);
  return result.rows;
}

/** What the ETA lookup reads of a ride: its driver, rider, needs, and whose fleet it is. */
export async function findRideNeeds(db: DbOrTx, id: number) {
  const [ride] = await db
    .select({
      driverId: rides.driverId,
      userId: rides.userId,
      fleetId: rides.fleetId,
      companyId: rides.companyId,
      status: rides.status,
      availableForDrivers: rides.availableForDrivers,
      hiddenFromMarketplace: sql<boolean>`${hiddenFromMarketplace}`,
      wav: rides.wav,
      wavBariatric: rides.wavBariatric,
      stretcher: rides.stretcher,
      rideTypeAccessible: rideTypes.accessible,
    })
    .from(rides)
    .innerJoin(rideTypes, eq(rideTypes.id, rides.rideTypeId))
    .where(eq(rides.id, id));
  return ride ?? null;
}

export async function isAccessibleRideType(db: DbOrTx, id: number): Promise<boolean | null> {
  const [type] = await db
    .select({ accessible: rideTypes.accessible })
    .from(rideTypes)
    .where(eq(rideTypes.id, id));
  return type ? type.accessible : null;
}
