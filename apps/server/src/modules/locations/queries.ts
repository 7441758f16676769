import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { driverDeviceTokens, driverLocationHistory, driverLocations, drivers, rides } from '../../db/schema';
import type { Fix } from './rules';

/** Rides during which a driver's position matters to the ride's company (its facility staff's map). */
const RIDE_UNDERWAY = ['assigned', 'accepted', 'arriving', 'arrived', 'in_progress'] as const;

/** The driver a device token belongs to, with the fleet whose boards may see them. */
export async function findDriverByTokenHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({ driverId: drivers.id, fleetId: drivers.fleetId })
    .from(driverDeviceTokens)
    .innerJoin(drivers, eq(drivers.id, driverDeviceTokens.driverId))
    .where(eq(driverDeviceTokens.tokenHash, tokenHash));
  return row ?? null;
}

export async function touchDeviceToken(tx: DbOrTx, driverId: number, at: Date): Promise<void> {
  await tx
    .update(driverDeviceTokens)
    .set({ lastUsedAt: at })
    .where(eq(driverDeviceTokens.driverId, driverId));
}

/** Adds a batch to the history; a fix already stored (a resent batch) is skipped. */
export async function insertHistory(tx: DbOrTx, driverId: number, fixes: readonly Fix[]): Promise<void> {
  await tx
    .insert(driverLocationHistory)
    .values(
      fixes.map((fix) => ({
        driverId,
        lat: fix.lat,
        lon: fix.lon,
        heading: fix.heading,
        speedMps: fix.speed,
        accuracyM: fix.accuracy,
        recordedAt: fix.recordedAt,
      })),
    )
    .onConflictDoNothing();
}

/**
 * Moves the current position to `fix` unless a newer one is already stored (batches may arrive out of
 * order); answers the current position either way.
 */
export async function saveCurrentPosition(tx: DbOrTx, driverId: number, fix: Fix) {
  const values = {
    lat: fix.lat,
    lon: fix.lon,
    heading: fix.heading,
    speedMps: fix.speed,
    accuracyM: fix.accuracy,
    updatedAt: fix.recordedAt,
  };
  await tx
    .insert(driverLocations)
    .values({ driverId, ...values })
    .onConflictDoUpdate({
      target: driverLocations.driverId,
      set: values,
      setWhere: sql`${driverLocations.updatedAt} < excluded.updated_at`,
    });
  const [current] = await tx
    .select({
      lat: driverLocations.lat,
      lon: driverLocations.lon,
      heading: driverLocations.heading,
      speed: driverLocations.speedMps,
      at: driverLocations.updatedAt,
    })
    .from(driverLocations)
    .where(eq(driverLocations.driverId, driverId));
  return current as NonNullable<typeof current>;
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
    .where(and(inArray(rides.driverId, [...driverIds]), inArray(rides.status, [...RIDE_UNDERWAY])));
}
