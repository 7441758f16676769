import { Ride, type RideDetail } from '@fleetdesk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, FLEET_USER } from '../../../test/api';
import {
  activeDrivers,
  fleetOfEmail,
  makeRide,
  staffHolding,
  tokenForEmail,
} from '../../../test/ride-fixtures';
import { listedIds } from '../../../test/rides';
import { startTestServer, type TestServer } from '../../../test/server';
import { rideEvents, rides } from '../../db/schema';
import { FLEET_RIDE_FIELDS, toFleetView } from './fleet-view';

let server: TestServer;
let staff: string;
let fleet: string;
let fleetDrivers: { id: number }[];
let otherFleetDriver: { id: number };

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  staff = await staffHolding(db, ['rides.update-dangerous-fields']);
  fleet = await tokenForEmail(db, FLEET_USER);
  const fleetId = await fleetOfEmail(db, FLEET_USER);
  fleetDrivers = await activeDrivers(db, fleetId);
  otherFleetDriver = (await activeDrivers(db, fleetId, true))[0] as { id: number };
});
afterAll(() => server.close());

const db = () => server.database.db;
const getRide = (id: number, token: string, isFleet: boolean) =>
  call<{ ride: RideDetail }>(server.url, 'GET', `/rides/${id}`, { token, fleet: isFleet });
const post = (id: number, token: string, body: unknown, isFleet: boolean) =>
  call<{ ride?: RideDetail; message: string }>(server.url, 'POST', `/rides/${id}`, {
    token,
    body,
    fleet: isFleet,
  });

/** A ride of the demo fleet, assigned by staff (a log line with a staff name), with every money field set. */
async function fleetRideWithMoney() {
  const ride = await makeRide(db(), { status: 'pending', referenceId: 'REF-FLEET-1' });
  const driverId = (fleetDrivers[0] as { id: number }).id;
  const assigned = await post(ride.id, staff, { entity_id: driverId, updated_at: ride.updated_at }, false);
  expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
  await db()
    .update(rides)
    .set({
      pooledPriceCents: 1234,
      fareCollectedCents: 2500,
      paymentMethodId: 77,
      vendorAmountCents: 4000,
      amountChargedCents: 4500,
    })
    .where(eq(rides.id, ride.id));
  return ride.id;
}

