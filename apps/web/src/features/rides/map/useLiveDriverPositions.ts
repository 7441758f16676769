import {
  type CallResult,
  DRIVER_POSITIONS_ACTION,
  type DriverPosition,
  type DriverPositionsPayload,
  estimates,
  rides,
} from '@fleetdesk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeyOf } from '../../../api/endpointQuery';
import { useAppAction } from '../../../api/realtime/useRealtime';

type NearbyDrivers = CallResult<typeof estimates.nearbyDrivers>;

/**
 * Drivers' positions from the location feed move the map's car and available drivers as they arrive
 * (at most once a second per board), instead of waiting for the next 5 s poll, which stays as the
 * fallback when the socket is down. The server sends only the drivers this board may see.
 */
export function useLiveDriverPositions(rideId: number | null, rideDriverId: number | null): void {
  const queryClient = useQueryClient();
  useAppAction(DRIVER_POSITIONS_ACTION, (action) => {
    const moved = new Map<number, DriverPosition>(
      (action.payload as DriverPositionsPayload).positions.map((p) => [p.driver_id, p]),
    );
    const car = rideDriverId === null ? undefined : moved.get(rideDriverId);
    if (car && rideId !== null) {
      const { lat, lon, heading, at } = car;
      queryClient.setQueryData(queryKeyOf(rides.rideLocation, { params: { id: rideId } }), {
        location: { lat, lon, heading, at },
      });
    }
    // Prefix match: every variant of the nearby-drivers call (its filters follow the path).
    queryClient.setQueriesData<NearbyDrivers>({ queryKey: queryKeyOf(estimates.nearbyDrivers) }, (shown) =>
      shown
        ? {
            ...shown,
            drivers: shown.drivers.map((d) => {
              const p = moved.get(d.id);
              return p ? { ...d, lat: p.lat, lon: p.lon, heading: p.heading } : d;
            }),
          }
        : shown,
    );
  });
}
