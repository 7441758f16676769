import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { driverBalances, type JournalKind, journalEntries, journalLines } from '../../db/schema';
import { balanceChange, isDriverAccount, type LedgerLine, reversedLines, unbalancedProblem } from './rules';

export interface EntryInput {
  kind: JournalKind;
  driverId: number;
  description: string;
  lines: readonly LedgerLine[];
  /** The same key posts once: a retry finds the first entry and posts nothing. */
  idempotencyKey: string;
  createdBy: number | null;
  categoryId?: number | null;
  transactionRequestId?: number | null;
  payoutId?: number | null;
  reversesEntryId?: number | null;
}

export interface PostedEntry {
  id: number;
  /** False when the key had been posted before and nothing was written now. */
  posted: boolean;
  available: number;
  pending: number;
}

/** The driver's balance row, created at zero when missing, locked for the rest of the transaction. */
async function lockBalance(tx: DbOrTx, driverId: number) {
  await tx.insert(driverBalances).values({ driverId }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(driverBalances)
    .where(eq(driverBalances.driverId, driverId))
    .for('update');
  if (!row) throw new Error(`no balance row for driver ${driverId}`);
  return row;
}

/**
 * Posts one journal entry inside the caller's transaction. The driver's balance row is locked first,
 * so posts for one driver are serialised and each line's balance-after is exact; the balance row is
 * updated in the same transaction. A deferred trigger refuses, at commit, an entry that does not
 * balance; checking here too gives the caller a clear error before anything is written.
 */
export async function postEntry(tx: DbOrTx, input: EntryInput): Promise<PostedEntry> {
  const problem = unbalancedProblem(input.lines);
  if (problem) throw new Error(`journal entry refused: ${problem}`);
  const balance = await lockBalance(tx, input.driverId);
  const [existing] = await tx
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(eq(journalEntries.idempotencyKey, input.idempotencyKey));
  if (existing)
    return {
      id: existing.id,
      posted: false,
      available: balance.availableCents,
      pending: balance.pendingCents,
    };

  const [entry] = await tx
    .insert(journalEntries)
    .values({
      kind: input.kind,
      driverId: input.driverId,
      description: input.description,
      categoryId: input.categoryId ?? null,
      transactionRequestId: input.transactionRequestId ?? null,
      payoutId: input.payoutId ?? null,
      reversesEntryId: input.reversesEntryId ?? null,
      idempotencyKey: input.idempotencyKey,
      createdBy: input.createdBy,
    })
    .returning({ id: journalEntries.id });
  if (!entry) throw new Error('the journal entry was not written');

  const running = { driver_available: balance.availableCents, driver_pending: balance.pendingCents };
  await tx.insert(journalLines).values(
    input.lines.map((line) => {
      if (!isDriverAccount(line.account))
        return { entryId: entry.id, account: line.account, amountCents: line.cents };
      const account = line.account as keyof typeof running;
      running[account] += line.cents;
      return {
        entryId: entry.id,
        account: line.account,
        driverId: input.driverId,
        amountCents: line.cents,
        balanceAfterCents: running[account],
      };
    }),
  );
  const change = balanceChange(input.lines);
  const [after] = await tx
    .update(driverBalances)
    .set({
      availableCents: sql`${driverBalances.availableCents} + ${change.available}`,
      pendingCents: sql`${driverBalances.pendingCents} + ${change.pending}`,
      lastEntryId: entry.id,
      updatedAt: sql`now()`,
    })
    .where(eq(driverBalances.driverId, input.driverId))
    .returning();
  if (!after) throw new Error(`no balance row for driver ${input.driverId}`);
  return { id: entry.id, posted: true, available: after.availableCents, pending: after.pendingCents };
}

/** The lines an entry posted, as they were written. */
export async function entryLines(tx: DbOrTx, entryId: number): Promise<LedgerLine[]> {
  const rows = await tx
    .select({ account: journalLines.account, cents: journalLines.amountCents })
    .from(journalLines)
    .where(eq(journalLines.entryId, entryId))
    .orderBy(journalLines.id);
  return rows;
}

/**
 * Posts the reversal of an entry (its lines negated). An entry is reversed at most once (a unique
 * index): reversing it again with another key fails, with the same key posts nothing.
 */
export async function reverseEntry(
  tx: DbOrTx,
  entryId: number,
  input: Pick<EntryInput, 'idempotencyKey' | 'createdBy' | 'description'>,
): Promise<PostedEntry> {
  const [original] = await tx.select().from(journalEntries).where(eq(journalEntries.id, entryId));
  if (!original) throw new Error(`no journal entry ${entryId} to reverse`);
  return postEntry(tx, {
    kind: 'reversal',
    driverId: original.driverId,
    description: input.description,
    lines: reversedLines(await entryLines(tx, entryId)),
    idempotencyKey: input.idempotencyKey,
    createdBy: input.createdBy,
    categoryId: original.categoryId,
    transactionRequestId: original.transactionRequestId,
    payoutId: original.payoutId,
    reversesEntryId: entryId,
  });
}
