import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../../../test/api';
import { activeDrivers, fleetOfEmail, makeRide, tokenForEmail } from '../../../test/ride-fixtures';
import { type Body, makeRoute, makeScenario, routingApi } from '../../../test/routing-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import {
  auditLog,
  cars,
  rides,
  routingRouteRides,
  routingRoutes,
  routingWaypoints,
  zones,
} from '../../db/schema';

let server: TestServer;
let token: string;
let driverId: number;
let otherDriverId: number;
const DATE = '2030-03-04';

const api = routingApi(
  () => server,
  () => token,
);
const routeRow = async (id: number) =>
  (await server.database.db.select().from(routingRoutes).where(eq(routingRoutes.id, id)))[0];
const ridesOn = async (id: number) =>
  (await server.database.db.select().from(routingRouteRides).where(eq(routingRouteRides.routeId, id))).map(
    (r) => r.rideId,
  );
const auditOf = (id: number) =>
  server.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'routing_route'), eq(auditLog.entityId, String(id))));

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  token = await tokenForEmail(db, ADMIN);
  const fleet = await fleetOfEmail(db, 'fleet@fleetdesk.test');
  [driverId, otherDriverId] = (await activeDrivers(db, fleet)).map((d) => d.id) as [number, number];
});
afterAll(() => server.close());

describe('GET /routing/routes and /routing/routes/{id}', () => {
  it("lists the day's live routes of the header's state with driver, fleet, car and totals", async () => {
    const db = server.database.db;
    const shown = await makeRoute(db, { driverId, date: DATE, rides: 2 });
    const deleted = await makeRoute(db, { driverId, date: DATE, status: 'deleted' });
    const otherDay = await makeRoute(db, { driverId, date: '2030-03-05' });
    const jersey = await makeRoute(db, { driverId, date: DATE, state: 'NJ' });
    const res = await api('GET', `/routing/routes?date=${DATE}`);
    expect(res.status).toBe(200);
    const ids = res.body.routes.map((r: Body) => r.id);
    expect(ids).toContain(shown.id);
    expect(ids).not.toContain(deleted.id);
    expect(ids).not.toContain(otherDay.id);
    expect(ids).not.toContain(jersey.id);
    const route = res.body.routes.find((r: Body) => r.id === shown.id);
    const [car] = await db.select().from(cars).where(eq(cars.driverId, driverId));
    expect(route).toMatchObject({
      driver_id: driverId,
      state: 'NY',
      date: DATE,
      status: 'finished',
      car_id: car?.id,
    });
    expect(route.fleet_name).toEqual(expect.any(String));
    const inJersey = await api('GET', `/routing/routes?date=${DATE}`, undefined, 'NJ');
    expect(inJersey.body.routes.map((r: Body) => r.id)).toEqual([jersey.id]);
  });

  it("answers 'Required' without a date", async () => {
    const res = await api('GET', '/routing/routes');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ date: ['Required'] });
  });

  it('shows a route with its rides in order, its stops and which riders share the car', async () => {
    const made = await makeRoute(server.database.db, {
      driverId,
      date: DATE,
      rides: 3,
      stops: ['p0', 'p1', 'd0', 'd1', 'p2', 'd2'],
    });
    const res = await api('GET', `/routing/routes/${made.id}`);
    expect(res.status).toBe(200);
    expect(res.body.route.rides.map((r: Body) => r.id)).toEqual(made.rideIds);
    expect(res.body.route.rides.map((r: Body) => r.pool)).toEqual([true, true, false]);
    expect(res.body.route.waypoints.map((w: Body) => [w.type, w.ride_id])).toEqual([
      ['pickup', made.rideIds[0]],
      ['pickup', made.rideIds[1]],
      ['dropoff', made.rideIds[0]],
      ['dropoff', made.rideIds[1]],
      ['pickup', made.rideIds[2]],
      ['dropoff', made.rideIds[2]],
    ]);
    const [first] = await server.database.db
      .select()
      .from(rides)
      .where(eq(rides.id, made.rideIds[0] as number));
    const [zone] = first?.pickupZoneId
      ? await server.database.db.select().from(zones).where(eq(zones.id, first.pickupZoneId))
      : [];
    expect(res.body.route.rides[0]).toMatchObject({
      ride_type: expect.any(String),
      amount: (first?.ridePriceCents ?? 0) / 100,
      pickup_zone: zone?.name ?? null,
      start_lat: first?.startLat,
    });
  });

  it('answers 404 for an unknown, a deleted and another state’s route', async () => {
    const db = server.database.db;
    const deleted = await makeRoute(db, { driverId, date: DATE, status: 'deleted' });
    const jersey = await makeRoute(db, { driverId, date: DATE, state: 'NJ' });
    for (const id of [999_999, deleted.id, jersey.id]) {
      const res = await api('GET', `/routing/routes/${id}`);
      expect(res.status, String(id)).toBe(404);
      expect(res.body.message).toBe('Route not found.');
    }
  });
});

