import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client';
import { admins, drivers } from '../../apps/server/src/db/schema';
import { issueDeviceTokenFor } from '../../apps/server/src/modules/locations/device-tokens';
import { createSession } from '../../apps/server/src/platform/auth/sessions';
import { activeDrivers, makeRide } from '../../apps/server/test/ride-fixtures';
import type { Board } from './boards';
import type { BenchRide } from './rides-driver';

const HOUR_MS = 3_600_000;
/** The demo's fleets (seed/companies.ts): a fleet user of each, so every fleet's filtering is exercised. */
const FLEETS = [1, 2, 3, 4] as const;
/** Staff boards: the super admin (billing room too), the dispatcher, the fleet manager. */
const STAFF_EMAILS = ['admin@fleetdesk.test', 'dispatcher@fleetdesk.test', 'manager@fleetdesk.test'];

async function adminId(db: Db, email: string): Promise<number> {
  const [row] = await db.select({ id: admins.id }).from(admins).where(eq(admins.email, email));
  if (!row) throw new Error(`no admin ${email}`);
  return row.id;
}

/** A fleet user of `fleetId` (the demo has two; the bench adds one to each other fleet once). */
async function fleetUser(db: Db, fleetId: number): Promise<number> {
  const [existing] = await db
    .select({ id: admins.id })
    .from(admins)
    .where(eq(admins.fleetId, fleetId))
    .orderBy(asc(admins.id))
    .limit(1);
  if (existing) return existing.id;
  const [made] = await db
    .insert(admins)
    .values({
      email: `bench.fleet${fleetId}@fleetdesk.test`,
      username: `bench.fleet${fleetId}`,
      firstName: 'Bench',
      lastName: `Fleet ${fleetId}`,
      passwordHash: 'x',
      isFleet: true,
      fleetId,
    })
    .returning({ id: admins.id });
  return made?.id as number;
}

/** One session per board, as each open browser tab has: `fleetShare` of them fleet users, spread over the fleets. */
export async function signInBoards(db: Db, count: number, fleetShare: number): Promise<Board[]> {
  const staff = await Promise.all(STAFF_EMAILS.map((email) => adminId(db, email)));
  const fleet = await Promise.all(
    FLEETS.map(async (fleetId) => ({ fleetId, id: await fleetUser(db, fleetId) })),
  );
  const fleetBoards = Math.round(count * fleetShare);
  const boards: Board[] = [];
  for (let i = 0; i < count; i += 1) {
    const user =
      i < fleetBoards
        ? (fleet[i % fleet.length] as { fleetId: number; id: number })
        : { fleetId: null, id: staff[i % staff.length] as number };
    const { token } = await createSession(db, user.id, HOUR_MS, {});
    boards.push({ token, fleetId: user.fleetId });
  }
  return boards;
}

/** Device tokens for the first `count` drivers (through the same service as the admin endpoint). */
export async function driverApps(db: Db, count: number) {
  const rows = await db
    .select({ id: drivers.id, fleetId: drivers.fleetId })
    .from(drivers)
    .orderBy(asc(drivers.id))
    .limit(count);
  if (rows.length < count)
    throw new Error(`the bench database has ${rows.length} drivers, fewer than ${count}`);
  const tokens: string[] = [];
  const fleets: Record<string, number | null> = {};
  for (const row of rows) {
    tokens.push((await issueDeviceTokenFor(db, row.id, null)).device_token);
    fleets[row.id] = row.fleetId;
  }
  return { tokens, fleets };
}

/** `count` new pending rides, each with the driver (of each fleet in turn) the bench will assign. */
export async function pendingRides(db: Db, count: number): Promise<BenchRide[]> {
  const byFleet = await Promise.all(FLEETS.map((fleetId) => activeDrivers(db, fleetId)));
  const rides: BenchRide[] = [];
  for (let i = 0; i < count; i += 1) {
    const pool = byFleet[i % byFleet.length] as { id: number; fleetId: number | null }[];
    const driver = pool[Math.floor(i / byFleet.length) % pool.length] as {
      id: number;
      fleetId: number | null;
    };
    const ride = await makeRide(db, { status: 'pending', pickupAt: new Date(Date.now() + 2 * HOUR_MS) });
    rides.push({ id: ride.id, updatedAt: ride.updated_at, driverId: driver.id, fleetId: driver.fleetId });
  }
  return rides;
}
