import {
  ENDPOINTS,
  SURGE_PENDING_RIDES_REFRESH_MS,
  SURGE_STATS_REFRESH_MS,
  SURGE_ZONES_REFRESH_MS,
} from '@fleetdesk/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../api/endpointQuery';

/** Spec 3 §9 polling: zones every 20 s, pending rides every 10 s, stats every 20 s. */
export const useSurgeZones = () =>
  useQuery({ ...endpointQuery(ENDPOINTS['surge.zones']), refetchInterval: SURGE_ZONES_REFRESH_MS });

export const usePendingRides = () =>
  useQuery({
    ...endpointQuery(ENDPOINTS['surge.pendingRides']),
    refetchInterval: SURGE_PENDING_RIDES_REFRESH_MS,
  });

export const usePendingRidesStats = () =>
  useQuery({
    ...endpointQuery(ENDPOINTS['surge.pendingRidesStats']),
    refetchInterval: SURGE_STATS_REFRESH_MS,
  });

export const useHidingSettings = () => useQuery(endpointQuery(ENDPOINTS['surge.hideMarketplace']));
