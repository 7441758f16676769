import { ACTIVE_RIDE_STATUSES, MESSAGES, type Ride, type RideStatus } from '@fleetdesk/contract';

const MINUTE_MS = 60_000;

/**
 * Lateness in minutes (spec 1 §9): for a pending ride, minutes since its pickup time; for an assigned or
 * accepted one, its expected pickup minus the scheduled one, the expected pickup being when the driver's
 * stored ETA says they reach it (`eta` seconds from `eta_computed_at`). Null where it does not apply or
 * no ETA was computed yet.
 */
export function latenessMinutes(
  ride: Pick<Ride, 'status' | 'pickup_at' | 'eta' | 'eta_computed_at'>,
  now: number,
): number | null {
  const scheduled = Date.parse(ride.pickup_at);
  if (ride.status === 'pending') return Math.floor((now - scheduled) / MINUTE_MS);
  if (ride.status !== 'assigned' && ride.status !== 'accepted') return null;
  if (ride.eta === null || ride.eta_computed_at === null) return null;
  const expected = Date.parse(ride.eta_computed_at) + ride.eta * 1000;
  return Math.round((expected - scheduled) / MINUTE_MS);
}

/**
 * The clock a row's lateness reads: only a pending ride's lateness moves with time, so other rows get a
 * constant and skip the table's 30 s tick.
 */
export const latenessClock = (ride: Pick<Ride, 'status'>, now: number): number =>
  ride.status === 'pending' ? now : 0;

/** After each load: the previous selection if still listed, else the first active ride, else the first. */
export function selectionAfterLoad(
  rides: readonly Pick<Ride, 'id' | 'status'>[],
  previousId: number | null,
): number | null {
  if (previousId !== null && rides.some((ride) => ride.id === previousId)) return previousId;
  const active = rides.find((ride) => ACTIVE_RIDE_STATUSES.includes(ride.status));
  return active?.id ?? rides[0]?.id ?? null;
}

/** Spec 1 §4 "Row counts": -1 (unknown) while a next page exists; the last page makes it exact. */
export function rowCountAfterLoad(
  previous: number,
  load: { page: number; perPage: number; rows: number; hasNextPage: boolean },
): number {
  if (load.hasNextPage) return previous;
  return (load.page - 1) * load.perPage + load.rows;
}

/**
 * What the table says when it has no row: nothing while the first load runs, why when the load failed
 * (an empty list would tell a dispatcher there is no ride), else spec 1's empty texts.
 */
export function emptyListText(
  load: { isPending: boolean; error: Error | null },
  isFiltered: boolean,
): string {
  if (load.error) return `${MESSAGES.ridesNotLoaded} ${load.error.message}`;
  if (load.isPending) return '';
  return isFiltered ? MESSAGES.noRidesFound : MESSAGES.noRides;
}

/** The pagination label: 'x-y of z', or 'x-y of more than y' while the total is unknown. */
export function rowRangeLabel(page: number, perPage: number, rows: number, count: number): string {
  if (rows === 0) return count === -1 ? '0-0 of more than 0' : `0-0 of ${count}`;
  const from = (page - 1) * perPage + 1;
  const to = from + rows - 1;
  return count === -1 ? `${from}-${to} of more than ${to}` : `${from}-${to} of ${count}`;
}

/** Cuts text to `max` characters with an ellipsis (the table's names, addresses and viewers). */
export const cutText = (text: string, max: number): string =>
  text.length > max ? `${text.slice(0, max)}…` : text;

/** Row tints by status, so a dispatcher reads the list by colour. */
export const STATUS_ROW_COLORS: Readonly<Record<RideStatus, string>> = {
  draft: '#f5f5f5',
  pending: '#fff8e1',
  assigned: '#e3f2fd',
  accepted: '#e8eaf6',
  arriving: '#e0f7fa',
  arrived: '#e0f7fa',
  in_progress: '#e8f5e9',
  finished: '#f1f8e9',
  user_requested_cancel: '#fce4ec',
  user_canceled: '#ffebee',
  driver_canceled: '#ffebee',
  company_canceled: '#ffebee',
  no_drivers_available: '#fbe9e7',
  routing_assigned: '#f3e5f5',
  confirm_user_cancel: '#ffebee',
};

/** Favourites first in their starred order, the rest as the server sorted them. */
export function favouritesFirst<T extends { id: number }>(
  rides: readonly T[],
  favouriteIds: readonly number[],
): T[] {
  const rank = new Map(favouriteIds.map((id, index) => [id, index]));
  const starred = rides.filter((ride) => rank.has(ride.id));
  starred.sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0));
  return [...starred, ...rides.filter((ride) => !rank.has(ride.id))];
}
