import type { AppAction } from '@fleetdesk/contract';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, DISPATCHER, FLEET_USER } from '../../../test/api';
import {
  activeDrivers,
  fleetOfEmail,
  listenAsStaffAndFleet,
  makeRide,
  rideRow,
  rideTrail,
  staffHolding,
  tokenForEmail,
} from '../../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { createSocketSet, eventually, rideActionsHeard } from '../../../test/sockets';
import { zones } from '../../db/schema';
import { UNKNOWN_ZONE, ZONE_EDIT_DENIED } from './edit';

let server: TestServer;
let keyHolder: string;
let zoneIds: number[];
const sockets = createSocketSet();
let staffHeard: AppAction[];
let fleetHeard: AppAction[];

const post = (token: string, rideId: number, body: unknown) =>
  call(server.url, 'POST', `/rides/${rideId}`, { token, body });
const affiliateNews = (heard: AppAction[], rideId: number) =>
  rideActionsHeard(heard, rideId, 'company_affiliate').map((a) => a.ride);

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  keyHolder = await staffHolding(db, ['rides.update-dangerous-fields']);
  zoneIds = (await db.select({ id: zones.id }).from(zones).orderBy(asc(zones.id))).map((z) => z.id);
  ({ staffHeard, fleetHeard } = await listenAsStaffAndFleet(sockets, server));
});
afterAll(async () => {
  sockets.closeAll();
  await server.close();
});

