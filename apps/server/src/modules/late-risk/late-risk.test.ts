import {
  type AppAction,
  DRIVER_HELD_STATUSES,
  RIDE_LATE_RISK_ACTION,
  type RideLateRiskPayload,
} from '@fleetdesk/contract';
import type { LateRisk } from '@fleetdesk/contract/endpoints/lateRisk';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, FLEET_USER } from '../../../test/api';
import {
  activeDrivers,
  fleetOfEmail,
  listenAsStaffAndFleet,
  makeRide,
  staffHolding,
  tokenForEmail,
} from '../../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { createSocketSet, eventually } from '../../../test/sockets';
import { loadConfig } from '../../config';
import { driverLocations, rideLateRisks, rides } from '../../db/schema';
import { createStraightLineRouter } from '../../platform/adapters/routing/straight-line';
import { createLateRiskService } from './service';

const MIDTOWN = { lat: 40.7484, lon: -73.9857 };
const TIMES_SQUARE = { lat: 40.758, lon: -73.9855 };
const JFK = { lat: 40.6413, lon: -73.7781 };
const MIN = 60_000;

let server: TestServer;
let service: ReturnType<typeof createLateRiskService>;
let staffToken: string;
let fleetToken: string;
let fleetDrivers: number[];
let outsiderId: number;
const deviceTokens = new Map<number, string>();
const sockets = createSocketSet();
let staffHeard: AppAction[];
let fleetHeard: AppAction[];

const db = () => server.database.db;

/**
 * The drivers, with every demo ride that holds them given back to the pending list: a prediction then
 * depends on the test's own rides alone, whatever the hour the demo was seeded at.
 */
async function freed(driverIds: number[]) {
  await db()
    .update(rides)
    .set({ status: 'pending', driverId: null, carId: null })
    .where(and(inArray(rides.driverId, driverIds), inArray(rides.status, [...DRIVER_HELD_STATUSES])));
  return driverIds;
}

/** The driver's phone reports it is at `at`, now. */
async function driverAt(driverId: number, at: { lat: number; lon: number }, recordedAt = new Date()) {
  let token = deviceTokens.get(driverId);
  if (!token) {
    const issued = await call<{ device_token: string }>(
      server.url,
      'POST',
      `/drivers/${driverId}/device-token`,
      {
        token: await staffHolding(db(), ['drivers.device-token']),
      },
    );
    token = issued.body.device_token;
    deviceTokens.set(driverId, token);
  }
  const posted = await call(server.url, 'POST', '/driver-app/positions', {
    body: { driver_token: token, positions: [{ ...at, recorded_at: recordedAt.toISOString() }] },
  });
  expect(posted.status).toBe(200);
}

/** A ride of `driverId` picking up in Midtown `minutes` from now, to Harlem (a 15-minute ride). */
async function rideFor(
  driverId: number,
  minutes: number,
  status: 'assigned' | 'accepted' | 'in_progress' = 'accepted',
  destination = { lat: 40.8116, lon: -73.9465 },
) {
  const { id } = await makeRide(db(), { status, driverId, pickupAt: new Date(Date.now() + minutes * MIN) });
  await db()
    .update(rides)
    .set({
      startLat: MIDTOWN.lat,
      startLon: MIDTOWN.lon,
      destinationLat: destination.lat,
      destinationLon: destination.lon,
      duration: 900,
    })
    .where(eq(rides.id, id));
  return id;
}

const stored = async (rideId: number) =>
  (await db().select().from(rideLateRisks).where(eq(rideLateRisks.rideId, rideId)))[0];
const listRisks = async (token: string, fleet = false) => {
  const answer = await call<{ data: LateRisk[] }>(server.url, 'GET', '/late-risks', { token, fleet });
  expect(answer.status).toBe(200);
  return answer.body.data;
};
/** GET /rides with the At risk filter over the prediction window, every page's worth at once. */
const atRiskRideIds = async (token: string, fleet = false, extra = '') => {
  const from = new Date(Date.now() - 13 * 60 * MIN).toISOString();
  const to = new Date(Date.now() + 2 * 60 * MIN).toISOString();
  const query = `at_risk=true&per_page=500&from_datetime=${from}&to_datetime=${to}${extra}`;
  const answer = await call<{ rides: { data: { id: number }[] } }>(server.url, 'GET', `/rides?${query}`, {
    token,
    fleet,
  });
  expect(answer.status).toBe(200);
  return answer.body.rides.data.map((r) => r.id).sort((a, b) => a - b);
};
const riskEventsHeard = (heard: readonly AppAction[], rideId: number) =>
  heard
    .filter((a) => a.type === RIDE_LATE_RISK_ACTION)
    .map((a) => a.payload as RideLateRiskPayload)
    .filter((p) => p.ride_id === rideId);

