import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { encodePolyline, type GpsPoint, type RideDetail, type RouteWaypoint } from '@fleetdesk/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, FLEET_USER } from '../../../test/api';
import { activeDrivers, fleetOfEmail, makeRide, tokenForEmail } from '../../../test/ride-fixtures';
import { idsWhere } from '../../../test/rides';
import { startTestServer, type TestServer } from '../../../test/server';
import { driverLocationHistory, driverLocations, rides } from '../../db/schema';

const MINUTE = 60_000;
const HERE = { lat: 40.758, lon: -73.9855 };

let server: TestServer;
/** The same app and database, routing through a fake OSRM. */
let withOsrm: TestServer;
let osrm: Server;
const osrmAsked: string[] = [];
let staff: string;
let fleetUser: string;
let fleetId: number;
let driverId: number;

/** A fake OSRM that answers /route in OSRM's format and records what it was asked. */
async function startFakeOsrm(): Promise<string> {
  osrm = createServer((req, res) => {
    osrmAsked.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        code: 'Ok',
        routes: [{ distance: 8046.72, duration: 900, geometry: 'road_geometry' }],
      }),
    );
  });
  await new Promise<void>((resolve) => osrm.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(osrm.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  server = await startTestServer();
  withOsrm = await startTestServer({ database: server.database, env: { OSRM_URL: await startFakeOsrm() } });
  const db = server.database.db;
  staff = await tokenForEmail(db, ADMIN);
  fleetUser = await tokenForEmail(db, FLEET_USER);
  fleetId = await fleetOfEmail(db, FLEET_USER);
  // A driver of the fleet with nothing planned but what the tests give them, at a known place.
  const candidates = await activeDrivers(db, fleetId);
  driverId = candidates.at(-1)?.id as number;
  await db.update(rides).set({ driverId: null, status: 'pending' }).where(eq(rides.driverId, driverId));
  await db.delete(driverLocationHistory).where(eq(driverLocationHistory.driverId, driverId));
  await db
    .insert(driverLocations)
    .values({ driverId, ...HERE, heading: 90, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: driverLocations.driverId,
      set: { ...HERE, heading: 90, updatedAt: new Date() },
    });
});
afterAll(async () => {
  await withOsrm.close();
  await server.close();
  osrm.closeAllConnections();
  osrm.close();
});

const get = <T>(path: string, token = staff, fleet = false, on = server) =>
  call<T & { message?: string }>(on.url, 'GET', path, { token, fleet });

describe('GET /rides/{id}', () => {
  it('shows a ride with its log; 404 when missing or in another fleet', async () => {
    const [own] = await idsWhere(server.database.db, sql`fleet_id = ${fleetId}`);
    const [other] = await idsWhere(server.database.db, sql`fleet_id <> ${fleetId}`);
    const res = await get<{ ride: RideDetail }>(`/rides/${own}`);
    expect(res.status).toBe(200);
    expect(res.body.ride.id).toBe(own);
    expect(typeof res.body.ride.ride_price).toBe('number');
    expect(res.body.ride.events.length).toBeGreaterThan(0);
    const asFleet = await get<{ ride: RideDetail }>(`/rides/${own}`, fleetUser, true);
    expect(asFleet.body.ride.ride_price).toBeNull();
    expect(asFleet.body.ride.driver_net).toBe(res.body.ride.driver_net);
    expect((await get(`/rides/${other}`, fleetUser, true)).status).toBe(404);
    const missing = await get('/rides/999999999');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Ride not found.');
    expect((await get('/rides/abc')).status).toBe(422);
  });
});

