import { and, asc, count, eq, gte, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { achFileEntries, drivers, fileJobs, journalEntries, paymentMethods, payouts } from '../../db/schema';

/** ACH files made since `from` (the New York day's start): the next file's id modifier. */
export async function countAchFilesSince(db: DbOrTx, from: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(fileJobs)
    .where(
      and(eq(fileJobs.kind, 'payouts_ach'), eq(fileJobs.status, 'succeeded'), gte(fileJobs.createdAt, from)),
    );
  return row?.n ?? 0;
}

const achCandidate = and(
  eq(payouts.type, 'ach'),
  eq(payouts.status, 'pending'),
  eq(payouts.bankStatus, 'pending'),
  sql`not exists (select 1 from ${achFileEntries} where ${achFileEntries.payoutId} = ${payouts.id})`,
);

/**
 * The ach payouts pending at the bank that no ACH file holds yet, with their bank accounts, oldest
 * first, locked: a payout being settled or put in another file at the same moment is skipped.
 */
export const lockAchCandidates = (tx: DbOrTx) =>
  tx
    .select({
      payoutId: payouts.id,
      payoutNumber: payouts.payoutNumber,
      driverId: payouts.driverId,
      amountCents: payouts.amountCents,
      routingNumber: paymentMethods.routingNumber,
      accountNumberEncrypted: paymentMethods.accountNumberEncrypted,
      accountName: paymentMethods.name,
      firstName: drivers.firstName,
      lastName: drivers.lastName,
    })
    .from(payouts)
    .innerJoin(paymentMethods, eq(paymentMethods.id, payouts.paymentMethodId))
    .innerJoin(drivers, eq(drivers.id, payouts.driverId))
    .where(achCandidate)
    .orderBy(asc(payouts.id))
    .for('update', { of: payouts, skipLocked: true });

export async function countAchCandidates(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(payouts).where(achCandidate);
  return row?.n ?? 0;
}

/**
 * One ACH file is made at a time (a transaction-scoped advisory lock): each counts its trace numbers on
 * from the entries of the files before it, and takes the next file id modifier of the day.
 */
export async function lockAchFiles(tx: DbOrTx): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('payout-files:ach-file'))`);
  const [row] = await tx.select({ n: count() }).from(achFileEntries);
  return row?.n ?? 0;
}

export async function insertAchEntries(
  tx: DbOrTx,
  fileJobId: number,
  entries: { payoutId: number; traceNumber: string; amountCents: number }[],
) {
  if (entries.length > 0) await tx.insert(achFileEntries).values(entries.map((e) => ({ ...e, fileJobId })));
}

/** Our ACH entries with these trace numbers, and their payouts (a bank's return file quotes them). */
export const selectAchEntriesByTrace = (db: DbOrTx, traces: string[]) =>
  db
    .select({
      traceNumber: achFileEntries.traceNumber,
      amountCents: achFileEntries.amountCents,
      payoutNumber: payouts.payoutNumber,
      driverId: payouts.driverId,
    })
    .from(achFileEntries)
    .innerJoin(payouts, eq(payouts.id, achFileEntries.payoutId))
    .where(inArray(achFileEntries.traceNumber, traces));

/** The payouts a bank file names, by number; locked when `lock` (the import's transaction). */
export function selectPayoutsByNumber(db: DbOrTx, numbers: string[], lock: boolean) {
  const query = db
    .select({
      id: payouts.id,
      payoutNumber: payouts.payoutNumber,
      type: payouts.type,
      status: payouts.status,
      bankStatus: payouts.bankStatus,
    })
    .from(payouts)
    .where(inArray(payouts.payoutNumber, numbers))
    .orderBy(asc(payouts.id));
  return lock ? query.for('update') : query;
}

/** Paid payouts QuickBooks has no id for yet, oldest first. */
export const selectQuickbooksCandidates = (db: DbOrTx) =>
  db
    .select({
      id: payouts.id,
      payoutNumber: payouts.payoutNumber,
      driverId: payouts.driverId,
      amountCents: payouts.amountCents,
      description: payouts.description,
      paidAt:
        sql<Date>`coalesce((select max(${journalEntries.createdAt}) from ${journalEntries} where ${journalEntries.payoutId} = ${payouts.id} and ${journalEntries.kind} = 'payout_paid'), ${payouts.updatedAt})`.mapWith(
          (v: string | Date) => new Date(v),
        ),
      firstName: drivers.firstName,
      lastName: drivers.lastName,
      businessName: drivers.businessName,
    })
    .from(payouts)
    .innerJoin(drivers, eq(drivers.id, payouts.driverId))
    .where(
      and(
        eq(payouts.status, 'succeeded'),
        ne(payouts.quickbooksStatus, 'succeeded'),
        isNull(payouts.quickbooksId),
      ),
    )
    .orderBy(asc(payouts.id));

/** Records QuickBooks' answer on a payout, unless someone recorded one meanwhile. */
export async function setQuickbooksResult(
  db: DbOrTx,
  payoutId: number,
  result: { status: 'succeeded'; id: string } | { status: 'failed' },
) {
  const [row] = await db
    .update(payouts)
    .set({
      quickbooksStatus: result.status,
      quickbooksId: result.status === 'succeeded' ? result.id : null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(payouts.id, payoutId), isNull(payouts.quickbooksId)))
    .returning({ id: payouts.id });
  return row !== undefined;
}