describe('POST /routing/routes/{id}', () => {
  const times = { from_datetime: '2030-03-04T12:00:00Z', to_datetime: '2030-03-04T22:00:00Z' };

  it("creates a route with 'new': the driver's fleet and car, the New York day, zones and companies", async () => {
    const db = server.database.db;
    const [zone] = await db.select().from(zones).where(eq(zones.state, 'NY')).limit(1);
    const scenarioId = await makeScenario(db);
    const res = await api('POST', '/routing/routes/new', {
      driver_id: driverId,
      ...times,
      start_zone_ids: [zone?.id],
      company_ids: [39, 40],
      scenario_id: scenarioId,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Great! You have updated route!');
    const row = await routeRow(res.body.route.id);
    const [car] = await db.select().from(cars).where(eq(cars.driverId, driverId));
    expect(row).toMatchObject({
      serviceDate: DATE,
      status: 'pending',
      type: 'manual',
      carId: car?.id,
      capacity: car?.seats,
    });
    expect(row?.fleetId).toBe(await fleetOfEmail(db, 'fleet@fleetdesk.test'));
    expect(res.body.route).toMatchObject({
      start_zone_ids: [zone?.id],
      company_ids: [39, 40],
      scenario_id: scenarioId,
    });
    expect((await auditOf(res.body.route.id)).map((a) => a.action)).toEqual(['routing.route_create']);
  });

  it('updates a route and audits before and after; a save over a newer copy is refused', async () => {
    const made = await makeRoute(server.database.db, { driverId, date: DATE });
    const seen = (await api('GET', `/routing/routes/${made.id}`)).body.route;
    const res = await api('POST', `/routing/routes/${made.id}`, {
      driver_id: otherDriverId,
      ...times,
      updated_at: seen.updated_at,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await routeRow(made.id))?.driverId).toBe(otherDriverId);
    const [audit] = await auditOf(made.id);
    expect(audit?.action).toBe('routing.route_update');
    expect(audit?.before).toMatchObject({ driver_id: driverId });
    expect(audit?.after).toMatchObject({ driver_id: otherDriverId });

    const stale = await api('POST', `/routing/routes/${made.id}`, {
      driver_id: driverId,
      ...times,
      updated_at: seen.updated_at,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('Someone changed this route meanwhile. Reload it and try again.');
    expect((await routeRow(made.id))?.driverId).toBe(otherDriverId);
  });

  it.each([
    [{}, { driver_id: ['Required'], from_datetime: ['Required'], to_datetime: ['Required'] }],
    [
      { driver_id: 1, from_datetime: '', to_datetime: '2030-03-04T10:00:00Z' },
      { from_datetime: ['Required'] },
    ],
    [
      { driver_id: 1, from_datetime: '2030-03-04T10:00:00Z', to_datetime: '2030-03-04T09:00:00Z' },
      { to_datetime: ['Until must be after from'] },
    ],
    [
      { driver_id: 1, from_datetime: '2030-03-04T10:00:00Z', to_datetime: '2030-03-05T11:00:00Z' },
      { to_datetime: ['A route lasts at most 24 hours'] },
    ],
  ])('refuses %j with its messages', async (body, errors) => {
    const res = await api('POST', '/routing/routes/new', body);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(errors);
  });

  it('refuses a missing driver, a car of another driver, a zone of another state and a scenario of another state', async () => {
    const db = server.database.db;
    const [otherCar] = await db.select().from(cars).where(eq(cars.driverId, otherDriverId));
    const jerseyScenario = await makeScenario(db, { state: 'NJ' });
    const [zone] = await db.select().from(zones).limit(1);
    const before = (await db.select().from(routingRoutes)).length;
    const cases: [Body, string, string][] = [
      [{ driver_id: 999_999 }, 'driver_id', 'Driver not found.'],
      [{ driver_id: driverId, car_id: otherCar?.id }, 'car_id', "The car is not the driver's."],
      [{ driver_id: driverId, scenario_id: jerseyScenario }, 'scenario_id', 'Scenario not found in NY.'],
      [{ driver_id: driverId, start_zone_ids: [zone?.id] }, 'start_zone_ids', 'Zone not found in NJ.'],
    ];
    for (const [body, field, message] of cases) {
      const state = field === 'start_zone_ids' ? 'NJ' : undefined;
      const res = await api('POST', '/routing/routes/new', { ...times, ...body }, state);
      expect(res.status, field).toBe(422);
      expect(res.body.errors).toEqual({ [field]: [message] });
    }
    expect((await db.select().from(routingRoutes)).length).toBe(before);
  });

  it('refuses to change a route being routed (409) or one that is not there (404)', async () => {
    const busy = await makeRoute(server.database.db, { driverId, date: DATE, status: 'processing' });
    const res = await api('POST', `/routing/routes/${busy.id}`, { driver_id: otherDriverId, ...times });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This route is being routed. Try again when it has finished.');
    expect((await routeRow(busy.id))?.driverId).toBe(driverId);
    expect((await api('POST', '/routing/routes/999999', { driver_id: driverId, ...times })).status).toBe(404);
  });
});

describe('delete, clear and clear one ride', () => {
  it('deletes a route: status deleted, its rides free, no longer listed', async () => {
    const made = await makeRoute(server.database.db, { driverId, date: DATE, rides: 2 });
    const res = await api('POST', `/routing/routes/${made.id}/delete`);
    expect(res.body).toEqual({ message: 'Great! You have deleted route!' });
    expect((await routeRow(made.id))?.status).toBe('deleted');
    expect(await ridesOn(made.id)).toEqual([]);
    expect((await auditOf(made.id))[0]?.before).toMatchObject({ ride_ids: made.rideIds });
    expect((await api('POST', `/routing/routes/${made.id}/delete`)).status).toBe(404);
  });

  it('clears a route: pending, no rides or stops, totals zero', async () => {
    const db = server.database.db;
    const made = await makeRoute(db, { driverId, date: DATE, rides: 2 });
    await db
      .update(routingRoutes)
      .set({ ridesCount: 2, totalAmountCents: 5000, distance: 12 })
      .where(eq(routingRoutes.id, made.id));
    const res = await api('POST', `/routing/routes/${made.id}/clear`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Great! You have cleared route!');
    expect(res.body.route).toMatchObject({
      status: 'pending',
      rides: [],
      waypoints: [],
      rides_count: 0,
      total_amount: 0,
    });
    expect(await db.select().from(routingWaypoints).where(eq(routingWaypoints.routeId, made.id))).toEqual([]);
  });

  it('takes one ride and its stops off a route and recounts the rest', async () => {
    const made = await makeRoute(server.database.db, { driverId, date: DATE, rides: 2 });
    const [gone, kept] = made.rideIds as [number, number];
    const res = await api('POST', `/routing/routes/${made.id}/rides/${gone}/clear`);
    expect(res.body.message).toBe('Great! You have removed ride!');
    expect(res.body.route.rides.map((r: Body) => r.id)).toEqual([kept]);
    expect(res.body.route.waypoints.map((w: Body) => w.ride_id)).toEqual([kept, kept]);
    expect(res.body.route.rides_count).toBe(1);
    const again = await api('POST', `/routing/routes/${made.id}/rides/${gone}/clear`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Ride not found.');
    expect(await ridesOn(made.id)).toEqual([kept]);
  });
});

describe('POST /routing/routes/reset', () => {
  it("clears every route of the day and state, and no other day's or state's", async () => {
    const db = server.database.db;
    const date = '2030-04-01';
    const a = await makeRoute(db, { driverId, date, rides: 1 });
    const b = await makeRoute(db, { driverId: otherDriverId, date, rides: 2 });
    const otherDay = await makeRoute(db, { driverId, date: '2030-04-02', rides: 1 });
    const jersey = await makeRoute(db, { driverId, date, state: 'NJ', rides: 1 });
    const res = await api('POST', '/routing/routes/reset', { date });
    expect(res.body).toEqual({ cleared: 2, message: 'Great! You have reset rides' });
    for (const route of [a, b]) {
      expect((await routeRow(route.id))?.status).toBe('pending');
      expect(await ridesOn(route.id)).toEqual([]);
    }
    expect(await ridesOn(otherDay.id)).toEqual(otherDay.rideIds);
    expect(await ridesOn(jersey.id)).toEqual(jersey.rideIds);
  });

  it('refuses while a route of the day is being routed, and changes nothing', async () => {
    const db = server.database.db;
    const date = '2030-04-03';
    const done = await makeRoute(db, { driverId, date, rides: 1 });
    await makeRoute(db, { driverId: otherDriverId, date, status: 'processing' });
    const res = await api('POST', '/routing/routes/reset', { date });
    expect(res.status).toBe(409);
    expect(await ridesOn(done.id)).toEqual(done.rideIds);
    expect((await api('POST', '/routing/routes/reset', {})).body.errors).toEqual({ date: ['Required'] });
  });
});

describe('POST /routing/rides/sync-metrics', () => {
  it("recomputes the day's routes from their rides and the road through their stops", async () => {
    const db = server.database.db;
    const date = '2030-05-01';
    const made = await makeRoute(db, { driverId, date, rides: 2 });
    const extra = await makeRide(db, { status: 'pending' });
    await db.insert(routingRouteRides).values({ routeId: made.id, rideId: extra.id, position: 9 });
    const res = await api('POST', '/routing/rides/sync-metrics', { date });
    expect(res.body).toEqual({ synced: 1, message: 'Great! You have synced metrics!' });
    const route = (await api('GET', `/routing/routes/${made.id}`)).body.route;
    const cents = route.rides.reduce((sum: number, ride: Body) => sum + Math.round(ride.amount * 100), 0);
    expect(route.rides_count).toBe(3);
    expect(Math.round(route.total_amount * 100)).toBe(cents);
    expect(route.stats.distance).toBeGreaterThan(0);
    expect(route.stats.duration).toBeGreaterThan(0);
  });

  it('syncs one route when named, and answers 404 for a route not of that day', async () => {
    const db = server.database.db;
    const date = '2030-05-02';
    const one = await makeRoute(db, { driverId, date, rides: 1 });
    const other = await makeRoute(db, { driverId: otherDriverId, date, rides: 1 });
    const res = await api('POST', '/routing/rides/sync-metrics', { date, route_id: one.id });
    expect(res.body.synced).toBe(1);
    expect((await routeRow(one.id))?.ridesCount).toBe(1);
    expect((await routeRow(other.id))?.ridesCount).toBe(0);
    expect(
      (await api('POST', '/routing/rides/sync-metrics', { date: '2030-05-03', route_id: one.id })).status,
    ).toBe(404);
  });
});
