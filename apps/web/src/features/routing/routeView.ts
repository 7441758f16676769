import type { Route, RouteStatus } from '@fleetdesk/contract';
import { recordIdOf } from '../../ui/recordId';
import { countOf } from '../../ui/text/countOf';
import { nyDateTime } from '../../ui/time/nyFormat';

export const NO_ROUTES = 'No routes found';
export const NO_RIDES = 'No rides found';

/** h:mm AM of a New York moment. */
export const nyTime = (iso: string): string => nyDateTime(iso)?.time ?? '';

/** A route's row title: driver, shift and rides. */
export const routeTitle = (route: Route): string =>
  `${route.driver_name} · ${nyTime(route.from_datetime)} – ${nyTime(route.to_datetime)} · ${countOf(route.rides_count, 'ride')}`;

/** What a route's buttons may do in its status (spec 3 §4): a run holds a processing route. */
export function routeActions(status: RouteStatus, ridesCount: number) {
  const isIdle = status !== 'processing';
  return {
    canRoute: isIdle,
    canApply: status === 'finished' && ridesCount > 0,
    canClear: isIdle && (ridesCount > 0 || status === 'finished'),
    canEdit: isIdle,
  };
}

/** The route id of the `route_id` (or `comparison_id`) query value, or null. */
export const routeIdOf = (value: string | null): number | null => recordIdOf(value);

/** Ride counts of route detail: all, pooled, and by pickup zone. */
export function rideCounts(rides: readonly { pool: boolean; pooled: boolean }[]) {
  return {
    rides: rides.length,
    pool: rides.filter((ride) => ride.pool).length,
    pooled: rides.filter((ride) => ride.pooled).length,
  };
}

/** Rides by type with one line per type name (ride types of several companies share names), most first. */
export function ridesByTypeName(rows: readonly { ride_type: string; rides: number }[]): [string, number][] {
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row.ride_type, (totals.get(row.ride_type) ?? 0) + row.rides);
  return [...totals.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}
