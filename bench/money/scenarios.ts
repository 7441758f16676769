import { addCalendarDays, newYorkDayOf } from '@fleetdesk/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client';
import type { BenchQuery } from '../rides/scenarios';

export const pathOf = (query: Record<string, string>) => `/api/v1/payouts?${new URLSearchParams(query)}`;

/** What the payouts page asks for when it opens: pending payouts not yet in QuickBooks (spec 2 §2). */
const OPENING = { payout_status: 'pending', quickbooks_status: 'pending' };

/** Typical requests of the payouts list, with values taken from the seeded data. */
export async function benchQueries(db: Db): Promise<BenchQuery[]> {
  const today = newYorkDayOf(new Date());
  const lastMonth = { time_range: 'custom', from: addCalendarDays(today, -29), to: today };
  const lastYear = { time_range: 'custom', from: addCalendarDays(today, -364), to: today };
  const monthYearAgo = {
    time_range: 'custom',
    from: addCalendarDays(today, -395),
    to: addCalendarDays(today, -366),
  };
  const { rows } = await db.execute<{ last_name: string; payout_number: string; company_id: number }>(sql`
    select d.last_name,
      (select payout_number from payouts where created_at < now() - interval '100 days'
        order by created_at desc limit 1) as payout_number,
      (select company_id from payouts where company_id is not null group by 1 order by count(*) desc limit 1) as company_id
    from payouts p join drivers d on d.id = p.driver_id
    where p.created_at > now() - interval '3 days' order by p.id desc limit 1`);
  const sample = rows[0];
  if (!sample?.payout_number) throw new Error('the bench database has no payouts over the last year');
  return [
    { name: 'opening view: pending + QuickBooks pending, 168 h, 10 rows', query: OPENING },
    { name: 'opening view, 100 rows', query: { ...OPENING, per_page: '100' } },
    { name: 'today', query: { time_range: 'today' } },
    { name: 'this week, 100 rows', query: { time_range: 'this_week', per_page: '100' } },
    { name: 'this week, page 10', query: { time_range: 'this_week', page: '10' } },
    { name: 'previous week, 100 rows', query: { time_range: 'previous_week', per_page: '100' } },
    { name: 'last 30 days (custom), 100 rows', query: { ...lastMonth, per_page: '100' } },
    {
      name: 'a month a year ago (custom), bank failed',
      query: { ...monthYearAgo, bank_status: 'failed' },
    },
    { name: 'last 365 days (custom), pending + QuickBooks pending', query: { ...lastYear, ...OPENING } },
    { name: 'this week, types ach + zelle', query: { time_range: 'this_week', types: 'ach,zelle' } },
    {
      name: 'previous week, company, 100 rows',
      query: { time_range: 'previous_week', company_ids: String(sample.company_id), per_page: '100' },
    },
    {
      name: 'QuickBooks to do: paid, QuickBooks pending, previous week',
      query: { time_range: 'previous_week', payout_status: 'succeeded', quickbooks_status: 'pending' },
    },
    { name: 'search a driver name (168 h)', query: { search: sample.last_name } },
    { name: 'search a driver name, last 30 days', query: { ...lastMonth, search: sample.last_name } },
    {
      name: 'search a payout number, last 365 days',
      query: { ...lastYear, search: sample.payout_number.toLowerCase() },
    },
  ];
}
