import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, FLEET_USER } from '../../../test/api';
import {
  ARRO,
  activeDrivers,
  fleetOfEmail,
  type MadeRide,
  makeRide,
  rideRow,
  SENTRY,
  SENTRY2,
  staffHolding,
  tokenForEmail,
} from '../../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { rideAssignments } from '../../db/schema';
import { type BrokerSimulator, startBrokerSimulator } from '../../platform/adapters/brokers/simulator';

// Spec 1 §7 (and §4 for the status spellings) shapes every call on a ride without updated_at: each body
// below is sent exactly as the spec writes it, and must be taken (decision 20).

let simulator: BrokerSimulator;
let server: TestServer;
let dispatcher: string;
let fleet: string;
let fleetDrivers: { id: number }[];
let otherDrivers: { id: number }[];

beforeAll(async () => {
  simulator = await startBrokerSimulator();
  server = await startTestServer({
    env: {
      BROKER_SENTRY_URL: simulator.brokerUrl('sentry'),
      BROKER_SENTRY2_URL: simulator.brokerUrl('sentry2'),
      BROKER_ARRO_URL: simulator.brokerUrl('arro'),
    },
  });
  const db = server.database.db;
  dispatcher = await staffHolding(db, ['rides.reject-sentry', 'rides.reject-sentry2']);
  fleet = await tokenForEmail(db, FLEET_USER);
  const fleetId = await fleetOfEmail(db, FLEET_USER);
  fleetDrivers = await activeDrivers(db, fleetId);
  otherDrivers = await activeDrivers(db, fleetId, true);
});
afterAll(async () => {
  await server.close();
  await simulator.close();
});

const db = () => server.database.db;
const post = (path: string, body: unknown, token = dispatcher, isFleet = false) =>
  call(server.url, 'POST', path, { token, body, fleet: isFleet });
const driverAt = (list: { id: number }[], i: number) => (list[i] as { id: number }).id;

/** The drivers holding an open assignment of the ride. */
async function assignedDrivers(rideId: number) {
  const open = await db()
    .select({ driverId: rideAssignments.driverId })
    .from(rideAssignments)
    .where(and(eq(rideAssignments.rideId, rideId), isNull(rideAssignments.unassignedAt)));
  return open.map((a) => a.driverId);
}

