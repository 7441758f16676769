import { type AnyEndpoint, ENDPOINTS, type EndpointName, MESSAGES } from '@fleetdesk/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins } from '../src/db/schema';
import { call, FLEET_USER, signIn } from './api';
import { insertSampleEstimate } from './estimates';
import { fleetOfEmail, tokenForEmail } from './ride-fixtures';
import { sampleRequest } from './samples';
import { startTestServer, type TestServer } from './server';

/** The seeded read-only dispatcher (db/seed/people.ts). */
const READ_ONLY_DISPATCHER = 'night.dispatch@fleetdesk.test';
/** The only calls besides GET a read-only admin may make: they touch nothing but their own session or profile. */
const ALLOWED_WRITES: EndpointName[] = ['auth.logout', 'account.update'];

const signedInWrites = (Object.entries(ENDPOINTS) as [EndpointName, AnyEndpoint][]).filter(
  ([, endpoint]) => endpoint.method !== 'GET' && endpoint.auth !== 'public',
);
const refusedWrites = signedInWrites.filter(([name]) => !ALLOWED_WRITES.includes(name));

let server: TestServer;
/** A read-only super admin: every key, so only the read-only flag can refuse them. */
let readOnlyStaff: string;
let readOnlyFleet: string;

async function readOnlyCopyOf(email: string, overrides: Partial<typeof admins.$inferInsert>) {
  const db = server.database.db;
  const copy = `read-only.${email}`;
  await db.insert(admins).values({
    email: copy,
    username: copy,
    firstName: 'Read',
    lastName: 'Only',
    passwordHash: 'x',
    isReadOnly: true,
    ...overrides,
  });
  return tokenForEmail(db, copy);
}

/**
 * Every row of every table, summarised: a table's row count and its newest row version (xmin), so an
 * insert, update or delete anywhere changes the answer.
 */
async function databaseFingerprint(): Promise<string> {
  const db = server.database.db;
  const { rows: tables } = await db.execute<{ name: string }>(
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const parts = tables.map(
    ({ name }) =>
      sql`select ${name} as t, count(*) as n, max(xmin::text::bigint) as v from ${sql.identifier(name)}`,
  );
  const { rows } = await db.execute(sql.join(parts, sql` union all `));
  return JSON.stringify(rows);
}

beforeAll(async () => {
  server = await startTestServer({ env: { AUTH_RATE_LIMIT: '1000' } });
  const db = server.database.db;
  await insertSampleEstimate(db);
  readOnlyStaff = await readOnlyCopyOf('admin', { superAdmin: true });
  readOnlyFleet = await readOnlyCopyOf('fleet', {
    isFleet: true,
    fleetId: await fleetOfEmail(db, FLEET_USER),
  });
});
afterAll(() => server.close());

it('allows exactly sign-out and the own profile among the signed-in writes', () => {
  const allowed = signedInWrites.filter(([, endpoint]) => endpoint.allowReadOnly).map(([name]) => name);
  expect(allowed.sort()).toEqual([...ALLOWED_WRITES].sort());
  expect(refusedWrites.length).toBeGreaterThan(20);
});

/** Each refused write, as a read-only staff user and, where fleet users may call it, a read-only fleet user. */
const refusals = refusedWrites.flatMap(([name, endpoint]) =>
  endpoint.fleet ? [[name, 'staff'] as const, [name, 'fleet'] as const] : [[name, 'staff'] as const],
);

it.each(refusals)('%s refuses a read-only %s user and changes nothing', async (name, who) => {
  const request = await sampleRequest(server.database.db, name);
  const before = await databaseFingerprint();
  const res = await call(server.url, 'POST', request.path, {
    token: who === 'staff' ? readOnlyStaff : readOnlyFleet,
    body: request.body,
    fleet: who === 'fleet',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(403);
  expect(res.body.message).toBe(MESSAGES.forbidden);
  expect(await databaseFingerprint()).toBe(before);
});

describe('what a read-only admin may do', () => {
  it('signs in, is told they are read-only, reads, updates their own profile and signs out', async () => {
    const db = server.database.db;
    const token = await signIn(server.url, db, READ_ONLY_DISPATCHER);
    const account = await call<{ user: { is_read_only: boolean } }>(server.url, 'GET', '/account', { token });
    expect(account.body.user.is_read_only).toBe(true);
    const rides = await call<{ rides: { data: unknown[] } }>(server.url, 'GET', '/rides', { token });
    expect(rides.status).toBe(200);
    expect(rides.body.rides.data.length).toBeGreaterThan(0);

    const updated = await call(server.url, 'POST', '/account', {
      token,
      body: { first_name: 'Nico', last_name: 'Petrov' },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const [row] = await db.select().from(admins).where(eq(admins.email, READ_ONLY_DISPATCHER));
    expect(row?.firstName).toBe('Nico');

    expect((await call(server.url, 'POST', '/auth/logout', { token })).status).toBe(200);
    expect((await call(server.url, 'GET', '/account', { token })).status).toBe(401);
  });
});
