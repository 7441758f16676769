import type { AppAction } from '@fleetdesk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, FLEET_USER } from '../../../test/api';
import {
  activeDrivers,
  fleetOfEmail,
  listenAsStaffAndFleet,
  makeRide,
  rideRow,
  rideTrail,
  staffHolding,
} from '../../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { createSocketSet, eventually, rideActionsHeard } from '../../../test/sockets';
import { driverLocations, rides } from '../../db/schema';
import { createStraightLineRouter } from '../../platform/adapters/routing/straight-line';
import { refreshRideEtas } from './eta';

let server: TestServer;
const sockets = createSocketSet();
let staffHeard: AppAction[];
let fleetHeard: AppAction[];
let drivers: { id: number }[];
const router = createStraightLineRouter();

const refresh = () =>
  refreshRideEtas({
    db: server.database.db,
    realtime: server.app.realtime,
    router,
    fileLinks: server.app.fileLinks,
  });

/** Puts the driver at a point, reported `ageMs` ago. */
async function placeDriver(driverId: number, at: { lat: number; lon: number }, ageMs = 0) {
  const row = { driverId, ...at, heading: 0, updatedAt: new Date(Date.now() - ageMs) };
  await server.database.db
    .insert(driverLocations)
    .values(row)
    .onConflictDoUpdate({ target: driverLocations.driverId, set: row });
}

/** The rides carried by the eta_updated events one socket heard about one ride. */
const etaEvents = (heard: AppAction[], rideId: number) =>
  rideActionsHeard(heard, rideId)
    .filter((a) => a.type === 'ride.eta_updated')
    .map((a) => a.ride);

const secondsBetween = async (from: { lat: number; lon: number }, to: { lat: number; lon: number }) =>
  Math.round((await router.table([from], [to])).durations_s[0]?.[0] as number);

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  drivers = await activeDrivers(db, await fleetOfEmail(db, FLEET_USER));
  ({ staffHeard, fleetHeard } = await listenAsStaffAndFleet(sockets, server));
});
afterAll(async () => {
  sockets.closeAll();
  await server.close();
});

