import {
  type AppAction,
  DRIVER_STATE_ACTION,
  DRIVER_STATE_MESSAGES,
  type DriverStateView,
  MESSAGES,
} from '@fleetdesk/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, DISPATCHER, FLEET_USER } from '../../../test/api';
import {
  activeDrivers,
  fleetOfEmail,
  makeRide,
  staffHolding,
  tokenForEmail,
} from '../../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { createSocketSet, eventually } from '../../../test/sockets';
import { admins, auditLog, drivers } from '../../db/schema';
import { DRIVER_STATE_RULE_MESSAGES } from './rules';

let server: TestServer;
let dispatcher: string;
let fleetUser: string;
/** Drivers of the demo fleet user's fleet, and of other fleets. */
let ownDriver: number;
let ownDriver2: number;
let otherFleetDriver: number;
const sockets = createSocketSet();

const db = () => server.database.db;
type Answer = { driver: DriverStateView; message: string; errors?: Record<string, string[]> };

const setState = (token: string, id: number, body: unknown, fleet = false) =>
  call<Answer>(server.url, 'POST', `/drivers/${id}/state`, { token, body, fleet });

async function flagsOf(id: number) {
  const [row] = await db()
    .select({ online: drivers.online, isGoToDestination: drivers.isGoToDestination, status: drivers.status })
    .from(drivers)
    .where(eq(drivers.id, id));
  return row;
}

const putDriver = (id: number, values: Partial<typeof drivers.$inferInsert>) =>
  db().update(drivers).set(values).where(eq(drivers.id, id));

const auditRows = (id: number) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'driver'), eq(auditLog.entityId, String(id))));

beforeAll(async () => {
  server = await startTestServer({ env: { AUTH_RATE_LIMIT: '1000' } });
  dispatcher = await tokenForEmail(db(), DISPATCHER);
  fleetUser = await tokenForEmail(db(), FLEET_USER);
  const fleetId = await fleetOfEmail(db(), FLEET_USER);
  [ownDriver, ownDriver2] = (await activeDrivers(db(), fleetId)).map((d) => d.id) as [number, number];
  otherFleetDriver = (await activeDrivers(db(), fleetId, true))[0]?.id as number;
});
afterEach(() => sockets.closeAll());
afterAll(() => server.close());

