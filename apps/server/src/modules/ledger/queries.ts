import type { DriverTransactionTab } from '@fleetdesk/contract';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  driverBalances,
  drivers,
  type JournalKind,
  journalEntries,
  journalLines,
  payouts,
  transactionCategories,
} from '../../db/schema';

/** Which entries each tab of the driver page lists (docs/decisions.md). */
const TAB_KINDS: Readonly<Record<DriverTransactionTab, readonly JournalKind[]>> = {
  all: ['credit', 'boost', 'debit', 'fee', 'payout', 'reversal'],
  payments: ['credit', 'boost'],
  payouts: ['payout'],
  transactions: ['debit', 'fee', 'reversal'],
};

/** The driver's row as the money screens need it, or undefined. */
export async function selectMoneyDriver(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: drivers.id, fleetId: drivers.fleetId, payoutHold: drivers.payoutHold })
    .from(drivers)
    .where(eq(drivers.id, id));
  return row;
}

export async function selectBalance(db: DbOrTx, driverId: number) {
  const [row] = await db.select().from(driverBalances).where(eq(driverBalances.driverId, driverId));
  return { availableCents: row?.availableCents ?? 0, pendingCents: row?.pendingCents ?? 0 };
}

/**
 * One page of a driver's entries, newest first, with the available balance after each and whether it
 * was reversed (a payout also: whether the bank paid it). A payout's move from pending to the bank
 * changes no available money and is not listed on its own: it makes its payout succeeded.
 */
export async function selectDriverEntries(
  db: DbOrTx,
  driverId: number,
  tab: DriverTransactionTab,
  page: { limit: number; offset: number },
) {
  const reversal = sql<boolean>`exists (select 1 from journal_entries r where r.reverses_entry_id = ${journalEntries.id})`;
  const paid = sql<boolean>`exists (select 1 from journal_entries p where p.kind = 'payout_paid' and p.payout_id = ${journalEntries.payoutId})`;
  const filters: SQL[] = [
    eq(journalEntries.driverId, driverId),
    inArray(journalEntries.kind, [...TAB_KINDS[tab]]),
  ];
  return db
    .select({
      id: journalEntries.id,
      kind: journalEntries.kind,
      description: journalEntries.description,
      createdAt: journalEntries.createdAt,
      categoryName: transactionCategories.name,
      amountCents: journalLines.amountCents,
      balanceAfterCents: journalLines.balanceAfterCents,
      transactionRequestId: journalEntries.transactionRequestId,
      payoutNumber: payouts.payoutNumber,
      reversed: reversal,
      paid,
    })
    .from(journalEntries)
    .innerJoin(
      journalLines,
      and(eq(journalLines.entryId, journalEntries.id), eq(journalLines.account, 'driver_available')),
    )
    .leftJoin(transactionCategories, eq(transactionCategories.id, journalEntries.categoryId))
    .leftJoin(payouts, eq(payouts.id, journalEntries.payoutId))
    .where(and(...filters))
    .orderBy(desc(journalEntries.id))
    .limit(page.limit)
    .offset(page.offset);
}
export type DriverEntryRow = Awaited<ReturnType<typeof selectDriverEntries>>[number];
