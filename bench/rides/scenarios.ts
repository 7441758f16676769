import { defaultRideDays, RIDES_DEFAULT_RANGE_DAYS, rideDaysToDatetimes } from '@fleetdesk/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client';
import { newYorkOffsetMs } from '../../apps/server/src/db/seed/schedule';

/** A typical dispatcher request against GET /rides: its query string. */
export interface BenchQuery {
  name: string;
  query: Record<string, string>;
  goalP95Ms?: number;
}

export const pathOf = (query: Record<string, string>) => `/api/v1/rides?${new URLSearchParams(query)}`;

/**
 * The floor a list request is compared with in the same run (and so under the same machine load): one
 * ride read by its primary key through the same server, session check and pool.
 */
/** Searches are held to the earlier goal; the opening view and the filters to the run's (run.ts). */
export const SEARCH_GOAL_P95_MS = 50;

export const BARE_LOOKUP = 'bare indexed lookup: one ride by id';
export const bareLookupPath = (rideId: number) => `/api/v1/rides/${rideId}`;

/** A ride in the middle of the table, for the lookups by id. */
export async function middleRide(db: Db) {
  const { rows } = await db.execute<{ id: number; last_name: string; phone_number: string }>(
    sql`select id, last_name, phone_number from rides where phone_number is not null and id >= (select max(id) / 2 from rides) order by id limit 1`,
  );
  if (!rows[0]) throw new Error('the bench database has no rides');
  return rows[0];
}

/** Today in New York, 00:00 to 23:59, as the date range picker sends it. */
export function newYorkToday() {
  const now = Date.now();
  const offset = newYorkOffsetMs(now);
  const day = 86_400_000;
  const midnight = Math.floor((now + offset) / day) * day - offset;
  return { from: new Date(midnight).toISOString(), to: new Date(midnight + day - 60_000).toISOString() };
}

export async function benchQueries(db: Db): Promise<BenchQuery[]> {
  const today = newYorkToday();
  const range = { from_datetime: today.from, to_datetime: today.to };
  const { rows: busiest } = await db.execute<{ company_id: number }>(
    sql`select company_id from rides where pickup_at between ${today.from} and ${today.to} group by 1 order by count(*) desc limit 1`,
  );
  const ride = await middleRide(db);
  if (!busiest[0]) throw new Error('the bench database has no rides today');
  return [
    {
      name: 'today + active statuses + company',
      query: {
        ...range,
        statuses: 'pending,assigned,accepted,arriving,in_progress',
        company_ids: String(busiest[0].company_id),
      },
    },
    { name: 'today, page 1', query: range },
    {
      // What /rides asks for when it opens: yesterday to RIDES_DEFAULT_RANGE_DAYS days ahead.
      name: `opening view: yesterday + ${RIDES_DEFAULT_RANGE_DAYS} days`,
      query: rideDaysToDatetimes(defaultRideDays(Date.now())),
    },
    { name: 'today, page 40', query: { ...range, page: '40' } },
    ...[
      { name: 'search by ride id', query: { search: `id:${ride.id}` } },
      { name: 'search by passenger name', query: { ...range, search: `uname:${ride.last_name}` } },
      { name: 'search by passenger phone', query: { search: `uphone:${ride.phone_number.slice(-10)}` } },
    ].map((q) => ({ ...q, goalP95Ms: SEARCH_GOAL_P95_MS })),
  ];
}