describe('POST /drivers/{id}/state', () => {
  it('sets each state, answering it and storing its two flags', async () => {
    await putDriver(ownDriver, { online: false, isGoToDestination: false });
    const expected = {
      online: { online: true, isGoToDestination: false },
      go_to_destination: { online: true, isGoToDestination: true },
      offline: { online: false, isGoToDestination: false },
    } as const;
    for (const state of ['online', 'go_to_destination', 'offline'] as const) {
      const answer = await setState(dispatcher, ownDriver, { state });
      expect(answer.status).toBe(200);
      expect(answer.body.driver).toMatchObject({ id: ownDriver, state, online: expected[state].online });
      expect(answer.body.message).toMatch(/^Driver #\d+ is now (Online|Offline|Go to destination)$/);
      expect(await flagsOf(ownDriver)).toMatchObject(expected[state]);
    }
  });

  it("takes the flag as go to destination, which implies online, and the spec's data.state shape", async () => {
    await putDriver(ownDriver, { online: false, isGoToDestination: false });
    const byFlag = await setState(dispatcher, ownDriver, { state: 'online', is_go_to_destination: 1 });
    expect(byFlag.status).toBe(200);
    expect(byFlag.body.driver).toMatchObject({
      state: 'go_to_destination',
      online: true,
      is_go_to_destination: true,
    });
    expect(await flagsOf(ownDriver)).toMatchObject({ online: true, isGoToDestination: true });

    const asWritten = await setState(dispatcher, ownDriver, {
      data: { state: 'offline' },
      is_go_to_destination: false,
    });
    expect(asWritten.status).toBe(200);
    expect(await flagsOf(ownDriver)).toMatchObject({ online: false, isGoToDestination: false });
  });

  it('refuses a bad body with 422 naming the field, and changes nothing', async () => {
    await putDriver(ownDriver, { online: true, isGoToDestination: false });
    const auditBefore = (await auditRows(ownDriver)).length;
    const cases = [
      [{}, 'state', DRIVER_STATE_MESSAGES.stateRequired],
      [{ state: 'away' }, 'state', DRIVER_STATE_MESSAGES.stateInvalid],
      [
        { state: 'offline', is_go_to_destination: true },
        'is_go_to_destination',
        DRIVER_STATE_MESSAGES.offlineGoingToDestination,
      ],
      [
        { state: 'go_to_destination', is_go_to_destination: 0 },
        'is_go_to_destination',
        DRIVER_STATE_MESSAGES.goToDestinationFlagOff,
      ],
    ] as const;
    for (const [body, field, message] of cases) {
      const answer = await setState(dispatcher, ownDriver, body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.body.errors?.[field]).toContain(message);
    }
    expect(await flagsOf(ownDriver)).toMatchObject({ online: true, isGoToDestination: false });
    expect(await auditRows(ownDriver)).toHaveLength(auditBefore);
  });

  it('keeps a driver who is not active off the road, but can always take one offline', async () => {
    await putDriver(ownDriver2, { status: 'disabled', online: true, isGoToDestination: false });
    const online = await setState(dispatcher, ownDriver2, { state: 'go_to_destination' });
    expect(online.status).toBe(422);
    expect(online.body.errors?.state).toEqual([DRIVER_STATE_RULE_MESSAGES.notActive]);
    expect((await setState(dispatcher, ownDriver2, { state: 'offline' })).status).toBe(200);
    expect(await flagsOf(ownDriver2)).toMatchObject({ online: false, isGoToDestination: false });
    await putDriver(ownDriver2, { status: 'active' });
  });

  it('writes an audit row with who, the driver and both states', async () => {
    await putDriver(ownDriver, { online: false, isGoToDestination: false });
    const before = (await auditRows(ownDriver)).length;
    expect((await setState(dispatcher, ownDriver, { state: 'online' })).status).toBe(200);
    const rows = await auditRows(ownDriver);
    expect(rows).toHaveLength(before + 1);
    const [dispatcherRow] = await db()
      .select({ id: admins.id })
      .from(admins)
      .where(eq(admins.email, DISPATCHER));
    expect(rows.at(-1)).toMatchObject({
      action: 'driver.state',
      adminId: dispatcherRow?.id,
      before: { state: 'offline' },
      after: { state: 'online' },
    });
  });

  it('answers the same state again without a write or an audit row', async () => {
    const stamp = new Date('2026-01-02T03:04:05.000Z');
    await putDriver(ownDriver, { online: true, isGoToDestination: false, updatedAt: stamp });
    const before = (await auditRows(ownDriver)).length;
    const answer = await setState(dispatcher, ownDriver, { state: 'online' });
    expect(answer.status).toBe(200);
    expect(answer.body.driver).toMatchObject({ state: 'online', updated_at: stamp.toISOString() });
    expect(await auditRows(ownDriver)).toHaveLength(before);
  });
});

describe("the ride's driver", () => {
  it('shows the state the driver is in on the ride, to staff and to the fleet', async () => {
    await putDriver(ownDriver, { online: true, isGoToDestination: false });
    const ride = await makeRide(db(), { status: 'assigned', driverId: ownDriver });
    const stateOnRide = async (token: string, fleet: boolean) =>
      (
        await call<{ ride: { driver_state: string } }>(server.url, 'GET', `/rides/${ride.id}`, {
          token,
          fleet,
        })
      ).body.ride.driver_state;
    expect(await stateOnRide(dispatcher, false)).toBe('online');
    await setState(dispatcher, ownDriver, { state: 'go_to_destination' });
    expect(await stateOnRide(dispatcher, false)).toBe('go_to_destination');
    expect(await stateOnRide(fleetUser, true)).toBe('go_to_destination');
  });
});

describe("who may set a driver's state", () => {
  it("lets a fleet user set their own fleet's drivers and hides other fleets' drivers (404)", async () => {
    await putDriver(ownDriver, { online: true, isGoToDestination: false });
    await putDriver(otherFleetDriver, { online: true, isGoToDestination: false });
    expect((await setState(fleetUser, ownDriver, { state: 'offline' }, true)).status).toBe(200);
    const other = await setState(fleetUser, otherFleetDriver, { state: 'offline' }, true);
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ message: 'Driver not found.' });
    expect(await flagsOf(otherFleetDriver)).toMatchObject({ online: true });
  });

  it('answers 404 for a driver that does not exist', async () => {
    expect((await setState(dispatcher, 999_999, { state: 'offline' })).status).toBe(404);
  });

  it('refuses staff without drivers.edit-state (403) and read-only admins (403), changing nothing', async () => {
    await putDriver(ownDriver, { online: true, isGoToDestination: false });
    const withoutKey = await staffHolding(db(), ['drivers.edit-photo']);
    const refused = await setState(withoutKey, ownDriver, { state: 'offline' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(MESSAGES.forbidden);

    const email = 'read-only.driver-state@fleetdesk.test';
    await db().insert(admins).values({
      email,
      username: email,
      firstName: 'Read',
      lastName: 'Only',
      passwordHash: 'x',
      isReadOnly: true,
      superAdmin: true,
    });
    expect((await setState(await tokenForEmail(db(), email), ownDriver, { state: 'offline' })).status).toBe(
      403,
    );
    expect(await flagsOf(ownDriver)).toMatchObject({ online: true });
  });
});

describe('realtime', () => {
  const stateEvents = (heard: readonly AppAction[]) =>
    heard
      .filter((a) => a.type === DRIVER_STATE_ACTION)
      .map((a) => (a.payload as { driver: DriverStateView }).driver);

  it('tells staff of every change and a fleet of its own drivers only', async () => {
    await putDriver(ownDriver, { online: true, isGoToDestination: false });
    await putDriver(otherFleetDriver, { online: true, isGoToDestination: false });
    const staffHeard = await sockets.listen(server.url, await staffHolding(db(), []));
    const fleetHeard = await sockets.listen(server.url, fleetUser);

    await setState(dispatcher, otherFleetDriver, { state: 'offline' });
    await setState(dispatcher, ownDriver, { state: 'go_to_destination' });

    await eventually(() => {
      expect(stateEvents(staffHeard).map((d) => [d.id, d.state])).toEqual([
        [otherFleetDriver, 'offline'],
        [ownDriver, 'go_to_destination'],
      ]);
      // Events arrive in the order they were raised: hearing the second means the first was not sent here.
      expect(stateEvents(fleetHeard).map((d) => [d.id, d.state])).toEqual([[ownDriver, 'go_to_destination']]);
    });
  });
});
