import { ENDPOINTS } from '@fleetdesk/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../api/endpointQuery';

/** One ride with its event log; `showsError`: the caller shows a failure itself, so no toast. */
export function useRideQuery(rideId: number | null, { showsError = false } = {}) {
  return useQuery({
    ...endpointQuery(ENDPOINTS['rides.get'], { params: { id: rideId ?? 0 } }),
    enabled: rideId !== null,
    meta: showsError ? { errors: { silent: true } } : undefined,
  });
}
