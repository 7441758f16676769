import type { Ride, RideDetail } from '@fleetdesk/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, FLEET_USER } from '../../../test/api';
import { makeCar } from '../../../test/car-fixtures';
import { makeDriver } from '../../../test/driver-fixtures';
import { insertEstimate } from '../../../test/estimates';
import { fleetOfEmail, listenAsStaffAndFleet, makeRide, tokenForEmail } from '../../../test/ride-fixtures';
import { getRides } from '../../../test/rides';
import { startTestServer, type TestServer } from '../../../test/server';
import { createSocketSet, eventually, rideActionsHeard } from '../../../test/sockets';
import { carTypes, rideEstimates, rides } from '../../db/schema';

/** Spec 1 §3 fields of a ride read from other tables: the driver's company, the car's title, the booking. */

let server: TestServer;
let staff: string;
let fleetUser: string;
let fleetId: number;
const sockets = createSocketSet();

beforeAll(async () => {
  server = await startTestServer();
  staff = await tokenForEmail(db(), ADMIN);
  fleetUser = await tokenForEmail(db(), FLEET_USER);
  fleetId = await fleetOfEmail(db(), FLEET_USER);
});
afterEach(() => sockets.closeAll());
afterAll(() => server.close());

const db = () => server.database.db;

/** The ride as GET /rides lists it (searched by id) and as GET /rides/{id} shows it. */
async function readRide(
  id: number,
  token: string,
  fleet = false,
): Promise<{ listed: Ride; detail: RideDetail }> {
  const list = await getRides(server.url, token, { search: `id:${id}` }, fleet);
  expect(list.status, JSON.stringify(list.body)).toBe(200);
  const detail = await call<{ ride: RideDetail }>(server.url, 'GET', `/rides/${id}`, { token, fleet });
  expect(detail.status, JSON.stringify(detail.body)).toBe(200);
  const listed = list.body.rides.data.find((r) => r.id === id);
  if (!listed) throw new Error(`ride ${id} is not listed`);
  return { listed, detail: detail.body.ride };
}

async function someCompany(notId: number) {
  const { rows } = await db().execute<{ id: number; name: string }>(
    sql`select id, name from companies where id <> ${notId} order by id limit 1`,
  );
  return { id: Number(rows[0]?.id), name: String(rows[0]?.name) };
}

/** A $25 estimate of company 40's first ride type, $3 of it tollways, for two seats. */
async function bookedEstimate() {
  const { rows } = await db().execute<{
    id: number;
    display_name: string;
    payment_types_supported: string[];
  }>(
    sql`select id, display_name, payment_types_supported from ride_types where company_id = 40 order by id limit 1`,
  );
  const type = rows[0];
  if (!type) throw new Error('the demo has a ride type of company 40');
  const id = await insertEstimate(db(), { companyId: 40, rideTypeId: type.id });
  const [row] = await db()
    .update(rideEstimates)
    .set({ tollwaysCents: 300, seats: 2 })
    .where(eq(rideEstimates.id, id))
    .returning();
  if (!row) throw new Error('estimate not updated');
  return { row, type };
}

/**
 * A ride of the demo fleet booked from an estimate, driven by a driver of another company in a
 * 2021 Toyota Sienna, with a price, a card fee and a stored driver-app state.
 */
async function bookedRideWithDriver() {
  const company = await someCompany(40);
  const driverId = await makeDriver(db(), { status: 'active', fleetId, companyId: company.id });
  const carId = await makeCar(db(), {
    driverId,
    fleetId,
    status: 'active',
    year: 2021,
    make: 'Toyota',
    model: 'Sienna',
  });
  const estimate = await bookedEstimate();
  const ride = await makeRide(db(), { status: 'assigned', driverId });
  const states = [{ state: 'arrived', at: '2026-03-01T14:05:00.000Z' }];
  await db()
    .update(rides)
    .set({
      carId,
      estimateId: estimate.row.id,
      ridePriceCents: 3000,
      paymentFeeCents: 117,
      locationStates: states,
    })
    .where(eq(rides.id, ride.id));
  return { id: ride.id, company, driverId, estimate, states };
}

