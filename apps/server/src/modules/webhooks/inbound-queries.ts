import { and, asc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rides, rideTypes, webhookEvents } from '../../db/schema';

/** Holds a broker's trip until the transaction ends: one trip's offers are applied one after another. */
export async function lockTrip(tx: DbOrTx, companyId: number, referenceId: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`broker-trip:${companyId}:${referenceId}`}, 0))`,
  );
}

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

/**
 * How far back a broker's cancellation of a trip we did not know still refuses that trip's offer: well
 * beyond any broker's resend schedule (ours gives up after about an hour), and the window keeps the
 * look-up on the events' date index.
 */
const EARLY_CANCEL_DAYS = 3;

/** The broker's cancellation that found no ride of the trip (it overtook the offer), if one came. */
export async function findEarlyCancel(db: DbOrTx, broker: string, referenceId: string) {
  const [row] = await db
    .select({ eventId: webhookEvents.idempotencyKey })
    .from(webhookEvents)
    .where(
      and(
        gte(webhookEvents.createdAt, sql`now() - ${EARLY_CANCEL_DAYS} * interval '1 day'`),
        eq(webhookEvents.direction, 'inbound'),
        eq(webhookEvents.broker, broker),
        eq(webhookEvents.type, 'trip.cancelled'),
        // Signed and applied only: a forged call is kept without a key and never answered 404.
        isNotNull(webhookEvents.idempotencyKey),
        sql`${webhookEvents.answer}->>'status_code' = '404'`,
        sql`${webhookEvents.data}->'trip'->>'reference_id' = ${referenceId}`,
      ),
    )
    .orderBy(asc(webhookEvents.id))
    .limit(1);
  return row?.eventId ?? null;
}
