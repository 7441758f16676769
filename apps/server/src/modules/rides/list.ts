import { API_BASE, FLEET_API_BASE, RIDE_STATUS_TABS, type Ride } from '@fleetdesk/contract';
import { and, asc, count, desc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { fleets, rides } from '../../db/schema';
import { selectRideRows } from './queries';
import { baseConditions, fleetFilterCondition, type RideSearch, statusCondition } from './search';
import { toRide } from './serialize';
import { loadRideRows, type RideViewer, viewRide } from './views';

const ORDER: Record<RideSearch['sort'], SQL[]> = {
  'rides.pickup_at': [asc(rides.pickupAt), asc(rides.id)],
  '-rides.pickup_at': [desc(rides.pickupAt), desc(rides.id)],
  'rides.id': [asc(rides.id)],
  '-rides.id': [desc(rides.id)],
};

const shape = (rows: Awaited<ReturnType<typeof selectRideRows>>, viewer: RideViewer) =>
  rows.map((row) => viewRide(toRide(row), viewer));

/**
 * One page of rides. Favourites matching the filters come first in the caller's order, then the
 * rest in the chosen sort; the page reads one row more than it shows to know whether another page
 * follows (no count of the whole table).
 */
async function loadPage(db: DbOrTx, query: RideSearch, where: SQL | undefined, viewer: RideViewer) {
  const perPage = query.per_page;
  const offset = (query.page - 1) * perPage;
  const favourites = query.favorite_rides_ids ?? [];
  const favouriteRows =
    favourites.length === 0
      ? []
      : await selectRideRows(db, { where: and(where, inArray(rides.id, favourites)) });
  const order = new Map(favourites.map((id, index) => [id, index]));
  const matchedFavourites = shape(favouriteRows, viewer)
    .map((ride) => ({ ...ride, favourite_order: order.get(ride.id) ?? null }))
    .sort((a, b) => (a.favourite_order ?? 0) - (b.favourite_order ?? 0));

  const fromFavourites = matchedFavourites.slice(offset, offset + perPage);
  const wanted = perPage - fromFavourites.length;
  // The page's ids first, then their rows: the joins run for the rows shown, not for every row an
  // offset skips (page 40 of 75 would otherwise join 2 925 rows to throw them away).
  const restIds = await db
    .select({ id: rides.id })
    .from(rides)
    .where(favourites.length === 0 ? where : and(where, notInArray(rides.id, favourites)))
    .orderBy(...ORDER[query.sort])
    .limit(wanted + 1)
    .offset(Math.max(0, offset - matchedFavourites.length));
  const rest = await loadRideRows(
    db,
    restIds.slice(0, wanted).map((r) => r.id),
    viewer,
  );
  const data: Ride[] = [...fromFavourites, ...rest];
  return { data, hasNext: restIds.length > wanted };
}

/** The same search one page further, as the client would ask for it. */
function nextPageUrl(query: RideSearch, viewer: RideViewer): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...query, page: query.page + 1 })) {
    if (value === undefined) continue;
    const text = Array.isArray(value) ? value.join(',') : String(value);
    if (text !== '') params.set(key, text);
  }
  return `${viewer.isFleet ? FLEET_API_BASE : API_BASE}/rides?${params}`;
}

/**
 * Counts for the status tabs (the filters without the status tab) and for the fleet selector (the
 * filters without the fleet choice), from one grouped scan.
 */
async function loadCounts(db: DbOrTx, query: RideSearch, base: SQL[]) {
  const groups = await db.transaction(async (tx) => {
    // A day's index entries are counted faster by one process than by starting parallel workers
    // for every request of a busy list (measured in bench/rides).
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    // Group first, name the fleets after: the join then runs for a few dozen groups, not every ride.
    const grouped = tx
      .select({ status: rides.status, fleetId: rides.fleetId, count: count().as('count') })
      .from(rides)
      .where(and(...base))
      .groupBy(rides.status, rides.fleetId)
      .as('grouped');
    return tx
      .select({
        status: grouped.status,
        fleetId: grouped.fleetId,
        fleetName: fleets.name,
        count: grouped.count,
      })
      .from(grouped)
      .leftJoin(fleets, eq(fleets.id, grouped.fleetId));
  });
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

/** GET /rides: a page, the link to the next one, and the counts staff see on the tabs. */
export async function listRides(db: DbOrTx, query: RideSearch, viewer: RideViewer) {
  const base = baseConditions(query, viewer);
  const where = and(...base, statusCondition(query), fleetFilterCondition(query));
  const [page, counts] = await Promise.all([
    loadPage(db, query, where, viewer),
    // Fleet users get no counts (spec 1 §2.5).
    viewer.isFleet ? null : loadCounts(db, query, base),
  ]);
  return {
    rides: { data: page.data, current_page: query.page, per_page: query.per_page },
    next_page_url: page.hasNext ? nextPageUrl(query, viewer) : null,
    metrics: counts?.metrics ?? null,
    fleets_metrics: counts?.fleetsMetrics ?? [],
  };
}
