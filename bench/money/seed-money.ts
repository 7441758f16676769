import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db, DbOrTx } from '../../apps/server/src/db/client';
import { paymentMethods } from '../../apps/server/src/db/schema';
import { insertBatched, resetIdentitySequences } from '../../apps/server/src/db/seed/batch';
import { enterBulkMode, verifyForeignKeys } from '../../apps/server/src/db/seed/bulk-mode';
import { createRandom } from '../../apps/server/src/db/seed/random';
import { checkLedger } from '../../apps/server/src/modules/ledger/drift';
import { secretBoxOf } from '../../apps/server/src/platform/secret-box';

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
const DAYS = 730;
const ENTRIES_PER_PAYOUT = 5;
/** Share of drivers without a bank account who get one (an ach payout needs it). */
const ACCOUNT_SHARE = 0.9;
const REVIEWER = 1;
const BANKS = ['Chase checking', 'Citi savings', 'BofA checking', 'Wells checking', 'TD checking'];
const ROUTING_NUMBERS = ['021000021', '011401533', '091000019', '111000025', '026009593', '021000089'];

export const countPayouts = async (db: DbOrTx) =>
  Number((await db.execute<{ n: string }>(sql`select count(*) as n from payouts`)).rows[0]?.n ?? 0);

type Log = (line: string) => void;

