import { driverRoutes, routing, routingComparisons, routingScenarios } from '@fleetdesk/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../api/endpointQuery';

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
  });
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
