import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeDriver } from '../../../test/driver-fixtures';
import { fleetOfEmail } from '../../../test/ride-fixtures';
import { type Body, makeRoute, makeScenario } from '../../../test/routing-fixtures';
import { DATE, routingRoutesServer } from '../../../test/routing-routes-setup';
import { cars, rides, routingRoutes, zones } from '../../db/schema';

// Reading, creating and editing routes; deleting, clearing, resetting and syncing them is in
// routing-routes-clear.test.ts.
const t = routingRoutesServer();
const { api, routeRow, auditOf } = t;

describe('GET /routing/routes and /routing/routes/{id}', () => {
  it("lists the day's live routes of the header's state with driver, fleet, car and totals", async () => {
    const db = t.server.database.db;
    const shown = await makeRoute(db, { driverId: t.driverId, date: DATE, rides: 2 });
    const deleted = await makeRoute(db, { driverId: t.driverId, date: DATE, status: 'deleted' });
    const otherDay = await makeRoute(db, { driverId: t.driverId, date: '2030-03-05' });
    const jersey = await makeRoute(db, { driverId: t.driverId, date: DATE, state: 'NJ' });
    const res = await api('GET', `/routing/routes?date=${DATE}`);
    expect(res.status).toBe(200);
    const ids = res.body.routes.map((r: Body) => r.id);
    expect(ids).toContain(shown.id);
    expect(ids).not.toContain(deleted.id);
    expect(ids).not.toContain(otherDay.id);
    expect(ids).not.toContain(jersey.id);
    const route = res.body.routes.find((r: Body) => r.id === shown.id);
    const [car] = await db.select().from(cars).where(eq(cars.driverId, t.driverId));
    expect(route).toMatchObject({
      driver_id: t.driverId,
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
    const made = await makeRoute(t.server.database.db, {
      driverId: t.driverId,
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
    const [first] = await t.server.database.db
      .select()
      .from(rides)
      .where(eq(rides.id, made.rideIds[0] as number));
    const [zone] = first?.pickupZoneId
      ? await t.server.database.db.select().from(zones).where(eq(zones.id, first.pickupZoneId))
      : [];
    expect(res.body.route.rides[0]).toMatchObject({
      ride_type: expect.any(String),
      amount: (first?.ridePriceCents ?? 0) / 100,
      pickup_zone: zone?.name ?? null,
      start_lat: first?.startLat,
    });
  });

  it('answers 404 for an unknown, a deleted and another state’s route', async () => {
    const db = t.server.database.db;
    const deleted = await makeRoute(db, { driverId: t.driverId, date: DATE, status: 'deleted' });
    const jersey = await makeRoute(db, { driverId: t.driverId, date: DATE, state: 'NJ' });
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
    const db = t.server.database.db;
    const [zone] = await db.select().from(zones).where(eq(zones.state, 'NY')).limit(1);
    const scenarioId = await makeScenario(db);
    const res = await api('POST', '/routing/routes/new', {
      driver_id: t.driverId,
      ...times,
      start_zone_ids: [zone?.id],
      company_ids: [39, 40],
      scenario_id: scenarioId,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Great! You have updated route!');
    const row = await routeRow(res.body.route.id);
    const [car] = await db.select().from(cars).where(eq(cars.driverId, t.driverId));
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
    const made = await makeRoute(t.server.database.db, { driverId: t.driverId, date: DATE });
    const seen = (await api('GET', `/routing/routes/${made.id}`)).body.route;
    const res = await api('POST', `/routing/routes/${made.id}`, {
      driver_id: t.otherDriverId,
      ...times,
      updated_at: seen.updated_at,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await routeRow(made.id))?.driverId).toBe(t.otherDriverId);
    const [audit] = await auditOf(made.id);
    expect(audit?.action).toBe('routing.route_update');
    expect(audit?.before).toMatchObject({ driver_id: t.driverId });
    expect(audit?.after).toMatchObject({ driver_id: t.otherDriverId });

    const stale = await api('POST', `/routing/routes/${made.id}`, {
      driver_id: t.driverId,
      ...times,
      updated_at: seen.updated_at,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('Someone changed this route meanwhile. Reload it and try again.');
    expect((await routeRow(made.id))?.driverId).toBe(t.otherDriverId);
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

  it('refuses a missing or disabled driver, a car of another driver, a zone of another state and a scenario of another state', async () => {
    const db = t.server.database.db;
    const [otherCar] = await db.select().from(cars).where(eq(cars.driverId, t.otherDriverId));
    const jerseyScenario = await makeScenario(db, { state: 'NJ' });
    const [zone] = await db.select().from(zones).limit(1);
    const disabled = await makeDriver(db, { status: 'disabled', firstName: 'Dana', lastName: 'Gone' });
    const before = (await db.select().from(routingRoutes)).length;
    const cases: [Body, string, string][] = [
      [{ driver_id: 999_999 }, 'driver_id', 'Driver not found.'],
      // Routing leaves a disabled driver out: the route would be routed empty, without a word.
      [{ driver_id: disabled }, 'driver_id', `Driver Dana Gone (#${disabled}) is disabled`],
      [{ driver_id: t.driverId, car_id: otherCar?.id }, 'car_id', "The car is not the driver's."],
      [{ driver_id: t.driverId, scenario_id: jerseyScenario }, 'scenario_id', 'Scenario not found in NY.'],
      [{ driver_id: t.driverId, start_zone_ids: [zone?.id] }, 'start_zone_ids', 'Zone not found in NJ.'],
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
    const busy = await makeRoute(t.server.database.db, {
      driverId: t.driverId,
      date: DATE,
      status: 'processing',
    });
    const res = await api('POST', `/routing/routes/${busy.id}`, { driver_id: t.otherDriverId, ...times });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This route is being routed. Try again when it has finished.');
    expect((await routeRow(busy.id))?.driverId).toBe(t.driverId);
    expect((await api('POST', '/routing/routes/999999', { driver_id: t.driverId, ...times })).status).toBe(
      404,
    );
  });
});