describe('GET /rides/{id}/location and /driven-route', () => {
  it("gives the driver's position now, or null without a driver", async () => {
    const ride = await makeRide(server.database.db, { status: 'accepted', driverId });
    const res = await get<{ location: GpsPoint | null }>(`/rides/${ride.id}/location`, fleetUser, true);
    expect(res.status).toBe(200);
    expect(res.body.location).toMatchObject({ ...HERE, heading: 90 });
    const empty = await makeRide(server.database.db, { status: 'pending' });
    expect((await get<{ location: null }>(`/rides/${empty.id}/location`)).body.location).toBeNull();
  });

  it('draws the GPS trail from setting off to the drop-off', async () => {
    const db = server.database.db;
    const now = Date.now();
    const ride = await makeRide(db, { status: 'finished', driverId, pickupAt: new Date(now - 30 * MINUTE) });
    await db
      .update(rides)
      .set({ actualDropoffAt: new Date(now - 7 * MINUTE) })
      .where(eq(rides.id, ride.id));
    const at = (minutesAgo: number) => new Date(now - minutesAgo * MINUTE);
    await db.insert(driverLocationHistory).values(
      [200, 40, 20, 10, 5].map((m, i) => ({
        driverId,
        lat: 40.7 + i / 100,
        lon: -73.9,
        heading: 0,
        recordedAt: at(m),
      })),
    );
    const res = await get<{ points: GpsPoint[] }>(`/rides/${ride.id}/driven-route`);
    expect(res.body.points.map((p) => p.at)).toEqual([40, 20, 10].map((m) => at(m).toISOString()));
    expect(res.body.points[0]?.lat).toBeCloseTo(40.71, 6);
    const [other] = await idsWhere(db, sql`fleet_id <> ${fleetId}`);
    expect((await get(`/rides/${other}/driven-route`, fleetUser, true)).status).toBe(404);
  });
});

describe('GET /rides/driver-waypoints', () => {
  let expected: Omit<RouteWaypoint, 'at'>[];
  beforeAll(async () => {
    const db = server.database.db;
    const started = await makeRide(db, {
      status: 'in_progress',
      driverId,
      pickupAt: new Date(Date.now() - 10 * MINUTE),
    });
    const next = await makeRide(db, {
      status: 'assigned',
      driverId,
      pickupAt: new Date(Date.now() + 60 * MINUTE),
    });
    const [a, b] = await Promise.all(
      [started, next].map((r) => db.select().from(rides).where(eq(rides.id, r.id))),
    );
    const s = a?.[0] as typeof rides.$inferSelect;
    const n = b?.[0] as typeof rides.$inferSelect;
    expected = [
      { index: 0, type: 'driver_location', ...HERE, ride_id: null },
      { index: 1, type: 'dropoff', lat: s.destinationLat, lon: s.destinationLon, ride_id: s.id },
      { index: 2, type: 'pickup', lat: n.startLat, lon: n.startLon, ride_id: n.id },
      { index: 3, type: 'dropoff', lat: n.destinationLat, lon: n.destinationLon, ride_id: n.id },
    ];
  });

  type Waypoints = { waypoints: RouteWaypoint[]; polyline: string; is_manual_fallback_used: boolean };

  it('routes from the driver through pickups and drop-offs, flagged as straight-line without OSRM', async () => {
    // The driver also has the finished and accepted rides of the tests above: only planned ones count.
    await server.database.db
      .update(rides)
      .set({ status: 'finished' })
      .where(sql`driver_id = ${driverId} and status = 'accepted'`);
    const res = await get<Waypoints>(`/rides/driver-waypoints?driver_id=${driverId}`);
    expect(res.status).toBe(200);
    expect(res.body.waypoints.map(({ at: _at, ...w }) => w)).toEqual(expected);
    expect(res.body.is_manual_fallback_used).toBe(true);
    expect(res.body.polyline).toBe(encodePolyline(expected));
  });

  it("uses OSRM's road geometry when OSRM_URL is set", async () => {
    const res = await get<Waypoints>(`/rides/driver-waypoints?driver_id=${driverId}`, staff, false, withOsrm);
    expect(res.body.is_manual_fallback_used).toBe(false);
    expect(res.body.polyline).toBe('road_geometry');
    expect(osrmAsked.at(-1)).toContain(`/route/v1/driving/${HERE.lon.toFixed(6)},${HERE.lat.toFixed(6)};`);
  });

  it("refuses another fleet's driver to a fleet user and an unknown driver to anyone", async () => {
    const [outsider] = await activeDrivers(server.database.db, fleetId, true);
    expect((await get(`/rides/driver-waypoints?driver_id=${outsider?.id}`, fleetUser, true)).status).toBe(
      404,
    );
    expect((await get(`/rides/driver-waypoints?driver_id=${driverId}`, fleetUser, true)).status).toBe(200);
    expect((await get('/rides/driver-waypoints?driver_id=99999999')).status).toBe(404);
    expect((await get('/rides/driver-waypoints')).status).toBe(422);
  });
});
