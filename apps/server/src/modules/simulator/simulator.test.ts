import { and, eq, gte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeRide, rideRow } from '../../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { loadConfig } from '../../config';
import { auditLog, driverLocationHistory, driverLocations, rides } from '../../db/schema';
import { createBrokers } from '../../platform/adapters/brokers';
import { createStraightLineRouter } from '../../platform/adapters/routing/straight-line';
import type { ModuleDeps } from '../../platform/module';
import { isSimulatorOn } from './routes';
import { metresBetween } from './rules';
import { createSimulator } from './simulator';

let server: TestServer;
let simulator: ReturnType<typeof createSimulator>;
const db = () => server.database.db;
const warnings: string[] = [];
const silent = { info: () => {}, warn: (m: string) => warnings.push(m), error: () => {} };

beforeAll(async () => {
  server = await startTestServer();
  const config = loadConfig({ LOG_LEVEL: 'silent' });
  const deps = {
    db: db(),
    config,
    realtime: server.app.realtime,
    jobs: server.app.jobs,
    fileLinks: server.app.fileLinks,
    router: createStraightLineRouter(),
    brokers: createBrokers(config, silent, { simulatorTrips: async () => ({}) }),
    log: silent,
  } as unknown as ModuleDeps;
  simulator = createSimulator(deps, server.url);
});
afterAll(() => server.close());

/** An active driver with a car and no ride underway: the simulator drives only them on the test's ride. */
async function idleDriver(): Promise<number> {
  const { rows } = await db().execute<{ id: number }>(sql`
    select d.id from drivers d
    where d.status = 'active' and exists (select 1 from cars c where c.driver_id = d.id and c.status = 'active')
      and not exists (select 1 from rides r where r.driver_id = d.id
        and r.status in ('assigned', 'accepted', 'arriving', 'arrived', 'in_progress'))
    order by d.id limit 1`);
  if (!rows[0]) throw new Error('the demo has no idle driver');
  return Number(rows[0].id);
}

/** Puts a driver at a point, freshly seen, as their phone last said. */
async function placeDriver(driverId: number, at: { lat: number; lon: number }) {
  const row = { lat: at.lat, lon: at.lon, heading: 0, updatedAt: new Date() };
  await db()
    .insert(driverLocations)
    .values({ driverId, ...row })
    .onConflictDoUpdate({ target: driverLocations.driverId, set: row });
}

describe('the demo simulator', () => {
  it('is on by default only in demo mode, in a process that runs jobs, and SIMULATOR=false stops it', () => {
    expect(isSimulatorOn(loadConfig({}))).toBe(true);
    expect(isSimulatorOn(loadConfig({ SIMULATOR: 'false' }))).toBe(false);
    expect(isSimulatorOn(loadConfig({ JOBS: 'false' }))).toBe(false);
    expect(isSimulatorOn(loadConfig({ DATABASE_URL: 'postgres://x@localhost/x' }))).toBe(false);
    expect(isSimulatorOn(loadConfig({ JOBS: 'simulator,report-files' }))).toBe(true);
  });

  it('books a new ride 20 minutes ahead and assigns an idle online driver, once per five minutes', async () => {
    const before = Date.now();
    await simulator.tick();
    await simulator.tick();
    const made = await db()
      .select()
      .from(rides)
      .where(gte(rides.createdAt, new Date(before)));
    expect(warnings.filter((w) => w.includes('no new ride'))).toEqual([]);
    expect(made).toHaveLength(1);
    const [ride] = made;
    expect(ride?.companyId).toBe(39);
    // Assigned, and already En route when the drive is long: the second tick may have set off.
    expect(['assigned', 'accepted']).toContain(ride?.status);
    expect(ride?.driverId).not.toBeNull();
    const ahead = (ride?.pickupAt.getTime() ?? 0) - before;
    expect(ahead).toBeGreaterThan(18 * 60_000);
    expect(ahead).toBeLessThan(21 * 60_000);
  });

  it('drives an en-route driver toward the pickup through the location feed', async () => {
    const ride = await makeRide(db(), {
      status: 'accepted',
      driverId: await idleDriver(),
      pickupAt: new Date(Date.now() + 600_000),
    });
    const row = await rideRow(db(), ride.id);
    const pickup = { lat: row.startLat, lon: row.startLon };
    const driverId = row.driverId as number;
    const start = { lat: pickup.lat + 0.01, lon: pickup.lon };
    await placeDriver(driverId, start);

    await simulator.tick();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await simulator.tick();

    const [here] = await db().select().from(driverLocations).where(eq(driverLocations.driverId, driverId));
    const moved = metresBetween(start, here as { lat: number; lon: number });
    // About 1.5 s at a city speed: a few metres, toward the pickup (south), heading ~180°.
    expect(moved).toBeGreaterThan(2);
    expect(moved).toBeLessThan(60);
    expect(here?.lat).toBeLessThan(start.lat);
    expect(here?.heading).toBeCloseTo(180, 0);
    const trail = await db()
      .select()
      .from(driverLocationHistory)
      .where(eq(driverLocationHistory.driverId, driverId));
    expect(trail.length).toBeGreaterThanOrEqual(2);
    expect((await rideRow(db(), ride.id)).status).toBe('accepted');
  });

  it('moves a ride On Location → Pickup → Dropoff through the ride actions, each audited', async () => {
    const ride = await makeRide(db(), {
      status: 'accepted',
      driverId: await idleDriver(),
      pickupAt: new Date(Date.now() + 60_000),
    });
    const row = await rideRow(db(), ride.id);
    const pickup = { lat: row.startLat, lon: row.startLon };
    // A short ride: the drop-off a few metres from the pickup, the driver already there.
    await db()
      .update(rides)
      .set({ destinationLat: pickup.lat, destinationLon: pickup.lon + 0.00001 })
      .where(eq(rides.id, ride.id));
    await placeDriver(row.driverId as number, pickup);

    await simulator.tick();
    expect((await rideRow(db(), ride.id)).status).toBe('arriving');
    // The passenger is in after the dwell; the short leg then ends at once.
    await simulator.tick(Date.now() + 120_000);
    expect((await rideRow(db(), ride.id)).status).toBe('in_progress');
    // The drop-off leg starts at the pickup tick's successor and ends by the next one.
    await simulator.tick(Date.now() + 180_000);
    await simulator.tick(Date.now() + 240_000);
    expect((await rideRow(db(), ride.id)).status).toBe('finished');

    const audited = await db()
      .select({ action: auditLog.action, adminId: auditLog.adminId })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'ride'), eq(auditLog.entityId, String(ride.id))));
    expect(audited.length).toBeGreaterThanOrEqual(3);
  });
});
