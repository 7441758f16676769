import { type AnyEndpoint, buildPath, ENDPOINTS, type EndpointName, MESSAGES } from '@fleetdesk/contract';
import dayjs from 'dayjs';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rideEstimates, rides } from '../src/db/schema';
import { ADMIN, call, DISPATCHER } from './api';
import { BOOKING_PROBES, bookingOf } from './company-scope/booking-probes';
import { LATE_RISK_PROBES } from './company-scope/late-risk-probes';
import { NOT_COMPANY_DATA } from './company-scope/not-company-data';
import {
  ARRO,
  arrange,
  FACILITY,
  FACILITY_USER,
  KEYLESS_COMPANY,
  type Made,
  PROBES,
  rideOf,
  riderOf,
  SENTRY,
  SENTRY2,
} from './company-scope/probes';
import { RECONCILIATION_PROBES } from './company-scope/reconciliation-probes';
import { STANDING_ORDER_PROBES } from './company-scope/standing-order-probes';
import { TRIP } from './estimates';
import { activeDrivers, rideRow, tokenForEmail } from './ride-fixtures';
import { startTestServer, type TestServer } from './server';

// The probes, the companies and the records they use: ./company-scope/probes.ts (dayjs with time zones included).
let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  await arrange(server.database.db);
  token = await tokenForEmail(server.database.db, FACILITY_USER);
});
afterAll(() => server.close());

async function send(endpoint: AnyEndpoint, made: Made) {
  const query = made.query ? `?${new URLSearchParams(made.query)}` : '';
  return call(server.url, endpoint.method, `${buildPath(endpoint.path, made.params)}${query}`, {
    token,
    body: made.body,
  });
}

describe.each(Object.entries(ENDPOINTS) as [EndpointName, AnyEndpoint][])('%s', (name, endpoint) => {
  const probe =
    PROBES[name] ??
    BOOKING_PROBES[name] ??
    RECONCILIATION_PROBES[name] ??
    STANDING_ORDER_PROBES[name] ??
    LATE_RISK_PROBES[name];
  const reason = NOT_COMPANY_DATA[name];

  it('is either probed or listed as not about a company', () => {
    expect(Boolean(probe) !== Boolean(reason), `${name}: a probe or a reason, exactly one`).toBe(true);
  });
  if (!probe) return;

  it("reaches company A's data", async () => {
    const db = server.database.db;
    const made = await probe.request(db, probe.companies.A);
    const res = await send(endpoint, made);
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    if (probe.shows) expect(await probe.shows(res.body, made, db)).toBe(true);
  });

  it("never reaches company B's data, and leaves it as it was", async () => {
    const db = server.database.db;
    const made = await probe.request(db, probe.companies.B);
    const before = await probe.state?.(db, made);
    const res = await send(endpoint, made);
    if (probe.refusal === 'filtered') {
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(await probe.shows?.(res.body, made, db)).toBe(false);
    } else {
      expect(res.status, JSON.stringify(res.body)).toBe(probe.refusal);
      if (probe.refusal === 403) expect(res.body.message).toBe(MESSAGES.companyOutOfReach);
    }
    expect(await probe.state?.(db, made)).toEqual(before);
  });
});

describe('keys count in the company where they are held', () => {
  const dangerousEdit = { pickup_note: 'Use the side door' };

  it('lets a key held in A change A’s ride, not a ride of a company where the key is not held', async () => {
    const db = server.database.db;
    const own = await rideOf(db, FACILITY.A, { status: 'pending' });
    const res = await call(server.url, 'POST', `/rides/${own.id}`, { token, body: dangerousEdit });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await rideRow(db, own.id)).pickupNote).toBe(dangerousEdit.pickup_note);

    const keyless = await rideOf(db, KEYLESS_COMPANY, { status: 'pending' });
    const before = (await rideRow(db, keyless.id)).pickupNote;
    const refused = await call(server.url, 'POST', `/rides/${keyless.id}`, { token, body: dangerousEdit });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('You do not have permission to change pickup_note');
    expect((await rideRow(db, keyless.id)).pickupNote).toBe(before);
  });

  it('refuses billing notes of a company where the key is not held', async () => {
    const db = server.database.db;
    const own = await rideOf(db, FACILITY.A, { status: 'pending' });
    const keyless = await rideOf(db, KEYLESS_COMPANY, { status: 'pending' });
    const ask = (id: number) =>
      call(server.url, 'GET', `/notes?entity_type=ride&entity_id=${id}&category=billing`, { token });
    expect((await ask(own.id)).status).toBe(200);
    expect((await ask(keyless.id)).status).toBe(403);
  });

  it('shows no billing note in a ride view while the key is missing in one of the user’s companies', async () => {
    const db = server.database.db;
    const own = await rideOf(db, FACILITY.A, { status: 'pending' });
    await db.update(rides).set({ billingNote: 'Invoice disputed' }).where(eq(rides.id, own.id));
    const res = await call<{ ride: { billing_note: string | null } }>(server.url, 'GET', `/rides/${own.id}`, {
      token,
    });
    expect(res.status).toBe(200);
    expect(res.body.ride.billing_note).toBeNull();
    const admin = await tokenForEmail(db, ADMIN);
    const seen = await call<{ ride: { billing_note: string | null } }>(
      server.url,
      'GET',
      `/rides/${own.id}`,
      {
        token: admin,
      },
    );
    expect(seen.body.ride.billing_note).toBe('Invoice disputed');
  });

  it('moves a ride only between companies the user reaches', async () => {
    const db = server.database.db;
    const own = await rideOf(db, FACILITY.A, { status: 'pending' });
    const res = await call(server.url, 'POST', `/rides/${own.id}`, {
      token,
      body: { company_id: FACILITY.B, updated_at: own.updated_at },
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(MESSAGES.companyOutOfReach);
    expect((await rideRow(db, own.id)).companyId).toBe(FACILITY.A);
  });
});

