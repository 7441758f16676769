import { type AnyEndpoint, buildPath, ENDPOINTS, type EndpointName, MESSAGES } from '@fleetdesk/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoles, admins, permissions, rolePermissions, roles } from '../src/db/schema';
import { insertSampleEstimate, SAMPLE_ESTIMATE_ID, TRIP } from '../src/modules/estimates/testing';
import { RIDE_ACTION_SAMPLES } from '../src/modules/ride-actions/access-samples';
import { createSession } from '../src/platform/auth/sessions';
import { call, DEMO_PASSWORD, FLEET_USER } from './api';
import { startTestServer, type TestServer } from './server';

/** A booking of the sample estimate on a far-away date (POST /rides answers per date, so any date does). */
const SAMPLE_BOOKING = {
  company_id: 39,
  ride_estimate_id: SAMPLE_ESTIMATE_ID,
  pickup_at_dates: ['2030-01-15'],
  pickup_at_time: '10:00',
  payment_type: 'passenger',
};

/** A valid request for every endpoint that takes input; the test fails when an endpoint lacks one. */
const SAMPLES: Partial<
  Record<EndpointName, { params?: Record<string, unknown>; query?: Record<string, string>; body?: unknown }>
> = {
  'auth.requestCode': { body: { email: 'admin@fleetdesk.test', password: DEMO_PASSWORD, type: 'email' } },
  'auth.verifyCode': {
    body: {
      email: 'admin@fleetdesk.test',
      password: DEMO_PASSWORD,
      type: 'email',
      verification_code: '123456',
    },
  },
  'account.update': { body: { first_name: 'Ada', last_name: 'Lovelace' } },
  'settings.updateFleet': { params: { id: 1 }, body: { display_brokers_logo: true } },
  // Ride 1 and driver 1 belong to the demo fleet user's fleet (the demo seed is deterministic).
  'rides.get': { params: { id: 1 } },
  'rides.location': { params: { id: 1 } },
  'rides.drivenRoute': { params: { id: 1 } },
  'rides.driverWaypoints': { query: { driver_id: '1' } },
  'rides.notes': { params: { id: 1 } },
  'rides.open': { params: { id: 1 } },
  'rides.leave': { params: { id: 1 } },
  'notes.list': { query: { entity_type: 'ride', entity_id: '1' } },
  'notes.create': {
    body: { data: { entity_type: 'ride', entity_id: 1, category: 'ride', body: 'Access check' } },
  },
  'estimates.price': { body: { company_id: 39, ...TRIP } },
  'estimates.eta': { query: { lat: '40.75', lon: '-73.98' } },
  'places.autocomplete': { query: { q: 'Brooklyn' } },
  'rides.price': { body: SAMPLE_BOOKING },
  'rides.create': {
    body: {
      ...SAMPLE_BOOKING,
      rider_first_name: 'Ada',
      rider_last_name: 'Lovelace',
      rider_email: 'ada@example.com',
    },
  },
  'riders.create': { body: { first_name: 'Ada', last_name: 'Lovelace' } },
  'riders.cards': { params: { rider_id: 1 } },
  'riders.addCard': {
    params: { rider_id: 1 },
    body: { token: 'tok_test_visa_4242_12_2030_0123456789abcdef' },
  },
  'riders.addPaymentMethod': {
    params: { rider_id: 1 },
    body: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123', postal_code: '10001' },
  },
};

type Who = 'anonymous' | 'fleet' | 'staffWithoutKey' | 'staffWithKey';

let server: TestServer;
const tokens = new Map<string, string>();

/** A fresh session for a user (the sign-in flow itself is covered by the auth tests). */
async function tokenFor(email: string): Promise<string> {
  const [row] = await server.database.db
    .execute<{ id: number }>(sql`select id from admins where email = ${email}`)
    .then((r) => r.rows);
  const { token } = await createSession(server.database.db, row?.id as number, 3_600_000, {});
  return token;
}

/** A staff user whose only role holds exactly `keys`. */
async function staffHolding(name: string, keys: string[]): Promise<string> {
  const db = server.database.db;
  const [role] = await db
    .insert(roles)
    .values({ name: `Test ${name}` })
    .returning();
  if (keys.length > 0) {
    const rows = await db.select().from(permissions).where(sql`${permissions.key} in ${keys}`);
    await db
      .insert(rolePermissions)
      .values(rows.map((p) => ({ roleId: role?.id as number, permissionId: p.id })));
  }
  const email = `${name}@access.test`;
  const [admin] = await db
    .insert(admins)
    .values({ email, username: name, firstName: 'Test', lastName: 'User', passwordHash: 'x' })
    .returning();
  await db
    .insert(adminRoles)
    .values({ adminId: admin?.id as number, roleId: role?.id as number, companyId: 39 });
  return tokenFor(email);
}

