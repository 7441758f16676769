import { type AppAction, DRIVER_POSITIONS_ACTION, type DriverPositionsPayload } from '@fleetdesk/contract';
import { LOCATION_MESSAGES } from '@fleetdesk/contract/endpoints/locations';
import { eq, sql } from 'drizzle-orm';
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
import { createSocketSet, eventually } from '../../../test/sockets';
import { driverDeviceTokens, driverLocationHistory, driverLocations } from '../../db/schema';
import { maintainHistoryPartitions } from './partitions';

/** A facility company of the demo: its staff see only the drivers on its rides. */
const FACILITY = 50;
let server: TestServer;
let issuer: string;
let fleetDriverId: number;
let outsiderId: number;
const sockets = createSocketSet();
let staffHeard: AppAction[];
let fleetHeard: AppAction[];
let facilityHeard: AppAction[];

const secondsAgo = (s: number) => new Date(Date.now() - s * 1000).toISOString();
const fix = (lat: number, lon: number, recordedAt: string, extra: Record<string, unknown> = {}) => ({
  lat,
  lon,
  heading: 90,
  speed: 9.5,
  accuracy: 6,
  recorded_at: recordedAt,
  ...extra,
});
const postPositions = (body: unknown) => call(server.url, 'POST', '/driver-app/positions', { body });
const issueToken = async (driverId: number, token = issuer) =>
  call<{ device_token: string; driver_id: number }>(server.url, 'POST', `/drivers/${driverId}/device-token`, {
    token,
  });
const db = () => server.database.db;
const currentOf = async (driverId: number) =>
  (await db().select().from(driverLocations).where(eq(driverLocations.driverId, driverId)))[0];
const historyCount = async (driverId: number) =>
  (await db().select().from(driverLocationHistory).where(eq(driverLocationHistory.driverId, driverId)))
    .length;
/** What one socket heard of one driver's positions, in order. */
const positionsHeard = (heard: readonly AppAction[], driverId: number) =>
  heard
    .filter((a) => a.type === DRIVER_POSITIONS_ACTION)
    .flatMap((a) => (a.payload as DriverPositionsPayload).positions)
    .filter((p) => p.driver_id === driverId);

beforeAll(async () => {
  server = await startTestServer();
  issuer = await staffHolding(db(), ['drivers.device-token']);
  const fleetId = await fleetOfEmail(db(), FLEET_USER);
  fleetDriverId = (await activeDrivers(db(), fleetId))[0]?.id as number;
  outsiderId = (await activeDrivers(db(), fleetId, true))[0]?.id as number;
  ({ staffHeard, fleetHeard } = await listenAsStaffAndFleet(sockets, server));
  // Staff of facility company 50 only: the drivers on its rides.
  facilityHeard = await sockets.listen(server.url, await staffHolding(db(), ['permissions.view'], FACILITY));
});
afterAll(async () => {
  sockets.closeAll();
  await server.close();
});

describe('device tokens', () => {
  it('are issued only with the key, shown once, kept hashed, and a new one revokes the old', async () => {
    const withoutKey = await issueToken(fleetDriverId, await staffHolding(db(), []));
    expect(withoutKey.status).toBe(403);
    const facility = await issueToken(
      fleetDriverId,
      await staffHolding(db(), ['drivers.device-token'], FACILITY),
    );
    expect(facility.status).toBe(403);
    expect((await issueToken(999_999)).status).toBe(404);

    const first = await issueToken(outsiderId);
    expect(first.status).toBe(200);
    expect(first.body.device_token).toHaveLength(43);
    const [stored] = await db()
      .select()
      .from(driverDeviceTokens)
      .where(eq(driverDeviceTokens.driverId, outsiderId));
    expect(stored?.tokenHash).not.toContain(first.body.device_token);
    expect(stored?.tokenHash).toHaveLength(64);

    const second = await issueToken(outsiderId);
    const old = await postPositions({
      driver_token: first.body.device_token,
      positions: [fix(40.7, -73.9, secondsAgo(5))],
    });
    expect(old.status).toBe(401);
    expect(old.body.message).toBe(LOCATION_MESSAGES.badToken);
    const fresh = await postPositions({
      driver_token: second.body.device_token,
      positions: [fix(40.7, -73.9, secondsAgo(5))],
    });
    expect(fresh.status).toBe(200);
  });
});

