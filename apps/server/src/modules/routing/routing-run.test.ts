import { ROUTING_ACTIONS, type RoutingRun, routing } from '@fleetdesk/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, FLEET_USER } from '../../../test/api';
import { activeDrivers, fleetOfEmail, staffHolding, tokenForEmail } from '../../../test/ride-fixtures';
import { type Body, routingApi } from '../../../test/routing-fixtures';
import { dayOfRides, documentedDriver, mainFleetDriver } from '../../../test/routing-run-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { createSocketSet, eventually } from '../../../test/sockets';
import { auditLog, drivers as driverRows, rides, routingRoutes, routingWaypoints } from '../../db/schema';
import { APPLY_SKIPS } from './run/apply';
import { RUN_IN_FLIGHT } from './run/records';

let server: TestServer;
let token: string;
let fleet: number;
let drivers: number[];
let rideIds: number[];
const DATE = '2031-06-10';
const sockets = createSocketSet();
let appliedRouteId: number;
let heard: { type: string; payload: Record<string, unknown> }[];

const api = routingApi(
  () => server,
  () => token,
);
const runOf = async (date: string) => (await api('GET', `/routing/routes?date=${date}`)).body as Body;
const finished = async (date: string): Promise<Body> => {
  let answer: Body = {};
  await eventually(async () => {
    answer = await runOf(date);
    expect(answer.run?.status, answer.run?.error).toBe('finished');
  });
  return answer;
};

beforeAll(async () => {
  // The real pg-boss worker of routing runs; half a second of search.
  server = await startTestServer({ env: { JOBS: 'routing-run', ROUTING_SOLVER_TIME_LIMIT_MS: '500' } });
  const db = server.database.db;
  token = await tokenForEmail(db, ADMIN);
  fleet = await fleetOfEmail(db, FLEET_USER);
  drivers = (await activeDrivers(db, fleet)).map((d) => d.id);
  await documentedDriver(db, drivers[0] as number);
  await documentedDriver(db, drivers[1] as number);
  await documentedDriver(db, drivers[2] as number, { driver: 'driver_license' });
  rideIds = await dayOfRides(db, DATE, 6);
  heard = (await sockets.listen(server.url, token)) as never;
}, 60_000);
afterAll(async () => {
  sockets.closeAll();
  await server.close();
});

describe('POST /routing/routes/route', () => {
  it('routes the day in a job: routes with stops in order, progress heard, a second run refused', async () => {
    const [first, second] = await Promise.all([
      api('POST', '/routing/routes/route', { date: DATE, fleet_ids: [fleet] }),
      api('POST', '/routing/routes/route', { date: DATE, fleet_ids: [fleet] }),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 409]);
    const [ok, refused] = first.status === 200 ? [first, second] : [second, first];
    expect(ok.body.message).toBe(routing.ROUTED_RIDES);
    expect(ok.body.run).toMatchObject({ status: 'queued', date: DATE, state: 'NY', fleet_ids: [fleet] });
    expect(refused.body.message).toBe(RUN_IN_FLIGHT);

    const { run, routes } = await finished(DATE);
    expect(run.rides).toBe(6);
    expect(run.served + run.unserved.length).toBe(6);
    expect(run.served).toBeGreaterThan(0);
    expect(run.travel_source).toBe('straight_line');
    expect(routes.length).toBe(run.routes_created);
    expect(routes.every((r: Body) => r.type === 'auto' && r.status === 'finished')).toBe(true);
    const progress = () =>
      heard
        .filter((a) => a.type === ROUTING_ACTIONS.runProgress)
        .map((a) => a.payload.run as RoutingRun)
        .filter((r) => r.id === run.id);
    // Events reach the socket through the database's NOTIFY, which may land after the run reads finished.
    await expect
      .poll(() => progress().at(-1), { timeout: 10_000 })
      .toMatchObject({ status: 'finished', progress: 100 });
    expect(progress().map((r) => r.status)).toContain('running');
  }, 60_000);

  it('stores stops in driving order: each pickup before its dropoff, on time, times never going back', async () => {
    const { routes } = await runOf(DATE);
    const db = server.database.db;
    const stops = await db
      .select()
      .from(routingWaypoints)
      .where(
        inArray(
          routingWaypoints.routeId,
          routes.map((r: Body) => r.id),
        ),
      )
      .orderBy(asc(routingWaypoints.routeId), asc(routingWaypoints.position));
    const booked = new Map(
      (await db.select().from(rides).where(inArray(rides.id, rideIds))).map((r) => [
        r.id,
        r.pickupAt.getTime(),
      ]),
    );
    for (const route of routes) {
      const own = stops.filter((s) => s.routeId === route.id);
      expect(own.map((s) => s.position)).toEqual(own.map((_, i) => i));
      expect(own[0]?.type).toBe('start');
      expect(own.at(-1)?.type).toBe('end');
      const times = own.map((s) => s.at.getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
      for (const pickup of own.filter((s) => s.type === 'pickup')) {
        const dropoff = own.find((s) => s.type === 'dropoff' && s.rideId === pickup.rideId);
        expect(dropoff && dropoff.position > pickup.position).toBe(true);
        const late = pickup.at.getTime() - (booked.get(pickup.rideId as number) as number);
        expect(late).toBeGreaterThanOrEqual(0);
        expect(late).toBeLessThanOrEqual(15 * 60_000);
      }
    }
  });

  it('never gives a route to a driver whose required document expired, and lists them with the reason', async () => {
    const { run, routes } = await runOf(DATE);
    expect(routes.map((r: Body) => r.driver_id)).not.toContain(drivers[2]);
    expect(run.excluded).toContainEqual(
      expect.objectContaining({ driver_id: drivers[2], reason: 'driver_documents' }),
    );
    expect(run.excluded.map((e: Body) => e.driver_id)).not.toContain(drivers[0]);
  });

  it("plans the main fleet's drivers (fleet id 0, drivers of no fleet) beside a fleet chosen, no other", async () => {
    const db = server.database.db;
    const day = '2031-06-12';
    const main = await mainFleetDriver(db);
    // An expired licence keeps them off the plan but lists them: proof the run read them.
    await documentedDriver(db, main, { driver: 'driver_license' });
    await dayOfRides(db, day, 2);
    const started = await api('POST', '/routing/routes/route', { date: day, fleet_ids: [0, fleet] });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.run.fleet_ids).toEqual([0, fleet]);

    const { run, routes } = await finished(day);
    const read = [...run.excluded, ...routes].map((d: Body) => d.driver_id as number);
    expect(read).toEqual(expect.arrayContaining([main, drivers[2]]));
    const fleets = await db
      .selectDistinct({ fleetId: driverRows.fleetId })
      .from(driverRows)
      .where(inArray(driverRows.id, read));
    expect(new Set(fleets.map((f) => f.fleetId))).toEqual(new Set([fleet, null]));
  }, 60_000);
});

