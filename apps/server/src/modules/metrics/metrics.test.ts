import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, signIn } from '../../../test/api';
import { startTestServer, type TestServer } from '../../../test/server';

let server: TestServer;
let token: string;
const DAY = '2031-03-04';

interface Otp {
  vendors: { name: string; otp: number; total: number; on_time: number }[];
  statuses: Record<string, number>;
}

beforeAll(async () => {
  server = await startTestServer();
  token = await signIn(server.url, server.database.db, ADMIN);
  // Three Sentry rides on a quiet future day, 09:00 New York: on time, 20 minutes late (still on time), 21 late.
  await server.database.db.execute(sql`
    insert into rides (status, company_id, ride_type_id, first_name, last_name, pickup_at, picked_up_at,
      start_address, start_lat, start_lon, destination_address, destination_lat, destination_lon, payment_type, driver_id)
    select 'finished', c.id, (select id from ride_types where company_id = c.id limit 1), 'Test', 'Rider',
      timestamptz '${sql.raw(DAY)} 09:00 America/New_York',
      timestamptz '${sql.raw(DAY)} 09:00 America/New_York' + make_interval(mins => m),
      'A', 40.7, -73.9, 'B', 40.71, -73.91, 'account', (select id from drivers limit 1)
    from companies c, unnest(array[5, 20, 21]) as m
    where c.broker_key = 'sentry'`);
});
afterAll(() => server.close());

describe('GET /metrics/otp-by-vendors', () => {
  it('counts pickups within 20 minutes of schedule as on time, per broker', async () => {
    const res = await call<Otp>(server.url, 'GET', `/metrics/otp-by-vendors?date=${DAY}`, { token });
    expect(res.status).toBe(200);
    const sentry = res.body.vendors.find((v) => v.name === 'Sentry');
    expect(sentry).toEqual({ name: 'Sentry', total: 3, on_time: 2, otp: 66.7 });
    expect(res.body.vendors.length).toBe(5);
    expect(res.body.statuses).toMatchObject({ finished: 3, pending: 0, all: 3 });
  });

  it('defaults to today and counts every status', async () => {
    const res = await call<Otp>(server.url, 'GET', '/metrics/otp-by-vendors', { token });
    expect(res.status).toBe(200);
    const sum = Object.entries(res.body.statuses)
      .filter(([k]) => k !== 'all')
      .reduce((a, [, v]) => a + v, 0);
    expect(res.body.statuses.all).toBe(sum);
    expect(res.body.statuses.all).toBeGreaterThan(0);
  });

  it('refuses a malformed date', async () => {
    const res = await call(server.url, 'GET', '/metrics/otp-by-vendors?date=yesterday', { token });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Invalid Date');
  });
});