describe('POST /rides/{id} as spec 1 §7 writes it (no updated_at)', () => {
  it('assigns with {entity_id, entity_type} and with status confirm', async () => {
    for (const [i, extra] of [{}, { status: 'confirm' }].entries()) {
      const ride = await makeRide(db(), { status: 'pending' });
      const driver = driverAt(otherDrivers, i);
      const res = await post(`/rides/${ride.id}`, { entity_id: driver, entity_type: 'driver', ...extra });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(await rideRow(db(), ride.id)).toMatchObject({ status: 'assigned', driverId: driver });
      expect(await assignedDrivers(ride.id)).toEqual([driver]);
    }
  });

  it("takes a fleet user's assign_driver on an open pending ride and switch_driver on its own ride", async () => {
    const open = await makeRide(db(), { status: 'pending', availableForDrivers: true });
    const assign = { status: 'assign_driver', entity_id: driverAt(fleetDrivers, 0), entity_type: 'driver' };
    const assigned = await post(`/rides/${open.id}`, assign, fleet, true);
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    expect((await rideRow(db(), open.id)).driverId).toBe(driverAt(fleetDrivers, 0));

    const own = await makeRide(db(), { status: 'assigned', driverId: driverAt(fleetDrivers, 0) });
    const switchBody = {
      status: 'switch_driver',
      entity_id: driverAt(fleetDrivers, 1),
      entity_type: 'driver',
    };
    const switched = await post(`/rides/${own.id}`, switchBody, fleet, true);
    expect(switched.status, JSON.stringify(switched.body)).toBe(200);
    expect(await rideRow(db(), own.id)).toMatchObject({
      status: 'assigned',
      driverId: driverAt(fleetDrivers, 1),
    });
  });

  it('never turns an assignment without updated_at into a switch; with it, confirm switches', async () => {
    const first = driverAt(otherDrivers, 2);
    const ride = await makeRide(db(), { status: 'assigned', driverId: first });
    const body = { status: 'confirm', entity_id: driverAt(otherDrivers, 3), entity_type: 'driver' };
    const blind = await post(`/rides/${ride.id}`, body);
    expect(blind.status).toBe(409);
    expect(blind.body.message).toBe('Assign is not available: the ride is Assigned now.');
    expect((await rideRow(db(), ride.id)).driverId).toBe(first);

    const seen = await post(`/rides/${ride.id}`, { ...body, updated_at: ride.updated_at });
    expect(seen.status, JSON.stringify(seen.body)).toBe(200);
    expect(await assignedDrivers(ride.id)).toEqual([driverAt(otherDrivers, 3)]);
  });

  it('moves a ride through its statuses with {status}, and cancels or confirms a cancellation with a note', async () => {
    const ride = await makeRide(db(), { status: 'assigned' });
    for (const status of ['accepted', 'arriving', 'in_progress', 'finished']) {
      const res = await post(`/rides/${ride.id}`, { status });
      expect(res.status, `${status}: ${JSON.stringify(res.body)}`).toBe(200);
      expect((await rideRow(db(), ride.id)).status).toBe(status);
    }
    const toCancel = await makeRide(db(), { status: 'assigned' });
    const canceled = await post(`/rides/${toCancel.id}`, {
      status: 'company_canceled',
      note: 'Rider called',
    });
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    expect((await rideRow(db(), toCancel.id)).status).toBe('company_canceled');
    const requested = await makeRide(db(), { status: 'user_requested_cancel' });
    const confirmed = await post(`/rides/${requested.id}`, {
      status: 'confirm_user_cancel',
      note: 'Rider confirmed by phone',
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect((await rideRow(db(), requested.id)).status).toBe('confirm_user_cancel');
  });

  it('sets the passenger and driver checkboxes with user_confirmed and driver_confirmed', async () => {
    const ride = await makeRide(db(), { status: 'assigned' });
    const res = await post(`/rides/${ride.id}`, { user_confirmed: 1, driver_confirmed: 1 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await rideRow(db(), ride.id)).toMatchObject({ confirmed: true, driverConfirmed: true });
  });

  it('20 parallel assigns without updated_at: one 200, 19 × 409 naming the new state, one driver', async () => {
    const ride = await makeRide(db(), { status: 'pending' });
    const drivers = [...otherDrivers, ...fleetDrivers].slice(0, 20);
    expect(drivers).toHaveLength(20);
    const answers = await Promise.all(
      drivers.map((d) => post(`/rides/${ride.id}`, { entity_id: d.id, entity_type: 'driver' })),
    );
    const won = answers.filter((a) => a.status === 200);
    const lost = answers.filter((a) => a.status === 409);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    for (const answer of lost) {
      expect(answer.body.message).toBe('Assign is not available: the ride is Assigned now.');
    }
    const winner = (won[0]?.body.ride as { driver_id: number } | undefined)?.driver_id;
    expect(await rideRow(db(), ride.id)).toMatchObject({ status: 'assigned', driverId: winner });
    expect(await assignedDrivers(ride.id)).toEqual([winner]);
  });
});

describe('revive as spec 1 §7 writes it (no updated_at)', () => {
  it('revives with {reason}, and every ride of a driver with {entity_id, entity_type, reason}', async () => {
    const ride = await makeRide(db(), { status: 'assigned' });
    const res = await post(`/rides/${ride.id}/revive`, { reason: 'Driver is late' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await rideRow(db(), ride.id)).toMatchObject({ status: 'pending', driverId: null });

    const driver = driverAt(otherDrivers, 4);
    const ofDriver = await makeRide(db(), { status: 'accepted', driverId: driver });
    const all = await post('/rides/revive-all', {
      entity_id: driver,
      entity_type: 'driver',
      reason: 'Car broke',
    });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.revived).toContain(ofDriver.id);
    expect((await rideRow(db(), ofDriver.id)).status).toBe('pending');
  });

  it('still answers 409 naming the state to a revive sent with a stale updated_at', async () => {
    const ride = await makeRide(db(), { status: 'assigned' });
    const old = new Date(Date.parse(ride.updated_at) - 1000).toISOString();
    const res = await post(`/rides/${ride.id}/revive`, { reason: 'Driver is late', updated_at: old });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(
      new RegExp(`^Ride ${ride.id} was changed meanwhile: it is now Assigned to `),
    );
    expect((await rideRow(db(), ride.id)).status).toBe('assigned');
  });
});

describe('broker calls as spec 1 §7 writes them (no updated_at)', () => {
  const brokerRide = (companyId: number, status: 'pending' | 'assigned', referenceId: string) =>
    makeRide(db(), { status, companyId, referenceId });
  const expectTaken = (res: { status: number; body: unknown }) =>
    expect(res.status, JSON.stringify(res.body)).toBe(200);

  it('rejects back to Sentry and Sentry 2 with no payload at all', async () => {
    for (const [broker, companyId] of [
      ['sentry', SENTRY],
      ['sentry2', SENTRY2],
    ] as const) {
      const ride = await brokerRide(companyId, 'pending', `${broker}-R1`);
      expectTaken(await post(`/rides/${ride.id}/${broker}/reject`, undefined));
      expect((await rideRow(db(), ride.id)).isMarketplaceRide).toBe(true);
    }
  });

  it('cancels at Sentry and Sentry 2 with the fields of spec 1 §4', async () => {
    const sentry = await brokerRide(SENTRY, 'assigned', 'S-C1');
    expectTaken(await post(`/rides/${sentry.id}/sentry/cancel`, { status: 'user_canceled', reason_id: 2 }));
    expect((await rideRow(db(), sentry.id)).status).toBe('user_canceled');
    const sentry2 = await brokerRide(SENTRY2, 'assigned', 'S2-C1');
    const body = { status: 'company_canceled', note: 'Rider is sick' };
    expectTaken(await post(`/rides/${sentry2.id}/sentry2/cancel`, body));
    expect((await rideRow(db(), sentry2.id)).status).toBe('company_canceled');
  });

  it('takes, rejects and cancels at Arro with a status or a reason, and Arro hears what was sent', async () => {
    const toTake = await makeRide(db(), {
      status: 'pending',
      companyId: ARRO,
      referenceId: 'A-T1',
      isMarketplaceRide: true,
    });
    expectTaken(await post(`/rides/${toTake.id}/arro/take`, { reason: 'Driver close by' }));
    expect((await rideRow(db(), toTake.id)).isMarketplaceRide).toBe(false);
    const toReject = await brokerRide(ARRO, 'pending', 'A-R1');
    expectTaken(await post(`/rides/${toReject.id}/arro/reject`, { status: 'driver_canceled' }));
    expect((await rideRow(db(), toReject.id)).isMarketplaceRide).toBe(true);
    const toCancel = await brokerRide(ARRO, 'assigned', 'A-C1');
    expectTaken(
      await post(`/rides/${toCancel.id}/arro/cancel`, { status: 'user_canceled', reason: 'Rider gone' }),
    );
    expect((await rideRow(db(), toCancel.id)).status).toBe('user_canceled');
    const heard = simulator.received().filter((r) => r.path.startsWith('/arro/'));
    expect(heard.map((r) => [r.path, r.body])).toEqual([
      ['/arro/rides/A-T1/take', { reason: 'Driver close by' }],
      ['/arro/rides/A-R1/reject', { status: 'driver_canceled' }],
      ['/arro/rides/A-C1/cancel', { status: 'user_canceled', reason: 'Rider gone' }],
    ]);
  });

  it('still refuses a broker cancel sent with a stale updated_at, before asking the broker', async () => {
    const ride: MadeRide = await brokerRide(ARRO, 'assigned', 'A-S1');
    const old = new Date(Date.parse(ride.updated_at) - 1000).toISOString();
    const body = { status: 'user_canceled', reason: 'Rider gone', updated_at: old };
    const res = await post(`/rides/${ride.id}/arro/cancel`, body);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(
      new RegExp(`^Ride ${ride.id} was changed meanwhile: it is now Assigned`),
    );
    expect(simulator.received().some((r) => r.path === '/arro/rides/A-S1/cancel')).toBe(false);
    expect((await rideRow(db(), ride.id)).status).toBe('assigned');
  });
});
