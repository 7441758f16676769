import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DriverOnMap } from '@fleetdesk/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, FLEET_USER } from '../../../test/api';
import { activeDrivers, fleetOfEmail, makeRide, tokenForEmail } from '../../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import type { Db } from '../../db/client';
import { cars, driverLocations, drivers, rides } from '../../db/schema';

/** A spot in the Upper Bay, far from any demo driver: whoever stands here is the nearest. */
const PICKUP = { lat: 40.66, lon: -74.05 };

let server: TestServer;
let token: string;

type EtaAnswer = { drivers: DriverOnMap[]; eta: number | null; is_manual_fallback_used: boolean };
const eta = (query: Record<string, string | number | boolean>, as = token, fleet = false, url = server.url) =>
  call<EtaAnswer>(
    url,
    'GET',
    `/estimates/eta?${new URLSearchParams(Object.entries({ ...PICKUP, ...query }).map(([k, v]) => [k, String(v)] as [string, string]))}`,
    { token: as, fleet },
  );

/** Puts a driver right at the pickup (the offset keeps the order of several drivers known). */
async function standAtPickup(db: Db, driverId: number, offset = 0) {
  const position = { lat: PICKUP.lat + offset, lon: PICKUP.lon, heading: 0, updatedAt: new Date() };
  await db
    .insert(driverLocations)
    .values({ driverId, ...position })
    .onConflictDoUpdate({ target: driverLocations.driverId, set: position });
}

/**
 * A free driver (active, with an active car, on no ride) made online or offline and given a WAV car
 * as the test needs. The demo's rides are timed from the moment it was seeded, so which drivers are
 * free, online or drive a WAV car depends on the hour: the test sets what it relies on.
 */
async function driverWithCar(db: Db, make: { online?: boolean; wav?: boolean }) {
  const [row] = await db
    .select({ id: drivers.id })
    .from(drivers)
    .innerJoin(cars, and(eq(cars.driverId, drivers.id), eq(cars.status, 'active')))
    .where(
      and(
        eq(drivers.status, 'active'),
        sql`not exists (select 1 from rides r where r.driver_id = ${drivers.id} and r.status in ('assigned', 'accepted', 'arriving', 'arrived', 'in_progress'))`,
      ),
    )
    .orderBy(asc(drivers.id))
    .limit(1);
  if (!row) throw new Error('the demo has no free driver with a car');
  if (make.online !== undefined) {
    await db
      .update(drivers)
      .set({ online: make.online, ...(make.online ? {} : { isGoToDestination: false }) })
      .where(eq(drivers.id, row.id));
  }
  if (make.wav !== undefined) {
    await db
      .update(cars)
      .set({ wav: make.wav })
      .where(and(eq(cars.driverId, row.id), eq(cars.status, 'active')));
  }
  return row.id;
}

beforeAll(async () => {
  server = await startTestServer();
  token = await tokenForEmail(server.database.db, ADMIN);
});
afterAll(() => server.close());

