import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/api';
import { makeRide, rideRow, rideTrail, SENTRY, staffHolding } from '../../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';

/**
 * Spec 1 §4: an ended Sentry ride (in_progress, finished, the cancels) comes back only under a new
 * Sentry trip id: without one the revive answers 422 'NEW TRIP ID IS REQUIRED!' on the field.
 */
let server: TestServer;
let reviver: string;

beforeAll(async () => {
  server = await startTestServer();
  reviver = await staffHolding(server.database.db, ['rides.revive-sentry', 'rides.update-dangerous-fields']);
});
afterAll(() => server.close());

const db = () => server.database.db;
const post = (path: string, body: unknown) => call(server.url, 'POST', path, { token: reviver, body });

describe('reviving an ended Sentry ride', () => {
  it.each([
    ['/revive', { reason: 'Broker sent it back' }],
    ['/revive', { reason: 'Broker sent it back', new_trip_id: '   ' }],
    ['', { status: 'pending', note: 'Broker sent it back' }],
  ])('POST /rides/{id}%s %j → 422 NEW TRIP ID IS REQUIRED!, ride untouched', async (suffix, body) => {
    const ride = await makeRide(db(), { status: 'finished', companyId: SENTRY });
    const res = await post(`/rides/${ride.id}${suffix}`, body);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('NEW TRIP ID IS REQUIRED!');
    expect(res.body.errors).toEqual({ new_trip_id: ['NEW TRIP ID IS REQUIRED!'] });
    const after = await rideRow(db(), ride.id);
    expect(after.status).toBe('finished');
    expect(after.updatedAt.toISOString()).toBe(ride.updated_at);
    expect((await rideTrail(db(), ride.id)).audit).toEqual([]);
  });

  it.each([
    ['/revive', { reason: 'Broker sent it back', new_trip_id: 'ST-2041' }],
    ['', { status: 'pending', note: 'Broker sent it back', new_trip_id: 'ST-2041' }],
  ])('POST /rides/{id}%s with a new trip id revives it under that id', async (suffix, body) => {
    const ride = await makeRide(db(), { status: 'user_canceled', companyId: SENTRY });
    const res = await post(`/rides/${ride.id}${suffix}`, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await rideRow(db(), ride.id)).toMatchObject({ status: 'pending', newTripId: 'ST-2041' });
  });

  it('a trip id of symbols only is the wrong format', async () => {
    const ride = await makeRide(db(), { status: 'finished', companyId: SENTRY });
    const res = await post(`/rides/${ride.id}/revive`, {
      reason: 'Broker sent it back',
      new_trip_id: '#--#',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ new_trip_id: ['Wrong format!'] });
  });

  it('a Sentry ride not yet under way revives without one', async () => {
    const ride = await makeRide(db(), { status: 'assigned', companyId: SENTRY });
    const res = await post(`/rides/${ride.id}/revive`, { reason: 'Driver stuck in traffic' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await rideRow(db(), ride.id)).newTripId).toBeNull();
  });
});
