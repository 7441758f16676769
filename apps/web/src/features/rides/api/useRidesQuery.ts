import { ENDPOINTS, RIDES_AUTO_UPDATE_MS } from '@fleetdesk/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../api/endpointQuery';
import type { RidesListQuery } from '../page/searchQuery';

/**
 * The rides list. With auto update on it refreshes every 10 s, and stops while the last refresh failed
 * (spec 1 §9); the previous page stays on screen while the next one loads.
 */
export function useRidesQuery(
  query: RidesListQuery & { page: number; per_page: number },
  autoUpdate: boolean,
) {
  return useQuery({
    ...endpointQuery(ENDPOINTS['rides.list'], { query }),
    placeholderData: keepPreviousData,
    refetchInterval: (current) => (autoUpdate && !current.state.error ? RIDES_AUTO_UPDATE_MS : false),
  });
}
