import { type driverStats, TIME_ZONE } from '@fleetdesk/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/**
 * The money of a driver's day (decision 119). A day is a New York calendar day: a ride's by its pickup,
 * a booking's by when it was booked. Rides count once finished; bookings are the credits, boosts, debits
 * and fees on the driver's available balance, with their reversals (payouts move money, they earn none).
 */

export interface StatsSpan {
  /** The first instant of the first day, and the first instant after the last. */
  from: Date;
  to: Date;
}

export interface DayCents {
  driverId: number;
  date: string;
  count: number;
  amount: number;
  driverNet: number;
  vendorAmount: number;
  cash: number;
  booked: number;
  fee: number;
}

const dayOf = (column: SQL) => sql`to_char(${column} at time zone ${TIME_ZONE}, 'YYYY-MM-DD')`;

/** The per driver and day sums of the span, for the drivers `drivers` selects (a subquery of ids). */
export async function dayCents(db: DbOrTx, span: StatsSpan, drivers: SQL): Promise<DayCents[]> {
  const { rows } = await db.execute<Record<keyof DayCents, string | number>>(sql`
    with ride_days as (
      select r.driver_id, ${dayOf(sql`r.pickup_at`)} as date, count(*) as count,
        sum(r.ride_price_cents) as amount, sum(r.driver_net_cents) as driver_net,
        sum(coalesce(r.vendor_amount_cents, 0)) as vendor_amount, sum(coalesce(r.fare_collected_cents, 0)) as cash
      from rides r
      where r.status = 'finished' and r.driver_id in (${drivers})
        and r.pickup_at >= ${span.from.toISOString()} and r.pickup_at < ${span.to.toISOString()}
      group by 1, 2
    ), booked_days as (
      select l.driver_id, ${dayOf(sql`e.created_at`)} as date, sum(l.amount_cents) as booked,
        sum(case when coalesce(o.kind, e.kind) = 'fee' then -l.amount_cents else 0 end) as fee
      from journal_entries e
      join journal_lines l on l.entry_id = e.id and l.account = 'driver_available'
      left join journal_entries o on o.id = e.reverses_entry_id
      where coalesce(o.kind, e.kind) in ('credit', 'boost', 'debit', 'fee') and l.driver_id in (${drivers})
        and e.created_at >= ${span.from.toISOString()} and e.created_at < ${span.to.toISOString()}
      group by 1, 2
    )
    select driver_id as "driverId", date, coalesce(r.count, 0) as count, coalesce(r.amount, 0) as amount,
      coalesce(r.driver_net, 0) as "driverNet", coalesce(r.vendor_amount, 0) as "vendorAmount",
      coalesce(r.cash, 0) as cash, coalesce(b.booked, 0) as booked, coalesce(b.fee, 0) as fee
    from ride_days r full join booked_days b using (driver_id, date)
    order by driver_id, date`);
  return rows.map((row) => ({
    driverId: Number(row.driverId),
    date: String(row.date),
    count: Number(row.count),
    amount: Number(row.amount),
    driverNet: Number(row.driverNet),
    vendorAmount: Number(row.vendorAmount),
    cash: Number(row.cash),
    booked: Number(row.booked),
    fee: Number(row.fee),
  }));
}

/** Drivers with a finished ride or a booking in the span (the ones the list shows). */
export const activeInSpan = (span: StatsSpan) => sql`
  select r.driver_id from rides r where r.status = 'finished' and r.driver_id is not null
    and r.pickup_at >= ${span.from.toISOString()} and r.pickup_at < ${span.to.toISOString()}
  union
  select l.driver_id from journal_entries e
  join journal_lines l on l.entry_id = e.id and l.account = 'driver_available'
  left join journal_entries o on o.id = e.reverses_entry_id
  where coalesce(o.kind, e.kind) in ('credit', 'boost', 'debit', 'fee')
    and e.created_at >= ${span.from.toISOString()} and e.created_at < ${span.to.toISOString()}`;

const dollars = (cents: number) => Math.round(cents) / 100;

/** A day as the API shows it, in dollars. */
export const toDayStats = (day: DayCents): driverStats.DriverDayStats => ({
  date: day.date,
  driver_net_total: dollars(day.driverNet + day.booked),
  driver_net: dollars(day.driverNet),
  fee: dollars(day.fee),
  count: day.count,
  amount: dollars(day.amount),
  vendor_amount: dollars(day.vendorAmount),
  cash_amount: dollars(day.cash),
});
