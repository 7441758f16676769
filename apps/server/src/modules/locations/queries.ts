import { DRIVER_HELD_STATUSES } from '@fleetdesk/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { driverDeviceTokens, driverLocationHistory, driverLocations, drivers, rides } from '../../db/schema';
import type { Fix } from './rules';

/** Rides during which a driver's position matters to the ride's company (its facility staff's map). */

/** The drivers the device tokens (by hash) belong to, with the fleet whose boards may see them. */
export async function findDriversByTokenHashes(db: DbOrTx, tokenHashes: readonly string[]) {
  const rows = await db
    .select({ tokenHash: driverDeviceTokens.tokenHash, driverId: drivers.id, fleetId: drivers.fleetId })
    .from(driverDeviceTokens)
    .innerJoin(drivers, eq(drivers.id, driverDeviceTokens.driverId))
    .where(inArray(driverDeviceTokens.tokenHash, [...tokenHashes]));
  return new Map(rows.map(({ tokenHash, ...driver }) => [tokenHash, driver]));
}

/** Marks the device tokens of `driverIds` used at `at` (one statement for a whole write). */
export async function touchDeviceTokens(tx: DbOrTx, driverIds: readonly number[], at: Date): Promise<void> {
  await tx
    .update(driverDeviceTokens)
    .set({ lastUsedAt: at })
    .where(inArray(driverDeviceTokens.driverId, [...driverIds]));
}

/** One fix of one driver. */
export interface DriverFix {
  driverId: number;
  fix: Fix;
}

/** A fix as the columns both position tables share. */
const fixColumns = ({ driverId, fix }: DriverFix) => ({
  driverId,
  lat: fix.lat,
  lon: fix.lon,
  heading: fix.heading,
  speedMps: fix.speed,
  accuracyM: fix.accuracy,
});

/** Adds fixes of any drivers to the history in one statement; a fix already stored (a resent batch) is skipped. */
export async function insertHistory(tx: DbOrTx, rows: readonly DriverFix[]): Promise<void> {
  await tx
    .insert(driverLocationHistory)
    .values(rows.map((row) => ({ ...fixColumns(row), recordedAt: row.fix.recordedAt })))
    .onConflictDoNothing();
}

/**
 * Moves each driver's current position to their fix unless a newer one is already stored (batches may
 * arrive out of order). One fix per driver, in one statement.
 */
export async function saveCurrentPositions(tx: DbOrTx, rows: readonly DriverFix[]): Promise<void> {
  const newer = (column: string) => sql.raw(`excluded.${column}`);
  await tx
    .insert(driverLocations)
    .values(rows.map((row) => ({ ...fixColumns(row), updatedAt: row.fix.recordedAt })))
    .onConflictDoUpdate({
      target: driverLocations.driverId,
      set: {
        lat: newer('lat'),
        lon: newer('lon'),
        heading: newer('heading'),
        speedMps: newer('speed_mps'),
        accuracyM: newer('accuracy_m'),
        updatedAt: newer('updated_at'),
      },
      setWhere: sql`${driverLocations.updatedAt} < excluded.updated_at`,
    });
}

/** The current positions of `driverIds`, by driver. */
export async function currentPositions(
  tx: DbOrTx,
  driverIds: readonly number[],
): Promise<Map<number, CurrentPosition>> {
  const rows = await tx
    .select({
      driverId: driverLocations.driverId,
      lat: driverLocations.lat,
      lon: driverLocations.lon,
      heading: driverLocations.heading,
      speed: driverLocations.speedMps,
      at: driverLocations.updatedAt,
    })
    .from(driverLocations)
    .where(inArray(driverLocations.driverId, [...driverIds]));
  return new Map(rows.map(({ driverId, ...current }) => [driverId, current]));
}

/** A driver's current position as stored. */
export interface CurrentPosition {
  lat: number;
  lon: number;
  heading: number;
  speed: number | null;
  at: Date;
}

export async function saveDeviceToken(
  tx: DbOrTx,
  driverId: number,
  tokenHash: string,
  adminId: number | null,
) {
  const [row] = await tx
    .insert(driverDeviceTokens)
    .values({ driverId, tokenHash, issuedBy: adminId, issuedAt: new Date(), lastUsedAt: null })
    .onConflictDoUpdate({
      target: driverDeviceTokens.driverId,
      set: { tokenHash, issuedBy: adminId, issuedAt: new Date(), lastUsedAt: null },
    })
    .returning({ issuedAt: driverDeviceTokens.issuedAt });
  return row as NonNullable<typeof row>;
}

export async function driverExists(db: DbOrTx, driverId: number): Promise<boolean> {
  const [row] = await db.select({ id: drivers.id }).from(drivers).where(eq(drivers.id, driverId));
  return row !== undefined;
}

/** The companies whose rides the given drivers are on now: their facility staff see those drivers move. */
export async function companiesOfRidesUnderway(db: DbOrTx, driverIds: readonly number[]) {
  if (driverIds.length === 0) return [];
  return db
    .selectDistinct({ driverId: rides.driverId, companyId: rides.companyId })
    .from(rides)
    .where(and(inArray(rides.driverId, [...driverIds]), inArray(rides.status, [...DRIVER_HELD_STATUSES])));
}
