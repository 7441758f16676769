import { MESSAGES } from '@fleetdesk/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call } from '../../../test/api';
import {
  ARRO,
  makeRide,
  rideRow,
  rideTrail,
  SENTRY,
  SENTRY2,
  staffHolding,
} from '../../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import {
  type BrokerSimulator,
  SIMULATED_CANCEL_REASONS,
  startBrokerSimulator,
} from '../../platform/adapters/brokers/simulator';

let simulator: BrokerSimulator;
let server: TestServer;
let dispatcher: string;
let withoutKeys: string;

beforeAll(async () => {
  // The test owns the simulator, so it can read what each broker received.
  simulator = await startBrokerSimulator();
  server = await startTestServer({
    env: {
      BROKER_SENTRY_URL: simulator.brokerUrl('sentry'),
      BROKER_SENTRY2_URL: simulator.brokerUrl('sentry2'),
      BROKER_ARRO_URL: simulator.brokerUrl('arro'),
    },
  });
  dispatcher = await staffHolding(server.database.db, ['rides.reject-sentry', 'rides.reject-sentry2']);
  withoutKeys = await staffHolding(server.database.db, []);
});
afterAll(async () => {
  await server.close();
  await simulator.close();
});
beforeEach(() => {
  (simulator.received() as unknown[]).length = 0;
});

const post = (path: string, body: unknown, token = dispatcher) =>
  call(server.url, 'POST', path, { token, body });

