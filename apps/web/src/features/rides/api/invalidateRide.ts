import { ENDPOINTS, RIDE_DETAIL_REFRESH_MS } from '@fleetdesk/contract';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeyOf } from '../../../api/endpointQuery';

/**
 * After a ride changed: refresh the list and the detail now, and the detail once more after 1.5 s
 * (spec 1 §4), because the server's follow-up work (ETA, broker answers) lands a moment later.
 */
export function invalidateRide(queryClient: QueryClient): void {
  const detailKey = queryKeyOf(ENDPOINTS['rides.get']);
  void queryClient.invalidateQueries({ queryKey: queryKeyOf(ENDPOINTS['rides.list']) });
  void queryClient.invalidateQueries({ queryKey: detailKey });
  setTimeout(() => void queryClient.invalidateQueries({ queryKey: detailKey }), RIDE_DETAIL_REFRESH_MS);
}
