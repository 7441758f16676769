import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../src/platform/auth/sessions';
import { ADMIN, FLEET_USER } from './api';
import { databaseFingerprint } from './fuzz/fingerprint';
import { fuzzRequests } from './fuzz/generator';
import { type FuzzResult, runFuzz } from './fuzz/runner';
import { startTestServer, type TestServer } from './server';

/** Enough to reach every mutation of every endpoint and then some; `npm run bench:fuzz` sends far more. */
const REQUESTS = 10_000;
const SEED = 20260817;

let server: TestServer;
let result: FuzzResult;

async function sessionOf(email: string): Promise<string> {
  const { rows } = await server.database.db.execute<{ id: number }>(
    sql`select id from admins where email = ${email}`,
  );
  const { token } = await createSession(server.database.db, rows[0]?.id as number, 3_600_000, {});
  return token;
}

beforeAll(async () => {
  server = await startTestServer({ env: { AUTH_RATE_LIMIT: '1000000' } });
  const batches = fuzzRequests(SEED, REQUESTS);
  result = await runFuzz(batches, {
    baseUrl: server.url,
    callers: { staff: await sessionOf(ADMIN), fleet: await sessionOf(FLEET_USER) },
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
