import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { drivers, paymentMethods, payouts, transactionRequests } from '../../db/schema';

export const selectDriverReach = async (db: DbOrTx, driverId: number) => {
  const [row] = await db
    .select({ id: drivers.id, fleetId: drivers.fleetId })
    .from(drivers)
    .where(eq(drivers.id, driverId));
  return row;
};

export async function insertPaymentMethod(tx: DbOrTx, values: typeof paymentMethods.$inferInsert) {
  const [row] = await tx.insert(paymentMethods).values(values).returning();
  if (!row) throw new Error('the bank account was not written');
  return row;
}

/** A driver's live bank accounts, newest first. */
export const selectDriverPaymentMethods = (db: DbOrTx, driverId: number) =>
  db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.driverId, driverId), isNull(paymentMethods.deletedAt)))
    .orderBy(desc(paymentMethods.id));

/** A live bank account with its driver's fleet, locked for the rest of the transaction. */
export async function lockPaymentMethod(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select({ method: paymentMethods, fleetId: drivers.fleetId })
    .from(paymentMethods)
    .innerJoin(drivers, eq(drivers.id, paymentMethods.driverId))
    .where(and(eq(paymentMethods.id, id), isNull(paymentMethods.deletedAt)))
    .for('update', { of: paymentMethods });
  return row;
}

export async function markDeleted(tx: DbOrTx, id: number) {
  await tx
    .update(paymentMethods)
    .set({ status: 'deleted', deletedAt: new Date() })
    .where(eq(paymentMethods.id, id));
}

/**
 * A payout still on its way to the account: a payout request to it awaiting review, or a payout to it
 * the bank has not settled. Named by its request (what a reviewer sees), else by its payout number.
 */
export async function selectWaitingPayout(tx: DbOrTx, paymentMethodId: number): Promise<string | undefined> {
  const [request] = await tx
    .select({ id: transactionRequests.id })
    .from(transactionRequests)
    .where(
      and(
        eq(transactionRequests.paymentMethodId, paymentMethodId),
        eq(transactionRequests.status, 'pending'),
      ),
    )
    .orderBy(asc(transactionRequests.id))
    .limit(1);
  if (request) return `payout request #${request.id}`;
  const [payout] = await tx
    .select({ requestId: payouts.transactionRequestId, number: payouts.payoutNumber })
    .from(payouts)
    .where(and(eq(payouts.paymentMethodId, paymentMethodId), eq(payouts.status, 'pending')))
    .orderBy(asc(payouts.id))
    .limit(1);
  if (!payout) return undefined;
  return payout.requestId ? `payout request #${payout.requestId}` : `payout ${payout.number}`;
}
