import { API_BASE, FLEET_API_BASE, type Ride } from '@fleetdesk/contract';
import { and, asc, desc, inArray, notInArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rides } from '../../db/schema';
import { loadCounts } from './counts';
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