describe('the fleet view of a ride (issue 9 point 10)', () => {
  it('carries the allow-listed fields and nothing else of the staff row', async () => {
    const id = await fleetRideWithMoney();
    const asStaff = (await getRide(id, staff, false)).body.ride;
    const asFleet = await getRide(id, fleet, true);
    expect(asFleet.status).toBe(200);
    const view = asFleet.body.ride;
    const shown = new Set<string>(FLEET_RIDE_FIELDS);
    const { events: _staffEvents, ...staffRide } = asStaff;
    const { events: _fleetEvents, ...fleetRide } = view;
    // Fields the spec shows fleets arrive as staff see them; every other one is empty.
    for (const [key, value] of Object.entries(fleetRide)) {
      if (shown.has(key)) expect(value, key).toEqual(staffRide[key as keyof typeof staffRide]);
      else expect(value, key).toEqual(key === 'admins' ? [] : null);
    }
    expect(asStaff).toMatchObject({ pooled_price: 12.34, fare_collected: 25, payment_method_id: 77 });
    expect(view).toMatchObject({
      pooled_price: null,
      fare_collected: null,
      payment_method_id: null,
      reference_id: null,
      vendor_amount: null,
      amount_charged: null,
      ride_price: null,
      billing_note: null,
      admins: [],
      driver_net: asStaff.driver_net,
    });
  });

  it('leaves out a field the staff row gains until the allow-list names it', () => {
    const staffRow = { ...sampleRide(), margin_cents: 999 } as Ride;
    const view = toFleetView(staffRow);
    expect(Object.keys(view).sort()).toEqual(Object.keys(Ride.shape).sort());
    expect(view).not.toHaveProperty('margin_cents');
  });

  it('shows the log without staff names', async () => {
    const id = await fleetRideWithMoney();
    const staffEvents = (await getRide(id, staff, false)).body.ride.events;
    expect(staffEvents.some((e) => e.admin_first_name !== null)).toBe(true);
    const fleetEvents = (await getRide(id, fleet, true)).body.ride.events;
    expect(fleetEvents.length).toBe(staffEvents.length);
    for (const event of fleetEvents) expect(event).toMatchObject({ admin_id: null, admin_first_name: null });
  });

  it('keeps a staff edit of the fare collected out of the fleet log, and the rest of the edit in it', async () => {
    const id = await fleetRideWithMoney();
    await db().update(rides).set({ seats: 1 }).where(eq(rides.id, id));
    const seen = (await getRide(id, staff, false)).body.ride;
    const edited = await post(
      id,
      staff,
      { fare_collected: 31.5, seats: 3, updated_at: seen.updated_at },
      false,
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const bodies = async (token: string, isFleet: boolean) =>
      (await getRide(id, token, isFleet)).body.ride.events.map((e) => e.body ?? '');
    expect(await bodies(staff, false)).toEqual(
      expect.arrayContaining([
        'Changed fare collected (cents) from 2500 to 3150',
        'Changed seats from 1 to 3',
      ]),
    );
    const fleetLog = await bodies(fleet, true);
    expect(fleetLog).toContain('Changed seats from 1 to 3');
    expect(fleetLog.filter((body) => /fare/i.test(body))).toEqual([]);
  });
});

describe('rides open to every fleet (issue 9 point 8)', () => {
  it('lists and opens a released pending ride of no fleet, and lets the fleet assign its own driver', async () => {
    const open = await makeRide(db(), {
      status: 'pending',
      availableForDrivers: true,
      isMarketplaceRide: true,
    });
    expect(await listedIds(server.url, fleet, { search: `id:${open.id}` }, true)).toEqual([open.id]);
    const opened = await getRide(open.id, fleet, true);
    expect(opened.status).toBe(200);
    expect(opened.body.ride).toMatchObject({
      id: open.id,
      status: 'pending',
      fleet_id: null,
      reference_id: null,
    });
    const notes = await call(server.url, 'GET', `/rides/${open.id}/notes`, { token: fleet, fleet: true });
    expect(notes.status).toBe(200);

    const foreign = await post(
      open.id,
      fleet,
      { status: 'assign_driver', entity_id: otherFleetDriver.id, updated_at: open.updated_at },
      true,
    );
    // Another fleet's driver is answered as a missing one (decision 185).
    expect(foreign.status).toBe(422);
    expect(foreign.body.message).toBe(`Driver #${otherFleetDriver.id} does not exist`);
    const own = (fleetDrivers[0] as { id: number }).id;
    const assigned = await post(
      open.id,
      fleet,
      { status: 'assign_driver', entity_id: own, updated_at: open.updated_at },
      true,
    );
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    expect(assigned.body.ride).toMatchObject({ status: 'assigned', driver_id: own, reference_id: null });
    const [row] = await db().select().from(rides).where(eq(rides.id, open.id));
    expect(row).toMatchObject({ status: 'assigned', driverId: own });
  });

  it("changes nothing else of an open ride before it is the fleet's", async () => {
    const open = await makeRide(db(), { status: 'pending', availableForDrivers: true });
    const rowNow = async () => (await db().select().from(rides).where(eq(rides.id, open.id)))[0];
    const before = await rowNow();
    const edit = await post(open.id, fleet, { fare_collected: 99, driver_confirmed: 1 }, true);
    expect(edit.status).toBe(403);
    expect(edit.body.message).toBe(
      `Ride ${open.id} is not your fleet's: assign one of your drivers to it before changing fare_collected, driver_confirmed`,
    );
    expect(await rowNow()).toEqual(before);
    const read = await post(open.id, fleet, {}, true);
    expect(read.status).toBe(200);
    expect(read.body.ride).toMatchObject({ id: open.id, fare_collected: null, reference_id: null });
  });

  it('does not show a pending ride that is not released to drivers', async () => {
    const closed = await makeRide(db(), { status: 'pending', isMarketplaceRide: true });
    expect(await listedIds(server.url, fleet, { search: `id:${closed.id}` }, true)).toEqual([]);
    expect((await getRide(closed.id, fleet, true)).status).toBe(404);
    const notes = await call(server.url, 'GET', `/rides/${closed.id}/notes`, { token: fleet, fleet: true });
    expect(notes.status).toBe(404);
  });

  it("answers another fleet's ride as missing, to a read and to an empty POST, with no ride data", async () => {
    const theirs = await makeRide(db(), { status: 'assigned', driverId: otherFleetDriver.id });
    expect(await listedIds(server.url, fleet, { search: `id:${theirs.id}` }, true)).toEqual([]);
    const read = await getRide(theirs.id, fleet, true);
    expect(read.status).toBe(404);
    expect(read.body).not.toHaveProperty('ride');
    const before = await db().select().from(rideEvents).where(eq(rideEvents.rideId, theirs.id));
    const poked = await post(theirs.id, fleet, {}, true);
    expect(poked.status).toBe(404);
    expect(poked.body).not.toHaveProperty('ride');
    expect(JSON.stringify(poked.body)).not.toContain(String(otherFleetDriver.id));
    const after = await db().select().from(rideEvents).where(eq(rideEvents.rideId, theirs.id));
    expect(after.length).toBe(before.length);
  });
});

/** A staff-shaped ride with every contract field (values do not matter to the allow-list). */
function sampleRide(): Ride {
  return Object.fromEntries(
    Object.keys(Ride.shape).map((key) => [key, `value of ${key}`]),
  ) as unknown as Ride;
}
