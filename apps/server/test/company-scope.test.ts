import {
  type AnyEndpoint,
  buildPath,
  ENDPOINTS,
  type EndpointName,
  FACILITY_ROLE_ID,
  MESSAGES,
} from '@fleetdesk/contract';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import {
  adminRoles,
  admins,
  companies,
  notes,
  paymentCards,
  permissions,
  rideEstimates,
  riders,
  rides,
  rideTypes,
  rolePermissions,
  roles,
} from '../src/db/schema';
import { ADMIN, call, DISPATCHER } from './api';
import { insertEstimate, TRIP } from './estimates';
import { activeDrivers, makeRide, type RideSetup, rideRow, tokenForEmail } from './ride-fixtures';
import { startTestServer, type TestServer } from './server';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Company scope (docs/decisions.md): a user whose roles are facility roles reaches only their
 * companies. Generated over the contract like access.test.ts: for every endpoint that touches a
 * company's data, the facility user gets it for a company they reach (A) and never for one they do
 * not (B): 404 for a single entity, 403 for a request naming B, a list without B's entity, and B's
 * data unchanged.
 */

/** Companies the facility user reaches (A) and look-alikes they do not (B), per kind of data. */
const FACILITY = { A: 50, B: 51 } as const;
/** 61–63 are broker companies made for this test, with the broker keys of 1–3 and no holder. */
const SENTRY = { A: 1, B: 61 } as const;
const SENTRY2 = { A: 2, B: 62 } as const;
const ARRO = { A: 3, B: 63 } as const;
/** A facility where the user holds a role without keys: their keys of A do not count there. */
const KEYLESS_COMPANY = 53;
const FACILITY_USER = 'desk@company-scope.test';

interface Probe {
  /** Company ids the request concerns. */
  companies: { A: number; B: number };
  /** A fresh request about one company's data (ride actions change their ride, so each call makes one). */
  request(db: Db, companyId: number): Promise<Made>;
  /** How B's data is kept out: not found, refused, or left out of a list (`shows` tells). */
  refusal: 404 | 403 | 'filtered';
  /** Whether the answer (or the database after it) shows the request's entity. */
  shows?(body: Record<string, unknown>, made: Made, db: Db): Promise<boolean> | boolean;
  /** What a refused request must leave as it was. */
  state?(db: Db, made: Made): Promise<unknown>;
}

interface Made {
  params?: Record<string, unknown>;
  query?: Record<string, string>;
  body?: unknown;
  /** The entity the request is about (a ride, rider, driver, company). */
  id: number;
}

/** Why an endpoint is not about any company's data: listed, so none is left out silently. */
const NOT_COMPANY_DATA: Partial<Record<EndpointName, string>> = {
  'auth.requestCode': 'signing in concerns the user, before any company',
  'auth.verifyCode': 'signing in concerns the user, before any company',
  'auth.logout': "ends the caller's own session",
  'account.get': "the caller's own profile (its companies are their roles' companies)",
  'account.update': "the caller's own profile",
  'settings.getFleets': 'fleets serve every company; fleet settings are not a company’s data',
  'settings.updateFleet': 'fleets belong to no company: refused to facility users (test below)',
  'metrics.version': 'public build information',
  'metrics.otpByVendors': 'counts, not entities: its own test below checks they cover A only',
  'permissions.get': 'roles and keys of the product, no company records',
  'rides.sentryCancelReasons': "Sentry's list of reasons, the same for everyone",
};

const ridesOf = (body: Record<string, unknown>, key: string) =>
  ((body[key] as { data?: { id: number }[] } | undefined)?.data ?? []) as { id: number }[];

let server: TestServer;
let token: string;
const estimateOf = new Map<number, number>();
const riderOf = new Map<number, number>();

/** A ride of the company in the given state; rides of the look-alike brokers are copies of the real ones'. */
async function rideOf(db: Db, companyId: number, setup: Omit<RideSetup, 'companyId'>) {
  const lookAlikeOf = [SENTRY, SENTRY2, ARRO].find((pair) => pair.B === companyId);
  const ride = await makeRide(db, { ...setup, companyId: lookAlikeOf?.A ?? companyId });
  if (!lookAlikeOf) return ride;
  await db.update(rides).set({ companyId }).where(eq(rides.id, ride.id));
  return { ...ride, updated_at: (await rideRow(db, ride.id)).updatedAt.toISOString() };
}

