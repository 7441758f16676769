import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client';
import { rides } from '../../apps/server/src/db/schema';
import { NYC_ZONES } from '../../apps/server/src/db/seed';
import { insertBatched, resetIdentitySequences } from '../../apps/server/src/db/seed/batch';
import { DriverPool } from '../../apps/server/src/db/seed/driver-pool';
import { randomDriverSpot } from '../../apps/server/src/db/seed/places';
import { createRandom } from '../../apps/server/src/db/seed/random';
import { buildRide, type RideRow } from '../../apps/server/src/db/seed/ride-builder';
import { HOUR_MS, MINUTE_MS } from '../../apps/server/src/db/seed/ride-plan';
import { buildRideTypes } from '../../apps/server/src/db/seed/ride-types';
import { rideTypeChoicesOf } from '../../apps/server/src/db/seed/rides';
import { insertRoutingScenarios } from '../../apps/server/src/db/seed/routing';
import { HOUR_CHOICES, newYorkOffsetMs } from '../../apps/server/src/db/seed/schedule';
import { dayWindow, serviceDateOf } from '../../apps/server/src/modules/routing/rules';

/**
 * The benchmark's New York day: `count` new rides (pending, no driver) booked through the day with the
 * demo's rhythm, companies, ride types, addresses and appointment rules, and every seeded driver on the
 * road with an active car, valid papers and a position to start from. The same day every run
 * (deterministic), built again from scratch each time.
 */

/** demo: the seed's scenarios (one per car type, a second for vans); none: one plan for every car. */
export type ScenarioSetup = 'demo' | 'none';

export interface DayFacts {
  date: string;
  scenarios: string;
  rides: number;
  wheelchair: number;
  stretcher: number;
  appointments: number;
  pooled: number;
  byBorough: Record<string, number>;
  drivers: number;
  wheelchairCars: number;
  stretcherCars: number;
  seats: number;
}

/** Far enough ahead that none of the demo's rides (a week ahead at most) fall on it. */
const DAYS_AHEAD = 10;
export const benchDate = (now = Date.now()) => serviceDateOf(new Date(now + DAYS_AHEAD * 24 * HOUR_MS));

/** Removes what an earlier run left on `date`: its routes, runs and rides. */
async function clearDay(db: Db, date: string) {
  const { start, end } = dayWindow(date);
  await db.execute(sql`delete from routing_routes where service_date = ${date}`);
  await db.execute(sql`delete from routing_runs where service_date = ${date}`);
  await db.execute(sql`delete from rides where pickup_at >= ${start} and pickup_at < ${end}`);
}

/** One pickup on a five-minute mark of the day (never the next midnight), with the demo's hourly rhythm. */
function pickupOn(random: ReturnType<typeof createRandom>, midnight: number) {
  const minutes = random.weightedItem(HOUR_CHOICES) * 60 + random.int(0, 59);
  return midnight + Math.floor(minutes / 5) * 5 * MINUTE_MS;
}

/**
 * Builds rides with the demo's ride builder (no driver pool, so none gets a driver) and keeps the new
 * ones picked up inside a routing zone: a booking cancelled in advance or outside every zone is not
 * what a routing run plans.
 */
function buildDayRides(date: string, count: number, firstId: number): RideRow[] {
  const random = createRandom(`bench-routing-rides-${count}`);
  const midnight = dayWindow(date).start.getTime();
  const now = Date.now();
  const ctx = {
    now,
    newYorkOffsetMs: newYorkOffsetMs(midnight + 12 * HOUR_MS),
    rideTypeChoices: rideTypeChoicesOf(buildRideTypes()),
    ridersByCompany: new Map(),
    pool: new DriverPool([], now),
  };
  const rows: RideRow[] = [];
  while (rows.length < count) {
    const { ride } = buildRide(random, ctx, firstId + rows.length, { pickupAt: pickupOn(random, midnight) });
    if (ride.status === 'pending' && ride.pickupZoneId != null) rows.push(ride);
  }
  return rows;
}

/**
 * Every seeded driver works the day: active, their first car active in New York, each required paper
 * of driver and car valid for a year past the day, and parked at a spot in the city overnight.
 */
