import type { AppAction, RideActionPayload } from '@fleetdesk/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, FLEET_USER } from '../../../test/api';
import {
  activeDrivers,
  fleetOfEmail,
  listenAsStaffAndFleet,
  makeRide,
  rideRow,
  rideTrail,
  staffHolding,
} from '../../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { createSocketSet, eventually, rideActionsHeard } from '../../../test/sockets';
import { loadConfig } from '../../config';
import type { ModuleDeps } from '../../platform/module';
import { EXPIRE_UNASSIGNED_JOB, expireUnassignedRides, NO_DRIVER_EVENT_BODY } from './no-drivers';
import { rideJobsModule } from './routes';

const MINUTE_MS = 60_000;
let server: TestServer;
const sockets = createSocketSet();
let staffHeard: AppAction[];
let fleetHeard: AppAction[];
let dispatcher: string;
const AFTER_MINUTES = 45;

const expire = () =>
  expireUnassignedRides(
    { db: server.database.db, realtime: server.app.realtime, fileLinks: server.app.fileLinks },
    AFTER_MINUTES,
  );
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * MINUTE_MS);
const heardTypes = (heard: AppAction[], rideId: number) => rideActionsHeard(heard, rideId).map((a) => a.type);

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  dispatcher = await staffHolding(db, ['rides.update-dangerous-fields']);
  ({ staffHeard, fleetHeard } = await listenAsStaffAndFleet(sockets, server));
});
afterAll(async () => {
  sockets.closeAll();
  await server.close();
});

describe('no_drivers_available: pending rides nobody took in time', () => {
  it('moves a ride only once its pickup is the set minutes past, with its log line, audit row and event', async () => {
    const db = server.database.db;
    const overdue = await makeRide(db, { status: 'pending', pickupAt: minutesAgo(50) });
    const waiting = await makeRide(db, { status: 'pending', pickupAt: minutesAgo(40) });
    const driver = (await activeDrivers(db, await fleetOfEmail(db, FLEET_USER)))[0] as { id: number };
    const assigned = await makeRide(db, {
      status: 'assigned',
      driverId: driver.id,
      pickupAt: minutesAgo(50),
    });
    const pendingWithDriver = await makeRide(db, {
      status: 'pending',
      driverId: driver.id,
      pickupAt: minutesAgo(50),
    });

    const moved = await expire();
    expect(moved).toContain(overdue.id);
    for (const kept of [waiting, assigned, pendingWithDriver]) {
      expect(moved).not.toContain(kept.id);
      expect((await rideRow(db, kept.id)).updatedAt.toISOString()).toBe(kept.updated_at);
    }
    expect((await rideRow(db, waiting.id)).status).toBe('pending');
    expect((await rideRow(db, assigned.id)).status).toBe('assigned');

    const row = await rideRow(db, overdue.id);
    expect(row.status).toBe('no_drivers_available');
    expect(row.updatedAt.getTime()).toBeGreaterThan(Date.parse(overdue.updated_at));
    const trail = await rideTrail(db, overdue.id);
    expect(trail.events).toEqual([
      expect.objectContaining({
        eventType: 'no_drivers_available',
        body: NO_DRIVER_EVENT_BODY,
        adminId: null,
      }),
    ]);
    expect(trail.audit).toEqual([
      expect.objectContaining({
        action: 'ride.no_drivers_available',
        adminId: null,
        before: expect.objectContaining({ status: 'pending' }),
        after: expect.objectContaining({ status: 'no_drivers_available' }),
      }),
    ]);
    await eventually(() => expect(heardTypes(staffHeard, overdue.id)).toEqual(['ride.no_drivers_available']));
    const heard = staffHeard.find((a) => (a.payload as RideActionPayload).ride_id === overdue.id);
    expect(heard?.payload).toMatchObject({ ride: { id: overdue.id, status: 'no_drivers_available' } });
    // A ride no fleet had stays away from fleet sockets.
    expect(heardTypes(fleetHeard, overdue.id)).toEqual([]);

    // Run again: nothing more happens to it.
    expect(await expire()).not.toContain(overdue.id);
    const again = await rideTrail(db, overdue.id);
    expect(again.events).toHaveLength(1);
    expect(again.audit).toHaveLength(1);

    // A dispatcher who still saw it pending is told what it is now.
    const assign = await call(server.url, 'POST', `/rides/${overdue.id}`, {
      token: dispatcher,
      body: { status: 'confirm', entity_id: driver.id, updated_at: overdue.updated_at },
    });
    expect(assign.status).toBe(409);
    expect(assign.body.message).toBe(
      `Ride ${overdue.id} was changed meanwhile: it is now No Drivers Available.`,
    );
  });

  it('moves a ride exactly once when two servers run the job at the same moment', async () => {
    const db = server.database.db;
    const overdue = await makeRide(db, { status: 'pending', pickupAt: minutesAgo(90) });
    const [first, second] = await Promise.all([expire(), expire()]);
    expect([...first, ...second].filter((id) => id === overdue.id)).toEqual([overdue.id]);
    const trail = await rideTrail(db, overdue.id);
    expect(trail.events).toHaveLength(1);
    expect(trail.audit).toHaveLength(1);
  });

  it('never touches a broker ride: its broker would still count the trip as ours', async () => {
    const db = server.database.db;
    for (const companyId of [1, 2, 3]) {
      const brokerRide = await makeRide(db, { status: 'pending', pickupAt: minutesAgo(90), companyId });
      expect(await expire()).not.toContain(brokerRide.id);
      expect((await rideRow(db, brokerRide.id)).status).toBe('pending');
    }
  });

  it('is off unless RIDES_NO_DRIVER_AFTER_MINUTES is set (the spec has no such rule)', () => {
    const jobNames = (env: Record<string, string>) =>
      rideJobsModule.jobs?.({ config: loadConfig(env) } as Omit<ModuleDeps, 'jobs'>).map((j) => j.name);
    expect(jobNames({})).not.toContain(EXPIRE_UNASSIGNED_JOB);
    expect(jobNames({ RIDES_NO_DRIVER_AFTER_MINUTES: '30' })).toContain(EXPIRE_UNASSIGNED_JOB);
  });

  it('runs as a pg-boss job of the server when set, at the minutes set', async () => {
    const db = server.database.db;
    const overdue = await makeRide(db, { status: 'pending', pickupAt: minutesAgo(35) });
    const worker = await startTestServer({
      database: server.database,
      env: { JOBS: 'true', RIDES_NO_DRIVER_AFTER_MINUTES: '30' },
    });
    try {
      expect(await worker.app.jobs.send(EXPIRE_UNASSIGNED_JOB, {})).toBeTruthy();
      await vi.waitFor(
        async () => expect((await rideRow(db, overdue.id)).status).toBe('no_drivers_available'),
        {
          timeout: 15_000,
          interval: 200,
        },
      );
    } finally {
      await worker.close();
    }
  });
});