describe('the edit form saves fields and status in one request, all or nothing', () => {
  it('applies a field edit and a reachable status together', async () => {
    const db = server.database.db;
    const ride = await makeRide(db, { status: 'assigned' });
    const saved = await post(keyHolder, ride.id, {
      pickup_note: 'Ring twice',
      status: 'accepted',
      updated_at: ride.updated_at,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.ride).toMatchObject({ status: 'accepted', pickup_note: 'Ring twice' });
    expect(await rideRow(db, ride.id)).toMatchObject({ status: 'accepted', pickupNote: 'Ring twice' });
  });

  it('saves no field when the status move is refused by the actions table', async () => {
    const db = server.database.db;
    const ride = await makeRide(db, { status: 'assigned' });
    const before = await rideRow(db, ride.id);
    // Dropoff (finished) is not offered on an assigned ride.
    const refused = await post(keyHolder, ride.id, {
      first_name: 'Renamed',
      pickup_note: 'Never stored',
      status: 'finished',
      updated_at: ride.updated_at,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Dropoff is not available: the ride is Assigned now.');
    expect(await rideRow(db, ride.id)).toEqual(before);
    expect(await rideTrail(db, ride.id)).toMatchObject({ events: [], audit: [] });
  });

  it('saves no field when the status needs a note it did not get', async () => {
    const db = server.database.db;
    const ride = await makeRide(db, { status: 'assigned' });
    const before = await rideRow(db, ride.id);
    const refused = await post(keyHolder, ride.id, {
      pickup_note: 'Never stored',
      status: 'company_canceled',
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toHaveProperty('note');
    expect(await rideRow(db, ride.id)).toEqual(before);
  });
});

describe('phone numbers are stored normalised on ride edits too', () => {
  it('stores the create wizard form of the number (+1, ten digits)', async () => {
    const db = server.database.db;
    const ride = await makeRide(db, { status: 'pending' });
    const saved = await post(keyHolder, ride.id, { phone_number: '(646) 555-0987' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.ride).toMatchObject({ phone_number: '+16465550987' });
    expect((await rideRow(db, ride.id)).phoneNumber).toBe('+16465550987');

    // The same number written another way is no change: no new log line.
    const again = await post(keyHolder, ride.id, { phone_number: '1-646-555-0987' });
    expect(again.status).toBe(200);
    expect((await rideTrail(db, ride.id)).events).toHaveLength(1);
  });
});

describe('pickup and destination zones: the role named Admin only (spec 1 §6)', () => {
  it('lets Admin set and clear the zones, logged like any edit', async () => {
    const db = server.database.db;
    const admin = await tokenForEmail(db, ADMIN);
    const ride = await makeRide(db, { status: 'pending' });
    const [first, second] = zoneIds as [number, number];
    const saved = await post(admin, ride.id, { pickup_zone_id: first, destination_zone_id: second });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.ride).toMatchObject({ pickup_zone_id: first, destination_zone_id: second });
    expect(await rideRow(db, ride.id)).toMatchObject({ pickupZoneId: first, destinationZoneId: second });

    const cleared = await post(admin, ride.id, { destination_zone_id: null });
    expect(cleared.status).toBe(200);
    expect((await rideRow(db, ride.id)).destinationZoneId).toBeNull();
    expect((await rideTrail(db, ride.id)).audit).toHaveLength(2);
  });

  it('refuses a dispatcher (403, nothing changes), and an unknown zone (422)', async () => {
    const db = server.database.db;
    const ride = await makeRide(db, { status: 'pending' });
    const before = await rideRow(db, ride.id);
    const other = zoneIds.find((id) => id !== before.pickupZoneId) as number;

    const dispatcher = await post(await tokenForEmail(db, DISPATCHER), ride.id, {
      pickup_note: 'Not stored either',
      pickup_zone_id: other,
    });
    expect(dispatcher.status).toBe(403);
    expect(dispatcher.body).toMatchObject({
      message: ZONE_EDIT_DENIED,
      errors: { pickup_zone_id: [ZONE_EDIT_DENIED] },
    });

    const unknown = await post(await tokenForEmail(db, ADMIN), ride.id, { pickup_zone_id: 999_999 });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ pickup_zone_id: [UNKNOWN_ZONE] });
    expect(await rideRow(db, ride.id)).toEqual(before);
  });
});

describe('company_affiliate: a ride changed company or affiliate', () => {
  it('tells staff and the fleet that gets the ride, and the fleet that lost it (ride: null)', async () => {
    const db = server.database.db;
    const fleetId = await fleetOfEmail(db, FLEET_USER);
    const [own] = await activeDrivers(db, fleetId);
    const [outsider] = await activeDrivers(db, fleetId, true);
    const ride = await makeRide(db, { status: 'pending' });

    const assigned = await post(keyHolder, ride.id, { status: 'confirm', entity_id: own?.id });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    await eventually(() =>
      expect(affiliateNews(fleetHeard, ride.id)).toEqual([
        expect.objectContaining({ id: ride.id, fleet_id: fleetId, ride_price: null }),
      ]),
    );

    const switched = await post(keyHolder, ride.id, { status: 'switch_driver', entity_id: outsider?.id });
    expect(switched.status, JSON.stringify(switched.body)).toBe(200);
    await eventually(() =>
      expect(affiliateNews(staffHeard, ride.id)).toEqual([
        expect.objectContaining({ fleet_id: fleetId }),
        expect.objectContaining({ driver_id: outsider?.id }),
      ]),
    );
    await eventually(() => expect(affiliateNews(fleetHeard, ride.id)).toHaveLength(2));
    expect(affiliateNews(fleetHeard, ride.id)[1]).toBeNull();
  });

  it("is not sent for a change that keeps company and fleet, nor to a fleet about others' rides", async () => {
    const db = server.database.db;
    const fleetId = await fleetOfEmail(db, FLEET_USER);
    const [outsider] = await activeDrivers(db, fleetId, true);
    const ride = await makeRide(db, { status: 'assigned', driverId: outsider?.id });
    const edited = await post(keyHolder, ride.id, { pickup_note: 'Side door' });
    const revived = await post(keyHolder, ride.id, { status: 'pending', note: 'Driver went home' });
    expect([edited.status, revived.status]).toEqual([200, 200]);

    // The revive took the ride from the outsider's fleet: staff hear it, once; the demo fleet never.
    await eventually(() =>
      expect(affiliateNews(staffHeard, ride.id)).toEqual([
        expect.objectContaining({ status: 'pending', fleet_id: null }),
      ]),
    );
    await eventually(() => expect(rideActionsHeard(staffHeard, ride.id)).toHaveLength(2));
    expect(affiliateNews(fleetHeard, ride.id)).toEqual([]);
  });
});