beforeAll(async () => {
  server = await startTestServer();
  service = createLateRiskService({
    db: db(),
    router: createStraightLineRouter(),
    realtime: server.app.realtime,
    fileLinks: server.app.fileLinks,
    config: loadConfig({ LATE_RISK_THRESHOLD_MINUTES: '15' }),
  });
  staffToken = await staffHolding(db(), []);
  fleetToken = await tokenForEmail(db(), FLEET_USER);
  const fleetId = await fleetOfEmail(db(), FLEET_USER);
  fleetDrivers = await freed((await activeDrivers(db(), fleetId)).map((d) => d.id));
  outsiderId = (await freed((await activeDrivers(db(), fleetId, true)).map((d) => d.id)))[0] as number;
  ({ staffHeard, fleetHeard } = await listenAsStaffAndFleet(sockets, server));
});
afterAll(async () => {
  sockets.closeAll();
  await server.close();
});

describe('positions arriving move a ride into and out of risk', () => {
  let driverId: number;
  let rideId: number;
  beforeAll(async () => {
    driverId = fleetDrivers[0] as number;
    rideId = await rideFor(driverId, 20);
  });

  it('a driver three minutes away from a pickup in twenty is on time', async () => {
    await driverAt(driverId, TIMES_SQUARE);
    await service.sweep();
    expect(await stored(rideId)).toMatchObject({ atRisk: false, reason: null });
    expect((await listRisks(staffToken)).map((r) => r.ride_id)).not.toContain(rideId);
    expect(await atRiskRideIds(staffToken)).not.toContain(rideId);
  });

  it('the driver seen at JFK: at risk, driver far, on the list, the filter and both sockets', async () => {
    await driverAt(driverId, JFK);
    await service.sweep();
    const row = await stored(rideId);
    expect(row).toMatchObject({ atRisk: true, reason: 'driver_far' });
    expect(row?.minutesLate).toBeGreaterThan(15);

    const listed = (await listRisks(staffToken)).find((r) => r.ride_id === rideId);
    expect(listed).toMatchObject({
      reason: 'driver_far',
      driver_id: driverId,
      minutes_late: row?.minutesLate,
    });
    expect((await listRisks(fleetToken, true)).map((r) => r.ride_id)).toContain(rideId);
    expect(await atRiskRideIds(staffToken)).toContain(rideId);
    expect(await atRiskRideIds(fleetToken, true)).toContain(rideId);

    for (const heard of [staffHeard, fleetHeard]) {
      await eventually(() =>
        expect(riskEventsHeard(heard, rideId).at(-1)?.risk).toMatchObject({ reason: 'driver_far' }),
      );
    }
  });

  it('a second sweep with nothing new says nothing again', async () => {
    const before = riskEventsHeard(staffHeard, rideId).length;
    const swept = await service.sweep();
    expect(swept?.predicted).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(riskEventsHeard(staffHeard, rideId)).toHaveLength(before);
  });

  it('the driver back near the pickup: no longer at risk, and the sockets hear it', async () => {
    await driverAt(driverId, TIMES_SQUARE);
    await service.sweep();
    expect(await stored(rideId)).toMatchObject({ atRisk: false, reason: null });
    expect(await atRiskRideIds(staffToken)).not.toContain(rideId);
    for (const heard of [staffHeard, fleetHeard]) {
      await eventually(() => expect(riskEventsHeard(heard, rideId).at(-1)?.risk).toBeNull());
    }
  });
});

