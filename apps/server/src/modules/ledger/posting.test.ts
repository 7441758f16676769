import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { makeDriver } from '../../../test/driver-fixtures';
import { driverBalances, journalEntries, journalLines } from '../../db/schema';
import { checkLedger, ledgerCheckJob } from './drift';
import { postEntry, reverseEntry } from './posting';
import { linesOf } from './rules';

let database: TestDatabase;
const db = () => database.db;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

/** The database's own words when a statement fails (drizzle wraps them as the cause). */
async function refusal(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? (error as Error).message;
  }
  return 'nothing was refused';
}

const credit = (driverId: number, cents: number, key: string) =>
  db().transaction((tx) =>
    postEntry(tx, {
      kind: 'credit',
      driverId,
      description: 'Credit',
      lines: linesOf('credit', cents),
      idempotencyKey: key,
      createdBy: null,
    }),
  );

describe('posting', () => {
  it('keeps the balance row and each line’s balance-after in step with the journal', async () => {
    const driverId = await makeDriver(db());
    await credit(driverId, 1000, `t1-${driverId}`);
    const payout = await db().transaction((tx) =>
      postEntry(tx, {
        kind: 'payout',
        driverId,
        description: 'Payout',
        lines: linesOf('payout', 400),
        idempotencyKey: `t1p-${driverId}`,
        createdBy: null,
      }),
    );
    expect(payout).toMatchObject({ posted: true, available: 600, pending: 400 });
    const lines = await db()
      .select()
      .from(journalLines)
      .where(eq(journalLines.driverId, driverId))
      .orderBy(journalLines.id);
    expect(lines.map((l) => [l.account, l.amountCents, l.balanceAfterCents])).toEqual([
      ['driver_available', 1000, 1000],
      ['driver_available', -400, 600],
      ['driver_pending', 400, 400],
    ]);
  });

  it('posts a key once: the retry answers the first entry and writes nothing', async () => {
    const driverId = await makeDriver(db());
    const first = await credit(driverId, 250, `retry-${driverId}`);
    const again = await credit(driverId, 250, `retry-${driverId}`);
    expect(again).toEqual({ id: first.id, posted: false, available: 250, pending: 0 });
    const entries = await db().select().from(journalEntries).where(eq(journalEntries.driverId, driverId));
    expect(entries).toHaveLength(1);
  });

  it('reverses an entry once', async () => {
    const driverId = await makeDriver(db());
    const entry = await credit(driverId, 700, `rev-${driverId}`);
    const reversal = await db().transaction((tx) =>
      reverseEntry(tx, entry.id, {
        idempotencyKey: `rev-back-${driverId}`,
        createdBy: null,
        description: 'Back',
      }),
    );
    expect(reversal).toMatchObject({ posted: true, available: 0 });
    await expect(
      db().transaction((tx) =>
        reverseEntry(tx, entry.id, {
          idempotencyKey: `rev-twice-${driverId}`,
          createdBy: null,
          description: 'x',
        }),
      ),
    ).rejects.toThrow();
  });

  it('the database refuses an unbalanced entry, and any update or delete of the journal', async () => {
    const driverId = await makeDriver(db());
    expect(
      await refusal(
        db().transaction(async (tx) => {
          const [entry] = await tx
            .insert(journalEntries)
            .values({ kind: 'credit', driverId, description: 'x', idempotencyKey: `bad-${driverId}` })
            .returning();
          await tx.insert(journalLines).values([
            {
              entryId: entry?.id as number,
              account: 'driver_available',
              driverId,
              amountCents: 100,
              balanceAfterCents: 100,
            },
            { entryId: entry?.id as number, account: 'operator_expense', amountCents: -90 },
          ]);
        }),
      ),
    ).toMatch(/does not balance: its lines sum to 10 cents/);
    const { id } = await credit(driverId, 100, `locked-${driverId}`);
    expect(
      await refusal(db().execute(sql`update journal_lines set amount_cents = 1 where entry_id = ${id}`)),
    ).toMatch(/append-only: UPDATE on journal_lines refused/);
    expect(await refusal(db().execute(sql`delete from journal_entries where id = ${id}`))).toMatch(
      /append-only: DELETE on journal_entries refused/,
    );
  });
});

describe('the ledger check', () => {
  it('finds a balance row that drifted from its journal, and the nightly job reports it', async () => {
    const driverId = await makeDriver(db());
    await credit(driverId, 500, `drift-${driverId}`);
    expect((await checkLedger(db())).drifts.filter((d) => d.driverId === driverId)).toEqual([]);

    await db()
      .update(driverBalances)
      .set({ availableCents: 499 })
      .where(eq(driverBalances.driverId, driverId));
    const check = await checkLedger(db());
    expect(check.journalTotalCents).toBe(0);
    expect(check.drifts).toContainEqual({
      driverId,
      storedAvailableCents: 499,
      journalAvailableCents: 500,
      storedPendingCents: 0,
      journalPendingCents: 0,
    });
    const errors: string[] = [];
    await ledgerCheckJob(db(), { info: () => {}, warn: () => {}, error: (m) => errors.push(m) }).handle({});
    expect(errors).toContain(
      `ledger check: driver ${driverId} balance 499/0 cents, journal 500/0 (available/pending)`,
    );
    await db()
      .update(driverBalances)
      .set({ availableCents: 500 })
      .where(eq(driverBalances.driverId, driverId));
  });
});
