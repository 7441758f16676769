import { RIDE_STATUS_TABS, RIDE_STATUSES } from '@fleetdesk/contract';
import { and, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { fleets, rides } from '../../db/schema';
import type { RideSearch } from './search';

/** Rides of one status and one fleet (none: null) among those matching the filters. */
export interface CountGroup {
  status: string;
  fleetId: number | null;
  fleetName: string | null;
  count: number;
}

const statusList = sql`unnest(array[${sql.join(
  RIDE_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)}]::text[]) as s(status)`;

/**
 * The groups counted one (status, fleet) pair at a time, each a range of
 * `rides_status_fleet_pickup_idx`: a day's 125 000 rides are counted in index order without hashing
 * each one into a group, a third faster than one grouped scan (docs/decisions.md 23). Every status
 * and fleet a ride can have is listed (the status check and the fleet foreign key), rides without a
 * fleet in their own branch (`= null` matches nothing); empty pairs are left out, as a scan has none.
 */
async function countGroupsByIndex(tx: DbOrTx, base: SQL[]): Promise<CountGroup[]> {
  const matching = and(...base);
  const { rows } = await tx.execute<{
    status: string;
    fleet_id: number | null;
    fleet_name: string | null;
    count: number;
  }>(sql`
    select s.status, f.id as fleet_id, f.name as fleet_name, c.count
    from ${statusList} cross join ${fleets} f
    cross join lateral (
      select count(*)::int as count from ${rides}
      where ${rides.status} = s.status and ${rides.fleetId} = f.id and ${matching ?? sql`true`}
    ) c
    where c.count > 0
    union all
    select s.status, null, null, c.count
    from ${statusList}
    cross join lateral (
      select count(*)::int as count from ${rides}
      where ${rides.status} = s.status and ${rides.fleetId} is null and ${matching ?? sql`true`}
    ) c
    where c.count > 0`);
  return rows.map((r) => ({
    status: r.status,
    fleetId: r.fleet_id,
    fleetName: r.fleet_name,
    count: r.count,
  }));
}

/** Status and fleet groups of the rides matching the filters without the status tab and fleet choice. */
export function countGroups(db: DbOrTx, base: SQL[]): Promise<CountGroup[]> {
  return db.transaction(async (tx) => {
    // A day's index entries are counted faster by one process than by starting parallel workers
    // for every request of a busy list (measured in bench/rides).
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    return countGroupsByIndex(tx, base);
  });
}

/**
 * Counts for the status tabs (the groups without the status tab) and for the fleet selector (the
 * groups without the fleet choice).
 */
export function summarizeCounts(query: RideSearch, groups: CountGroup[]) {
  const fleetChosen = new Set(query.fleet_ids ?? []);
  const statusChosen = new Set<string>(query.statuses ?? []);
  const byStatus = new Map<string, number>();
  const byFleet = new Map<number, { fleet_id: number; fleet_name: string; count: number }>();
  for (const g of groups) {
    if (fleetChosen.size === 0 || (g.fleetId !== null && fleetChosen.has(g.fleetId)))
      byStatus.set(g.status, (byStatus.get(g.status) ?? 0) + g.count);
    if (
      g.fleetId !== null &&
      g.fleetName !== null &&
      (statusChosen.size === 0 || statusChosen.has(g.status))
    ) {
      const fleet = byFleet.get(g.fleetId) ?? { fleet_id: g.fleetId, fleet_name: g.fleetName, count: 0 };
      byFleet.set(g.fleetId, { ...fleet, count: fleet.count + g.count });
    }
  }
  const total = [...byStatus.values()].reduce((a, b) => a + b, 0);
  const metrics = Object.fromEntries(
    RIDE_STATUS_TABS.map((tab) => [
      tab.key,
      tab.key === 'all'
        ? total
        : tab.statuses.reduce((sum: number, status: string) => sum + (byStatus.get(status) ?? 0), 0),
    ]),
  );
  const fleetsMetrics = [...byFleet.values()].sort((x, y) => x.fleet_name.localeCompare(y.fleet_name));
  return { metrics, fleetsMetrics };
}