const unchangedRide = async (db: Db, made: Made) => {
  const row = await rideRow(db, made.id);
  return { status: row.status, updatedAt: row.updatedAt.toISOString(), available: row.availableForDrivers };
};

/** A single-ride call on a fresh ride of the company. */
const onRide =
  (
    companies: { A: number; B: number },
    setup: Omit<RideSetup, 'companyId'>,
    body: (updatedAt: string) => unknown,
  ) =>
  (refusal: 404 = 404): Probe => ({
    companies,
    refusal,
    state: unchangedRide,
    async request(db, companyId) {
      const ride = await rideOf(db, companyId, setup);
      return { id: ride.id, params: { id: ride.id }, body: body(ride.updated_at) };
    },
  });

const readRide = (extra: (id: number) => Partial<Made> = (id) => ({ params: { id } })): Probe => ({
  companies: FACILITY,
  refusal: 404,
  state: unchangedRide,
  async request(db, companyId) {
    const ride = await rideOf(db, companyId, { status: 'assigned' });
    return { id: ride.id, ...extra(ride.id) };
  },
});

const countOf = async (
  db: Db,
  table: typeof notes | typeof riders | typeof rides,
  where: ReturnType<typeof eq>,
) => (await db.select({ n: count() }).from(table).where(where))[0]?.n;

/** Tomorrow at noon in New York: inside the window "Release MP" opens. */
const tomorrowNoon = () => dayjs().tz('America/New_York').add(1, 'day').hour(12).minute(0).toDate();

