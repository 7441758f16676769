import type { SurgeRide } from '@fleetdesk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { rides } from '../src/db/schema';
import { call } from './api';
import { makeRide, SENTRY, staffHolding } from './ride-fixtures';
import { startTestServer, type TestServer } from './server';
import { createSocketSet } from './sockets';

/** What the surge tests share (surge*.test.ts of modules/surge). */

export type Body = Record<string, unknown>;
export const MINUTE_MS = 60_000;
export const FAR_ROCKAWAY = 17;

/**
 * Starts a server for the file with a staff user of the operator holding surge.view (`token`, which
 * `get` and `post` send unless told otherwise), and closes it and the file's sockets after.
 */
export function surgeTestServer() {
  const s = { server: undefined as unknown as TestServer, token: '' };
  const sockets = createSocketSet();
  const get = (path: string, token = s.token) => call<Body>(s.server.url, 'GET', path, { token });
  const post = (path: string, body?: unknown, token = s.token) =>
    call<Body>(s.server.url, 'POST', path, { token, body });
  /** A fresh open marketplace ride of Sentry picked up `minutes` from now, in a zone. */
  async function openRide(
    minutes = 180,
    zoneId = FAR_ROCKAWAY,
    extra: Partial<typeof rides.$inferInsert> = {},
  ) {
    const db = s.server.database.db;
    const ride = await makeRide(db, {
      status: 'pending',
      companyId: SENTRY,
      isMarketplaceRide: true,
      pickupAt: new Date(Date.now() + minutes * MINUTE_MS),
    });
    await db
      .update(rides)
      .set({ pickupZoneId: zoneId, surgeAmountCents: 0, driverNetCents: 2000, ...extra })
      .where(eq(rides.id, ride.id));
    return ride.id;
  }
  const pendingRides = async () => (await get('/rides/pending_rides')).body.rides as SurgeRide[];
  beforeAll(async () => {
    s.server = await startTestServer();
    s.token = await staffHolding(s.server.database.db, ['surge.view'], 1);
  });
  afterAll(() => {
    sockets.closeAll();
    return s.server.close();
  });
  return Object.assign(s, { sockets, get, post, openRide, pendingRides });
}