async function timed<T>(log: Log, label: string, run: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await run();
  log(`${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return result;
}

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

const run = (tx: DbOrTx, statement: string) => tx.execute(sql.raw(statement));

/**
 * The plan: one row per payout with its driver, time, statuses and the cycle's amounts, then the
 * driver's previous payout (to settle) and the balances before the cycle. Deterministic (setseed,
 * one backend).
 */
async function buildPlan(tx: DbOrTx, payouts: number, log: Log) {
  const stepSeconds = (DAYS * 86_400) / payouts;
  await run(tx, 'select setseed(0.2026)');
  await timed(log, 'plan: drivers and their activity', () =>
    run(
      tx,
      `create temp table bench_drivers on commit drop as
       select row_number() over (order by d.id) - 1 as idx, d.id as driver_id, d.company_id,
         (select min(pm.id) from payment_methods pm where pm.driver_id = d.id and pm.status <> 'deleted') as account_id,
         0.2 + random() * 1.8 as weight
       from drivers d order by d.id;
       create temp table bench_cumulative on commit drop as
       select array_agg(cum order by idx) as bounds
       from (select idx, sum(weight) over (order by idx) / sum(weight) over () as cum from bench_drivers) w;`,
    ),
  );
  await timed(log, `plan: ${payouts} payouts drawn`, () =>
    run(
      tx,
      `create temp table bench_draw on commit drop as
       select p, random() as u, random() as jitter, random() as r_type, random() as r_status, random() as r_qb,
         random() as r_ref, random() as r_fee, random() as r_desc,
         2000 + floor(random() * 28000)::bigint as credit, 500 + floor(random() * 4500)::bigint as boost,
         100 + floor(random() * 1400)::bigint as charge, 0.6 + 0.4 * random() as share,
         1000 + floor(random() * 9000)::bigint as extra, random() as r_cat1, random() as r_cat3
       from generate_series(1, ${payouts}) p;
       create temp table bench_cycle on commit drop as
       select g.*, d.driver_id, d.company_id, d.account_id,
         now() - interval '${DAYS} days' + (g.p - 1 + 0.8 * g.jitter) * interval '${stepSeconds} seconds' as at,
         greatest(1, floor((g.credit + g.boost - g.charge) * g.share))::bigint as amount
       from bench_draw g
       join bench_drivers d
         on d.idx = least(width_bucket(g.u, (select bounds from bench_cumulative)), (select max(idx) from bench_drivers));`,
    ),
  );
  // A payout's status: its driver's last one is still pending at the bank (nothing settles it yet);
  // the others were paid (93 %), failed (6 %) or are stuck pending (1 %). Settling happens in the
  // driver's next cycle, so the previous payout's status is a function of its own draw.
  const settled = (r: string) =>
    `case when ${r} < 0.01 then 'pending' when ${r} < 0.07 then 'failed' else 'succeeded' end`;
  await timed(log, 'plan: cycles ordered per driver', () =>
    run(
      tx,
      `create temp table bench_linked on commit drop as
       select c.*, lead(p) over w is null as is_last,
         case when lead(p) over w is null then 'pending' else ${settled('r_status')} end as status,
         lag(p) over w as prev_p, lag(amount) over w as prev_amount,
         case when lag(p) over w is not null then ${settled('lag(r_status) over w')} end as prev_status
       from bench_cycle c window w as (partition by driver_id order by p)`,
    ),
  );
  await timed(log, 'plan: balances before each cycle', () =>
    run(
      tx,
      `create temp table bench_plan on commit drop as
       select l.*,
         coalesce(b.available_cents, 0) + coalesce(sum(l.delta_available) over before, 0) as available_before,
         coalesce(b.pending_cents, 0) + coalesce(sum(l.delta_pending) over before, 0) as pending_before
       from (
         select s.*, s.settle_available + s.credit + s.boost - s.charge - s.amount as delta_available,
           s.settle_pending + s.amount as delta_pending
         from (
           select *,
             case prev_status when 'succeeded' then 0 when 'failed' then prev_amount else extra end as settle_available,
             case when prev_status in ('succeeded', 'failed') then -prev_amount else 0 end as settle_pending
           from bench_linked
         ) s
       ) l
       left join driver_balances b on b.driver_id = l.driver_id
       window before as (partition by l.driver_id order by l.p rows between unbounded preceding and 1 preceding)
       order by l.p;
       analyze bench_plan`,
    ),
  );
}

/**
 * The five entries of each cycle with their amount and the driver's balances after them: slot 0
 * settles the previous payout, 1 a credit, 2 a boost, 3 a fee or debit, 4 the payout.
 */
function entryPlanView(ids: { entry: number; payout: number; request: number }) {
  const entryId = (p: string, slot: string) =>
    `${ids.entry} + (${p} - 1) * ${ENTRIES_PER_PAYOUT} + ${slot} + 1`;
  return `create temp view bench_entries as
    select e.*,
      case slot when 0 then available_before + settle_available
        when 1 then available_before + settle_available + credit
        when 2 then available_before + settle_available + credit + boost
        when 3 then available_before + settle_available + credit + boost - charge
        else available_before + settle_available + credit + boost - charge - amount end as available_after,
      case when slot = 4 then pending_before + settle_pending + amount else pending_before + settle_pending end as pending_after
    from (
      select pl.*, s.slot, ${entryId('pl.p', 's.slot')} as entry_id,
        case s.slot
          when 0 then case prev_status when 'succeeded' then 'payout_paid' when 'failed' then 'reversal' else 'credit' end
          when 1 then 'credit' when 2 then 'boost'
          when 3 then case when r_fee < 0.6 then 'fee' else 'debit' end
          else 'payout' end as kind,
        case s.slot when 0 then case when prev_status in ('succeeded', 'failed') then prev_amount else extra end
          when 1 then credit when 2 then boost when 3 then charge else amount end as cents,
        case when s.slot = 0 and prev_status in ('succeeded', 'failed') then prev_p
          when s.slot = 4 then p end as payout_seq
      from bench_plan pl cross join generate_series(0, 4) as s(slot)
    ) e`;
}

/** Loads the payout requests, payouts, entries and lines, and the drivers' balance rows. */
async function loadRows(tx: DbOrTx, log: Log) {
  const [base] = (
    await tx.execute<{ entry: string; line: string; payout: string; request: string }>(sql`
      select (select coalesce(max(id), 0) from journal_entries) as entry,
        (select coalesce(max(id), 0) from journal_lines) as line,
        (select coalesce(max(id), 0) from payouts) as payout,
        (select coalesce(max(id), 0) from transaction_requests) as request`)
  ).rows;
  const ids = {
    entry: Number(base?.entry),
    line: Number(base?.line),
    payout: Number(base?.payout),
    request: Number(base?.request),
  };
  const categories = (type: string) =>
    `(select array_agg(id order by id) from transaction_categories where type = '${type}')`;
  const pick = (array: string, r: string) => `(${array})[1 + floor(${r} * cardinality(${array}))::int]`;
  const qbStatus = `case when status = 'pending' then 'pending'
      when status = 'failed' then case when r_qb < 0.5 then 'pending' else 'failed' end
      when at > now() - interval '7 days' then case when r_qb < 0.3 then 'succeeded' else 'pending' end
      when r_qb < 0.9 then 'succeeded' when r_qb < 0.93 then 'failed' else 'pending' end`;
  const payoutType = `case when r_type < 0.45 and account_id is not null then 'ach' when r_type < 0.75 then 'zelle'
      when r_type < 0.85 then 'check_pickup' when r_type < 0.95 then 'check_mail' else 'cash' end`;
  await timed(log, 'payout requests', () =>
    run(
      tx,
      `insert into transaction_requests (id, type, status, driver_id, amount_cents, description, payout_type,
         payment_method_id, reference, requested_by, reviewed_by, created_at, updated_at)
       select ${ids.request} + p, 'payout',
         case status when 'succeeded' then 'paid' when 'failed' then 'declined' else 'approved' end,
         driver_id, amount, description, payout_type, case when payout_type = 'ach' then account_id end,
         reference, ${REVIEWER}, ${REVIEWER}, at - interval '10 minutes', at
       from (select *, ${payoutType} as payout_type,
         case when r_desc < 0.6 then 'Weekly payout' when r_desc < 0.9 then 'Payout' else 'Instant payout' end as description,
         case when r_ref < 0.3 then 'REF-' || lpad((p::bigint * 7919 % 1000000)::text, 6, '0') end as reference
         from bench_plan) pl`,
    ),
  );
  await timed(log, 'payouts', () =>
    run(
      tx,
      `insert into payouts (id, payout_number, driver_id, transaction_request_id, type, status, bank_status,
         quickbooks_status, quickbooks_id, description, note, reference, amount_cents, payment_method_id,
         receiver_entity_type, company_id, created_at, updated_at)
       select pl.id, 'P-' || lpad(pl.id::text, greatest(6, length(pl.id::text)), '0'), pl.driver_id,
         r.id, r.payout_type, pl.status, pl.status, pl.qb, case when pl.qb = 'succeeded' then 'QB-' || pl.id end,
         r.description, case when pl.status = 'failed' then 'Returned by the bank' end, r.reference, pl.amount,
         r.payment_method_id, 'driver', pl.company_id, pl.at, pl.at
       from (select *, ${ids.payout} + p as id, ${qbStatus} as qb from bench_plan) pl
       join transaction_requests r on r.id = ${ids.request} + pl.p`,
    ),
  );
  await run(tx, entryPlanView(ids));
  await timed(log, `journal entries (${ENTRIES_PER_PAYOUT} per payout)`, () =>
    run(
      tx,
      `insert into journal_entries (id, kind, driver_id, description, category_id, transaction_request_id,
         payout_id, reverses_entry_id, idempotency_key, created_by, created_at)
       select e.entry_id, e.kind, e.driver_id,
         case e.kind when 'payout_paid' then 'Payout paid' when 'reversal' then 'Payout returned by the bank'
           when 'boost' then 'Boost' when 'fee' then 'Service fee' when 'payout' then 'Payout'
           else tc.name end,
         e.category_id, ${ids.request} + e.payout_seq, ${ids.payout} + e.payout_seq,
         case when e.kind = 'reversal' then ${ids.entry} + (e.payout_seq - 1) * ${ENTRIES_PER_PAYOUT} + 5 end,
         'bench:' || e.kind || ':' || e.entry_id, ${REVIEWER}, e.at - (4 - e.slot) * interval '2 seconds'
       from (select *, case when kind = 'credit' then ${pick(categories('credit'), 'r_cat1')}
         when kind = 'debit' then ${pick(categories('debit'), 'r_cat3')} end as category_id
         from bench_entries) e
       left join transaction_categories tc on tc.id = e.category_id`,
    ),
  );
  // Line 1 of every entry moves a driver account; line 2 the other side (a driver account for payouts
  // and their reversals). Driver lines carry the driver and the balance after them.
  await timed(log, 'journal lines (two per entry)', () =>
    run(
      tx,
      `insert into journal_lines (id, entry_id, account, driver_id, amount_cents, balance_after_cents)
       select ${ids.line} + (entry_id - ${ids.entry} - 1) * 2 + line, entry_id, account,
         case when account like 'driver_%' then driver_id end, signed,
         case account when 'driver_available' then available_after when 'driver_pending' then pending_after end
       from (
         select e.entry_id, e.driver_id, e.available_after, e.pending_after, n.line,
           case when n.line = 1 then case when e.kind = 'payout_paid' then 'driver_pending' else 'driver_available' end
             else case e.kind when 'credit' then 'operator_expense' when 'boost' then 'operator_expense'
               when 'fee' then 'operator_income' when 'debit' then 'operator_income'
               when 'payout_paid' then 'operator_bank' else 'driver_pending' end end as account,
           e.cents * case when (n.line = 1) = (e.kind in ('credit', 'boost', 'reversal')) then 1 else -1 end as signed
         from bench_entries e cross join (values (1), (2)) as n(line)
       ) l`,
    ),
  );
  await timed(log, 'driver balances', () =>
    run(
      tx,
      `insert into driver_balances (driver_id, available_cents, pending_cents, last_entry_id, updated_at)
       select driver_id, available_after, pending_after, entry_id, at from bench_entries where is_last and slot = 4
       on conflict (driver_id) do update set available_cents = excluded.available_cents,
         pending_cents = excluded.pending_cents, last_entry_id = excluded.last_entry_id, updated_at = excluded.updated_at`,
    ),
  );
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
