import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, FLEET_USER } from '../../../test/api';
import { makeDriver } from '../../../test/driver-fixtures';
import { activeDrivers, fleetOfEmail, makeRide, tokenForEmail } from '../../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { driverLocations, drivers, rides } from '../../db/schema';

let server: TestServer;
let fleet: string;
let fleetId: number;
const db = () => server.database.db;
const get = (path: string) => call(server.url, 'GET', path, { token: fleet, fleet: true });

beforeAll(async () => {
  server = await startTestServer();
  fleet = await tokenForEmail(db(), FLEET_USER);
  fleetId = await fleetOfEmail(db(), FLEET_USER);
});
afterAll(() => server.close());

async function standAt(driverId: number, lat: number, lon: number) {
  const here = { lat, lon, heading: 90, updatedAt: new Date() };
  await db()
    .insert(driverLocations)
    .values({ driverId, ...here })
    .onConflictDoUpdate({ target: driverLocations.driverId, set: here });
}

describe("GET /fleet/rides/{id}/location of the fleet's old ride whose driver left the fleet", () => {
  // null, as for a ride without a driver or a driver without a position: the ride map polls this for
  // a ride the fleet may still read, and a 404 would say the ride is gone.
  it('answers location null, not where the driver now driving for another fleet is', async () => {
    const driver = await makeDriver(db(), { fleetId, status: 'active' });
    const ride = await makeRide(db(), { status: 'finished', driverId: driver });
    await standAt(driver, 40.7001, -73.9001);
    const before = await get(`/rides/${ride.id}/location`);
    expect(before.body.location).toMatchObject({ lat: 40.7001, lon: -73.9001 });

    const otherFleet = ((await activeDrivers(db(), fleetId, true))[0] as { fleetId: number }).fleetId;
    await db().update(drivers).set({ fleetId: otherFleet }).where(eq(drivers.id, driver));
    const [row] = await db().select().from(rides).where(eq(rides.id, ride.id));
    expect(row?.fleetId).toBe(fleetId);
    expect((await get(`/rides/driver-waypoints?driver_id=${driver}`)).status).toBe(404);
    const res = await get(`/rides/${ride.id}/location`);
    expect(res.status).toBe(200);
    expect(res.body, JSON.stringify(res.body)).toEqual({ location: null });
  });
});
