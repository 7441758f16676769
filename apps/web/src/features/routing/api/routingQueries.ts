import { driverRoutes, routing, routingComparisons, routingScenarios } from '@fleetdesk/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { endpointQuery } from '../../../api/endpointQuery';
import { trackRun } from './routingRuns';
import { isRunInFlight } from './runStages';

/**
 * While a run is in flight its reads are asked again this often: its events move the screen, and this
 * is what still ends it when an event was lost (the connection dropped meanwhile).
 */
const RUN_IN_FLIGHT_POLL_MS = 5_000;

/** Every read a routing write can change; a write or a realtime routing event refreshes them. */
export const ROUTING_READS = [
  routing.getRoutingStats,
  routing.listRoutes,
  routing.getRoute,
  routing.getRoutingSettings,
  routingScenarios.listScenarios,
  driverRoutes.listDriverRoutes,
  routingComparisons.getComparison,
] as const;

/** GET /routing/states: the state select. */
export function useRoutingStates() {
  return useQuery({ ...endpointQuery(routing.getStates), staleTime: 10 * 60_000 });
}

/** GET /routing/stats of a day. */
export function useRoutingStats(date: string) {
  return useQuery({
    ...endpointQuery(routing.getRoutingStats, { query: { date } }),
    placeholderData: keepPreviousData,
  });
}

/** GET /routing/routes of a day: the Routes accordion. */
export function useRoutingRoutes(date: string) {
  return useQuery({
    ...endpointQuery(routing.listRoutes, { query: { date } }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (isRunInFlight(query.state.data?.run) ? RUN_IN_FLIGHT_POLL_MS : false),
  });
}

/**
 * GET /routing/comparisons/{id}: a comparison's panel, or a comparison in flight whose panel is closed.
 * What it reads of the run also moves the day's progress bar.
 */
export function useRoutingComparison(id: number | null) {
  const query = useQuery({
    ...endpointQuery(routingComparisons.getComparison, { params: { id: id ?? 0 } }),
    enabled: id !== null,
    refetchInterval: (query) => (isRunInFlight(query.state.data?.comparison) ? RUN_IN_FLIGHT_POLL_MS : false),
  });
  const comparison = query.data?.comparison;
  useEffect(() => {
    if (comparison) trackRun(comparison);
  }, [comparison]);
  return query;
}

/** GET /routing/routes/{id}: route detail. */
export function useRoutingRoute(id: number | null) {
  return useQuery({ ...endpointQuery(routing.getRoute, { params: { id: id ?? 0 } }), enabled: id !== null });
}

/** GET /routing/settings: the AUTO toggle. */
export function useRoutingSettings() {
  return useQuery(endpointQuery(routing.getRoutingSettings));
}

/** GET /routing/zones of the routing state: start zones and the route map. */
export function useRoutingZones() {
  return useQuery({ ...endpointQuery(routing.getZones), staleTime: 10 * 60_000 });
}

/** GET /routing/scenarios: the scenarios table and the scenarios page with its car types. */
export function useRoutingScenarios() {
  return useQuery(endpointQuery(routingScenarios.listScenarios));
}
