import { PERMISSION_KEYS, RIDE_STATUSES } from '@fleetdesk/contract';
import { verify } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import type { Db } from '../client';
import { companies, rides } from '../schema';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  findZoneId,
  isSeeded,
  type SeedSummary,
  seedDemo,
  type ZoneShape,
} from '.';
import { vinCheckDigit } from './vehicles';

const NOW = new Date('2025-06-10T15:30:00Z');
const NOW_SQL = `timestamptz '${NOW.toISOString()}'`;
let database: TestDatabase;
let db: Db;
let summary: SeedSummary;
const logLines: string[] = [];

async function rows<T extends Record<string, unknown>>(query: string): Promise<T[]> {
  return (await db.execute<T>(sql.raw(query))).rows as T[];
}
async function count(query: string): Promise<number> {
  const [row] = await rows<{ n: string }>(`select count(*) as n from (${query}) as q`);
  return Number(row?.n);
}
const ridesFingerprint = `select md5(string_agg(r::text, '|' order by id)) as h from rides r`;

beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
  db = database.db;
  expect(await isSeeded(db)).toBe(false);
  summary = await seedDemo(db, { now: NOW, log: (line) => logLines.push(line) });
});

afterAll(async () => {
  await database?.drop();
});

describe('seedDemo', () => {
  it('reports what it wrote, one log line per step', async () => {
    expect(summary).toMatchObject({ rides: 3_000, drivers: 150, fleets: 4 });
    expect(summary.cars).toBeGreaterThanOrEqual(150);
    expect(summary.zones).toBeGreaterThanOrEqual(18);
    for (const [table, expected] of Object.entries({
      companies: summary.companies,
      fleets: summary.fleets,
      zones: summary.zones,
      admins: summary.admins,
      drivers: summary.drivers,
      cars: summary.cars,
      rides: summary.rides,
      ride_events: summary.rideEvents,
      driver_locations: summary.drivers,
      driver_location_history: summary.driverLocationHistory,
    })) {
      expect(await count(`select 1 from ${table}`), table).toBe(expected);
    }
    expect(logLines.some((line) => line.startsWith('seed: rides:'))).toBe(true);
    expect(await isSeeded(db)).toBe(true);
  });

  it('puts rides in every status, from a month back to a week ahead', async () => {
    const statuses = await rows<{ status: string }>('select distinct status from rides');
    expect(statuses.map((row) => row.status).sort()).toEqual([...RIDE_STATUSES].sort());
    const [range] = await rows<{ earliest: string; latest: string }>(
      `select extract(epoch from ${NOW_SQL} - min(pickup_at)) / 86400 as earliest, extract(epoch from max(pickup_at) - ${NOW_SQL}) / 86400 as latest from rides`,
    );
    expect(Number(range?.earliest)).toBeGreaterThan(29);
    expect(Number(range?.earliest)).toBeLessThan(32);
    expect(Number(range?.latest)).toBeGreaterThan(6);
    expect(Number(range?.latest)).toBeLessThan(9);
  });

  it('shows today as a working day and the past as done', async () => {
    const today = await rows<{ status: string }>(
      `select distinct status from rides where (pickup_at at time zone 'America/New_York')::date = (${NOW_SQL} at time zone 'America/New_York')::date`,
    );
    expect(today.map((row) => row.status)).toEqual(
      expect.arrayContaining(['pending', 'assigned', 'accepted', 'arriving', 'in_progress', 'finished']),
    );
    const past = await count(`select 1 from rides where pickup_at < ${NOW_SQL} - interval '3 hours'`);
    const done = await count(
      `select 1 from rides where pickup_at < ${NOW_SQL} - interval '3 hours' and (status = 'finished' or status like '%cancel%')`,
    );
    expect(done / past).toBeGreaterThan(0.9);
    const future = await count(`select 1 from rides where pickup_at > ${NOW_SQL} + interval '1 day'`);
    const waiting = await count(
      `select 1 from rides where pickup_at > ${NOW_SQL} + interval '1 day' and status in ('pending', 'assigned', 'routing_assigned')`,
    );
    expect(waiting / future).toBeGreaterThan(0.8);
  });

  it('keeps rides consistent with their drivers, companies and times', async () => {
    expect(
      await count(
        'select 1 from rides r join drivers d on d.id = r.driver_id where r.fleet_id is distinct from d.fleet_id',
      ),
    ).toBe(0);
    expect(
      await count(
        'select 1 from rides r join ride_types t on t.id = r.ride_type_id where t.company_id <> r.company_id',
      ),
    ).toBe(0);
    expect(await count(`select 1 from rides where created_at > updated_at or updated_at > ${NOW_SQL}`)).toBe(
      0,
    );
    expect(
      await count(
        `select 1 from rides where picked_up_at > ${NOW_SQL} or arrived_at > picked_up_at or picked_up_at > dropoff_at`,
      ),
    ).toBe(0);
    expect(
      await count(
        `select 1 from rides where driver_net_cents not between ride_price_cents * 0.69 and ride_price_cents * 0.81`,
      ),
    ).toBe(0);
    expect(
      await count(
        `select 1 from rides where status in ('accepted', 'arriving', 'arrived', 'in_progress') group by driver_id having count(*) > 1`,
      ),
    ).toBe(0);
    const pickedUp = await count('select 1 from rides where picked_up_at is not null');
    const onTime = await count(`select 1 from rides where picked_up_at <= pickup_at + interval '20 minutes'`);
    expect(onTime / pickedUp).toBeGreaterThan(0.75);
    expect(onTime / pickedUp).toBeLessThan(0.85);
    expect(await count('select 1 from rides where amount_charged_cents = 0')).toBeGreaterThan(0);
    expect(
      await count(
        'select 1 from rides r join companies c on c.id = r.company_id where c.broker_key is not null and r.reference_id is null',
      ),
    ).toBe(0);
    expect(await count('select 1 from rides where is_marketplace_ride')).toBeGreaterThan(0);
    expect(await count('select 1 from rides where user_id is not null')).toBeGreaterThan(0);
  });

  it('assigns each ride the zones its coordinates fall in, as loaded from the database', async () => {
    const zoneRows = await rows<ZoneShape & Record<string, unknown>>(
      'select id, polygon, min_lat as "minLat", min_lon as "minLon", max_lat as "maxLat", max_lon as "maxLon" from zones order by id',
    );
    const rideRows = await db
      .select({ lat: rides.startLat, lon: rides.startLon, zoneId: rides.pickupZoneId })
      .from(rides)
      .limit(1_000);
    const mismatches = rideRows.filter((ride) => findZoneId(zoneRows, ride.lat, ride.lon) !== ride.zoneId);
    expect(mismatches).toEqual([]);
    expect(rideRows.filter((ride) => ride.zoneId === null).length).toBeLessThan(rideRows.length * 0.2);
    const [farRockaway] = await rows<{ short_name: string; state: string }>(
      `select short_name, state from zones where name = 'Far Rockaway'`,
    );
    expect(farRockaway).toEqual({ short_name: 'FR', state: 'NY' });
  });

  it('seeds the brokers, company 39 and the facilities', async () => {
    const brokers = await rows<{ broker_key: string; vendor_id: number; type: string }>(
      'select broker_key, vendor_id, type from companies where broker_key is not null order by broker_key',
    );
    expect(brokers.map((row) => row.broker_key)).toEqual(['arro', 'mta', 'sentry', 'sentry2', 'tlc']);
    expect(brokers.every((row) => row.type === 'affiliate')).toBe(true);
    expect(brokers.filter((row) => row.vendor_id === 15).map((row) => row.broker_key)).toEqual(['mta']);
    expect(await rows('select status, type from companies where id = 39')).toEqual([
      { status: 'active', type: 'contract' },
    ]);
    expect(
      await count(`select 1 from companies where is_facility and type = 'contract'`),
    ).toBeGreaterThanOrEqual(3);
    expect(await count(`select 1 from companies where status = 'inactive'`)).toBe(1);
    expect(
      await count(
        "select 1 from companies c where status = 'active' and not exists (select 1 from ride_types t where t.company_id = c.id)",
      ),
    ).toBe(0);
    const [settings] = await rows<{ value: unknown }>(
      `select value from settings where key = 'default_affiliates_status'`,
    );
    expect(settings?.value).toEqual(['assigned', 'accepted', 'arriving']);
  });

  it('sets up roles and the demo accounts', async () => {
    const adminKeys = await rows<{ key: string }>(
      'select p.key from role_permissions rp join permissions p on p.id = rp.permission_id where rp.role_id = 1',
    );
    expect(adminKeys.map((row) => row.key).sort()).toEqual([...PERMISSION_KEYS].sort());
    expect(await rows('select name from roles where id in (1, 415) order by id')).toEqual([
      { name: 'Admin' },
      { name: 'Facility' },
    ]);
    const accounts = await rows<{
      email: string;
      password_hash: string;
      super_admin: boolean;
      is_fleet: boolean;
      fleet_id: number | null;
      phone_number: string;
    }>(
      `select email, password_hash, super_admin, is_fleet, fleet_id, phone_number from admins where email in (${DEMO_ACCOUNTS.map((a) => `'${a.email}'`).join(', ')}) order by id`,
    );
    expect(accounts.map((row) => row.email)).toEqual(DEMO_ACCOUNTS.map((account) => account.email));
    for (const account of accounts) {
      expect(await verify(account.password_hash, DEMO_PASSWORD)).toBe(true);
      expect(account.phone_number).toMatch(/^\+1[2-9]\d{2}[2-9]\d{6}$/);
    }
    expect(accounts.map((row) => [row.super_admin, row.is_fleet, row.fleet_id])).toEqual([
      [true, false, null],
      [false, false, null],
      [false, true, 1],
    ]);
    const dispatcherKeys = await rows<{ key: string }>(
      `select distinct p.key from admins a join admin_roles ar on ar.admin_id = a.id join role_permissions rp on rp.role_id = ar.role_id
       join permissions p on p.id = rp.permission_id where a.email = 'dispatcher@fleetdesk.test'`,
    );
    const held = dispatcherKeys.map((row) => row.key);
    expect(held).not.toContain('surge.view');
    expect(
      held.filter((key) => key.startsWith('reporting.') || key === 'view.routing' || key === 'view.stats'),
    ).toEqual([]);
    expect(
      await count(
        `select 1 from admin_roles ar join admins a on a.id = ar.admin_id where a.email = 'dispatcher@fleetdesk.test'`,
      ),
    ).toBeGreaterThan(1);
  });

  it('gives drivers cars, licences and live positions', async () => {
    const cars = await rows<{ vin_number: string; type_id: number; color: string }>(
      'select vin_number, type_id, color from cars',
    );
    expect(
      cars.every(
        (car) => car.vin_number.length === 17 && car.vin_number.charAt(8) === vinCheckDigit(car.vin_number),
      ),
    ).toBe(true);
    expect(cars.filter((car) => car.type_id === 2).every((car) => car.color === 'yellow')).toBe(true);
    expect(cars.filter((car) => car.type_id === 3).every((car) => car.color === 'green')).toBe(true);
    expect(new Set(cars.map((car) => car.type_id))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    expect(
      await count(
        `select 1 from drivers where driver_license_state = 'NY' and driver_license !~ '^[0-9]{9}$'`,
      ),
    ).toBe(0);
    expect(await count(`select 1 from drivers where phone_number !~ '^\\+1[2-9][0-9]{2}555[0-9]{4}$'`)).toBe(
      0,
    );
    expect(
      await count(
        `select 1 from drivers d join driver_locations l on l.driver_id = d.id where d.online and l.updated_at < ${NOW_SQL} - interval '15 minutes'`,
      ),
    ).toBe(0);
    expect(
      await count(
        `select 1 from drivers d join driver_locations l on l.driver_id = d.id where not d.online and l.updated_at > ${NOW_SQL} - interval '1 hour'`,
      ),
    ).toBe(0);
    expect(
      await count(`select distinct h.driver_id from driver_location_history h where not exists (
      select 1 from rides r where r.driver_id = h.driver_id and r.status in ('accepted', 'arriving', 'arrived', 'in_progress'))`),
    ).toBe(0);
  });

  it('moves identity sequences past the seeded ids', async () => {
    const [created] = await db
      .insert(companies)
      .values({ name: 'New Customer', type: 'contract' })
      .returning({ id: companies.id });
    const [max] = await rows<{ max: number }>('select max(id) as max from companies');
    expect(created?.id).toBe(max?.max);
    expect(created?.id).toBeGreaterThan(55);
    await db.execute(sql`delete from companies where id = ${created?.id ?? 0}`);
  });

  it('refuses to seed a database that has users, leaving it as it was', async () => {
    const [before] = await rows<{ h: string }>(ridesFingerprint);
    await expect(seedDemo(db, { now: NOW })).rejects.toThrow(/already has users/);
    expect(await rows<{ h: string }>(ridesFingerprint)).toEqual([before]);
  });

  it('writes the same data for the same now', async () => {
    const second = await createTestDatabase({ empty: true });
    try {
      await seedDemo(second.db, { now: NOW });
      const [original] = await rows<{ h: string }>(ridesFingerprint);
      const [copy] = (await second.db.execute<{ h: string }>(sql.raw(ridesFingerprint))).rows;
      expect(copy?.h).toBe(original?.h);
    } finally {
      await second.drop();
    }
  });
});
