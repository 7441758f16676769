import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, FLEET_USER, signIn } from '../../../test/api';
import { fleetOfEmail } from '../../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';

let server: TestServer;
let token: string;
let fleetToken: string;
const DAY = '2031-03-04';

interface Otp {
  vendors: { name: string; otp: number; total: number; on_time: number }[];
  statuses: Record<string, number> | null;
}

/** Finished Sentry rides on a quiet future day, 09:00 New York, picked up `lateMinutes` late, of `fleetId`. */
async function insertSentryRides(lateMinutes: number[], fleetId: number | null) {
  await server.database.db.execute(sql`
    insert into rides (status, company_id, ride_type_id, first_name, last_name, pickup_at, picked_up_at,
      start_address, start_lat, start_lon, destination_address, destination_lat, destination_lon, payment_type,
      driver_id, fleet_id)
    select 'finished', c.id, (select id from ride_types where company_id = c.id limit 1), 'Test', 'Rider',
      timestamptz '${sql.raw(DAY)} 09:00 America/New_York',
      timestamptz '${sql.raw(DAY)} 09:00 America/New_York' + make_interval(mins => m),
      'A', 40.7, -73.9, 'B', 40.71, -73.91, 'account', (select id from drivers limit 1), ${fleetId}::integer
    from companies c, unnest(${`{${lateMinutes.join(',')}}`}::int[]) as m
    where c.broker_key = 'sentry'`);
}

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  token = await signIn(server.url, db, ADMIN);
  fleetToken = await signIn(server.url, db, FLEET_USER);
  // No fleet's: on time, 20 minutes late (still on time), 21 late.
  await insertSentryRides([5, 20, 21], null);
  // The fleet user's fleet: one on time, one late; another fleet: two on time.
  const ownFleet = await fleetOfEmail(db, FLEET_USER);
  const [other] = await db
    .execute<{ id: number }>(sql`select id from fleets where id <> ${ownFleet} limit 1`)
    .then((r) => r.rows);
  await insertSentryRides([0, 45], ownFleet);
  await insertSentryRides([1, 2], (other as { id: number }).id);
});
afterAll(() => server.close());

describe('GET /metrics/otp-by-vendors', () => {
  it('counts pickups within 20 minutes of schedule as on time, per broker', async () => {
    const res = await call<Otp>(server.url, 'GET', `/metrics/otp-by-vendors?date=${DAY}`, { token });
    expect(res.status).toBe(200);
    const sentry = res.body.vendors.find((v) => v.name === 'Sentry');
    expect(sentry).toEqual({ name: 'Sentry', total: 7, on_time: 5, otp: 71.4 });
    expect(res.body.vendors.length).toBe(5);
    expect(res.body.statuses).toMatchObject({ finished: 7, pending: 0, all: 7 });
  });

  it("gives a fleet user their own fleet's figures only, and no status counts", async () => {
    const res = await call<Otp>(server.url, 'GET', `/metrics/otp-by-vendors?date=${DAY}`, {
      token: fleetToken,
      fleet: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.vendors.find((v) => v.name === 'Sentry')).toEqual({
      name: 'Sentry',
      total: 2,
      on_time: 1,
      otp: 50,
    });
    expect(res.body.vendors.every((v) => v.name === 'Sentry' || v.total === 0)).toBe(true);
    expect(res.body.statuses).toBeNull();
    // Staff see every fleet's and no fleet's rides.
    const staff = await call<Otp>(server.url, 'GET', `/metrics/otp-by-vendors?date=${DAY}`, { token });
    expect(staff.body.vendors.find((v) => v.name === 'Sentry')).toMatchObject({ total: 7, on_time: 5 });
    // The staff path stays closed to fleet users.
    const staffPath = await call(server.url, 'GET', `/metrics/otp-by-vendors?date=${DAY}`, {
      token: fleetToken,
    });
    expect(staffPath.status).toBe(403);
  });

  it('defaults to today and counts every status', async () => {
    const res = await call<Otp>(server.url, 'GET', '/metrics/otp-by-vendors', { token });
    expect(res.status).toBe(200);
    const sum = Object.entries(res.body.statuses ?? {})
      .filter(([k]) => k !== 'all')
      .reduce((a, [, v]) => a + v, 0);
    expect(res.body.statuses?.all).toBe(sum);
    expect(res.body.statuses?.all).toBeGreaterThan(0);
  });

  it('refuses a malformed date', async () => {
    const res = await call(server.url, 'GET', '/metrics/otp-by-vendors?date=yesterday', { token });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Invalid Date');
  });
});