describe('POST /routing/routes/{id}/apply', () => {
  it("assigns the route's rides to its driver as a dispatcher would, skipping a ride changed since", async () => {
    const db = server.database.db;
    const { routes } = await runOf(DATE);
    const route = routes.find((r: Body) => r.rides_count >= 2) ?? routes[0];
    appliedRouteId = route.id;
    const detail = (await api('GET', `/routing/routes/${route.id}`)).body.route;
    const [changed, ...rest] = detail.rides.map((r: Body) => r.id as number);
    await db
      .update(rides)
      .set({ pickupNote: 'changed after routing', updatedAt: new Date() })
      .where(eq(rides.id, changed));
    const res = await api('POST', `/routing/routes/${route.id}/apply`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(routing.APPLIED_ROUTE);
    expect(res.body.skipped).toEqual([{ ride_id: changed, route_id: route.id, reason: APPLY_SKIPS.changed }]);
    expect(res.body.assigned).toBe(rest.length);
    const after = await db
      .select()
      .from(rides)
      .where(inArray(rides.id, [changed, ...rest]));
    for (const ride of after) {
      if (ride.id === changed) expect(ride).toMatchObject({ status: 'pending', driverId: null });
      else expect(ride).toMatchObject({ status: 'assigned', driverId: route.driver_id });
    }
    if (rest.length > 0) {
      const audit = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'ride.assigned'), eq(auditLog.entityId, String(rest[0]))));
      expect(audit.length).toBe(1);
    }
  });

  it('apply all assigns the other routes; rides applied or changed since routing are skipped', async () => {
    const db = server.database.db;
    const { routes } = await runOf(DATE);
    const res = await api('POST', '/routing/routes/apply', { date: DATE });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(routing.APPLIED_ALL);
    expect(res.body.routes).toBe(routes.length);
    const routed = new Set(routes.flatMap((r: Body) => r.id));
    const skippedIds = res.body.skipped.map((s: Body) => s.ride_id);
    expect(
      res.body.skipped.every((s: Body) => routed.has(s.route_id) && s.reason === APPLY_SKIPS.changed),
    ).toBe(true);
    // Every ride assigned by the first apply, and the one changed, is skipped; the rest are assigned now.
    const after = await db.select().from(rides).where(inArray(rides.id, rideIds));
    for (const ride of after) {
      if (skippedIds.includes(ride.id)) continue;
      expect(ride.status).toBe('assigned');
    }
    expect(res.body.assigned + res.body.skipped.length).toBe(
      (await db.select().from(routingRoutes).where(eq(routingRoutes.serviceDate, DATE))).reduce(
        (sum, r) => sum + r.ridesCount,
        0,
      ),
    );
    const firstApplied = (await api('GET', `/routing/routes/${appliedRouteId}`)).body.route.rides.map(
      (r: Body) => r.id,
    );
    expect([...skippedIds].sort()).toEqual([...firstApplied].sort());
  });
});

describe('keys', () => {
  it('refuses fleet users and staff without view.routing', async () => {
    const db = server.database.db;
    const fleetToken = await tokenForEmail(db, FLEET_USER);
    const other = await staffHolding(db, ['view.routes']);
    for (const [path, body] of [
      ['/routing/routes/route', { date: DATE }],
      ['/routing/routes/apply', { date: DATE }],
    ] as const) {
      expect((await call(server.url, 'POST', path, { token: other, body })).status).toBe(403);
      expect((await call(server.url, 'POST', path, { token: fleetToken, body, fleet: true })).status).toBe(
        403,
      );
    }
  });
});
