import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeRide } from '../../../test/ride-fixtures';
import { type Body, makeRoute } from '../../../test/routing-fixtures';
import { DATE, routingRoutesServer } from '../../../test/routing-routes-setup';
import { routingRouteRides, routingRoutes, routingWaypoints } from '../../db/schema';

// Deleting and clearing routes, resetting a day and syncing route metrics.
const t = routingRoutesServer();
const { api, routeRow, ridesOn, auditOf } = t;

describe('delete, clear and clear one ride', () => {
  it('deletes a route: status deleted, its rides free, no longer listed', async () => {
    const made = await makeRoute(t.server.database.db, { driverId: t.driverId, date: DATE, rides: 2 });
    const res = await api('POST', `/routing/routes/${made.id}/delete`);
    expect(res.body).toEqual({ message: 'Great! You have deleted route!' });
    expect((await routeRow(made.id))?.status).toBe('deleted');
    expect(await ridesOn(made.id)).toEqual([]);
    expect((await auditOf(made.id))[0]?.before).toMatchObject({ ride_ids: made.rideIds });
    expect((await api('POST', `/routing/routes/${made.id}/delete`)).status).toBe(404);
  });

  it('clears a route: pending, no rides or stops, totals zero', async () => {
    const db = t.server.database.db;
    const made = await makeRoute(db, { driverId: t.driverId, date: DATE, rides: 2 });
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
    const made = await makeRoute(t.server.database.db, { driverId: t.driverId, date: DATE, rides: 2 });
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
    const db = t.server.database.db;
    const date = '2030-04-01';
    const a = await makeRoute(db, { driverId: t.driverId, date, rides: 1 });
    const b = await makeRoute(db, { driverId: t.otherDriverId, date, rides: 2 });
    const otherDay = await makeRoute(db, { driverId: t.driverId, date: '2030-04-02', rides: 1 });
    const jersey = await makeRoute(db, { driverId: t.driverId, date, state: 'NJ', rides: 1 });
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
    const db = t.server.database.db;
    const date = '2030-04-03';
    const done = await makeRoute(db, { driverId: t.driverId, date, rides: 1 });
    await makeRoute(db, { driverId: t.otherDriverId, date, status: 'processing' });
    const res = await api('POST', '/routing/routes/reset', { date });
    expect(res.status).toBe(409);
    expect(await ridesOn(done.id)).toEqual(done.rideIds);
    expect((await api('POST', '/routing/routes/reset', {})).body.errors).toEqual({ date: ['Required'] });
  });
});

describe('POST /routing/rides/sync-metrics', () => {
  it("recomputes the day's routes from their rides and the road through their stops", async () => {
    const db = t.server.database.db;
    const date = '2030-05-01';
    const made = await makeRoute(db, { driverId: t.driverId, date, rides: 2 });
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
    const db = t.server.database.db;
    const date = '2030-05-02';
    const one = await makeRoute(db, { driverId: t.driverId, date, rides: 1 });
    const other = await makeRoute(db, { driverId: t.otherDriverId, date, rides: 1 });
    const res = await api('POST', '/routing/rides/sync-metrics', { date, route_id: one.id });
    expect(res.body.synced).toBe(1);
    expect((await routeRow(one.id))?.ridesCount).toBe(1);
    expect((await routeRow(other.id))?.ridesCount).toBe(0);
    expect(
      (await api('POST', '/routing/rides/sync-metrics', { date: '2030-05-03', route_id: one.id })).status,
    ).toBe(404);
  });
});
