import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/api';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { ARRO, makeRide, rideRow, rideTrail, SENTRY, staffHolding } from '../../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';

let database: TestDatabase;
let server: TestServer;
let dispatcher: string;

beforeAll(async () => {
  // A real DATABASE_URL without SEED_DEMO is production mode: no broker simulator stands in.
  database = await createTestDatabase();
  // A real deployment: its own database, so its own bank account key too.
  server = await startTestServer({
    database,
    env: { DATABASE_URL: database.url, BANK_ACCOUNT_KEY: 'ab'.repeat(32) },
  });
  dispatcher = await staffHolding(server.database.db, ['rides.reject-sentry']);
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

describe('broker actions in production mode without broker URLs', () => {
  it('answer 503 with a clear message and change nothing', async () => {
    const ride = await makeRide(server.database.db, {
      status: 'assigned',
      companyId: SENTRY,
      referenceId: 'S-9',
    });
    const before = await rideRow(server.database.db, ride.id);
    const res = await call(server.url, 'POST', `/rides/${ride.id}/sentry/reject`, {
      token: dispatcher,
      body: { updated_at: ride.updated_at },
    });
    expect(res.status).toBe(503);
    expect(res.body.message).toBe('The Sentry API is not configured.');
    expect(await rideRow(server.database.db, ride.id)).toEqual(before);
    const trail = await rideTrail(server.database.db, ride.id);
    expect(trail).toMatchObject({ audit: [], calls: [] });
  });

  it('answer 503 for the cancel reasons too', async () => {
    const res = await call(server.url, 'GET', '/rides/sentry/cancel-reasons', { token: dispatcher });
    expect(res.status).toBe(503);
    expect(res.body.message).toBe('The Sentry API is not configured.');
  });

  it('name the broker that is missing', async () => {
    const ride = await makeRide(server.database.db, {
      status: 'pending',
      companyId: ARRO,
      referenceId: 'A-9',
      isMarketplaceRide: true,
    });
    const res = await call(server.url, 'POST', `/rides/${ride.id}/arro/take`, {
      token: dispatcher,
      body: {},
    });
    expect(res.status, JSON.stringify(res.body)).toBe(503);
    expect(res.body.message).toBe('The Arro API is not configured.');
  });
});
