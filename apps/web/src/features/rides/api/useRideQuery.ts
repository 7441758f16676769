import { ENDPOINTS } from '@fleetdesk/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../api/endpointQuery';

/** One ride with its event log, for the detail column. */
export function useRideQuery(rideId: number | null) {
  return useQuery({
    ...endpointQuery(ENDPOINTS['rides.get'], { params: { id: rideId ?? 0 } }),
    enabled: rideId !== null,
  });
}