const PROBES: Partial<Record<EndpointName, Probe>> = {
  'settings.get': {
    companies: FACILITY,
    refusal: 'filtered',
    request: async (_db, companyId) => ({ id: companyId, query: { company_id: String(companyId) } }),
    shows: (body, made) =>
      (body.ride_types as { company_id: number }[]).some((type) => type.company_id === made.id) ||
      (body.facility_companies as { id: number }[]).some((company) => company.id === made.id),
  },
  'settings.companies': {
    companies: FACILITY,
    refusal: 'filtered',
    request: async (_db, companyId) => ({ id: companyId }),
    shows: (body, made) => (body.companies as { id: number }[]).some((company) => company.id === made.id),
  },
  'rides.list': {
    companies: FACILITY,
    refusal: 'filtered',
    async request(db, companyId) {
      const ride = await rideOf(db, companyId, { status: 'pending' });
      return { id: ride.id, query: { search: `id:${ride.id}` } };
    },
    shows: (body, made) => ridesOf(body, 'rides').some((ride) => ride.id === made.id),
  },
  'rides.get': readRide(),
  'rides.location': readRide(),
  'rides.drivenRoute': readRide(),
  'rides.notes': readRide(),
  'rides.open': readRide(),
  'rides.leave': readRide(),
  'notes.list': readRide((id) => ({ query: { entity_type: 'ride', entity_id: String(id) } })),
  'estimates.eta': readRide((id) => ({ query: { lat: '40.75', lon: '-73.98', ride_id: String(id) } })),
  'rides.driverWaypoints': {
    companies: FACILITY,
    refusal: 'filtered',
    async request(db, companyId) {
      const drivers = await activeDrivers(db, 1);
      const driver = drivers[companyId === FACILITY.A ? 0 : 1];
      const ride = await rideOf(db, companyId, { status: 'assigned', driverId: driver?.id });
      return { id: ride.id, query: { driver_id: String(driver?.id) } };
    },
    shows: (body, made) =>
      (body.waypoints as { ride_id: number | null }[]).some((w) => w.ride_id === made.id),
  },
  'notes.create': {
    companies: FACILITY,
    refusal: 404,
    async request(db, companyId) {
      const ride = await rideOf(db, companyId, { status: 'pending' });
      return {
        id: ride.id,
        body: { data: { entity_type: 'ride', entity_id: ride.id, category: 'ride', body: 'Scope check' } },
      };
    },
    state: (db, made) => countOf(db, notes, eq(notes.entityId, made.id)),
  },
  'rides.update': onRide(FACILITY, { status: 'pending' }, () => ({ user_confirmed: 1 }))(),
  'rides.revive': onRide(FACILITY, { status: 'assigned' }, (updated_at) => ({
    reason: 'Scope check',
    updated_at,
  }))(),
  'rides.reviveMultiple': {
    companies: FACILITY,
    refusal: 'filtered',
    state: unchangedRide,
    async request(db, companyId) {
      const ride = await rideOf(db, companyId, { status: 'assigned' });
      return { id: ride.id, body: { ride_ids: [ride.id], reason: 'Scope check' } };
    },
    shows: (body, made) => (body.revived as number[]).includes(made.id),
  },
  'rides.reviveAll': {
    companies: FACILITY,
    refusal: 'filtered',
    state: unchangedRide,
    async request(db, companyId) {
      const drivers = await activeDrivers(db, 2);
      const driver = drivers[companyId === FACILITY.A ? 0 : 1];
      const ride = await rideOf(db, companyId, { status: 'assigned', driverId: driver?.id });
      return { id: ride.id, body: { entity_id: driver?.id, entity_type: 'driver', reason: 'Scope check' } };
    },
    shows: (body, made) => (body.revived as number[]).includes(made.id),
  },
  'rides.releaseNextDay': {
    companies: SENTRY,
    refusal: 'filtered',
    state: unchangedRide,
    async request(db, companyId) {
      const ride = await rideOf(db, companyId, {
        status: 'pending',
        isMarketplaceRide: true,
        availableForDrivers: false,
        pickupAt: tomorrowNoon(),
      });
      return { id: ride.id };
    },
    shows: async (_body, made, db) => (await rideRow(db, made.id)).availableForDrivers,
  },
  'rides.sentryCancel': onRide(SENTRY, { status: 'assigned' }, (updated_at) => ({
    status: 'company_canceled',
    updated_at,
  }))(),
  'rides.sentry2Cancel': onRide(SENTRY2, { status: 'assigned' }, (updated_at) => ({
    status: 'company_canceled',
    note: 'Scope check',
    updated_at,
  }))(),
  'rides.arroCancel': onRide(ARRO, { status: 'assigned' }, (updated_at) => ({
    status: 'company_canceled',
    reason: 'Scope check',
    updated_at,
  }))(),
  'rides.sentryReject': onRide(SENTRY, { status: 'pending' }, () => ({}))(),
  'rides.sentry2Reject': onRide(SENTRY2, { status: 'pending' }, () => ({}))(),
  'rides.arroReject': onRide(ARRO, { status: 'pending' }, () => ({ reason: 'Scope check' }))(),
  'rides.arroTake': onRide(ARRO, { status: 'pending', isMarketplaceRide: true }, () => ({}))(),
  'estimates.price': {
    companies: FACILITY,
    refusal: 403,
    request: async (_db, companyId) => ({ id: companyId, body: { company_id: companyId, ...TRIP } }),
    state: (db, made) =>
      db
        .select({ n: count() })
        .from(rideEstimates)
        .where(eq(rideEstimates.companyId, made.id))
        .then((rows) => rows[0]?.n),
  },
  'rides.price': {
    companies: FACILITY,
    refusal: 403,
    request: async (_db, companyId) => ({ id: companyId, body: bookingOf(companyId) }),
  },
  'rides.create': {
    companies: FACILITY,
    refusal: 403,
    request: async (_db, companyId) => ({
      id: companyId,
      body: { ...bookingOf(companyId), rider_first_name: 'Ada', rider_last_name: 'Scope' },
    }),
    state: (db, made) => countOf(db, rides, eq(rides.companyId, made.id)),
  },
  'places.autocomplete': {
    companies: FACILITY,
    refusal: 'filtered',
    // The addresses are made before the first search: the embedded list is read once, then cached.
    request: async (_db, companyId) => ({ id: companyId, query: { q: placeOf(companyId) } }),
    shows: (body, made) =>
      (body.places as { address: string }[]).some((place) => place.address.startsWith(placeOf(made.id))),
  },
  'riders.list': {
    companies: FACILITY,
    refusal: 'filtered',
    request: async (_db, companyId) => ({
      id: riderOf.get(companyId) as number,
      query: { search: 'Scopeprobe' },
    }),
    shows: (body, made) => ridesOf(body, 'riders').some((rider) => rider.id === made.id),
  },
  'riders.create': {
    companies: FACILITY,
    refusal: 403,
    request: async (_db, companyId) => ({
      id: companyId,
      body: { first_name: 'New', last_name: 'Scopeprobe', company_id: companyId },
    }),
    state: (db, made) => countOf(db, riders, eq(riders.companyId, made.id)),
  },
  'riders.cards': {
    companies: FACILITY,
    refusal: 404,
    request: async (_db, companyId) => riderRequest(companyId),
  },
  'riders.addCard': {
    companies: FACILITY,
    refusal: 404,
    request: async (_db, companyId) => ({
      ...riderRequest(companyId),
      body: { token: 'tok_test_visa_4242_12_2030_0123456789abcdef' },
    }),
    state: cardsOf,
  },
  'riders.addPaymentMethod': {
    companies: FACILITY,
    refusal: 404,
    request: async (_db, companyId) => ({
      ...riderRequest(companyId),
      body: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123', postal_code: '10001' },
    }),
    state: cardsOf,
  },
};

