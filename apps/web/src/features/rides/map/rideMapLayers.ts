import { CANCEL_STATUSES, type RideStatus } from '@fleetdesk/contract';

/** Spec 1 §4: the driver's position is fetched only for rides with a driver in these statuses. */
const DRIVER_LOCATION_STATUSES: readonly RideStatus[] = [
  'assigned',
  'accepted',
  'arrived',
  'arriving',
  'in_progress',
  'driver_canceled',
];
/** The driver is on the way or on board: show the road route and the car. */
const DRIVER_ROUTE_STATUSES: readonly RideStatus[] = ['accepted', 'arriving', 'arrived', 'in_progress'];
/** Assigned, finished and cancelled rides clear the route but keep the car. */
const CAR_ONLY_STATUSES: readonly RideStatus[] = [
  'assigned',
  'finished',
  'confirm_user_cancel',
  ...CANCEL_STATUSES,
];
const GPS_HISTORY_STATUSES: readonly RideStatus[] = [
  'finished',
  'in_progress',
  'accepted',
  'arriving',
  'driver_canceled',
];
const AVAILABLE_DRIVERS_STATUSES: readonly RideStatus[] = ['pending', 'assigned', 'accepted'];

export interface RideMapLayers {
  fetchDriverLocation: boolean;
  showDriverRoute: boolean;
  showCar: boolean;
  showGpsHistory: boolean;
  showAvailableDrivers: boolean;
}

export const NO_RIDE_LAYERS: RideMapLayers = {
  fetchDriverLocation: false,
  showDriverRoute: false,
  showCar: false,
  showGpsHistory: false,
  showAvailableDrivers: false,
};

/** Which of the map's ride layers a ride shows, by its status (spec 1 §4 "Driver location"). */
export function rideMapLayers(
  ride: { status: RideStatus; driver_id: number | null } | null,
  options: { gpsHistoryOn: boolean },
): RideMapLayers {
  if (!ride) return NO_RIDE_LAYERS;
  const fetchDriverLocation = ride.driver_id !== null && DRIVER_LOCATION_STATUSES.includes(ride.status);
  const showDriverRoute = fetchDriverLocation && DRIVER_ROUTE_STATUSES.includes(ride.status);
  return {
    fetchDriverLocation,
    showDriverRoute,
    // A finished or cancelled ride's position is no longer fetched: the car stays where it was last seen.
    showCar: showDriverRoute || (ride.driver_id !== null && CAR_ONLY_STATUSES.includes(ride.status)),
    showGpsHistory: options.gpsHistoryOn && GPS_HISTORY_STATUSES.includes(ride.status),
    showAvailableDrivers: AVAILABLE_DRIVERS_STATUSES.includes(ride.status),
  };
}
