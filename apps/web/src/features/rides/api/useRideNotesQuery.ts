import { ENDPOINTS } from '@fleetdesk/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../api/endpointQuery';

export function useRideNotesQuery(rideId: number) {
  return useQuery(endpointQuery(ENDPOINTS['rides.notes'], { params: { id: rideId }, query: {} }));
}
