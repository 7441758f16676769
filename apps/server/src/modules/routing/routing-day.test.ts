import { COMPANY_STATE_INVALID } from '@fleetdesk/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../../../test/api';
import { activeDrivers, makeRide, rideRow, tokenForEmail } from '../../../test/ride-fixtures';
import { type Body, makeRoute, routingApi } from '../../../test/routing-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { makeStandingOrder } from '../../../test/standing-order-fixtures';
import { auditLog, rides, routingRouteRides, zones } from '../../db/schema';
import { findZoneId, NYC_ZONES } from '../../db/seed';

let server: TestServer;
let token: string;
const api = routingApi(
  () => server,
  () => token,
);

beforeAll(async () => {
  server = await startTestServer();
  token = await tokenForEmail(server.database.db, ADMIN);
});
afterAll(() => server.close());

/** A New York wall-clock time as an instant (winter: UTC-5). */
const nyWinter = (date: string, time: string) => new Date(`${date}T${time}:00-05:00`);

async function rideAt(
  date: string,
  time: string,
  setup: { status?: 'pending' | 'assigned' | 'user_canceled' } = {},
) {
  const ride = await makeRide(server.database.db, {
    status: setup.status ?? 'pending',
    pickupAt: nyWinter(date, time),
  });
  return ride.id;
}
const setRide = (id: number, values: Partial<typeof rides.$inferInsert>) =>
  server.database.db.update(rides).set(values).where(eq(rides.id, id));

describe('GET /routing/states and /routing/zones', () => {
  it('offers the states with zones, New York the default', async () => {
    const res = await api('GET', '/routing/states');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      states: [{ code: 'NY', name: 'New York', zones_count: NYC_ZONES.length }],
      default_state: 'NY',
    });
  });

  it("lists a state's zones with polygons; the header's state without a query", async () => {
    const res = await api('GET', '/routing/zones?state=NY');
    expect(res.body.zones.length).toBe(NYC_ZONES.length);
    expect(res.body.zones[0]).toMatchObject({ state: 'NY', polygon: { type: 'Polygon' } });
    expect((await api('GET', '/routing/zones', undefined, 'NJ')).body.zones).toEqual([]);
    const wrong = await api('GET', '/routing/zones?state=XX');
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ state: ['Must be a US state code, like NY'] });
  });

  it('refuses a company-state header that is no US state', async () => {
    const res = await api('GET', '/routing/settings', undefined, 'ZZ');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(COMPANY_STATE_INVALID);
  });
});

describe('GET /routing/stats', () => {
  it("counts the day's rides in the state by hour and type, with routes, pool and standing orders", async () => {
    const db = server.database.db;
    const date = '2030-01-10';
    const [zone] = await db.select().from(zones).where(eq(zones.state, 'NY')).limit(1);
    const routed = await rideAt(date, '09:15');
    const assigned = await rideAt(date, '09:40', { status: 'assigned' });
    const waiting = await rideAt(date, '14:00');
    const standing = await rideAt(date, '15:00');
    const cancelled = await rideAt(date, '14:30', { status: 'user_canceled' });
    const unzoned = await rideAt(date, '10:00');
    const nextDay = await rideAt('2030-01-11', '09:00');
    const counted = [routed, assigned, waiting, standing, cancelled, nextDay];
    await db.update(rides).set({ pickupZoneId: zone?.id }).where(inArray(rides.id, counted));
    await setRide(unzoned, { pickupZoneId: null });
    await setRide(routed, { pooled: true });
    // Counted: a ride its standing order created for the day (decision 142). Not counted: the same
    // order's ride of another day, nor a ride that merely shares its estimate with another day's.
    const order = await makeStandingOrder(db);
    await setRide(standing, { standingOrderId: order.id, standingOrderDate: date });
    await setRide(nextDay, { standingOrderId: order.id, standingOrderDate: '2030-01-11' });
    await setRide(waiting, { estimateId: 987_654 });
    await setRide(nextDay, { estimateId: 987_654 });
    const [driver] = await activeDrivers(db, -1, true);
    const route = await makeRoute(db, { driverId: driver?.id as number, date });
    await db.insert(routingRouteRides).values({ routeId: route.id, rideId: routed, position: 0 });
    await makeRoute(db, { driverId: driver?.id as number, date, status: 'processing' });
    await makeRoute(db, { driverId: driver?.id as number, date, status: 'deleted' });

    const res = await api('GET', `/routing/stats?date=${date}`);
    expect(res.status).toBe(200);
    const type = (await rideRow(db, routed)).rideTypeId;
    expect(res.body.stats).toEqual({
      date,
      state: 'NY',
      hourly_stats: [
        { hour: 9, rides: 2, unprocessed_rides: 0, assigned_rides: 1, processed_rides: 1 },
        { hour: 14, rides: 1, unprocessed_rides: 1, assigned_rides: 0, processed_rides: 0 },
        { hour: 15, rides: 1, unprocessed_rides: 1, assigned_rides: 0, processed_rides: 0 },
      ],
      rides: 4,
      unprocessed_rides: 2,
      assigned_rides: 1,
      processed_rides: 1,
      routes: 2,
      routed_routes: 1,
      standing_orders: 1,
      average_rides: 0.5,
      pending_jobs: 1,
      pooled_rides: 1,
      pooled_processed_rides: 1,
      rides_by_type: [{ ride_type_id: type, ride_type: expect.any(String), rides: 4 }],
    });
    const jersey = await api('GET', `/routing/stats?date=${date}`, undefined, 'NJ');
    expect(jersey.body.stats).toMatchObject({ rides: 0, routes: 0, hourly_stats: [], rides_by_type: [] });
  });
});