describe('the reasons', () => {
  it('a rider to JFK in the car first: driver on another ride', async () => {
    const driverId = fleetDrivers[1] as number;
    await rideFor(driverId, -5, 'in_progress', JFK);
    const next = await rideFor(driverId, 25, 'assigned');
    await driverAt(driverId, TIMES_SQUARE);
    await service.sweep();
    expect(await stored(next)).toMatchObject({ atRisk: true, reason: 'driver_on_another_ride' });
  });

  it('a phone silent for five minutes: no GPS', async () => {
    const driverId = fleetDrivers[2] as number;
    const rideId = await rideFor(driverId, 30);
    // The demo's snapshot of this driver goes: their last fix is the one five minutes ago.
    await db().delete(driverLocations).where(eq(driverLocations.driverId, driverId));
    await driverAt(driverId, TIMES_SQUARE, new Date(Date.now() - 5 * MIN));
    await service.sweep();
    expect(await stored(rideId)).toMatchObject({ atRisk: true, reason: 'no_gps', minutesLate: null });
    const listed = (await listRisks(staffToken)).find((r) => r.ride_id === rideId);
    expect(listed).toMatchObject({ reason: 'no_gps', predicted_pickup_at: null });
  });

  it('a ride that leaves assigned or accepted loses its prediction, and its risk is called off', async () => {
    const driverId = fleetDrivers[3] as number;
    const rideId = await rideFor(driverId, 10);
    await driverAt(driverId, JFK);
    await service.sweep();
    expect((await stored(rideId))?.atRisk).toBe(true);
    await db().update(rides).set({ status: 'company_canceled' }).where(eq(rides.id, rideId));
    await service.sweep();
    expect(await stored(rideId)).toBeUndefined();
    await eventually(() => expect(riskEventsHeard(staffHeard, rideId).at(-1)?.risk).toBeNull());
  });
});

describe('reach and the filter', () => {
  let outsiderRide: number;
  beforeAll(async () => {
    outsiderRide = await rideFor(outsiderId, 10);
    await driverAt(outsiderId, JFK);
    await service.sweep();
  });

  it('the filter answers exactly the rides at risk, with any status tab', async () => {
    const atRisk = (await db().select().from(rideLateRisks).where(eq(rideLateRisks.atRisk, true)))
      .map((r) => r.rideId)
      .sort((a, b) => a - b);
    expect(atRisk).toContain(outsiderRide);
    expect(await atRiskRideIds(staffToken)).toEqual(atRisk);
    expect((await listRisks(staffToken)).map((r) => r.ride_id).sort((a, b) => a - b)).toEqual(atRisk);

    const accepted = (await db().select({ id: rides.id, status: rides.status }).from(rides))
      .filter((r) => r.status === 'accepted' && atRisk.includes(r.id))
      .map((r) => r.id)
      .sort((a, b) => a - b);
    expect(accepted.length).toBeGreaterThan(0);
    expect(await atRiskRideIds(staffToken, false, '&statuses=accepted')).toEqual(accepted);
  });

  it("a fleet sees only its own fleet's rides at risk, and hears only of those", async () => {
    const fleetListed = (await listRisks(fleetToken, true)).map((r) => r.ride_id);
    expect(fleetListed).not.toContain(outsiderRide);
    expect(await atRiskRideIds(fleetToken, true)).not.toContain(outsiderRide);
    const fleetRides = await db().select({ id: rides.id, fleetId: rides.fleetId }).from(rides);
    const fleetId = await fleetOfEmail(db(), FLEET_USER);
    const ownIds = new Set(fleetRides.filter((r) => r.fleetId === fleetId).map((r) => r.id));
    expect(fleetListed.length).toBeGreaterThan(0);
    expect(fleetListed.every((id) => ownIds.has(id))).toBe(true);

    await eventually(() => expect(riskEventsHeard(staffHeard, outsiderRide)).toHaveLength(1));
    expect(riskEventsHeard(fleetHeard, outsiderRide)).toHaveLength(0);
  });

  it('a page not filtered by risk does not carry the filter to the next one', async () => {
    const plain = await call<{ next_page_url: string | null }>(server.url, 'GET', '/rides?per_page=5', {
      token: staffToken,
    });
    expect(plain.body.next_page_url).toContain('per_page=5');
    expect(plain.body.next_page_url).not.toContain('at_risk');
  });

  it('asks for a known value of at_risk', async () => {
    const answer = await call(server.url, 'GET', '/rides?at_risk=maybe', { token: staffToken });
    expect(answer.status).toBe(422);
  });
});
