import {
  estimates,
  MAP_DRIVERS_REFRESH_MS,
  RIDES_SECOND_REFRESH_MS,
  type RideDetail,
  rides,
  settings as settingsEndpoints,
} from '@fleetdesk/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../api/endpointQuery';
import type { RideMapLayers } from './rideMapLayers';

/** Spec 1 §7: location, waypoint, GPS-history and driver failures are only logged. */
const LOG_ONLY = { errors: { silent: true } } as const;

export interface AvailableDriverOptions {
  showOfflineDrivers: boolean;
  hideCarsWithTwoTrips: boolean;
  requiredCredentials: boolean;
}

/** "Hide cars with 2+ trips" asks the server to leave out drivers with this many active trips. */
const BUSY_DRIVER_TRIPS = 2;

/** Everything the rides map fetches for one ride, each call only when its layer is shown. */
export function useRideMapData(
  ride: RideDetail | null,
  layers: RideMapLayers,
  selectedDriverId: number | null,
  options: AvailableDriverOptions,
) {
  const rideId = ride?.id ?? 0;
  const driverId = ride?.driver_id ?? 0;

  const location = useQuery({
    ...endpointQuery(rides.rideLocation, { params: { id: rideId } }),
    enabled: layers.fetchDriverLocation,
    refetchInterval: MAP_DRIVERS_REFRESH_MS,
    meta: LOG_ONLY,
  });
  const gpsHistory = useQuery({
    ...endpointQuery(rides.drivenRoute, { params: { id: rideId } }),
    enabled: layers.showGpsHistory,
    refetchInterval: RIDES_SECOND_REFRESH_MS,
    meta: LOG_ONLY,
  });
  const waypoints = useQuery({
    ...endpointQuery(rides.driverWaypoints, { query: { driver_id: driverId } }),
    enabled: layers.showDriverRoute,
    refetchInterval: RIDES_SECOND_REFRESH_MS,
    meta: LOG_ONLY,
  });
  const available = useQuery({
    ...endpointQuery(estimates.nearbyDrivers, {
      query: {
        ride_id: ride?.id,
        ride_type_id: ride?.ride_type_id,
        lat: ride?.start_lat ?? 0,
        lon: ride?.start_lon ?? 0,
        drivers_offline: options.showOfflineDrivers,
        active_trips_number: options.hideCarsWithTwoTrips ? BUSY_DRIVER_TRIPS : undefined,
        drivers_credentials: options.requiredCredentials,
      },
    }),
    enabled: layers.showAvailableDrivers,
    refetchInterval: MAP_DRIVERS_REFRESH_MS,
    meta: LOG_ONLY,
  });
  // A driver picked on the map (not the ride's own): their planned stops are the "other proposed ride".
  const proposedDriverId =
    layers.showAvailableDrivers && selectedDriverId !== driverId ? selectedDriverId : null;
  const proposedWaypoints = useQuery({
    ...endpointQuery(rides.driverWaypoints, { query: { driver_id: proposedDriverId ?? 0 } }),
    enabled: proposedDriverId !== null,
    refetchInterval: RIDES_SECOND_REFRESH_MS,
    meta: LOG_ONLY,
  });
  const settings = useQuery({
    ...endpointQuery(settingsEndpoints.getSettings, { query: { company_id: 0 } }),
    staleTime: Infinity,
    meta: LOG_ONLY,
  });

  return {
    // Cached answers keep the car of a ride that just ended where it was last seen.
    location: layers.showCar ? (location.data?.location ?? null) : null,
    gpsPoints: layers.showGpsHistory ? gpsHistory.data?.points : undefined,
    waypoints: layers.showDriverRoute ? waypoints.data : undefined,
    availableDrivers: layers.showAvailableDrivers ? (available.data?.drivers ?? []) : [],
    proposedWaypoints: proposedDriverId !== null ? proposedWaypoints.data : undefined,
    zones: settings.data?.zones ?? [],
    isManualFallbackUsed:
      (layers.showDriverRoute && waypoints.data?.is_manual_fallback_used === true) ||
      (proposedDriverId !== null && proposedWaypoints.data?.is_manual_fallback_used === true) ||
      (layers.showAvailableDrivers && available.data?.is_manual_fallback_used === true),
  };
}