describe('POST /routing/rides/resync-zones', () => {
  it("finds the zones again from the polygons for the day's rides in the state and unzoned ones", async () => {
    const db = server.database.db;
    const date = '2030-02-12';
    // A demo ride whose both ends lie in zones, by the seed's own point-in-zone (an independent oracle).
    const demo = (await db.select().from(rides).limit(400)).find(
      (r) =>
        findZoneId(NYC_ZONES, r.startLat, r.startLon) &&
        findZoneId(NYC_ZONES, r.destinationLat, r.destinationLon),
    );
    if (!demo) throw new Error('no demo ride inside zones');
    const pickupZoneId = findZoneId(NYC_ZONES, demo.startLat, demo.startLon);
    const destinationZoneId = findZoneId(NYC_ZONES, demo.destinationLat, demo.destinationLon);
    const wrongZone = NYC_ZONES.find((z) => z.id !== pickupZoneId && z.id !== destinationZoneId)
      ?.id as number;
    const place = {
      startLat: demo.startLat,
      startLon: demo.startLon,
      destinationLat: demo.destinationLat,
      destinationLon: demo.destinationLon,
    };
    const unzoned = await rideAt(date, '08:00');
    const misplaced = await rideAt(date, '09:00');
    const otherDay = await rideAt('2030-02-13', '09:00');
    await setRide(unzoned, { ...place, pickupZoneId: null, destinationZoneId: null });
    await setRide(misplaced, { ...place, pickupZoneId: wrongZone, destinationZoneId: wrongZone });
    await setRide(otherDay, { ...place, pickupZoneId: null, destinationZoneId: null });
    const before = await rideRow(db, misplaced);

    const res = await api('POST', '/routing/rides/resync-zones', { date });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ updated: 2, message: 'Great! You have synced zones!' });
    expect(res.body.checked).toBeGreaterThanOrEqual(2);
    for (const id of [unzoned, misplaced]) {
      expect(await rideRow(db, id)).toMatchObject({ pickupZoneId, destinationZoneId });
    }
    expect((await rideRow(db, misplaced)).updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    expect((await rideRow(db, otherDay)).pickupZoneId).toBeNull();
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'routing.resync_zones'), eq(auditLog.entityId, `NY ${date}`)));
    expect(((audit?.after ?? []) as Body[]).map((change) => change.ride_id).sort()).toEqual(
      [unzoned, misplaced].sort(),
    );

    const again = await api('POST', '/routing/rides/resync-zones', { date });
    expect(again.body.updated).toBe(0);
    expect((await api('POST', '/routing/rides/resync-zones', {})).body.errors).toEqual({
      date: ['Required'],
    });
  });
});

describe('routing settings', () => {
  it('keeps auto routing per state, off until turned on, audited', async () => {
    expect((await api('GET', '/routing/settings')).body).toEqual({
      settings: { state: 'NY', auto_routing_enabled: false },
    });
    const res = await api('POST', '/routing/settings/auto-routing', { auto_routing_enabled: true });
    expect(res.body).toEqual({
      settings: { state: 'NY', auto_routing_enabled: true },
      message: 'Great! You have updated the settings!',
    });
    expect((await api('GET', '/routing/settings')).body.settings.auto_routing_enabled).toBe(true);
    expect((await api('GET', '/routing/settings', undefined, 'NJ')).body.settings.auto_routing_enabled).toBe(
      false,
    );
    // Saving the flag as it is (NJ's unset reads as off) changes nothing: answered, not audited.
    expect((await api('POST', '/routing/settings/auto-routing', { auto_routing_enabled: true })).status).toBe(
      200,
    );
    const off = await api('POST', '/routing/settings/auto-routing', { auto_routing_enabled: false }, 'NJ');
    expect(off.body.settings).toEqual({ state: 'NJ', auto_routing_enabled: false });
    const audits = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'routing.auto_routing'));
    expect(audits).toMatchObject([
      { before: { auto_routing_enabled: false }, after: { auto_routing_enabled: true } },
    ]);
    const missing = await api('POST', '/routing/settings/auto-routing', {});
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ auto_routing_enabled: ['Required'] });
  });
});
