import { MESSAGES } from '@fleetdesk/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../src/platform/auth/sessions';
import { ADMIN, call, FLEET_USER } from './api';
import { databaseFingerprint } from './fuzz/fingerprint';
import { fuzzRequests } from './fuzz/generator';
import { type FuzzResult, runFuzz } from './fuzz/runner';
import { startTestServer, type TestServer } from './server';

/** Enough to reach every mutation of every endpoint and then some; `npm run bench:fuzz` sends far more. */
const REQUESTS = 10_000;
const SEED = 20260817;

let server: TestServer;
let result: FuzzResult;
let staffToken: string;

async function sessionOf(email: string): Promise<string> {
  const { rows } = await server.database.db.execute<{ id: number }>(
    sql`select id from admins where email = ${email}`,
  );
  const { token } = await createSession(server.database.db, rows[0]?.id as number, 3_600_000, {});
  return token;
}

beforeAll(async () => {
  server = await startTestServer({ env: { AUTH_RATE_LIMIT: '1000000' } });
  staffToken = await sessionOf(ADMIN);
  const batches = fuzzRequests(SEED, REQUESTS);
  result = await runFuzz(batches, {
    baseUrl: server.url,
    callers: { staff: staffToken, fleet: await sessionOf(FLEET_USER) },
    withoutSession: ['auth.logout'],
    concurrency: 8,
    batchSize: 40,
    fingerprint: () => databaseFingerprint(server.database.db.$client),
    seed: SEED,
  });
}, 300_000);
afterAll(() => server.close());

describe(`${REQUESTS} requests derived from the contract`, () => {
  it('were all sent', () => {
    expect(result.sent).toBeGreaterThanOrEqual(REQUESTS);
  });

  it('never got a 5xx or a dropped connection', () => {
    expect(result.serverErrors, `${result.serverErrorCount} server errors`).toEqual([]);
  });

  it('changed no row when every request of a batch was refused', () => {
    expect(result.comparedBatches).toBeGreaterThan(result.batchesWithSuccess);
    expect(result.changedByRefused).toEqual([]);
  });
});

describe("values PostgreSQL refuses are the client's mistake, found by the fuzzing", () => {
  it.each([
    ['an id beyond a 32-bit integer', '/settings?company_id=2147483648'],
    ['a NUL character in a search', '/riders?search=%00'],
  ])('answers 422 to %s', async (_, path) => {
    const res = await call(server.url, 'GET', path, { token: staffToken });
    expect(res).toEqual({ status: 422, body: { message: MESSAGES.invalidData } });
  });
});
