import { and, asc, eq, gte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companies, rideEstimates, rideTypes } from '../../db/schema';

export type EstimateRow = typeof rideEstimates.$inferSelect;
export type NewEstimate = typeof rideEstimates.$inferInsert;

export async function findCompany(db: DbOrTx, id: number) {
  const [company] = await db
    .select({
      id: companies.id,
      name: companies.name,
      status: companies.status,
      type: companies.type,
      isFacility: companies.isFacility,
    })
    .from(companies)
    .where(eq(companies.id, id));
  return company ?? null;
}

/** The company's ride types that seat at least `seats` riders. */
export function listBookableRideTypes(db: DbOrTx, companyId: number, seats: number) {
  return db
    .select()
    .from(rideTypes)
    .where(and(eq(rideTypes.companyId, companyId), gte(rideTypes.seats, seats)))
    .orderBy(asc(rideTypes.id));
}

export type RideTypeRow = Awaited<ReturnType<typeof listBookableRideTypes>>[number];

export function insertEstimates(db: DbOrTx, rows: NewEstimate[]) {
  if (rows.length === 0) return Promise.resolve([] as EstimateRow[]);
  return db.insert(rideEstimates).values(rows).returning();
}

/** An estimate with what the booking rules read of its ride type. */
export async function findEstimate(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      estimate: rideEstimates,
      rideTypeAccessible: rideTypes.accessible,
      paymentTypesSupported: rideTypes.paymentTypesSupported,
    })
    .from(rideEstimates)
    .innerJoin(rideTypes, eq(rideTypes.id, rideEstimates.rideTypeId))
    .where(eq(rideEstimates.id, id));
  return row ?? null;
}

export type FoundEstimate = NonNullable<Awaited<ReturnType<typeof findEstimate>>>;