describe('eta_updated: the driver → pickup ETA of rides on the way', () => {
  it('stores the ETA and tells staff and the fleet, only when it moved by a minute, keeping updated_at', async () => {
    const db = server.database.db;
    const driver = drivers[0] as { id: number };
    const made = await makeRide(db, { status: 'accepted', driverId: driver.id });
    // The copied demo ride may carry an ETA; start from none, as a freshly accepted ride does.
    await db.update(rides).set({ eta: null }).where(eq(rides.id, made.id));
    const before = await rideRow(db, made.id);
    const pickup = { lat: before.startLat, lon: before.startLon };
    const away = { lat: pickup.lat + 0.05, lon: pickup.lon };
    await placeDriver(driver.id, away);

    expect(await refresh()).toContain(made.id);
    const expected = await secondsBetween(away, pickup);
    expect(expected).toBeGreaterThan(60);
    const stored = await rideRow(db, made.id);
    expect(stored.eta).toBe(expected);
    // A computed value, not an action: the version dispatchers send back and the ride's log stay as they were.
    expect(stored.updatedAt.toISOString()).toBe(made.updated_at);
    const trail = await rideTrail(db, made.id);
    expect(trail.events).toEqual([]);
    expect(trail.audit).toEqual([]);

    await eventually(() => expect(etaEvents(staffHeard, made.id)).toHaveLength(1));
    expect(etaEvents(staffHeard, made.id)[0]).toMatchObject({
      id: made.id,
      eta: expected,
    });
    await eventually(() => expect(etaEvents(fleetHeard, made.id)).toHaveLength(1));
    expect(etaEvents(fleetHeard, made.id)[0]).toMatchObject({
      eta: expected,
      ride_price: null,
    });

    // A few metres of GPS drift: the same minute, nothing stored or said.
    await placeDriver(driver.id, { lat: away.lat + 0.0001, lon: away.lon });
    expect(await refresh()).not.toContain(made.id);
    expect((await rideRow(db, made.id)).eta).toBe(expected);

    // Much further away: a new ETA, a second event.
    const further = { lat: pickup.lat + 0.1, lon: pickup.lon };
    await placeDriver(driver.id, further);
    expect(await refresh()).toContain(made.id);
    expect((await rideRow(db, made.id)).eta).toBe(await secondsBetween(further, pickup));
    await eventually(() => expect(etaEvents(staffHeard, made.id)).toHaveLength(2));

    // The dispatcher's next step with the version they saw before the ETA ticks still goes through.
    const dispatcher = await staffHolding(db, []);
    const onLocation = await call(server.url, 'POST', `/rides/${made.id}`, {
      token: dispatcher,
      body: { status: 'arriving', updated_at: made.updated_at },
    });
    expect(onLocation.status, JSON.stringify(onLocation.body)).toBe(200);
  });

  it('stores the moment the ETA counts from, and refreshes it when a driver standing still slips', async () => {
    const db = server.database.db;
    const driver = drivers[3] as { id: number };
    const made = await makeRide(db, { status: 'assigned', driverId: driver.id });
    await db.update(rides).set({ eta: null, etaComputedAt: null }).where(eq(rides.id, made.id));
    const row = await rideRow(db, made.id);
    await placeDriver(driver.id, { lat: row.startLat + 0.05, lon: row.startLon });

    const firstRun = new Date();
    expect(
      await refreshRideEtas(
        { db, realtime: server.app.realtime, router, fileLinks: server.app.fileLinks },
        firstRun,
      ),
    ).toContain(made.id);
    const first = await rideRow(db, made.id);
    expect(first.etaComputedAt?.toISOString()).toBe(firstRun.toISOString());
    // Same position 90 s later: the same ETA, but the driver can now arrive 90 s later than first said.
    const later = new Date(firstRun.getTime() + 90_000);
    expect(
      await refreshRideEtas(
        { db, realtime: server.app.realtime, router, fileLinks: server.app.fileLinks },
        later,
      ),
    ).toContain(made.id);
    const second = await rideRow(db, made.id);
    expect(second.eta).toBe(first.eta);
    expect(second.etaComputedAt?.toISOString()).toBe(later.toISOString());
    // Clients read the pair: the driver is expected at eta_computed_at + eta.
    const token = await staffHolding(db, []);
    const read = await call<{ ride: object }>(server.url, 'GET', `/rides/${made.id}`, { token });
    expect(read.body.ride).toMatchObject({ eta: first.eta, eta_computed_at: later.toISOString() });

    // Another driver: the first one's ETA no longer tells when the ride is picked up.
    const switched = await call<{ ride: object }>(server.url, 'POST', `/rides/${made.id}`, {
      token,
      body: { status: 'switch_driver', entity_id: (drivers[4] as { id: number }).id },
    });
    expect(switched.status, JSON.stringify(switched.body)).toBe(200);
    expect(switched.body.ride).toMatchObject({ eta: null, eta_computed_at: null });
  });

  it('leaves rides alone when the driver position is stale or the driver is not on the way', async () => {
    const db = server.database.db;
    const stale = drivers[1] as { id: number };
    const staleRide = await makeRide(db, { status: 'assigned', driverId: stale.id });
    const staleRow = await rideRow(db, staleRide.id);
    await placeDriver(stale.id, { lat: staleRow.startLat + 0.05, lon: staleRow.startLon }, 10 * 60_000);

    const busy = drivers[2] as { id: number };
    const carrying = await makeRide(db, { status: 'in_progress', driverId: busy.id });
    const carryingRow = await rideRow(db, carrying.id);
    await placeDriver(busy.id, { lat: carryingRow.startLat + 0.05, lon: carryingRow.startLon });

    const updated = await refresh();
    expect(updated).not.toContain(staleRide.id);
    expect(updated).not.toContain(carrying.id);
    expect((await rideRow(db, staleRide.id)).eta).toBe(staleRow.eta);
    expect((await rideRow(db, carrying.id)).eta).toBe(carryingRow.eta);
    expect(etaEvents(staffHeard, staleRide.id)).toEqual([]);
  });
});