describe('the feed refuses bad batches whole, changing nothing', () => {
  let token: string;
  beforeAll(async () => {
    token = (await issueToken(fleetDriverId)).body.device_token;
  });

  const cases: [string, Record<string, unknown>, string, string][] = [
    ['a latitude past 90', fix(90.5, -73.9, ''), 'positions.1.lat', LOCATION_MESSAGES.latRange],
    ['a longitude past -180', fix(40.7, -180.01, ''), 'positions.1.lon', LOCATION_MESSAGES.lonRange],
    ['a non-number latitude', fix(Number.NaN, -73.9, ''), 'positions.1.lat', LOCATION_MESSAGES.finite],
    [
      'an insane speed',
      fix(40.7, -73.9, '', { speed: 95 }),
      'positions.1.speed',
      LOCATION_MESSAGES.speedRange,
    ],
    [
      'a fix from the future',
      fix(40.7, -73.9, 'future'),
      'positions.1.recorded_at',
      LOCATION_MESSAGES.inFuture,
    ],
    [
      'a fix over 10 minutes old',
      fix(40.7, -73.9, 'old'),
      'positions.1.recorded_at',
      LOCATION_MESSAGES.tooOld,
    ],
  ];
  it.each(cases)('%s', async (_name, bad, field, message) => {
    const recordedAt =
      bad.recorded_at === 'future'
        ? new Date(Date.now() + 60_000).toISOString()
        : bad.recorded_at === 'old'
          ? secondsAgo(11 * 60)
          : secondsAgo(3);
    const before = { current: await currentOf(fleetDriverId), history: await historyCount(fleetDriverId) };
    const response = await postPositions({
      driver_token: token,
      positions: [fix(40.75, -73.98, secondsAgo(4)), { ...bad, recorded_at: recordedAt }],
    });
    expect(response.status).toBe(422);
    expect(response.body.message).toBe(message);
    expect((response.body.errors as Record<string, string[]>)[field]).toEqual([message]);
    expect(await currentOf(fleetDriverId)).toEqual(before.current);
    expect(await historyCount(fleetDriverId)).toBe(before.history);
  });

  it('an unknown token is a 401 and an empty batch a 422', async () => {
    const unknown = await postPositions({
      driver_token: 'x'.repeat(43),
      positions: [fix(40.7, -73.9, secondsAgo(1))],
    });
    expect(unknown.status).toBe(401);
    const empty = await postPositions({ driver_token: token, positions: [] });
    expect(empty.status).toBe(422);
    expect(empty.body.message).toBe(LOCATION_MESSAGES.tooMany);
  });
});

