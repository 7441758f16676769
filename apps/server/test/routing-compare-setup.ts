import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import {
  auditLog,
  cars,
  routingComparisonPlans,
  routingRoutes,
  routingScenarioItems,
  routingScenarios,
} from '../src/db/schema';
import { ADMIN, FLEET_USER } from './api';
import { activeDrivers, fleetOfEmail, tokenForEmail } from './ride-fixtures';
import { type Body, routingApi } from './routing-fixtures';
import { dayOfRides, documentedDriver } from './routing-run-fixtures';
import { startTestServer, type TestServer } from './server';
import { createSocketSet } from './sockets';

/** The day the comparison tests (routing-compare.test.ts of modules/routing) plan. */
export const DATE = '2031-07-14';

/**
 * Starts a server running the routing job with a short solver limit, signed in as the admin (`api`
 * calls as them, `heard` collects what their socket hears): three documented drivers of the fleet
 * user's fleet and one more free driver, six rides on DATE, and one scenario of the first driver's car
 * type with two rule sets to compare. The context fills in beforeAll.
 */
export function routingCompareServer() {
  const t = {
    server: undefined as unknown as TestServer,
    token: '',
    fleet: 0,
    scenarioId: 0,
    itemIds: [] as number[],
    freeDriver: 0,
    heard: [] as { type: string; payload: Record<string, unknown> }[],
  };
  const sockets = createSocketSet();
  const api = routingApi(
    () => t.server,
    () => t.token,
  );
  const comparisonOf = async (id: number) =>
    (await api('GET', `/routing/comparisons/${id}`)).body.comparison as Body;
  const plansOf = (id: number) =>
    t.server.database.db.select().from(routingComparisonPlans).where(eq(routingComparisonPlans.runId, id));
  const routesOf = (date: string) =>
    t.server.database.db.select().from(routingRoutes).where(eq(routingRoutes.serviceDate, date));
  const auditOf = (id: number) =>
    t.server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'routing_comparison'), eq(auditLog.entityId, String(id))));

  beforeAll(async () => {
    t.server = await startTestServer({ env: { JOBS: 'routing-run', ROUTING_SOLVER_TIME_LIMIT_MS: '400' } });
    const db = t.server.database.db;
    t.token = await tokenForEmail(db, ADMIN);
    t.fleet = await fleetOfEmail(db, FLEET_USER);
    const drivers = (await activeDrivers(db, t.fleet)).map((d) => d.id);
    for (const id of drivers.slice(0, 3)) await documentedDriver(db, id);
    t.freeDriver = drivers[3] as number;
    await dayOfRides(db, DATE, 6);
    // One scenario of the first driver's car type, with two rule sets to compare.
    const [car] = await db
      .select()
      .from(cars)
      .where(eq(cars.driverId, drivers[0] as number));
    const [scenario] = await db
      .insert(routingScenarios)
      .values({ state: 'NY', carTypeId: car?.typeId as number, title: 'Compare', maxTries: 2 })
      .returning();
    const scenarioId = scenario?.id as number;
    t.scenarioId = scenarioId;
    const items = await db
      .insert(routingScenarioItems)
      .values([
        { scenarioId, title: 'Strict', validationRidesPerHour: 3, priority: 1 },
        { scenarioId, title: 'Loose', minutesStartEarly: 30, minutesFinishLate: 30 },
      ])
      .returning();
    t.itemIds = items.map((item) => item.id);
    t.heard = (await sockets.listen(t.server.url, t.token)) as never;
  }, 60_000);
  afterAll(async () => {
    sockets.closeAll();
    await t.server.close();
  });
  return Object.assign(t, { api, comparisonOf, plansOf, routesOf, auditOf });
}
