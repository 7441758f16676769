import type { DbOrTx } from '../../apps/server/src/db/client';
import { type Log, run, timed } from './seed-money-sql';

/** The money seed's plan (`seed-money.ts`): its payouts drawn and ordered per driver, and their entries. */

const DAYS = 730;
export const ENTRIES_PER_PAYOUT = 5;

/**
 * The plan: one row per payout with its driver, time, statuses and the cycle's amounts, then the
 * driver's previous payout (to settle) and the balances before the cycle. Deterministic (setseed,
 * one backend).
 */
export async function buildPlan(tx: DbOrTx, payouts: number, log: Log) {
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
export function entryPlanView(ids: { entry: number; payout: number; request: number }) {
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