describe('GET /rides and GET /rides/{id}: driver company, car title, amount, estimate, location states', () => {
  it('reads them from the driver, the car and the estimate of a booked, assigned ride', async () => {
    const made = await bookedRideWithDriver();
    const { row, type } = made.estimate;
    const expected = {
      driver_id: made.driverId,
      driver_company_id: made.company.id,
      driver_company_name: made.company.name,
      car_title: '2021 Toyota Sienna',
      ride_price: 30,
      payment_fee: 1.17,
      amount: 31.17,
      estimate_id: row.id,
      estimate: {
        id: row.id,
        amount: 25,
        amount_without_tollways: 22,
        tollways: 3,
        seats: 2,
        ride_type: { display_name: type.display_name, payment_types_supported: type.payment_types_supported },
        ride_type_id: type.id,
        user_id: null,
        distance: 3,
        duration: 900,
        expires_at: row.expiresAt.toISOString(),
      },
      location_states: made.states,
    };
    const { listed, detail } = await readRide(made.id, staff);
    expect(listed).toMatchObject(expected);
    expect(detail).toMatchObject(expected);
  });

  it("titles a car without year, make or model by its type, and leaves a driver's missing company null", async () => {
    const driverId = await makeDriver(db(), { status: 'active', fleetId, companyId: null });
    const carId = await makeCar(db(), {
      driverId,
      fleetId,
      status: 'active',
      year: null,
      make: null,
      model: null,
    });
    const [carType] = await db().select({ title: carTypes.title }).from(carTypes).where(eq(carTypes.id, 1));
    const ride = await makeRide(db(), { status: 'assigned', driverId });
    await db().update(rides).set({ carId, estimateId: null }).where(eq(rides.id, ride.id));
    const { listed, detail } = await readRide(ride.id, staff);
    for (const shown of [listed, detail]) {
      expect(shown).toMatchObject({
        driver_id: driverId,
        driver_company_id: null,
        driver_company_name: null,
        car_id: carId,
        car_title: carType?.title,
        estimate: null,
        location_states: [],
      });
    }
  });

  it('gives a ride without a driver, car or estimate nulls, and its amount from its own price', async () => {
    const ride = await makeRide(db(), { status: 'pending', driverId: null });
    await db()
      .update(rides)
      .set({ carId: null, estimateId: null, ridePriceCents: 2450, paymentFeeCents: 0 })
      .where(eq(rides.id, ride.id));
    const { listed, detail } = await readRide(ride.id, staff);
    for (const shown of [listed, detail]) {
      expect(shown).toMatchObject({
        driver_id: null,
        driver_company_id: null,
        driver_company_name: null,
        car_id: null,
        car_title: null,
        amount: 24.5,
        estimate_id: null,
        estimate: null,
        location_states: [],
      });
    }
  });

  it('shows fleet users the driver company, car title and states, but not the amount or the estimate', async () => {
    const made = await bookedRideWithDriver();
    const { listed, detail } = await readRide(made.id, fleetUser, true);
    for (const shown of [listed, detail]) {
      expect(shown).toMatchObject({
        driver_company_id: made.company.id,
        driver_company_name: made.company.name,
        car_title: '2021 Toyota Sienna',
        location_states: made.states,
        ride_price: null,
        payment_fee: null,
        amount: null,
        estimate: null,
        estimate_id: made.estimate.row.id,
      });
    }
  });
});

describe('ride.* realtime payloads', () => {
  it('carry the same fields, with the amount and the estimate kept from the fleet room', async () => {
    const { staffHeard, fleetHeard } = await listenAsStaffAndFleet(sockets, server);
    const made = await bookedRideWithDriver();
    const ride = await makeRide(db(), { status: 'pending', driverId: null });
    await db().update(rides).set({ estimateId: made.estimate.row.id }).where(eq(rides.id, ride.id));
    const assigned = await call(server.url, 'POST', `/rides/${ride.id}`, {
      token: staff,
      body: { entity_id: made.driverId, updated_at: ride.updated_at },
    });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    const shared = {
      driver_company_id: made.company.id,
      driver_company_name: made.company.name,
      car_title: '2021 Toyota Sienna',
      location_states: [],
    };
    await eventually(() =>
      expect(rideActionsHeard(staffHeard, ride.id).at(-1)?.ride).toMatchObject({
        ...shared,
        estimate: { id: made.estimate.row.id, amount: 25 },
      }),
    );
    await eventually(() =>
      expect(rideActionsHeard(fleetHeard, ride.id).at(-1)?.ride).toMatchObject({
        ...shared,
        amount: null,
        estimate: null,
      }),
    );
  });
});
