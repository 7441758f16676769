import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { makeDriver } from '../../../test/driver-fixtures';
import type { JournalKind } from '../../db/schema';
import { Random } from '../../db/seed/random';
import { checkLedger } from './drift';
import { type PostedEntry, postEntry, reverseEntry } from './posting';
import { balanceChange, type LedgerLine, linesOf, reversedLines } from './rules';

/**
 * Issue 11 point 10: 10 000 random money operations, 8 at a time on their own connections, across a
 * handful of drivers: credits, debits, boosts, fees, payouts, payouts paid, reversals, and retries of
 * earlier operations with their idempotency key. Afterwards every balance equals its journal, the
 * journal sums to zero, no key was posted twice, no entry reversed twice, and each balance is exactly
 * what the operations that really posted add up to.
 */
const OPERATIONS = 10_000;
const CONCURRENCY = 8;
const DRIVERS = 6;

let database: TestDatabase;
const db = () => database.db;

beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
});
afterAll(async () => {
  await database.drop();
});

type Kind = Exclude<JournalKind, 'reversal'>;
interface Operation {
  driverId: number;
  key: string;
  run(): Promise<PostedEntry>;
  /** The lines it posts when it posts. */
  lines: () => Promise<LedgerLine[]>;
}

it(`${OPERATIONS} concurrent money operations keep the ledger exact`, { timeout: 240_000 }, async () => {
  const random = new Random(20261124);
  const drivers = await Promise.all(Array.from({ length: DRIVERS }, () => makeDriver(db())));
  const done: { op: Operation; entry: PostedEntry }[] = [];
  const payoutsPosted: { driverId: number; entryId: number; cents: number }[] = [];

  const simple = (kind: Kind, driverId: number, cents: number, key: string): Operation => ({
    driverId,
    key,
    run: () =>
      db().transaction((tx) =>
        postEntry(tx, {
          kind,
          driverId,
          description: kind,
          lines: linesOf(kind, cents),
          idempotencyKey: key,
          createdBy: null,
        }),
      ),
    lines: async () => linesOf(kind, cents),
  });

  const nextOperation = (n: number): Operation => {
    const driverId = drivers[random.int(0, DRIVERS - 1)] as number;
    const roll = random.next();
    if (roll < 0.1 && done.length > 0)
      return (done[random.int(0, done.length - 1)] as (typeof done)[number]).op; // a retry
    if (roll < 0.18 && done.length > 0) {
      const { entry, op } = done[random.int(0, done.length - 1)] as (typeof done)[number];
      // Reversing one entry under one key: a second attempt with the key posts nothing.
      return {
        driverId: op.driverId,
        key: `reverse-${entry.id}`,
        run: () =>
          db().transaction((tx) =>
            reverseEntry(tx, entry.id, {
              idempotencyKey: `reverse-${entry.id}`,
              createdBy: null,
              description: 'Reversal',
            }),
          ),
        lines: async () => reversedLines(await op.lines()),
      };
    }
    if (roll < 0.25 && payoutsPosted.length > 0) {
      const payout = payoutsPosted[random.int(0, payoutsPosted.length - 1)] as (typeof payoutsPosted)[number];
      return simple('payout_paid', payout.driverId, payout.cents, `paid-${payout.entryId}`);
    }
    const kinds = ['credit', 'debit', 'boost', 'fee', 'payout'] as const;
    return simple(random.pick(kinds), driverId, random.int(1, 50_000), `op-${n}`);
  };

  let next = 0;
  const worker = async () => {
    while (next < OPERATIONS) {
      const op = nextOperation(next++);
      const entry = await op.run();
      done.push({ op, entry });
      if (
        entry.posted &&
        op.key.startsWith('op-') &&
        (await op.lines()).some((l) => l.account === 'driver_pending')
      )
        payoutsPosted.push({
          driverId: op.driverId,
          entryId: entry.id,
          cents: (await op.lines())[1]?.cents as number,
        });
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));

  const check = await checkLedger(db());
  expect(check.journalTotalCents).toBe(0);
  expect(check.drifts).toEqual([]);

  const twice = await db().execute(sql`
    select (select count(*) from (select idempotency_key from journal_entries group by 1 having count(*) > 1) k) as keys,
           (select count(*) from (select reverses_entry_id from journal_entries where reverses_entry_id is not null
                                  group by 1 having count(*) > 1) r) as reversals`);
  expect(twice.rows[0]).toEqual({ keys: '0', reversals: '0' });

  // The balances are what the operations that posted add up to, nothing more, nothing less.
  for (const driverId of drivers) {
    const expected = { available: 0, pending: 0 };
    for (const { op, entry } of done.filter((d) => d.entry.posted && d.op.driverId === driverId)) {
      const change = balanceChange(await op.lines());
      expected.available += change.available;
      expected.pending += change.pending;
      expect(entry.id).toBeGreaterThan(0);
    }
    const [row] = (
      await db().execute<{ available_cents: string; pending_cents: string }>(
        sql`select available_cents, pending_cents from driver_balances where driver_id = ${driverId}`,
      )
    ).rows;
    expect({ available: Number(row?.available_cents), pending: Number(row?.pending_cents) }).toEqual(
      expected,
    );
  }
  const posted = done.filter((d) => d.entry.posted).length;
  const [entries] = (await db().execute<{ n: string }>(sql`select count(*) as n from journal_entries`)).rows;
  expect(Number(entries?.n)).toBe(posted);
  // Retries happened and posted nothing.
  expect(done.filter((d) => !d.entry.posted).length).toBeGreaterThan(500);
  expect(done).toHaveLength(OPERATIONS);
});