describe('an accepted batch', () => {
  it('moves the current position to its newest fix, fills the history once, and draws the driven route', async () => {
    const token = (await issueToken(fleetDriverId)).body.device_token;
    const ride = await makeRide(db(), {
      status: 'in_progress',
      driverId: fleetDriverId,
      pickupAt: new Date(),
      companyId: FACILITY,
    });
    const fixes = [
      fix(40.7401, -73.99, secondsAgo(30)),
      fix(40.7423, -73.988, secondsAgo(10)),
      fix(40.7412, -73.989, secondsAgo(20)),
    ];
    const first = await postPositions({ driver_token: token, positions: fixes });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      driver_id: fleetDriverId,
      accepted: 3,
      current: { lat: 40.7423, lon: -73.988 },
    });
    const current = await currentOf(fleetDriverId);
    expect(current).toMatchObject({ lat: 40.7423, lon: -73.988, heading: 90, speedMps: 9.5, accuracyM: 6 });

    // A resent batch adds nothing; a late older batch does not move the driver back.
    const count = await historyCount(fleetDriverId);
    expect((await postPositions({ driver_token: token, positions: fixes })).status).toBe(200);
    expect(await historyCount(fleetDriverId)).toBe(count);
    const late = await postPositions({
      driver_token: token,
      positions: [fix(40.73, -73.95, secondsAgo(60))],
    });
    expect(late.body).toMatchObject({ current: { lat: 40.7423, lon: -73.988 } });

    const driven = await call<{ points: { lat: number; at: string }[] }>(
      server.url,
      'GET',
      `/rides/${ride.id}/driven-route`,
      { token: issuer },
    );
    const drawn = driven.body.points.filter((p) => [40.7401, 40.7412, 40.7423, 40.73].includes(p.lat));
    expect(drawn.map((p) => p.lat)).toEqual([40.73, 40.7401, 40.7412, 40.7423]);
  });

  it('reaches staff boards and its own fleet, coalesced, and never another fleet', async () => {
    const fleetToken = (await issueToken(fleetDriverId)).body.device_token;
    const outsiderToken = (await issueToken(outsiderId)).body.device_token;
    const heardBefore = positionsHeard(staffHeard, fleetDriverId).length;
    // Three batches in quick succession: boards hear the latest, not each one.
    for (const [i, lat] of [40.81, 40.82, 40.83].entries())
      await postPositions({ driver_token: fleetToken, positions: [fix(lat, -73.95, secondsAgo(3 - i))] });
    await postPositions({ driver_token: outsiderToken, positions: [fix(40.6, -73.8, secondsAgo(1))] });

    await eventually(() => expect(positionsHeard(staffHeard, fleetDriverId).at(-1)?.lat).toBe(40.83));
    await eventually(() => expect(positionsHeard(staffHeard, outsiderId).at(-1)?.lat).toBe(40.6));
    await eventually(() => expect(positionsHeard(fleetHeard, fleetDriverId).at(-1)?.lat).toBe(40.83));
    expect(positionsHeard(staffHeard, fleetDriverId).length - heardBefore).toBeLessThan(3);
    expect(positionsHeard(fleetHeard, outsiderId)).toEqual([]);
    // The facility's board sees the driver on its ride (the previous test's), not the other one.
    await eventually(() => expect(positionsHeard(facilityHeard, fleetDriverId).at(-1)?.lat).toBe(40.83));
    const outsiderUnderway = await db().execute(
      sql`select 1 from rides where driver_id = ${outsiderId} and company_id = ${FACILITY} and status in ('assigned', 'accepted', 'arriving', 'arrived', 'in_progress')`,
    );
    expect(outsiderUnderway.rows).toEqual([]);
    expect(positionsHeard(facilityHeard, outsiderId)).toEqual([]);
    const staffAction = staffHeard.findLast((a) => a.type === DRIVER_POSITIONS_ACTION);
    expect(staffAction?.fleet_id).toBeNull();
  });
});

describe('history partitions', () => {
  it("a day partition is created ahead, takes that day's rows from the default one, and is dropped past the retention", async () => {
    const retentionDays = 90;
    // Rows of today were written before its partition existed: they sit in the default partition.
    const where = sql`select tableoid::regclass::text as part from driver_location_history where driver_id = ${fleetDriverId} order by recorded_at desc limit 1`;
    expect((await db().execute<{ part: string }>(where)).rows[0]?.part).toBe(
      'driver_location_history_default',
    );
    const now = new Date();
    const plan = await maintainHistoryPartitions(db(), retentionDays, now);
    const today = now.toISOString().slice(0, 10);
    expect(plan.create).toContain(today);
    expect((await db().execute<{ part: string }>(where)).rows[0]?.part).toBe(
      `driver_location_history_p${today.replaceAll('-', '')}`,
    );
    // A later run, past the retention of those days, drops them.
    const later = new Date(now.getTime() + (retentionDays + 4) * 86_400_000);
    const laterPlan = await maintainHistoryPartitions(db(), retentionDays, later);
    expect(laterPlan.drop).toContain(today);
    expect(await historyCount(fleetDriverId)).toBe(0);
  });
});
