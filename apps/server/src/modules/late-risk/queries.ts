import { and, asc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { selectHeldRides } from '../../db/held-rides';
import { driverLocations, rideLateRisks, rides } from '../../db/schema';

/** A stored prediction, as the sweep compares and writes it. */
export type StoredRisk = typeof rideLateRisks.$inferSelect;

/**
 * Every ride a driver still has to work through whose pickup time lies in [from, to], with the
 * driver's last position: what the predictions of the window's assigned and accepted rides need.
 */
export async function findDriversRides(db: DbOrTx, window: { from: Date; to: Date }) {
  return selectHeldRides(db, window, {
    rideSeconds: rides.duration,
    positionAt: driverLocations.updatedAt,
  }).orderBy(asc(rides.driverId), asc(rides.pickupAt));
}

/**
 * Takes the sweep's lock for this transaction: false when another process is sweeping now, which then
 * does this sweep's work (the key is the table's name, hashed).
 */
export async function tryLockSweep(tx: DbOrTx): Promise<boolean> {
  const result = await tx.execute<{ locked: boolean }>(
    sql`select pg_try_advisory_xact_lock(hashtext('ride_late_risks')) as locked`,
  );
  return result.rows[0]?.locked === true;
}

export async function findStoredRisks(tx: DbOrTx): Promise<StoredRisk[]> {
  return tx.select().from(rideLateRisks);
}

/** Replaces the predictions of the given rides. */
export async function saveRisks(tx: DbOrTx, rows: readonly StoredRisk[]): Promise<void> {
  const CHUNK = 1_000;
  for (let i = 0; i < rows.length; i += CHUNK) {
    await tx
      .insert(rideLateRisks)
      .values(rows.slice(i, i + CHUNK))
      .onConflictDoUpdate({
        target: rideLateRisks.rideId,
        set: {
          driverId: sql`excluded.driver_id`,
          pickupAt: sql`excluded.pickup_at`,
          predictedPickupAt: sql`excluded.predicted_pickup_at`,
          minutesLate: sql`excluded.minutes_late`,
          atRisk: sql`excluded.at_risk`,
          reason: sql`excluded.reason`,
          computedAt: sql`excluded.computed_at`,
        },
      });
  }
}

/** Drops the predictions of rides no longer predicted (picked up, cancelled, driver taken off). */
export async function deleteRisksExcept(tx: DbOrTx, keptRideIds: readonly number[]): Promise<void> {
  await tx
    .delete(rideLateRisks)
    .where(keptRideIds.length === 0 ? undefined : notInArray(rideLateRisks.rideId, [...keptRideIds]));
}

/** Whose rides these are: the fleet and company a realtime event about each goes to. */
export async function findRidesAudience(db: DbOrTx, rideIds: readonly number[]) {
  if (rideIds.length === 0) return [];
  return db
    .select({ id: rides.id, fleetId: rides.fleetId, companyId: rides.companyId })
    .from(rides)
    .where(inArray(rides.id, [...rideIds]));
}

/** The rides at risk within a reach, the nearest pickup first. */
export async function findAtRiskRides(db: DbOrTx, reach: SQL | undefined) {
  return db
    .select({ risk: rideLateRisks })
    .from(rideLateRisks)
    .innerJoin(rides, eq(rides.id, rideLateRisks.rideId))
    .where(and(eq(rideLateRisks.atRisk, true), reach))
    .orderBy(asc(rideLateRisks.pickupAt), asc(rideLateRisks.rideId));
}
