import type { AppAction, RideActionPayload } from '@fleetdesk/contract';
import { and, asc, eq, ne } from 'drizzle-orm';
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
  tokenForEmail,
} from '../../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { createSocketSet, eventually, rideActionsHeard } from '../../../test/sockets';
import { companies, rideTypes } from '../../db/schema';
import { INACTIVE_COMPANY, RIDE_TYPE_FOR_NEW_COMPANY } from './edit';

let server: TestServer;
const sockets = createSocketSet();
let staffHeard: AppAction[];
let fleetHeard: AppAction[];
let keyHolder: string;
/** Another active company with a ride type of its own (rides are made in company 40). */
let target: { companyId: number; rideTypeId: number };

const post = (token: string, rideId: number, body: unknown, fleet = false) =>
  call(server.url, 'POST', `/rides/${rideId}`, { token, body, fleet });
const switchTypes = (heard: AppAction[], rideId: number) =>
  rideActionsHeard(heard, rideId)
    .filter((a) => a.type === 'ride.company_switched')
    .map((a) => a.ride);

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  keyHolder = await staffHolding(db, ['rides.update-dangerous-fields']);
  const [other] = await db
    .select({ companyId: rideTypes.companyId, rideTypeId: rideTypes.id })
    .from(rideTypes)
    .innerJoin(companies, eq(companies.id, rideTypes.companyId))
    .where(and(ne(rideTypes.companyId, 40), eq(companies.status, 'active')))
    .orderBy(asc(rideTypes.id))
    .limit(1);
  if (!other) throw new Error('the demo has no other company with a ride type');
  target = other;
  ({ staffHeard, fleetHeard } = await listenAsStaffAndFleet(sockets, server));
});
afterAll(async () => {
  sockets.closeAll();
  await server.close();
});

describe('company_switched: moving a ride to another company', () => {
  it('is refused without rides.update-dangerous-fields, and always to fleet users', async () => {
    const db = server.database.db;
    const fleetId = await fleetOfEmail(db, FLEET_USER);
    const driver = (await activeDrivers(db, fleetId))[0] as { id: number };
    const ride = await makeRide(db, { status: 'assigned', driverId: driver.id });
    const body = { company_id: target.companyId, ride_type_id: target.rideTypeId };

    const staff = await post(await staffHolding(db, []), ride.id, body);
    expect(staff.status).toBe(403);
    expect(staff.body.message).toBe('You do not have permission to change ride_type_id, company_id');

    const fleet = await post(await tokenForEmail(db, FLEET_USER), ride.id, body, true);
    expect(fleet.status).toBe(403);
    expect((fleet.body.errors as Record<string, unknown>).company_id).toBeDefined();
    expect((await rideRow(db, ride.id)).companyId).toBe(40);
  });

  it('needs a ride type of the new company and an active company (422)', async () => {
    const db = server.database.db;
    const ride = await makeRide(db, { status: 'pending' });

    const keepType = await post(keyHolder, ride.id, { company_id: target.companyId });
    expect(keepType.status).toBe(422);
    expect(keepType.body.errors).toEqual({ ride_type_id: [RIDE_TYPE_FOR_NEW_COMPANY] });

    const oldType = await post(keyHolder, ride.id, {
      company_id: target.companyId,
      ride_type_id: (await rideRow(db, ride.id)).rideTypeId,
    });
    expect(oldType.status).toBe(422);
    expect(oldType.body.errors).toHaveProperty('ride_type_id');

    const unknown = await post(keyHolder, ride.id, { company_id: 999_999, ride_type_id: target.rideTypeId });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ company_id: [INACTIVE_COMPANY] });

    expect(await rideRow(db, ride.id)).toMatchObject({ companyId: 40, updatedAt: new Date(ride.updated_at) });
    expect((await rideTrail(db, ride.id)).events).toEqual([]);
  });

  it('moves the ride with its new ride type, logs and audits it, and raises company_switched', async () => {
    const db = server.database.db;
    const fleetId = await fleetOfEmail(db, FLEET_USER);
    const driver = (await activeDrivers(db, fleetId))[0] as { id: number };
    const ride = await makeRide(db, { status: 'assigned', driverId: driver.id });
    const before = await rideRow(db, ride.id);

    const switched = await post(keyHolder, ride.id, {
      company_id: target.companyId,
      ride_type_id: target.rideTypeId,
    });
    expect(switched.status, JSON.stringify(switched.body)).toBe(200);
    expect(switched.body.ride).toMatchObject({
      id: ride.id,
      company_id: target.companyId,
      ride_type_id: target.rideTypeId,
    });
    expect(await rideRow(db, ride.id)).toMatchObject({
      companyId: target.companyId,
      rideTypeId: target.rideTypeId,
    });

    const trail = await rideTrail(db, ride.id);
    expect(trail.events).toEqual([
      expect.objectContaining({
        eventType: 'update',
        body: `Changed company from 40 to ${target.companyId}; ride type from ${before.rideTypeId} to ${target.rideTypeId}`,
      }),
    ]);
    expect(trail.audit).toEqual([
      expect.objectContaining({
        action: 'ride.updated',
        before: expect.objectContaining({ companyId: 40, rideTypeId: before.rideTypeId }),
        after: expect.objectContaining({ companyId: target.companyId, rideTypeId: target.rideTypeId }),
      }),
    ]);

    await eventually(() =>
      expect(
        staffHeard.filter((a) => (a.payload as RideActionPayload).ride_id === ride.id).map((a) => a.type),
      ).toEqual(['ride.company_switched', 'company_affiliate']),
    );
    await eventually(() =>
      expect(switchTypes(staffHeard, ride.id)).toEqual([
        expect.objectContaining({ company_id: target.companyId }),
      ]),
    );
    await eventually(() =>
      expect(switchTypes(fleetHeard, ride.id)).toEqual([
        expect.objectContaining({ company_id: target.companyId, ride_price: null }),
      ]),
    );
  });
});
