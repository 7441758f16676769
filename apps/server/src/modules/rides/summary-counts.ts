import { newYorkMidnight } from '@fleetdesk/contract';
import { and, between, gt, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { inCompanies } from '../../db/reach';
import { fleets, rideStatusCounts, rides } from '../../db/schema';
import { businessDay } from '../../platform/business-day';
import type { CountGroup } from './counts';
import type { RideSearch } from './search';
import type { RideViewer } from './views';

/** Days whose midnights are remembered; past it the memory starts again (boards ask for a few ranges). */
const MIDNIGHTS_KEPT = 1_000;
const midnights = new Map<string, Date>();

/**
 * The New York midnight `days` after day `day` (1: where it ends). Working it out takes a few Intl calls
 * (about 25 µs); a day's midnight never changes, so each is computed once.
 */
function midnightOf(day: string, days: 0 | 1): Date {
  const key = `${day}+${days}`;
  const known = midnights.get(key);
  if (known) return known;
  if (midnights.size >= MIDNIGHTS_KEPT) midnights.clear();
  const midnight = newYorkMidnight(day, days);
  midnights.set(key, midnight);
  return midnight;
}

/** The New York days a range touches, and where the first begins and the last ends. */
function daysOf(from: Date, to: Date) {
  const firstDay = businessDay(from);
  const lastDay = businessDay(to);
  return { firstDay, lastDay, firstStart: midnightOf(firstDay, 0), lastEnd: midnightOf(lastDay, 1) };
}

/**
 * The date range when `ride_status_counts` can answer these counts: staff (fleet users get none), no
 * search, both dates, and no filter the summary does not keep (ride type, zones). Else null.
 */
export function summaryRange(query: RideSearch, viewer: RideViewer): { from: Date; to: Date } | null {
  const unkept = [query.ride_types, query.zones, query.destination_zone_ids].some((v) => v && v.length > 0);
  // The summary does not know which rides are at risk: their counts come from the rides.
  if (query.at_risk) return null;
  const searched = query.search !== undefined && query.search.trim() !== '';
  if (viewer.isFleet || searched || unkept || !query.from_datetime || !query.to_datetime) return null;
  const range = { from: new Date(query.from_datetime), to: new Date(query.to_datetime) };
  return range.from <= range.to ? range : null;
}

/** The company filter and the viewer's company reach, on any company column. */
const companyConditions = (
  column: typeof rides.companyId | typeof rideStatusCounts.companyId,
  query: RideSearch,
  viewer: RideViewer,
) =>
  [
    inCompanies(column, viewer.companyIds),
    query.company_ids && query.company_ids.length > 0 ? inArray(column, query.company_ids) : undefined,
  ].filter((c): c is SQL => c !== undefined);

/**
 * The (status, fleet) groups of the rides in [from, to] within the company filter and reach, as
 * `countGroups` counts them (decision 143), in one statement: the summary's rows of every day the range
 * touches, less the rides of those days outside the range (before `from` on the first day, after `to`
 * on the last: the last minute of a 23:59 range end), counted from `rides_list_idx` (pickup first).
 */
export async function summaryCountGroups(
  db: DbOrTx,
  query: RideSearch,
  viewer: RideViewer,
  range: { from: Date; to: Date },
): Promise<CountGroup[]> {
  const { firstDay, lastDay, firstStart, lastEnd } = daysOf(range.from, range.to);
  const inCompaniesOf = (column: typeof rides.companyId | typeof rideStatusCounts.companyId) =>
    and(...companyConditions(column, query, viewer)) ?? sql`true`;
  const outside = (edge: SQL) => sql`
    select ${rides.status}, ${rides.fleetId}, -count(*)::int from ${rides}
    where ${edge} and ${inCompaniesOf(rides.companyId)}
    group by 1, 2`;
  const { rows } = await db.execute<{
    status: string;
    fleet_id: number | null;
    fleet_name: string | null;
    count: number;
  }>(sql`
    select g.status, g.fleet_id, f.name as fleet_name, g.count
    from (
      select status, fleet_id, sum(n)::int as count
      from (
        select ${rideStatusCounts.status}, ${rideStatusCounts.fleetId}, ${rideStatusCounts.count}
        from ${rideStatusCounts}
        where ${between(rideStatusCounts.day, firstDay, lastDay)} and ${inCompaniesOf(rideStatusCounts.companyId)}
        union all ${outside(and(gte(rides.pickupAt, firstStart), lt(rides.pickupAt, range.from)) as SQL)}
        union all ${outside(and(gt(rides.pickupAt, range.to), lt(rides.pickupAt, lastEnd)) as SQL)}
      ) d (status, fleet_id, n)
      group by status, fleet_id
      having sum(n) > 0
    ) g
    left join ${fleets} f on f.id = g.fleet_id`);
  return rows.map((r) => ({
    status: r.status,
    fleetId: r.fleet_id,
    fleetName: r.fleet_name,
    count: r.count,
  }));
}
