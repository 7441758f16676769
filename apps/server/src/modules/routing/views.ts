import {
  centsToDollars,
  type Route,
  type RouteDetail,
  type RoutingRide,
  type Waypoint,
} from '@fleetdesk/contract';
import type { RouteRideRow, RouteRow, WaypointRow } from './queries';
import { sharedRideIds } from './rules';

const iso = (at: Date | null) => (at === null ? null : at.toISOString());
/** Rounded to the hundredth of a mile, as the rest of the API shows distances. */
const miles = (value: number) => Math.round(value * 100) / 100;

export function toRoute(row: RouteRow): Route {
  const totalAmount = centsToDollars(row.totalAmountCents);
  return {
    id: row.id,
    state: row.state,
    date: row.serviceDate,
    driver_id: row.driverId,
    driver_name: row.driverName,
    from_datetime: row.fromDatetime.toISOString(),
    to_datetime: row.toDatetime.toISOString(),
    status: row.status === 'deleted' ? 'pending' : row.status,
    type: row.type,
    fleet_id: row.fleetId,
    fleet_name: row.fleetName,
    car_id: row.carId,
    car_reference_id: row.carReferenceId,
    car_plate_number: row.carPlateNumber,
    rides_count: row.ridesCount,
    total_amount: totalAmount,
    scenario_id: row.scenarioId,
    scenario_title: row.scenarioTitle,
    capacity: row.capacity,
    start_zone_ids: row.startZoneIds.map(Number),
    company_ids: row.companyIds.map(Number),
    stats: { duration: row.duration, distance: miles(row.distance), total_amount: totalAmount },
    updated_at: row.updatedAt.toISOString(),
  };
}

export const toWaypoint = (row: WaypointRow): Waypoint => ({
  id: row.id,
  ride_id: row.rideId,
  position: row.position,
  type: row.type,
  lat: row.lat,
  lon: row.lon,
  at: row.at.toISOString(),
  required_at: iso(row.requiredAt),
  route: row.route,
});

function toRoutingRide(row: RouteRideRow, shared: ReadonlySet<number>): RoutingRide {
  return {
    id: row.id,
    reference_id: row.referenceId,
    status: row.status,
    company_id: row.companyId,
    company_name: row.companyName,
    pickup_at: row.pickupAt.toISOString(),
    dropoff_at: iso(row.dropoffAt),
    appointment_at: iso(row.appointmentAt),
    duration: row.duration,
    distance: miles(row.distance),
    amount: centsToDollars(row.ridePriceCents),
    pool: shared.has(row.id),
    pooled: row.pooled,
    ride_type_id: row.rideTypeId,
    ride_type: row.rideType,
    pickup_zone: row.pickupZone,
    destination_zone: row.destinationZone,
    start_lat: row.startLat,
    start_lon: row.startLon,
    destination_lat: row.destinationLat,
    destination_lon: row.destinationLon,
    main_ride_id: row.mainRideId,
  };
}

export function toRouteDetail(
  row: RouteRow,
  rides: readonly RouteRideRow[],
  waypoints: readonly WaypointRow[],
): RouteDetail {
  const shared = sharedRideIds(waypoints);
  return {
    ...toRoute(row),
    rides: rides.map((ride) => toRoutingRide(ride, shared)),
    waypoints: waypoints.map(toWaypoint),
  };
}
