import { newYorkMidnight, type RideStatus } from '@fleetdesk/contract';
import { businessDay } from '../../platform/business-day';

/** Spec 3 §8 success toasts, and ours where the spec shows none (docs/decisions.md). */
export const ROUTING_MESSAGES = {
  routeUpdated: 'Great! You have updated route!',
  routeDeleted: 'Great! You have deleted route!',
  routeCleared: 'Great! You have cleared route!',
  rideRemoved: 'Great! You have removed ride!',
  ridesReset: 'Great! You have reset rides',
  metricsSynced: 'Great! You have synced metrics!',
  zonesSynced: 'Great! You have synced zones!',
  settingsUpdated: 'Great! You have updated the settings!',
  scenarioUpdated: 'Great! You have updated scenario!',
  scenarioDeleted: 'Great! You have deleted scenario!',
  driverRouteRemoved: 'Great! You have deleted a route!',
  staleRoute: 'Someone changed this route meanwhile. Reload it and try again.',
  staleScenario: 'Someone changed this scenario meanwhile. Reload it and try again.',
  routeProcessing: 'This route is being routed. Try again when it has finished.',
  dayProcessing: 'Routes of this day are being routed. Try again when they have finished.',
  scenarioProcessing: 'This scenario is being run. Try again when it has finished.',
} as const;

/** Rides routing leaves out: drafts and cancelled rides. */
export const NOT_ROUTABLE_STATUSES = [
  'draft',
  'user_canceled',
  'driver_canceled',
  'company_canceled',
  'confirm_user_cancel',
] as const satisfies readonly RideStatus[];

/** The settings row of a state's auto routing flag. */
export const autoRoutingKey = (state: string) => `routing.${state}.auto_routing_enabled`;

/** The instants a New York calendar day covers: [start, end). */
export function dayWindow(date: string): { start: Date; end: Date } {
  return { start: newYorkMidnight(date), end: newYorkMidnight(date, 1) };
}

/** The New York service day a shift belongs to: the day it starts. */
export const serviceDateOf = (from: Date): string => businessDay(from);

interface Stop {
  rideId: number | null;
  type: string;
}

/**
 * Rides that share the car on this route: between a ride's pickup and its dropoff another rider is on
 * board (picked up before and not yet dropped, or picked up meanwhile).
 */
export function sharedRideIds(stops: readonly Stop[]): Set<number> {
  const onBoard = new Set<number>();
  const shared = new Set<number>();
  for (const stop of stops) {
    if (stop.rideId === null) continue;
    if (stop.type === 'pickup') {
      if (onBoard.size > 0) {
        shared.add(stop.rideId);
        for (const id of onBoard) shared.add(id);
      }
      onBoard.add(stop.rideId);
    } else if (stop.type === 'dropoff') onBoard.delete(stop.rideId);
  }
  return shared;
}

/** The totals a route shows: its rides and the price they bring (integer cents). */
export function rideTotals(rides: readonly { ridePriceCents: number }[]) {
  return {
    ridesCount: rides.length,
    totalAmountCents: rides.reduce((sum, ride) => sum + ride.ridePriceCents, 0),
  };
}

/** One group of the day's rides in the stats query: an hour of pickup and a ride type. */
export type StatsGroup = {
  hour: number;
  rideTypeId: number;
  rideType: string;
  rides: number;
  processed: number;
  assigned: number;
  unprocessed: number;
  pooled: number;
  pooledProcessed: number;
  standing: number;
};

const counts = (groups: readonly StatsGroup[]) => ({
  rides: sum(groups, 'rides'),
  unprocessed_rides: sum(groups, 'unprocessed'),
  assigned_rides: sum(groups, 'assigned'),
  processed_rides: sum(groups, 'processed'),
});
const sum = (groups: readonly StatsGroup[], key: keyof StatsGroup) =>
  groups.reduce((total, group) => total + Number(group[key]), 0);

/** Spec 3 §3 "Routing stats" from the grouped rides and the day's route counts. */
export function summariseStats(
  groups: readonly StatsGroup[],
  routes: { routes: number; routed: number; processing: number },
) {
  const hours = [...new Set(groups.map((g) => g.hour))].sort((a, b) => a - b);
  const types = new Map<number, { ride_type_id: number; ride_type: string; rides: number }>();
  for (const group of groups) {
    const type = types.get(group.rideTypeId) ?? {
      ride_type_id: group.rideTypeId,
      ride_type: group.rideType,
      rides: 0,
    };
    type.rides += group.rides;
    types.set(group.rideTypeId, type);
  }
  const totals = counts(groups);
  return {
    hourly_stats: hours.map((hour) => ({ hour, ...counts(groups.filter((g) => g.hour === hour)) })),
    ...totals,
    routes: routes.routes,
    routed_routes: routes.routed,
    standing_orders: sum(groups, 'standing'),
    average_rides: routes.routes === 0 ? 0 : Math.round((totals.processed_rides / routes.routes) * 10) / 10,
    pending_jobs: routes.processing,
    pooled_rides: sum(groups, 'pooled'),
    pooled_processed_rides: sum(groups, 'pooledProcessed'),
    rides_by_type: [...types.values()].sort((a, b) => b.rides - a.rides || a.ride_type_id - b.ride_type_id),
  };
}

/**
 * How a scenario's item list changes on save: items named by id are updated, the others added, and
 * stored items left out deleted. An id the scenario does not hold is refused (`unknown`).
 */
export function itemChanges<T extends { id?: number }>(storedIds: readonly number[], items: readonly T[]) {
  const stored = new Set(storedIds);
  const kept = new Set(items.flatMap((item) => (item.id === undefined ? [] : [item.id])));
  return {
    update: items.filter((item) => item.id !== undefined && stored.has(item.id)),
    insert: items.filter((item) => item.id === undefined),
    remove: storedIds.filter((id) => !kept.has(id)),
    unknown: [...kept].filter((id) => !stored.has(id)),
    repeated: kept.size !== items.filter((item) => item.id !== undefined).length,
  };
}
