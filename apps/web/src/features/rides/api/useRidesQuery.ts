import { ENDPOINTS, RIDES_TABLE_REFRESH_MS } from '@fleetdesk/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../api/endpointQuery';
import type { RidesListQuery } from '../page/searchQuery';

/**
 * The rides list. The table refreshes every 10 s whether auto update is on or off (spec 1 §9 "ride
 * table refresh every 10 s"; auto update is the live events, useRideLiveUpdates), and keeps trying after
 * a failed refresh so it recovers by itself; the previous page stays on screen while the next one loads.
 */
export function useRidesQuery(query: RidesListQuery & { page: number; per_page: number }) {
  return useQuery({
    ...endpointQuery(ENDPOINTS['rides.list'], { query }),
    placeholderData: keepPreviousData,
    refetchInterval: RIDES_TABLE_REFRESH_MS,
  });
}