/** A street only this company's rides go to. */
const placeOf = (companyId: number) => `${companyId} Scopeprobe Plaza`;

function bookingOf(companyId: number) {
  return {
    company_id: companyId,
    ride_estimate_id: estimateOf.get(companyId),
    pickup_at_dates: ['2030-01-15'],
    pickup_at_time: '10:00',
    payment_type: 'facility',
  };
}

function riderRequest(companyId: number): Made {
  const id = riderOf.get(companyId) as number;
  return { id, params: { rider_id: id } };
}

function cardsOf(db: Db, made: Made) {
  return db
    .select({ n: count() })
    .from(paymentCards)
    .where(eq(paymentCards.riderId, made.id))
    .then((rows) => rows[0]?.n);
}

/** The test's companies, roles and records: see the constants above. */
async function arrange(db: Db) {
  // The look-alike brokers: B's rides for the broker calls.
  for (const [pair, name] of [
    [SENTRY, 'Sentry West'],
    [SENTRY2, 'Sentry 2 West'],
    [ARRO, 'Arro West'],
  ] as const) {
    const [real] = await db.select().from(companies).where(eq(companies.id, pair.A));
    await db
      .insert(companies)
      .values({ id: pair.B, name, type: 'affiliate', brokerKey: real?.brokerKey ?? null });
  }
  // In this test the facility role holds every key, so each endpoint's key is held in A.
  const allKeys = await db.select({ id: permissions.id }).from(permissions);
  await db
    .insert(rolePermissions)
    .values(allKeys.map((p) => ({ roleId: FACILITY_ROLE_ID, permissionId: p.id })));
  const [keyless] = await db.insert(roles).values({ name: 'Facility clerk' }).returning();
  const [admin] = await db
    .insert(admins)
    .values({ email: FACILITY_USER, username: 'desk', firstName: 'Fay', lastName: 'Desk', passwordHash: 'x' })
    .returning();
  const adminId = admin?.id as number;
  await db.insert(adminRoles).values([
    ...[FACILITY.A, SENTRY.A, SENTRY2.A, ARRO.A].map((companyId) => ({
      adminId,
      roleId: FACILITY_ROLE_ID,
      companyId,
    })),
    { adminId, roleId: keyless?.id as number, companyId: KEYLESS_COMPANY },
  ]);
  for (const companyId of [FACILITY.A, FACILITY.B]) {
    const [type] = await db.select().from(rideTypes).where(eq(rideTypes.companyId, companyId)).limit(1);
    estimateOf.set(companyId, await insertEstimate(db, { companyId, rideTypeId: type?.id as number }));
    const [rider] = await db
      .insert(riders)
      .values({ companyId, firstName: `Rider${companyId}`, lastName: 'Scopeprobe' })
      .returning();
    riderOf.set(companyId, rider?.id as number);
    const ride = await rideOf(db, companyId, { status: 'finished' });
    await db
      .update(rides)
      .set({ startAddress: `${placeOf(companyId)}, New York, NY 10027` })
      .where(eq(rides.id, ride.id));
  }
}

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
  const probe = PROBES[name];
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