async function putDriversOnTheRoad(db: Db, date: string) {
  await db.execute(sql`update drivers set status = 'active' where status <> 'active'`);
  await db.execute(sql`
    update cars set status = 'active', state = 'NY'
    where id in (select min(id) from cars where driver_id is not null group by driver_id)`);
  const validUntil = sql`(${date}::date + 365)`;
  await db.execute(sql`
    update documents d set status = 'valid', expires_at = ${validUntil}
    from document_types t
    where t.id = d.type_id and t.required and d.status <> 'deleted'
      and (d.status <> 'valid' or d.expires_at <= ${date}::date)`);
  await db.execute(sql`
    insert into documents (driver_id, type_id, status, expires_at)
    select dr.id, t.id, 'valid', ${validUntil} from drivers dr
    join document_types t on t.entity_type = 'driver' and t.required
    where not exists (select 1 from documents x
      where x.driver_id = dr.id and x.type_id = t.id and x.status <> 'deleted')`);
  await db.execute(sql`
    insert into documents (car_id, type_id, status, expires_at)
    select c.id, t.id, 'valid', ${validUntil} from cars c
    join document_types t on t.entity_type = 'car' and t.required
    where c.driver_id is not null and not exists (select 1 from documents x
      where x.car_id = c.id and x.type_id = t.id and x.status <> 'deleted')`);
  const { rows } = await db.execute<{ id: number }>(sql`select id from drivers order by id`);
  const random = createRandom('bench-routing-spots');
  for (const { id } of rows) {
    const spot = randomDriverSpot(random);
    await db.execute(sql`
      insert into driver_locations (driver_id, lat, lon, updated_at) values (${id}, ${spot.lat}, ${spot.lon}, now())
      on conflict (driver_id) do update set lat = excluded.lat, lon = excluded.lon, updated_at = now()`);
  }
}

/** The New York routing scenarios the run follows, as `setup` asks; answers how they read. */
async function setScenarios(db: Db, setup: ScenarioSetup): Promise<string> {
  await db.execute(sql`delete from routing_scenarios where state = 'NY'`);
  if (setup === 'none') return 'none: one plan over every car, no rules';
  await insertRoutingScenarios(db);
  const { rows } = await db.execute<{ n: number; items: number }>(sql`
    select count(*)::int as n, (select count(*)::int from routing_scenario_items i
      join routing_scenarios s on s.id = i.scenario_id where s.state = 'NY') as items
    from routing_scenarios where state = 'NY'`);
  return `the demo's ${rows[0]?.n} (${rows[0]?.items} rule sets): one per car type, and a second, first, for vans`;
}

const BOROUGH_OF_ZONE = new Map(NYC_ZONES.map((zone) => [zone.id, zone.borough as string]));

/** Lays out the bench day on `date` (clearing an earlier run's) and answers what it holds. */
export async function prepareDay(
  db: Db,
  date: string,
  count: number,
  setup: ScenarioSetup,
): Promise<DayFacts> {
  await clearDay(db, date);
  const scenarios = await setScenarios(db, setup);
  const { rows: ids } = await db.execute<{ n: number }>(
    sql`select coalesce(max(id), 0)::int as n from rides`,
  );
  const dayRides = buildDayRides(date, count, (ids[0]?.n ?? 0) + 1);
  await insertBatched(db, rides, dayRides);
  await resetIdentitySequences(db, ['rides']);
  await putDriversOnTheRoad(db, date);
  const byBorough: Record<string, number> = {};
  for (const ride of dayRides) {
    const borough = BOROUGH_OF_ZONE.get(ride.pickupZoneId ?? 0) ?? 'outside the zones';
    byBorough[borough] = (byBorough[borough] ?? 0) + 1;
  }
  const { rows: fleet } = await db.execute<{
    drivers: number;
    wav: number;
    stretcher: number;
    seats: number;
  }>(sql`
    select count(*)::int as drivers, count(*) filter (where c.wav)::int as wav,
      count(*) filter (where c.s_wav)::int as stretcher, coalesce(sum(c.seats), 0)::int as seats
    from drivers d join cars c on c.id = (select min(id) from cars where driver_id = d.id)`);
  return {
    date,
    scenarios,
    rides: dayRides.length,
    wheelchair: dayRides.filter((r) => r.wav || r.wavBariatric).length,
    stretcher: dayRides.filter((r) => r.stretcher).length,
    appointments: dayRides.filter((r) => r.appointmentAt).length,
    pooled: dayRides.filter((r) => r.pooled).length,
    byBorough,
    drivers: fleet[0]?.drivers ?? 0,
    wheelchairCars: fleet[0]?.wav ?? 0,
    stretcherCars: fleet[0]?.stretcher ?? 0,
    seats: fleet[0]?.seats ?? 0,
  };
}