describe('Sentry', () => {
  it('lists the cancel reasons Sentry gives', async () => {
    const res = await call(server.url, 'GET', '/rides/sentry/cancel-reasons', { token: dispatcher });
    expect(res.status).toBe(200);
    expect(res.body.cancel_reasons).toEqual(SIMULATED_CANCEL_REASONS);
    expect(simulator.received().map((r) => `${r.method} ${r.path}`)).toEqual(['GET /sentry/cancel-reasons']);
  });

  it('cancels at Sentry with the reason, then cancels the ride with a log line, an audit row and the call record', async () => {
    const ride = await makeRide(server.database.db, {
      status: 'assigned',
      companyId: SENTRY,
      referenceId: 'S-1001',
    });
    const res = await post(`/rides/${ride.id}/sentry/cancel`, {
      status: 'user_canceled',
      reason_id: 2,
      note: 'Called the office',
      updated_at: ride.updated_at,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status_code: 200, message: `Great! Ride ${ride.id} was updated!` });
    const cancel = simulator.received().find((r) => r.method === 'POST');
    expect(cancel).toMatchObject({
      path: '/sentry/rides/S-1001/cancel',
      body: { status: 'user_canceled', reason_id: 2, note: 'Called the office' },
    });
    expect((await rideRow(server.database.db, ride.id)).status).toBe('user_canceled');
    const trail = await rideTrail(server.database.db, ride.id);
    expect(trail.events.at(-1)?.body).toContain(
      'Cancelled at Sentry: Passenger cancelled — Called the office',
    );
    expect(trail.audit.map((a) => a.action)).toEqual(['ride.user_canceled']);
    expect(trail.calls).toMatchObject([{ broker: 'sentry', action: 'cancel', statusCode: 200 }]);
  });

  it('needs a reason when the rider cancelled, and one Sentry knows', async () => {
    const ride = await makeRide(server.database.db, { status: 'assigned', companyId: SENTRY });
    const missing = await post(`/rides/${ride.id}/sentry/cancel`, {
      status: 'user_canceled',
      updated_at: ride.updated_at,
    });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ reason_id: ['Required'] });
    const unknown = await post(`/rides/${ride.id}/sentry/cancel`, {
      status: 'user_canceled',
      reason_id: 99,
      updated_at: ride.updated_at,
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toBe('Sentry has no cancel reason 99');
    expect(simulator.received().filter((r) => r.method === 'POST')).toEqual([]);
    expect((await rideRow(server.database.db, ride.id)).status).toBe('assigned');
  });

  it('refuses to cancel a Sentry marketplace trip, without asking Sentry', async () => {
    const ride = await makeRide(server.database.db, {
      status: 'pending',
      companyId: SENTRY,
      isMarketplaceRide: true,
    });
    const res = await post(`/rides/${ride.id}/sentry/cancel`, {
      status: 'company_canceled',
      updated_at: ride.updated_at,
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Cancellation is disabled for Sentry Marketplace trips');
    expect(simulator.received()).toEqual([]);
  });

  it('rejects back to Sentry only with the reject key, and marks the ride as marketplace', async () => {
    const ride = await makeRide(server.database.db, {
      status: 'pending',
      companyId: SENTRY,
      referenceId: 'S-2002',
    });
    const denied = await post(`/rides/${ride.id}/sentry/reject`, {}, withoutKeys);
    expect(denied.status).toBe(403);
    // The key is declared on the endpoint: the access check refuses, in the spec's words, before the
    // broker is asked.
    expect(denied.body.message).toBe(MESSAGES.rejectSentry);
    expect(simulator.received()).toEqual([]);

    const res = await post(`/rides/${ride.id}/sentry/reject`, {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status_code: 200, message: 'Great! You have rejected the ride' });
    expect(simulator.received()).toMatchObject([{ method: 'POST', path: '/sentry/rides/S-2002/reject' }]);
    expect((await rideRow(server.database.db, ride.id)).isMarketplaceRide).toBe(true);
  });

  it('keeps the ride as it was when Sentry refuses, and says so', async () => {
    const ride = await makeRide(server.database.db, {
      status: 'accepted',
      companyId: SENTRY,
      referenceId: 'S-FAIL-3',
    });
    const res = await post(`/rides/${ride.id}/sentry/cancel`, {
      status: 'company_canceled',
      updated_at: ride.updated_at,
    });
    expect(res.status).toBe(502);
    expect(res.body.message).toBe(
      `Sentry did not accept: ride ${ride.id} was not cancelled. Trip S-FAIL-3 cannot be canceled at sentry: it is locked by the broker`,
    );
    const after = await rideRow(server.database.db, ride.id);
    expect(after.status).toBe('accepted');
    expect(after.updatedAt.toISOString()).toBe(ride.updated_at);
    const trail = await rideTrail(server.database.db, ride.id);
    expect(trail.calls).toMatchObject([{ broker: 'sentry', action: 'cancel', statusCode: 422 }]);
    expect(trail.audit).toEqual([]);
  });

  it("answers 422 for a ride that is not Sentry's", async () => {
    const ride = await makeRide(server.database.db, { status: 'assigned', companyId: ARRO });
    const res = await post(`/rides/${ride.id}/sentry/cancel`, {
      status: 'company_canceled',
      updated_at: ride.updated_at,
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(`Ride ${ride.id} is not a Sentry ride`);
  });
});

describe('Sentry 2', () => {
  it('needs a status and a note of 5 characters, then cancels at Sentry 2', async () => {
    const ride = await makeRide(server.database.db, {
      status: 'assigned',
      companyId: SENTRY2,
      referenceId: 'S2-1',
    });
    const noStatus = await post(`/rides/${ride.id}/sentry2/cancel`, {
      note: 'Rider is sick',
      updated_at: ride.updated_at,
    });
    expect(noStatus.status).toBe(422);
    expect(noStatus.body.errors).toEqual({ status: ['Please select a status'] });
    const shortNote = await post(`/rides/${ride.id}/sentry2/cancel`, {
      status: 'user_canceled',
      note: 'sick',
      updated_at: ride.updated_at,
    });
    expect(shortNote.status).toBe(422);
    expect(shortNote.body.errors).toEqual({ note: ['Must be at least 5 characters'] });

    const res = await post(`/rides/${ride.id}/sentry2/cancel`, {
      status: 'user_canceled',
      note: 'Rider is sick',
      updated_at: ride.updated_at,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(simulator.received()).toMatchObject([
      { path: '/sentry2/rides/S2-1/cancel', body: { status: 'user_canceled', note: 'Rider is sick' } },
    ]);
    expect((await rideRow(server.database.db, ride.id)).status).toBe('user_canceled');
  });

  it('rejects only with the Sentry 2 reject key', async () => {
    const ride = await makeRide(server.database.db, {
      status: 'pending',
      companyId: SENTRY2,
      isMarketplaceRide: false,
    });
    const denied = await post(`/rides/${ride.id}/sentry2/reject`, {}, withoutKeys);
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe(MESSAGES.rejectSentry2);
    expect(simulator.received()).toEqual([]);
    const res = await post(`/rides/${ride.id}/sentry2/reject`, {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(simulator.received()).toMatchObject([
      { method: 'POST', path: expect.stringMatching(/^\/sentry2\/rides\/.+\/reject$/) },
    ]);
    expect((await rideRow(server.database.db, ride.id)).isMarketplaceRide).toBe(true);
  });
});

describe('Arro', () => {
  it('takes a marketplace trip: Arro hears it and the ride becomes ours to dispatch', async () => {
    const ride = await makeRide(server.database.db, {
      status: 'pending',
      companyId: ARRO,
      isMarketplaceRide: true,
      referenceId: 'A-7',
    });
    const res = await post(`/rides/${ride.id}/arro/take`, {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(simulator.received()).toMatchObject([{ path: '/arro/rides/A-7/take', body: {} }]);
    expect((await rideRow(server.database.db, ride.id)).isMarketplaceRide).toBe(false);
    // Taken, it is no longer on offer.
    const again = await post(`/rides/${ride.id}/arro/take`, {});
    expect(again.status).toBe(403);
  });

  it('rejects with a reason, and cancels with a status and a reason', async () => {
    const pending = await makeRide(server.database.db, {
      status: 'pending',
      companyId: ARRO,
      referenceId: 'A-8',
    });
    const rejected = await post(`/rides/${pending.id}/arro/reject`, { reason: 'No car free' });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect((await rideRow(server.database.db, pending.id)).isMarketplaceRide).toBe(true);

    const assigned = await makeRide(server.database.db, {
      status: 'assigned',
      companyId: ARRO,
      referenceId: 'A-9',
    });
    const noStatus = await post(`/rides/${assigned.id}/arro/cancel`, {
      reason: 'Rider gone',
      updated_at: assigned.updated_at,
    });
    expect(noStatus.status).toBe(422);
    expect(noStatus.body.message).toBe('Please select a status');
    const shortReason = await post(`/rides/${assigned.id}/arro/cancel`, {
      status: 'driver_canceled',
      reason: 'Gone',
      updated_at: assigned.updated_at,
    });
    expect(shortReason.status).toBe(422);
    expect(shortReason.body.errors).toMatchObject({ reason: ['Must be at least 5 characters'] });
    const canceled = await post(`/rides/${assigned.id}/arro/cancel`, {
      status: 'driver_canceled',
      reason: 'Car broke down',
      updated_at: assigned.updated_at,
    });
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    expect(simulator.received().map((r) => [r.path, r.body])).toEqual([
      ['/arro/rides/A-8/reject', { reason: 'No car free' }],
      ['/arro/rides/A-9/cancel', { status: 'driver_canceled', reason: 'Car broke down' }],
    ]);
    expect((await rideRow(server.database.db, assigned.id)).status).toBe('driver_canceled');
  });
});
