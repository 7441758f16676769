import { type CallResult, ENDPOINTS, isRideActionType, type RideActionPayload } from '@fleetdesk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeyOf } from '../../../api/endpointQuery';
import { useAppAction } from '../../../api/realtime/useRealtime';
import { withChangedRide } from './pendingRidesList';

type PendingRides = CallResult<(typeof ENDPOINTS)['surge.pendingRides']>;
const pendingKey = queryKeyOf(ENDPOINTS['surge.pendingRides']);

/**
 * Ride events patch the pending rides table at once (a price raised on another board shows here without
 * waiting for the 10 s poll); new rides arrive with the poll, which decides whether they belong.
 */
export function useSurgeLiveUpdates(): void {
  const queryClient = useQueryClient();
  useAppAction(null, (action) => {
    if (!isRideActionType(action.type)) return;
    const payload = action.payload as RideActionPayload;
    // Prefix match: the query's key carries its (empty) input after the path.
    queryClient.setQueriesData<PendingRides>({ queryKey: pendingKey }, (shown) =>
      shown ? { rides: withChangedRide(shown.rides, payload.ride_id, payload.ride) } : shown,
    );
  });
}
