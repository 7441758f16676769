import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db, DbOrTx } from '../../apps/server/src/db/client';
import { paymentMethods } from '../../apps/server/src/db/schema';
import { insertBatched, resetIdentitySequences } from '../../apps/server/src/db/seed/batch';
import { enterBulkMode, verifyForeignKeys } from '../../apps/server/src/db/seed/bulk-mode';
import { createRandom } from '../../apps/server/src/db/seed/random';
import { checkLedger } from '../../apps/server/src/modules/ledger/drift';
import { secretBoxOf } from '../../apps/server/src/platform/secret-box';
import { buildPlan } from './seed-money-plan';
import { loadRows } from './seed-money-rows';
import { type Log, run, timed } from './seed-money-sql';

/**
 * The money benchmark's data: `payouts` payouts over two years and five journal entries (ten lines)
 * per payout, loaded with set-based SQL in one transaction, on top of the demo seed's drivers.
 *
 * Each payout closes a cycle of its driver: settle the driver's previous payout (paid at the bank, or
 * failed and reversed; a credit when it is still pending), a credit, a boost, a fee or debit, and the
 * payout itself, which takes 60–100 % of what the cycle earned, so no balance goes below zero. The
 * balance before each cycle is a running sum over the driver's earlier cycles (a window over the
 * million payouts, not the ten million lines), and each line's balance-after follows from it.
 *
 * The journal's triggers are off for this load (session_replication_role = replica, as the demo
 * seed's bulk mode does): the deferred balance check would queue ten million events. The load proves
 * the same things itself before it commits: no entry whose lines do not sum to zero, every foreign
 * key, and every driver's balance row equal to the sum of their journal (`checkLedger`). Secondary
 * indexes are dropped for the load and rebuilt from their own definitions afterwards.
 */

/** Tables loaded here; their secondary indexes are rebuilt after the load. */
const LOADED_TABLES = ['transaction_requests', 'payouts', 'journal_entries', 'journal_lines'] as const;
/** Share of drivers without a bank account who get one (an ach payout needs it). */
const ACCOUNT_SHARE = 0.9;
const BANKS = ['Chase checking', 'Citi savings', 'BofA checking', 'Wells checking', 'TD checking'];
const ROUTING_NUMBERS = ['021000021', '011401533', '091000019', '111000025', '026009593', '021000089'];

export const countPayouts = async (db: DbOrTx) =>
  Number((await db.execute<{ n: string }>(sql`select count(*) as n from payouts`)).rows[0]?.n ?? 0);

/** A bank account for most drivers who have none, sealed as the product seals them. */
async function addBankAccounts(tx: DbOrTx, seal: (plain: string) => string) {
  const { rows } = await tx.execute<{ id: number }>(sql`
    select d.id from drivers d
    where not exists (select 1 from payment_methods pm where pm.driver_id = d.id) order by d.id`);
  const random = createRandom('bench-money-accounts');
  const accounts = rows
    .filter(() => random.chance(ACCOUNT_SHARE))
    .map(({ id }) => {
      const number = random.digits(random.int(8, 12));
      return {
        driverId: id,
        name: random.pick(BANKS),
        routingNumber: random.pick(ROUTING_NUMBERS),
        accountNumberEncrypted: seal(number),
        lastFour: number.slice(-4),
      };
    });
  await insertBatched(tx, paymentMethods, accounts);
  return accounts.length;
}

/** Drops the loaded tables' secondary indexes and answers the statements that rebuild them. */
async function dropSecondaryIndexes(tx: DbOrTx): Promise<string[]> {
  const { rows } = await tx.execute<{ name: string; definition: string }>(sql`
    select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i join pg_class t on t.oid = i.indrelid
    where t.relname in (${sql.join(
      LOADED_TABLES.map((table) => sql`${table}`),
      sql`, `,
    )}) and not i.indisprimary and t.relnamespace = 'public'::regnamespace`);
  for (const row of rows) await tx.execute(sql`drop index ${sql.identifier(row.name)}`);
  return rows.map((row) => row.definition);
}

/** Proves, before commit, what the journal's triggers would have: every entry balances. */
async function proveJournal(tx: DbOrTx, log: Log) {
  const unbalanced = await timed(log, 'check: every entry balances', async () =>
    Number(
      (
        await tx.execute<{ n: string }>(sql`select count(*) as n from (
          select entry_id from journal_lines group by entry_id having sum(amount_cents) <> 0) u`)
      ).rows[0]?.n,
    ),
  );
  if (unbalanced > 0) throw new Error(`bench seed bug: ${unbalanced} journal entries do not balance`);
  const ledger = await timed(log, 'check: balances equal their journals', () => checkLedger(tx));
  if (ledger.drifts.length > 0 || ledger.journalTotalCents !== 0)
    throw new Error(
      `bench seed bug: ${ledger.drifts.length} balances differ from their journal, the journal sums to ${ledger.journalTotalCents}`,
    );
}

/**
 * Adds `payouts` payouts and their journal to the seeded demo, once: the whole load is one
 * transaction, so a failure leaves the database as it was.
 */
export async function seedMoney(db: Db, url: string, payouts: number, log: Log) {
  const started = Date.now();
  await db.transaction(async (tx) => {
    if (!(await enterBulkMode(tx))) throw new Error('bench:money loads its data as a superuser');
    await run(
      tx,
      `set local statement_timeout = 0; set local work_mem = '256MB'; set local maintenance_work_mem = '1GB';
       set local max_parallel_workers_per_gather = 0`,
    );
    const accounts = await timed(log, 'bank accounts', () =>
      addBankAccounts(tx, secretBoxOf({ bankAccountKey: undefined, demoMode: true }).seal),
    );
    log(`  ${accounts} bank accounts added`);
    const indexes = await dropSecondaryIndexes(tx);
    await buildPlan(tx, payouts, log);
    await loadRows(tx, log);
    await timed(log, `${indexes.length} indexes rebuilt`, async () => {
      for (const definition of indexes) await run(tx, definition);
    });
    await resetIdentitySequences(tx, LOADED_TABLES);
    await run(tx, 'drop view bench_entries');
    await timed(log, 'check: foreign keys', () => verifyForeignKeys(tx));
    await proveJournal(tx, log);
  });
  // Fresh statistics and visibility map, as autovacuum would leave a long-lived database; on a
  // connection of its own, without the server's statement timeout.
  const client = new pg.Client({ connectionString: url, statement_timeout: 0 });
  await client.connect();
  try {
    await timed(log, 'vacuum analyze', () =>
      client.query(`vacuum analyze ${[...LOADED_TABLES, 'driver_balances', 'payment_methods'].join(', ')}`),
    );
  } finally {
    await client.end();
  }
  log(`money seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
