import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, FLEET_USER } from '../../../test/api';
import { activeDrivers, fleetOfEmail, makeRide, tokenForEmail } from '../../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { marketplaceHidingSettings, rides, zones } from '../../db/schema';

let server: TestServer;
let fleet: string;
let fleetId: number;
const db = () => server.database.db;
const get = (path: string) => call(server.url, 'GET', path, { token: fleet, fleet: true });
const etaOf = (rideId: number) =>
  get(`/estimates/eta?ride_id=${rideId}&lat=40.75&lon=-73.98&drivers_offline=1`);

beforeAll(async () => {
  server = await startTestServer();
  fleet = await tokenForEmail(db(), FLEET_USER);
  fleetId = await fleetOfEmail(db(), FLEET_USER);
});
afterAll(() => server.close());

describe('GET /fleet/estimates/eta?ride_id= answers for the rides GET /fleet/rides/{id} opens (decision 59)', () => {
  it("answers 404 for another fleet's pending released ride that has a driver", async () => {
    const outsider = (await activeDrivers(db(), fleetId, true))[0] as { id: number };
    const ride = await makeRide(db(), {
      status: 'pending',
      driverId: outsider.id,
      availableForDrivers: true,
    });
    const [row] = await db().select().from(rides).where(eq(rides.id, ride.id));
    expect(row?.fleetId).not.toBe(fleetId);
    expect((await get(`/rides/${ride.id}`)).status).toBe(404);
    const res = await etaOf(ride.id);
    expect(res.status, JSON.stringify(res.body).slice(0, 200)).toBe(404);
  });

  it('answers 404 for a released ride Hide Marketplace Rides keeps from fleets, 200 once it is open', async () => {
    const ride = await makeRide(db(), { status: 'pending', availableForDrivers: true });
    expect((await etaOf(ride.id)).status).toBe(200);
    const [zone] = await db().select().from(zones).limit(1);
    await db()
      .update(rides)
      .set({ pickupZoneId: zone?.id as number })
      .where(eq(rides.id, ride.id));
    const [row] = await db().select().from(rides).where(eq(rides.id, ride.id));
    const hiding = { companyId: row?.companyId as number, zoneId: zone?.id as number };
    await db()
      .insert(marketplaceHidingSettings)
      .values({ ...hiding, minAhead: 100000, status: 'active' })
      .onConflictDoUpdate({
        target: [marketplaceHidingSettings.companyId, marketplaceHidingSettings.zoneId],
        set: { minAhead: 100000, status: 'active' },
      });
    try {
      expect((await get(`/rides/${ride.id}`)).status).toBe(404);
      const res = await etaOf(ride.id);
      expect(res.status, JSON.stringify(res.body).slice(0, 200)).toBe(404);
    } finally {
      await db()
        .update(marketplaceHidingSettings)
        .set({ status: 'inactive' })
        .where(
          and(
            eq(marketplaceHidingSettings.companyId, hiding.companyId),
            eq(marketplaceHidingSettings.zoneId, hiding.zoneId),
          ),
        );
    }
  });
});
