import { and, asc, eq, gte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rides, rideTypes } from '../../db/schema';

/** The ride of a broker's trip: its company's ride with that reference id. */
export async function findTripRide(db: DbOrTx, companyId: number, referenceId: string) {
  const [row] = await db
    .select({ id: rides.id })
    .from(rides)
    .where(and(eq(rides.companyId, companyId), eq(rides.referenceId, referenceId)))
    .orderBy(asc(rides.id))
    .limit(1);
  return row?.id ?? null;
}

/** The company's smallest ride type with room for the trip's seats. */
export async function findRideTypeFor(db: DbOrTx, companyId: number, seats: number) {
  const [row] = await db
    .select({ id: rideTypes.id })
    .from(rideTypes)
    .where(and(eq(rideTypes.companyId, companyId), gte(rideTypes.seats, seats)))
    .orderBy(asc(rideTypes.seats), asc(rideTypes.id))
    .limit(1);
  return row?.id ?? null;
}

export async function insertOfferedRide(tx: DbOrTx, values: typeof rides.$inferInsert) {
  const [row] = await tx.insert(rides).values(values).returning({ id: rides.id });
  return (row as { id: number }).id;
}
