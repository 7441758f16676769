import { API_BASE, FLEET_API_BASE, type Ride } from '@fleetdesk/contract';
import { and, asc, desc, inArray, notInArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rides } from '../../db/schema';
import { type CountGroup, countGroups, summarizeCounts } from './counts';
import { searchPageAndGroups } from './matches';
import { afterCursor, nextPagePosition, offsetOf, withDefaultWindow } from './paging';
import { selectRideRows } from './queries';
import { baseConditions, fleetFilterCondition, type RideSearch, statusCondition } from './search';
import { summaryCountGroups, summaryRange } from './summary-counts';
import { loadRideRows, type RideViewer, viewRow } from './views';

const ORDER: Record<RideSearch['sort'], SQL[]> = {
  'rides.pickup_at': [asc(rides.pickupAt), asc(rides.id)],
  '-rides.pickup_at': [desc(rides.pickupAt), desc(rides.id)],
  'rides.id': [asc(rides.id)],
  '-rides.id': [desc(rides.id)],
};

const shape = (rows: Awaited<ReturnType<typeof selectRideRows>>, viewer: RideViewer) =>
  rows.map((row) => viewRow(row, viewer));

/** Ids of the non-favourite rides of a page, in the chosen sort; `exclude` leaves favourites out. */
type PickIds = (exclude: SQL | undefined, limit: number, offset: number) => Promise<number[]>;

/**
 * One page of rides. Favourites matching the filters come first in the caller's order, then the
 * rest in the chosen sort (their ids from `pickIds`); the page reads one row more than it shows to
 * know whether another page follows (no count of the whole table).
 */
async function loadPage(
  db: DbOrTx,
  query: RideSearch,
  where: SQL | undefined,
  viewer: RideViewer,
  pickIds: PickIds,
) {
  const perPage = query.per_page;
  const offset = offsetOf(query);
  // Favourites lead the first pages; a page found by cursor lies far past them.
  const favourites = query.after === undefined ? (query.favorite_rides_ids ?? []) : [];
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
  const restIds = await pickIds(
    and(favourites.length === 0 ? undefined : notInArray(rides.id, favourites), afterCursor(query)),
    wanted + 1,
    Math.max(0, offset - matchedFavourites.length),
  );
  const rest = await loadRideRows(db, restIds.slice(0, wanted), viewer);
  const data: Ride[] = [...fromFavourites, ...rest];
  return { data, hasNext: restIds.length > wanted, lastRow: rest.at(-1) };
}

/** The same search one page further, as the client would ask for it. */
function nextPageUrl(query: RideSearch, viewer: RideViewer, lastRow: Ride | undefined): string | null {
  const position = nextPagePosition(query, lastRow);
  if (!position) return null;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...query, ...position })) {
    if (value === undefined) continue;
    const text = Array.isArray(value) ? value.join(',') : String(value);
    if (text !== '') params.set(key, text);
  }
  return `${viewer.isFleet ? FLEET_API_BASE : API_BASE}/rides?${params}`;
}

/** GET /rides: a page, the link to the next one, and the counts staff see on the tabs. */
export async function listRides(db: DbOrTx, asked: RideSearch, viewer: RideViewer) {
  // The window is part of the query from here on, so next_page_url pages through the same rows.
  const query = withDefaultWindow(asked, new Date());
  const base = baseConditions(query, viewer);
  const pageFilters = and(statusCondition(query), fleetFilterCondition(query));
  const where = and(...base, pageFilters);
  const order = ORDER[query.sort];
  const { page, counts } = viewer.isFleet
    ? // Fleet users get no counts (spec 1 §2.5).
      { page: await loadPage(db, query, where, viewer, idsFromTable(db, where, order)), counts: null }
    : hasSearch(query)
      ? await loadSearchedPage(db, query, viewer, base, pageFilters)
      : await loadFilteredPage(db, query, viewer, base, where);
  return {
    rides: { data: page.data, current_page: query.page, per_page: query.per_page },
    next_page_url: page.hasNext ? nextPageUrl(query, viewer, page.lastRow) : null,
    metrics: counts?.metrics ?? null,
    fleets_metrics: counts?.fleetsMetrics ?? [],
  };
}

const hasSearch = (query: RideSearch) => query.search !== undefined && query.search.trim() !== '';

/** The page's ids straight from the table (an index in the sort's order serves most filters). */
const idsFromTable =
  (db: DbOrTx, where: SQL | undefined, order: SQL[]): PickIds =>
  async (exclude, limit, offset) => {
    const rows = await db
      .select({ id: rides.id })
      .from(rides)
      .where(and(where, exclude))
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    return rows.map((r) => r.id);
  };

/**
 * Filters only: the page and the counts side by side on pooled connections. The counts come from the
 * day summary when it keeps every filter asked (summary-counts.ts), else from the rides.
 */
async function loadFilteredPage(
  db: DbOrTx,
  query: RideSearch,
  viewer: RideViewer,
  base: SQL[],
  where: SQL | undefined,
) {
  const range = summaryRange(query, viewer);
  const [page, groups] = await Promise.all([
    loadPage(db, query, where, viewer, idsFromTable(db, where, ORDER[query.sort])),
    range ? summaryCountGroups(db, query, viewer, range) : countGroups(db, base),
  ]);
  return { page, counts: summarizeCounts(query, groups) };
}

/** A search: its matches are found once for both the page and the counts (matches.ts). */
async function loadSearchedPage(
  db: DbOrTx,
  query: RideSearch,
  viewer: RideViewer,
  base: SQL[],
  pageFilters: SQL | undefined,
) {
  let groups: CountGroup[] = [];
  const page = await loadPage(
    db,
    query,
    and(...base, pageFilters),
    viewer,
    async (exclude, limit, offset) => {
      const found = await searchPageAndGroups(db, {
        base,
        pageWhere: and(pageFilters, exclude),
        order: ORDER[query.sort],
        limit,
        offset,
      });
      groups = found.groups;
      return found.ids;
    },
  );
  return { page, counts: summarizeCounts(query, groups) };
}
