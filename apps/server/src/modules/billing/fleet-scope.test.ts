import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLEET_USER } from '../../../test/api';
import { makeDriver } from '../../../test/driver-fixtures';
import { COMPANY, CREDIT_CATEGORY, moneyCall } from '../../../test/money-fixtures';
import { activeDrivers, fleetOfEmail, makeRide, tokenForEmail } from '../../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { rides, transactionRequests } from '../../db/schema';

let server: TestServer;
let admin: string;
let fleet: string;
let fleetId: number;
const db = () => server.database.db;
const asFleet = (method: 'GET' | 'POST', path: string, body?: unknown) =>
  moneyCall(server.url, fleet, method, path, body, { fleet: true });
const checkExists = (driverId: number, rideId: number) =>
  asFleet('GET', `/billing/transaction-requests/check_exists?driver_id=${driverId}&ride_id=${rideId}`);
const credit = (extra: Record<string, unknown> = {}) => ({
  type: 'credit',
  amount: '40',
  description: 'Ride',
  category_id: CREDIT_CATEGORY,
  ...extra,
});

beforeAll(async () => {
  server = await startTestServer({ env: { AUTH_RATE_LIMIT: '1000' } });
  admin = await tokenForEmail(db(), 'admin@fleetdesk.test');
  fleet = await tokenForEmail(db(), FLEET_USER);
  fleetId = await fleetOfEmail(db(), FLEET_USER);
});
afterAll(() => server.close());

/** A finished ride driven by a driver of another fleet (so the ride is that fleet's). */
async function otherFleetRide() {
  const outsider = (await activeDrivers(db(), fleetId, true))[0] as { id: number };
  const ride = await makeRide(db(), { status: 'finished', driverId: outsider.id });
  const [row] = await db().select().from(rides).where(eq(rides.id, ride.id));
  expect(row?.fleetId).not.toBe(fleetId);
  return { rideId: ride.id, driverId: outsider.id };
}

describe('GET /fleet/billing/transaction-requests/check_exists', () => {
  it("answers 404 for another fleet's driver and ride, as for made-up ids", async () => {
    const { rideId, driverId } = await otherFleetRide();
    const staffCredit = await moneyCall(
      server.url,
      admin,
      'POST',
      `/billing/transaction-requests/${driverId}`,
      {
        ...credit({ amount: '5', description: 'Wait time' }),
        ride_id: rideId,
      },
    );
    expect(staffCredit.status, JSON.stringify(staffCredit.body)).toBe(200);
    const other = await checkExists(driverId, rideId);
    expect(other.status, JSON.stringify(other.body)).toBe(404);
    expect(other.body).not.toHaveProperty('exists_transaction_request');
    expect((await checkExists(999_999_999, rideId)).status).toBe(404);
  });

  it("answers 404 for the fleet's own driver on another fleet's ride or a made-up ride", async () => {
    const { rideId } = await otherFleetRide();
    const own = await makeDriver(db(), { fleetId, status: 'active' });
    expect((await checkExists(own, rideId)).status).toBe(404);
    expect((await checkExists(own, 999_999_999)).status).toBe(404);
    const ownRide = await makeRide(db(), { status: 'finished', driverId: own });
    const res = await checkExists(own, ownRide.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ exists_credit: false, exists_transaction_request: false });
  });
});

describe('POST /fleet/billing/transaction-requests/{own driver}/quick-creation', () => {
  it("refuses another fleet's ride as a missing ride and books nothing", async () => {
    const { rideId } = await otherFleetRide();
    const own = await makeDriver(db(), { fleetId, status: 'active' });
    const path = `/billing/transaction-requests/${own}/quick-creation`;
    const other = await asFleet('POST', path, credit({ ride_id: rideId }));
    const missing = await asFleet('POST', path, credit({ ride_id: 999_999_999 }));
    expect(missing.status).toBe(422);
    expect({ status: other.status, body: other.body }).toEqual({
      status: missing.status,
      body: missing.body,
    });
    const booked = await db().select().from(transactionRequests).where(eq(transactionRequests.driverId, own));
    expect(booked).toEqual([]);
  });

  it("books a fleet user's credit to the driver's own company, not the ride's or a sent one (decision 108)", async () => {
    const own = await makeDriver(db(), { fleetId, status: 'active', companyId: COMPANY });
    const ownRide = await makeRide(db(), { status: 'finished', driverId: own, companyId: 40 });
    const res = await asFleet(
      'POST',
      `/billing/transaction-requests/${own}/quick-creation`,
      credit({ ride_id: ownRide.id, company_id: 40 }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.transaction_request).toMatchObject({ ride_id: ownRide.id, company_id: COMPANY });
  });
});