beforeAll(async () => {
  server = await startTestServer({ env: { AUTH_RATE_LIMIT: '1000' } });
  tokens.set('staffWithoutKey', await staffHolding('nokeys', []));
  await insertSampleEstimate(server.database.db);
});
afterAll(() => server.close());

async function tokenOf(who: Who, endpoint: AnyEndpoint): Promise<string | undefined> {
  if (who === 'anonymous') return undefined;
  // logout revokes the token it is called with, so every call gets its own session
  if (who === 'fleet') return tokenFor(FLEET_USER);
  if (who === 'staffWithoutKey')
    return endpoint.path === '/auth/logout'
      ? staffHolding(`nokeys${Math.random().toString(36).slice(2, 8)}`, [])
      : tokens.get(who);
  return staffHolding(
    `with${Math.random().toString(36).slice(2, 8)}`,
    endpoint.permission ? [endpoint.permission] : [],
  );
}

function expected(endpoint: AnyEndpoint, who: Who, fleetPrefix: boolean): 'ok' | 401 | 403 {
  if (endpoint.auth === 'public') return 'ok';
  if (who === 'anonymous') return 401;
  if (who === 'fleet') return fleetPrefix && endpoint.fleet ? 'ok' : 403;
  if (fleetPrefix) return 403;
  if (who === 'staffWithoutKey' && endpoint.permission) return 403;
  return 'ok';
}

describe('every contract endpoint is served', () => {
  it('registers exactly the endpoints of the contract', () => {
    expect(new Set(server.app.registry.registered())).toEqual(new Set(Object.values(ENDPOINTS)));
  });

  it('publishes them as OpenAPI at /api/docs, with their permission and fleet reach', async () => {
    const res = await call<{
      openapi: string;
      paths: Record<string, Record<string, Record<string, unknown>>>;
    }>(server.url, 'GET', '/api/docs');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    for (const endpoint of Object.values(ENDPOINTS)) {
      const operation = res.body.paths[`/api/v1${endpoint.path}`]?.[endpoint.method.toLowerCase()];
      expect(operation, endpoint.path).toMatchObject({
        'x-permission': endpoint.permission,
        'x-fleet': endpoint.fleet,
      });
      if (endpoint.fleet) expect(res.body.paths[`/api/v1/fleet${endpoint.path}`]).toBeDefined();
    }
  });
});

describe.each(Object.entries(ENDPOINTS) as [EndpointName, AnyEndpoint][])('%s', (name, endpoint) => {
  const sample = SAMPLES[name] ?? {};
  it('has a sample request when it takes input', () => {
    if (endpoint.body || endpoint.params) expect(SAMPLES[name] ?? RIDE_ACTION_SAMPLES[name]).toBeDefined();
  });

  const cases: [Who, boolean][] = [
    ['anonymous', false],
    ['fleet', false],
    ['fleet', true],
    ['staffWithoutKey', false],
    ['staffWithoutKey', true],
    ['staffWithKey', false],
  ];
  it.each(cases)('as %s (fleet prefix: %s)', async (who, fleetPrefix) => {
    if (endpoint.auth === 'public' && fleetPrefix) return;
    // Ride actions change their ride: each call gets a fresh one.
    const live = await RIDE_ACTION_SAMPLES[name]?.(server.database.db);
    const query = sample.query ? `?${new URLSearchParams(sample.query)}` : '';
    const res = await call(
      server.url,
      endpoint.method,
      `${buildPath(endpoint.path, (live ?? sample).params)}${query}`,
      {
        token: await tokenOf(who, endpoint),
        body: (live ?? sample).body,
        fleet: fleetPrefix,
      },
    );
    const want = expected(endpoint, who, fleetPrefix);
    if (want === 'ok') {
      expect(res.status, JSON.stringify(res.body)).not.toBe(401);
      expect(res.status, JSON.stringify(res.body)).not.toBe(403);
      if (name !== 'auth.verifyCode') expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    } else {
      expect(res.status).toBe(want);
      // A missing key is refused in the spec's words where the endpoint declares them.
      const keyRefusal = who === 'staffWithoutKey' && !fleetPrefix ? endpoint.permissionMessage : undefined;
      expect(res.body.message).toBe(
        want === 401 ? MESSAGES.unauthenticated : (keyRefusal ?? MESSAGES.forbidden),
      );
    }
  });
});
