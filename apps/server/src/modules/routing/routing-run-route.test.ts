import { ROUTING_ACTIONS, routing } from '@fleetdesk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, FLEET_USER } from '../../../test/api';
import { activeDrivers, fleetOfEmail, tokenForEmail } from '../../../test/ride-fixtures';
import { type Body, makeRoute, makeScenario, routingApi } from '../../../test/routing-fixtures';
import { dayOfRides, documentedDriver } from '../../../test/routing-run-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { createSocketSet, eventually } from '../../../test/sockets';
import { cars, routingRouteRides, routingScenarios } from '../../db/schema';
import { dayWindow } from './rules';
import { runAutoRouting } from './run/auto';

let server: TestServer;
let token: string;
let fleet: number;
let drivers: number[];
const sockets = createSocketSet();
let heard: { type: string; payload: Record<string, unknown> }[];
const api = routingApi(
  () => server,
  () => token,
);
const finishedRun = async (date: string): Promise<Body> => {
  let answer: Body = {};
  await eventually(async () => {
    answer = (await api('GET', `/routing/routes?date=${date}`)).body;
    expect(answer.run?.status, answer.run?.error).toBe('finished');
  });
  return answer;
};

beforeAll(async () => {
  server = await startTestServer({ env: { JOBS: 'routing-run', ROUTING_SOLVER_TIME_LIMIT_MS: '300' } });
  const db = server.database.db;
  token = await tokenForEmail(db, ADMIN);
  fleet = await fleetOfEmail(db, FLEET_USER);
  drivers = (await activeDrivers(db, fleet)).map((d) => d.id);
  await documentedDriver(db, drivers[0] as number);
  await documentedDriver(db, drivers[1] as number, { car: 'registration' });
  heard = (await sockets.listen(server.url, token)) as never;
}, 60_000);
afterAll(async () => {
  sockets.closeAll();
  await server.close();
});

describe("a route's Route", () => {
  it("plans the route's driver over the day's new rides with the asked travel source", async () => {
    const date = '2031-07-01';
    const db = server.database.db;
    const rides = await dayOfRides(db, date, 3);
    const route = await makeRoute(db, { driverId: drivers[0] as number, date, status: 'pending' });
    const res = await api('POST', `/routing/routes/${route.id}/route`, { routing_service: 'straight_line' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: routing.ROUTED_ROUTE, run: { route_id: route.id } });
    const { run, routes } = await finishedRun(date);
    expect(run.travel_source).toBe('straight_line');
    const planned = routes.find((r: Body) => r.id === route.id);
    expect(planned).toMatchObject({ status: 'finished', rides_count: run.served });
    expect(run.served).toBeGreaterThan(0);
    const held = await db.select().from(routingRouteRides).where(eq(routingRouteRides.routeId, route.id));
    expect(held.every((h) => rides.includes(h.rideId) && h.routedStatus === 'pending')).toBe(true);
    // Routed again, the route plans its own rides again (they are on no other route).
    expect((await api('POST', `/routing/routes/${route.id}/route`, {})).status).toBe(200);
    await eventually(async () => {
      const again = (await api('GET', `/routing/routes?date=${date}`)).body.run;
      expect(again.id).not.toBe(run.id);
      expect(again.status).toBe('finished');
    });
    const heldAgain = await db
      .select()
      .from(routingRouteRides)
      .where(eq(routingRouteRides.routeId, route.id));
    expect(heldAgain.map((h) => h.rideId).sort()).toEqual(held.map((h) => h.rideId).sort());
  }, 30_000);

  it('refuses a car whose registration expired on the date, with the reason', async () => {
    const date = '2031-07-02';
    const db = server.database.db;
    await dayOfRides(db, date, 2);
    const route = await makeRoute(db, { driverId: drivers[1] as number, date, status: 'pending' });
    await api('POST', `/routing/routes/${route.id}/route`, {});
    const { run, routes } = await finishedRun(date);
    const [car] = await db
      .select({ id: cars.id })
      .from(cars)
      .where(eq(cars.driverId, drivers[1] as number));
    expect(run.excluded).toEqual([
      expect.objectContaining({ driver_id: drivers[1], car_id: car?.id, reason: 'car_registration_expired' }),
    ]);
    expect(run.served).toBe(0);
    expect(routes.find((r: Body) => r.id === route.id)?.rides_count).toBe(0);
  }, 30_000);
});

describe('auto routing', () => {
  it("routes tomorrow's new rides of a state whose flag is on, with scenario start and finish events", async () => {
    const date = '2031-07-03';
    const db = server.database.db;
    const [car] = await db
      .select({ typeId: cars.typeId })
      .from(cars)
      .where(eq(cars.driverId, drivers[0] as number));
    const scenarioId = await makeScenario(db, { title: 'Auto' });
    await db
      .update(routingScenarios)
      .set({ carTypeId: car?.typeId as number })
      .where(eq(routingScenarios.id, scenarioId));
    await dayOfRides(db, date, 2);
    // The runs go to the server's routing-run worker, as the hourly job's do.
    const deps = { db, realtime: server.app.realtime, jobs: server.app.jobs };
    const noon = new Date(dayWindow('2031-07-02').start.getTime() + 12 * 3_600_000);
    expect(await runAutoRouting(deps, noon)).toEqual([]);
    expect((await api('POST', '/routing/settings/auto-routing', { auto_routing_enabled: true })).status).toBe(
      200,
    );
    const runs = await runAutoRouting(deps, noon);
    expect(runs).toHaveLength(1);
    const { run } = await finishedRun(date);
    expect(run.id).toBe(runs[0]);
    // Events travel through the database's NOTIFY to the socket: the finish one may land after the poll.
    await eventually(() => {
      const events = heard.filter(
        (a) => a.type === ROUTING_ACTIONS.scenarioChanged && a.payload.scenario_id === scenarioId,
      );
      expect(events.length).toBeGreaterThanOrEqual(2);
    });
    const [scenario] = await db.select().from(routingScenarios).where(eq(routingScenarios.id, scenarioId));
    expect(scenario).toMatchObject({ status: 'finished', tries: 1, hasChanged: false });
  }, 60_000);
});
