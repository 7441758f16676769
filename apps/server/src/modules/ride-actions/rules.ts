import { RIDE_STATUS_LABELS, type RideStatus, type RideUpdateBody } from '@fleetdesk/contract';

/** Status values of POST /rides/{id} that assign (or switch) the driver named by entity_id. */
export const ASSIGN_STATUSES = ['confirm', 'assign_driver', 'switch_driver', 'assigned'] as const;
export type AssignStatus = (typeof ASSIGN_STATUSES)[number];
export const isAssignStatus = (status: string | undefined): status is AssignStatus =>
  (ASSIGN_STATUSES as readonly string[]).includes(status ?? '');

/**
 * Assign or Switch. A caller who sent the updated_at they saw (checked) saw the ride's driver, so the
 * status decides: staff spell both actions `confirm` (spec 1 §4). Without it nothing says the caller saw
 * a driver on the ride: only `switch_driver` switches, and any other assignment is an Assign, which the
 * actions table refuses (409) once the ride has a driver, never a silent switch.
 */
export function assignActionFor(
  status: RideStatus,
  spelling: AssignStatus | undefined,
  sawRide: boolean,
): 'assign' | 'switch' {
  if (!sawRide) return spelling === 'switch_driver' ? 'switch' : 'assign';
  return status === 'assigned' || status === 'accepted' ? 'switch' : 'assign';
}

/** Fields of the edit form only holders of rides.update-dangerous-fields may change (spec 1 §5). */
export const DANGEROUS_FIELDS = [
  'pickup_at',
  'dropoff_at',
  'start',
  'destination',
  'pickup_note',
  'ride_type_id',
  'company_id',
  'seats',
] as const;
/** Passenger and trip-id fields: also edit-form fields, so also for key holders only. */
const OTHER_EDIT_FIELDS = [
  'first_name',
  'last_name',
  'phone_number',
  'email',
  'new_trip_id',
  'new_trip_id_note',
] as const;
/** What a caller without the key may still send: the collected fare and the action parts. */
export const EDIT_FIELDS = [...DANGEROUS_FIELDS, ...OTHER_EDIT_FIELDS, 'fare_collected'] as const;
export type EditField = (typeof EDIT_FIELDS)[number];

/** The edit fields a request sets that its sender may not change. */
export function forbiddenEditFields(body: RideUpdateBody, mayEditDangerous: boolean): string[] {
  if (mayEditDangerous) return [];
  return [...DANGEROUS_FIELDS, ...OTHER_EDIT_FIELDS].filter((field) => body[field] !== undefined);
}

export const dangerousFieldsMessage = (fields: readonly string[]) =>
  `You do not have permission to change ${fields.join(', ')}`;

/** Who a ride is with now, in the words of the stale-request answer. */
export interface RideState {
  id: number;
  status: RideStatus;
  driver: { id: number; firstName: string; lastName: string } | null;
}

export function describeRideState(ride: RideState): string {
  const label = RIDE_STATUS_LABELS[ride.status];
  if (!ride.driver) return label;
  return `${label} to ${ride.driver.firstName} ${ride.driver.lastName} (#${ride.driver.id})`;
}

export const staleRideMessage = (ride: RideState) =>
  `Ride ${ride.id} was changed meanwhile: it is now ${describeRideState(ride)}.`;

/**
 * Whether the caller saw the ride as it is. Compared to the millisecond, the precision the API shows;
 * the server keeps every ride's updated_at on whole milliseconds and strictly increasing.
 */
export function isSameVersion(seen: string, current: Date): boolean {
  const parsed = Date.parse(seen);
  return Number.isFinite(parsed) && parsed === current.getTime();
}

/** A GeoJSON polygon's rings, [lon, lat]; the first is the outline, the others holes. */
export interface ZoneShape {
  id: number;
  minLat: number;
  minLon: number;
  maxLat: number;
  maxLon: number;
  polygon: { coordinates: [number, number][][] };
}

/** Ray casting: crossings of a ray going east from the point. */
function isInRing(lon: number, lat: number, ring: readonly [number, number][]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as [number, number];
    const [xj, yj] = ring[j] as [number, number];
    if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

export function isInPolygon(lon: number, lat: number, rings: readonly (readonly [number, number][])[]) {
  const [outline, ...holes] = rings;
  if (!outline || !isInRing(lon, lat, outline)) return false;
  return !holes.some((hole) => isInRing(lon, lat, hole));
}

/** The first zone whose polygon holds the point; the bounding box spares most polygon tests. */
export function zoneContaining(lat: number, lon: number, zones: readonly ZoneShape[]): number | null {
  for (const zone of zones) {
    if (lat < zone.minLat || lat > zone.maxLat || lon < zone.minLon || lon > zone.maxLon) continue;
    if (isInPolygon(lon, lat, zone.polygon.coordinates)) return zone.id;
  }
  return null;
}