describe('links across companies', () => {
  it('does not price an estimate of A for a rider of B', async () => {
    const db = server.database.db;
    const countEstimates = async () => (await db.select({ n: count() }).from(rideEstimates))[0]?.n;
    const before = await countEstimates();
    const res = await call(server.url, 'POST', '/estimates/price', {
      token,
      body: { company_id: FACILITY.A, rider_id: riderOf.get(FACILITY.B), ...TRIP },
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Rider not found.');
    expect(await countEstimates()).toBe(before);
  });

  it('does not book for A a rider of B', async () => {
    const res = await call(server.url, 'POST', '/rides', {
      token,
      body: {
        ...bookingOf(FACILITY.A),
        rider_id: riderOf.get(FACILITY.B),
        rider_first_name: 'Ada',
        rider_last_name: 'Scope',
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ rider_id: ['Rider not found.'] });
  });
});

describe('what belongs to no company', () => {
  it('refuses fleet settings to a facility user holding the key in their company', async () => {
    const db = server.database.db;
    const before = await db.execute(sql`select display_brokers_logo from fleets where id = 2`);
    const res = await call(server.url, 'POST', '/admin/fleets/2', {
      token,
      body: { display_brokers_logo: !before.rows[0]?.display_brokers_logo },
    });
    expect(res.status).toBe(403);
    expect((await db.execute(sql`select display_brokers_logo from fleets where id = 2`)).rows).toEqual(
      before.rows,
    );
  });

  it("answers a driver's state change as missing and changes nothing: drivers are no facility's", async () => {
    const [driver] = await activeDrivers(server.database.db, 1);
    const online = sql`select online, is_go_to_destination from drivers where id = ${driver?.id}`;
    const before = (await server.database.db.execute(online)).rows;
    const res = await call(server.url, 'POST', `/drivers/${driver?.id}/state`, {
      token,
      body: { state: before[0]?.online ? 'offline' : 'online' },
    });
    expect(res.status).toBe(404);
    expect((await server.database.db.execute(online)).rows).toEqual(before);
  });

  it("answers a note on a driver as missing: drivers are no company's", async () => {
    const [driver] = await activeDrivers(server.database.db, 1);
    const res = await call(server.url, 'GET', `/notes?entity_type=driver&entity_id=${driver?.id}`, { token });
    expect(res.status).toBe(404);
  });
});

describe('who reaches every company', () => {
  it('gives operator staff (a role outside the facility role, in a company that is not a facility) every company', async () => {
    const db = server.database.db;
    const other = await rideOf(db, FACILITY.B, { status: 'pending' });
    for (const email of [ADMIN, DISPATCHER]) {
      const res = await call(server.url, 'GET', `/rides/${other.id}`, {
        token: await tokenForEmail(db, email),
      });
      expect(res.status, email).toBe(200);
    }
  });

  // Their roles are held in Harlem (50) and Rockaway (53); the search alone matches every company.
  it.each([
    ['searched', '?per_page=100&search=uname:an'],
    ['filtered', '?per_page=100'],
  ])(
    'lists (%s) for the demo facility user only the rides of their two facilities, counted alike',
    async (_, query) => {
      const db = server.database.db;
      const seeded = await tokenForEmail(db, 'facility@fleetdesk.test');
      const res = await call<{ rides: { data: { company_id: number }[] }; metrics: { all: number } }>(
        server.url,
        'GET',
        `/rides${query}`,
        { token: seeded },
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const listed = res.body.rides.data;
      expect(listed.length).toBeGreaterThan(0);
      for (const ride of listed) expect([50, 53]).toContain(ride.company_id);
      if (listed.length < 100) expect(res.body.metrics.all).toBe(listed.length);
    },
  );

  it("counts today's statuses and brokers over the facility user's companies only", async () => {
    const db = server.database.db;
    const res = await call<{ statuses: Record<string, number>; vendors: { total: number }[] }>(
      server.url,
      'GET',
      '/metrics/otp-by-vendors',
      { token },
    );
    expect(res.status).toBe(200);
    const today = dayjs().tz('America/New_York').format('YYYY-MM-DD');
    const { rows } = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from rides
      where company_id in (${FACILITY.A}, ${SENTRY.A}, ${SENTRY2.A}, ${ARRO.A}, ${KEYLESS_COMPANY})
        and (pickup_at at time zone 'America/New_York')::date = ${today}::date`);
    expect(res.body.statuses.all).toBe(rows[0]?.n);
  });
});
