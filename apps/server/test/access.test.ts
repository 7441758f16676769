import { type AnyEndpoint, buildPath, ENDPOINTS, type EndpointName, MESSAGES } from '@fleetdesk/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoles, admins, permissions, rolePermissions, roles } from '../src/db/schema';
import { createSession } from '../src/platform/auth/sessions';
import { call, FLEET_USER } from './api';
import { insertSampleEstimate } from './estimates';
import { RIDE_ACTION_SAMPLES } from './ride-action-samples';
import { SAMPLES } from './samples';
import { startTestServer, type TestServer } from './server';

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
  // QuickBooks "connected" (to nowhere: no job runs here) so that its import is reachable like the rest.
  server = await startTestServer({
    env: {
      AUTH_RATE_LIMIT: '1000',
      QUICKBOOKS_API_URL: 'http://127.0.0.1:9/v3/company/1',
      TLC_BASE_LICENSE: 'B00001',
    },
  });
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
  // Only endpoints that take input need a sample; the others have no case here rather than an empty one.
  if (endpoint.body || endpoint.params) {
    it('has a sample request', () => {
      expect(SAMPLES[name] ?? RIDE_ACTION_SAMPLES[name]).toBeDefined();
    });
  }

  const cases: [Who, boolean][] = [
    ['anonymous', false],
    ['fleet', false],
    ['fleet', true],
    ['staffWithoutKey', false],
    ['staffWithoutKey', true],
    ['staffWithKey', false],
  ];
  // Public endpoints are not served under the fleet prefix, so those cases would check nothing.
  const applicable = cases.filter(([, fleetPrefix]) => endpoint.auth !== 'public' || !fleetPrefix);
  it.each(applicable)('as %s (fleet prefix: %s)', async (who, fleetPrefix) => {
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
        headers: live?.headers,
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
