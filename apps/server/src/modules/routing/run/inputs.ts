import { DEFAULT_FLEET_ID } from '@fleetdesk/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { missingRequiredDocumentsSql } from '../../documents/queries';
import { dayWindow } from '../rules';

/** What a routing run reads: the rides to plan and the drivers (with their cars) who may drive them. */

const idArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

export type RunRide = {
  id: number;
  status: string;
  updatedAt: Date;
  pickupAt: Date;
  appointmentAt: Date | null;
  startLat: number;
  startLon: number;
  destinationLat: number;
  destinationLon: number;
  seats: number;
  wav: boolean;
  stretcher: boolean;
  pooled: boolean;
  priceCents: number;
  /** What the driver earns for the ride: a comparison's cost. */
  driverNetCents: number;
  distance: number;
};

/**
 * The day's new rides in the state (pending, no driver, picked up in one of its zones) that no live
 * route holds (but `routeId`, the route being routed again), of the given companies (none = all).
 */
export async function selectRunRides(
  db: DbOrTx,
  run: { state: string; date: string; companyIds: readonly number[]; routeId: number | null },
): Promise<RunRide[]> {
  const { start, end } = dayWindow(run.date);
  const { rows } = await db.execute<RunRide>(sql`
    select r.id::int as id, r.status, r.updated_at as "updatedAt", r.pickup_at as "pickupAt",
      r.appointment_at as "appointmentAt", r.start_lat as "startLat", r.start_lon as "startLon",
      r.destination_lat as "destinationLat", r.destination_lon as "destinationLon", r.seats,
      (r.wav or r.wav_bariatric) as wav, r.stretcher, r.pooled, r.ride_price_cents as "priceCents",
      r.driver_net_cents as "driverNetCents",
      r.distance
    from rides r
    where r.pickup_at >= ${start} and r.pickup_at < ${end} and r.status = 'pending'
      and r.driver_id is null
      and r.pickup_zone_id in (select id from zones where state = ${run.state})
      and (cardinality(${idArray(run.companyIds)}) = 0 or r.company_id = any(${idArray(run.companyIds)}))
      and not exists (select 1 from routing_route_rides rr join routing_routes ro on ro.id = rr.route_id
        where rr.ride_id = r.id and ro.status <> 'deleted' and ro.id is distinct from ${run.routeId}::int)
    order by r.pickup_at, r.id`);
  return rows.map((row) => ({
    ...row,
    pickupAt: new Date(row.pickupAt),
    updatedAt: new Date(row.updatedAt),
  }));
}

export type RunDriver = {
  driverId: number;
  driverName: string;
  fleetId: number | null;
  carId: number | null;
  carTypeId: number | null;
  seats: number;
  wavSeats: number;
  wav: boolean;
  stretcher: boolean;
  lat: number | null;
  lon: number | null;
  driverDocumentsMissing: boolean;
  registrationExpired: boolean;
  insuranceExpired: boolean;
  /** Another required car document (e.g. the TLC vehicle licence) lacks validity on the date. */
  carDocumentsMissing: boolean;
};

/** A car document of `key` valid and unexpired on `date` is missing. */
const carDocumentExpired = (key: string, date: string) => sql`not exists (
  select 1 from documents d join document_types t on t.id = d.type_id and t.key = ${key}
  where d.car_id = c.id and d.status = 'valid' and (d.expires_at is null or d.expires_at >= ${date}::date))`;

/**
 * Active drivers of the state's cars (of the given fleets, where 0 is the main fleet, whose drivers have
 * no fleet; none given = all) with their active car, and what their documents say on the route's date.
 * `driverIds` narrows to named drivers (a route's Route); otherwise drivers who already have a live
 * route that day are left for that route.
 */
export async function selectRunDrivers(
  db: DbOrTx,
  run: { state: string; date: string; fleetIds: readonly number[]; driverIds?: readonly number[] },
): Promise<RunDriver[]> {
  const named = run.driverIds ?? [];
  const { rows } = await db.execute<RunDriver>(sql`
    select dr.id::int as "driverId", dr.first_name || ' ' || dr.last_name as "driverName",
      dr.fleet_id as "fleetId", c.id as "carId", c.type_id as "carTypeId",
      coalesce(c.seats, 0) as seats, coalesce(c.wav_seats, 0) as "wavSeats",
      coalesce(c.wav, false) as wav, coalesce(c.s_wav, false) as stretcher,
      loc.lat, loc.lon,
      ${missingRequiredDocumentsSql('driver', sql`dr.id`, run.date)} as "driverDocumentsMissing",
      (c.id is not null and ${carDocumentExpired('registration', run.date)}) as "registrationExpired",
      (c.id is not null and ${carDocumentExpired('insurance_id_card', run.date)}) as "insuranceExpired",
      (c.id is not null and ${missingRequiredDocumentsSql('car', sql`c.id`, run.date)}) as "carDocumentsMissing"
    from drivers dr
    left join lateral (select * from cars where cars.driver_id = dr.id and cars.status = 'active'
      order by cars.id limit 1) c on true
    left join driver_locations loc on loc.driver_id = dr.id
    where dr.status = 'active'
      and (c.state = ${run.state} or cardinality(${idArray(named)}) > 0)
      and (cardinality(${idArray(run.fleetIds)}) = 0
        or coalesce(dr.fleet_id, ${DEFAULT_FLEET_ID}) = any(${idArray(run.fleetIds)}))
      and (cardinality(${idArray(named)}) = 0 or dr.id = any(${idArray(named)}))
      and (cardinality(${idArray(named)}) > 0 or not exists (select 1 from routing_routes ro
        where ro.driver_id = dr.id and ro.service_date = ${run.date} and ro.status <> 'deleted'))
    order by dr.id`);
  return rows;
}
