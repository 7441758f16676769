import type { AppAction } from '@fleetdesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, FLEET_USER } from '../../../test/api';
import {
  activeDrivers,
  fleetOfEmail,
  listenAsStaffAndFleet,
  makeRide,
  staffHolding,
} from '../../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { createSocketSet, eventually, rideActionsHeard } from '../../../test/sockets';

let server: TestServer;
let dispatcher: string;
let fleetId: number;
let fleetDriver: { id: number };
let outsider: { id: number };
const sockets = createSocketSet();
let staffHeard: AppAction[];
let fleetHeard: AppAction[];

/** The ride actions one socket heard about one ride, in order: [type, payload.ride]. */
const heardAbout = (heard: AppAction[], rideId: number) =>
  rideActionsHeard(heard, rideId).map(({ type, ride }) => [type, ride] as const);

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  dispatcher = await staffHolding(db, ['rides.update-dangerous-fields']);
  fleetId = await fleetOfEmail(db, FLEET_USER);
  fleetDriver = (await activeDrivers(db, fleetId))[0] as { id: number };
  outsider = (await activeDrivers(db, fleetId, true))[0] as { id: number };
  ({ staffHeard, fleetHeard } = await listenAsStaffAndFleet(sockets, server));
});
afterAll(async () => {
  sockets.closeAll();
  await server.close();
});

const post = (path: string, body: unknown) => call(server.url, 'POST', path, { token: dispatcher, body });

describe('ride events to the sockets allowed to see them', () => {
  it('staff hear every change with prices; the fleet hears its rides without them, and the loss of one', async () => {
    const ride = await makeRide(server.database.db, { status: 'pending' });
    const assigned = await post(`/rides/${ride.id}`, {
      status: 'confirm',
      entity_id: fleetDriver.id,
      updated_at: ride.updated_at,
    });
    expect(assigned.status).toBe(200);
    const enRoute = await post(`/rides/${ride.id}`, {
      status: 'accepted',
      updated_at: (assigned.body.ride as { updated_at: string }).updated_at,
    });
    expect(enRoute.status).toBe(200);
    const moved = await post(`/rides/${ride.id}`, {
      pickup_at: new Date(Date.now() + 5 * 3_600_000).toISOString(),
      status: 'switch_driver',
      entity_id: outsider.id,
      updated_at: (enRoute.body.ride as { updated_at: string }).updated_at,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);

    const staffTypes = ['ride.assigned', 'ride.accepted', 'ride.pickup_updated', 'ride.assigned'];
    await eventually(() => expect(heardAbout(staffHeard, ride.id).map(([t]) => t)).toEqual(staffTypes));
    const staffRides = heardAbout(staffHeard, ride.id).map(([, r]) => r);
    expect(staffRides[0]).toMatchObject({ id: ride.id, status: 'assigned', driver_id: fleetDriver.id });
    expect(staffRides[0]?.ride_price).not.toBeNull();
    expect(staffRides[3]).toMatchObject({ driver_id: outsider.id });

    // The fleet saw the ride while its driver had it, priced as a fleet sees it, then heard it leave.
    await eventually(() =>
      expect(heardAbout(fleetHeard, ride.id).map(([t]) => t)).toEqual([
        'ride.assigned',
        'ride.accepted',
        'ride.pickup_updated',
        'ride.assigned',
      ]),
    );
    const fleetRides = heardAbout(fleetHeard, ride.id).map(([, r]) => r);
    expect(fleetRides[0]).toMatchObject({ id: ride.id, status: 'assigned', ride_price: null });
    expect(fleetRides[1]).toMatchObject({ status: 'accepted', ride_price: null });
    expect(fleetRides[3]).toBeNull();
  });

  it("keeps other fleets' rides from the fleet socket, and tells staff about revivals", async () => {
    const ride = await makeRide(server.database.db, { status: 'assigned', driverId: outsider.id });
    const revived = await post(`/rides/${ride.id}/revive`, {
      reason: 'Driver went home',
      updated_at: ride.updated_at,
    });
    expect(revived.status).toBe(200);
    await eventually(() =>
      expect(heardAbout(staffHeard, ride.id)).toEqual([
        ['ride.revived', expect.objectContaining({ id: ride.id, status: 'pending', driver_id: null })],
      ]),
    );
    expect(heardAbout(fleetHeard, ride.id)).toEqual([]);
  });
});
