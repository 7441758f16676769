import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../apps/server/src/db/client';
import { ENTRIES_PER_PAYOUT, entryPlanView } from './seed-money-plan';
import { type Log, run, timed } from './seed-money-sql';

/** The money seed's load (`seed-money.ts`): the planned rows written with set-based SQL. */

const REVIEWER = 1;

/** Loads the payout requests, payouts, entries and lines, and the drivers' balance rows. */
export async function loadRows(tx: DbOrTx, log: Log) {
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
