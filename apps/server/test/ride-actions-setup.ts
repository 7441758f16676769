import { afterAll, beforeAll } from 'vitest';
import { call, FLEET_USER } from './api';
import { activeDrivers, fleetOfEmail, staffHolding, tokenForEmail } from './ride-fixtures';
import { startTestServer, type TestServer } from './server';

/** The server and users the ride action tests share (ride-actions*.test.ts). */
export function rideActionsServer() {
  const t = {
    server: undefined as unknown as TestServer,
    /** Staff holding rides.update-dangerous-fields only. */
    dispatcher: '',
    withoutKeys: '',
    fleet: '',
    fleetDrivers: [] as { id: number }[],
    allDrivers: [] as { id: number; fleetId: number | null }[],
    db: () => t.server.database.db,
    post: (path: string, token: string, body: unknown, isFleet = false) =>
      call(t.server.url, 'POST', path, { token, body, fleet: isFleet }),
  };
  beforeAll(async () => {
    t.server = await startTestServer();
    const db = t.db();
    t.dispatcher = await staffHolding(db, ['rides.update-dangerous-fields']);
    t.withoutKeys = await staffHolding(db, []);
    t.fleet = await tokenForEmail(db, FLEET_USER);
    t.fleetDrivers = await activeDrivers(db, await fleetOfEmail(db, FLEET_USER));
    t.allDrivers = await activeDrivers(db, -1, true);
  });
  afterAll(() => t.server.close());
  return t;
}