describe('GET /estimates/eta', () => {
  it('lists online drivers nearest first, with the straight-line ETA flagged', async () => {
    const db = server.database.db;
    const near = await driverWithCar(db, { online: true });
    await standAtPickup(db, near);
    const res = await eta({});
    expect(res.status).toBe(200);
    expect(res.body.drivers[0]).toMatchObject({ id: near, online: true, eta: 0 });
    expect(res.body.drivers.every((d) => d.online)).toBe(true);
    const etas = res.body.drivers.map((d) => d.eta ?? 0);
    expect(etas).toEqual([...etas].sort((a, b) => a - b));
    expect(res.body.eta).toBe(0);
    expect(res.body.is_manual_fallback_used).toBe(true);
  });

  it('shows offline drivers only when asked', async () => {
    const db = server.database.db;
    const offline = await driverWithCar(db, { online: false });
    await standAtPickup(db, offline, -0.0001);
    expect((await eta({})).body.drivers.map((d) => d.id)).not.toContain(offline);
    const res = await eta({ drivers_offline: true });
    expect(res.body.drivers.find((d) => d.id === offline)).toMatchObject({ online: false });
    expect((await eta({ drivers_offline: false })).body.drivers.map((d) => d.id)).not.toContain(offline);
  });

  it('hides drivers with at least the given number of active trips', async () => {
    const db = server.database.db;
    const busy = await driverWithCar(db, { online: true });
    await makeRide(db, { status: 'assigned', driverId: busy });
    await standAtPickup(db, busy, 0.0001);
    const all = await eta({});
    expect(all.body.drivers.find((d) => d.id === busy)?.active_trips).toBe(1);
    const res = await eta({ active_trips_number: 1 });
    expect(res.body.drivers.map((d) => d.id)).not.toContain(busy);
    expect(res.body.drivers.every((d) => d.active_trips === 0)).toBe(true);
  });

  it("for a ride: leaves out its own driver, keeps cars that meet its needs, marks the rider's earlier drivers", async () => {
    const db = server.database.db;
    const [own] = await activeDrivers(db, await fleetOfEmail(db, FLEET_USER));
    const ride = await makeRide(db, { status: 'assigned', driverId: own?.id });
    await db.update(rides).set({ wav: true, userId: 1 }).where(eq(rides.id, ride.id));
    await standAtPickup(db, own?.id as number, 0.0002);
    const wavDriver = await driverWithCar(db, { wav: true });
    await standAtPickup(db, wavDriver, 0.0003);
    const earlier = await makeRide(db, { status: 'finished', driverId: wavDriver });
    await db.update(rides).set({ userId: 1 }).where(eq(rides.id, earlier.id));

    const res = await eta({ ride_id: ride.id, drivers_credentials: true, drivers_offline: true });
    expect(res.status).toBe(200);
    const ids = res.body.drivers.map((d) => d.id);
    expect(ids).not.toContain(own?.id);
    expect(res.body.drivers.every((d) => d.wav)).toBe(true);
    expect(res.body.drivers.find((d) => d.id === wavDriver)?.preferred_driver).toBe(true);
    // preferred = drove this rider to the end before, by the data
    const { rows } = await db.execute<{ driver_id: number }>(
      sql`select distinct driver_id from rides where user_id = 1 and status = 'finished' and driver_id is not null`,
    );
    const earlierDrivers = new Set(rows.map((r) => r.driver_id));
    for (const d of res.body.drivers) expect(d.preferred_driver, String(d.id)).toBe(earlierDrivers.has(d.id));
    const anyCar = await eta({ ride_id: ride.id, drivers_offline: true });
    expect(anyCar.body.drivers.some((d) => !d.wav)).toBe(true);
    expect(anyCar.body.drivers.map((d) => d.id)).not.toContain(own?.id);
    const noRide = await eta({ drivers_offline: true });
    expect(noRide.body.drivers.map((d) => d.id)).toContain(own?.id);
    expect(noRide.body.drivers.some((d) => d.preferred_driver)).toBe(false);
    expect((await eta({ ride_id: 99999999 })).status).toBe(404);
  });

  it("shows a fleet user only its own fleet's drivers", async () => {
    const db = server.database.db;
    const fleetId = await fleetOfEmail(db, FLEET_USER);
    const res = await eta({ drivers_offline: true }, await tokenForEmail(db, FLEET_USER), true);
    expect(res.status).toBe(200);
    expect(res.body.drivers.length).toBeGreaterThan(0);
    expect(res.body.drivers.every((d) => d.fleet_id === fleetId)).toBe(true);
  });

  it('refuses a point off the map', async () => {
    const res = await eta({ lat: 95 });
    expect(res.status).toBe(422);
    expect(res.body).toHaveProperty(['errors', 'lat']);
  });
});

describe('with OSRM configured', () => {
  let osrm: Server;
  let routed: TestServer;
  beforeAll(async () => {
    // road times that reverse the straight-line order: the farther a source is listed, the sooner it arrives
    osrm = createServer((req, res) => {
      const sources = new URL(req.url ?? '', 'http://x').searchParams.get('sources')?.split(';') ?? [];
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          code: 'Ok',
          durations: sources.map((_, i) => [(sources.length - i) * 60]),
          distances: sources.map((_, i) => [(sources.length - i) * 500]),
        }),
      );
    });
    await new Promise<void>((resolve) => osrm.listen(0, '127.0.0.1', resolve));
    routed = await startTestServer({
      env: { OSRM_URL: `http://127.0.0.1:${(osrm.address() as AddressInfo).port}` },
    });
  });
  afterAll(async () => {
    await routed.close();
    osrm.closeAllConnections();
    await new Promise((resolve) => osrm.close(resolve));
  });

  it('orders by road time from the table call, not by straight line', async () => {
    const db = routed.database.db;
    const near = await driverWithCar(db, { online: true });
    await standAtPickup(db, near);
    const res = await eta({}, await tokenForEmail(db, ADMIN), false, routed.url);
    expect(res.body.is_manual_fallback_used).toBe(false);
    expect(res.body.drivers[0]?.eta).toBe(60);
    expect(res.body.drivers.at(-1)?.id).toBe(near);
    expect(res.body.eta).toBe(60);
  });
});
