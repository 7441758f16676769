import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { auditLog, routingRouteRides, routingRoutes } from '../src/db/schema';
import { ADMIN } from './api';
import { activeDrivers, fleetOfEmail, tokenForEmail } from './ride-fixtures';
import { routingApi } from './routing-fixtures';
import { startTestServer, type TestServer } from './server';

/** What the route tests share (routing-routes*.test.ts of modules/routing). */

export const DATE = '2030-03-04';

/**
 * Starts a server for the file, signed in as the admin (`api` calls as them), with two drivers of the
 * demo fleet's fleet user whose routes the tests make; the context fills in beforeAll.
 */
export function routingRoutesServer() {
  const t = { server: undefined as unknown as TestServer, token: '', driverId: 0, otherDriverId: 0 };
  const api = routingApi(
    () => t.server,
    () => t.token,
  );
  const routeRow = async (id: number) =>
    (await t.server.database.db.select().from(routingRoutes).where(eq(routingRoutes.id, id)))[0];
  const ridesOn = async (id: number) =>
    (
      await t.server.database.db.select().from(routingRouteRides).where(eq(routingRouteRides.routeId, id))
    ).map((r) => r.rideId);
  const auditOf = (id: number) =>
    t.server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'routing_route'), eq(auditLog.entityId, String(id))));
  beforeAll(async () => {
    t.server = await startTestServer();
    const db = t.server.database.db;
    t.token = await tokenForEmail(db, ADMIN);
    const fleet = await fleetOfEmail(db, 'fleet@fleetdesk.test');
    [t.driverId, t.otherDriverId] = (await activeDrivers(db, fleet)).map((d) => d.id) as [number, number];
  });
  afterAll(() => t.server.close());
  return Object.assign(t, { api, routeRow, ridesOn, auditOf });
}
