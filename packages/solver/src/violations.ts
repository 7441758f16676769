export type ViolationKind =
  | 'unknown_vehicle'
  | 'vehicle_used_twice'
  | 'route_endpoints'
  | 'unknown_request'
  | 'request_twice'
  | 'request_missing'
  | 'request_split'
  | 'dropoff_before_pickup'
  | 'wrong_location'
  | 'travel_time'
  | 'service_time'
  | 'time_window'
  | 'shift'
  | 'duration'
  | 'capacity'
  | 'load_report'
  | 'ride_time'
  | 'features'
  | 'pooling'
  | 'distance_report'
  | 'validation'
  | 'empty_route'
  | 'summary';

export interface Violation {
  kind: ViolationKind;
  message: string;
  vehicleId?: string;
  requestId?: string;
}

export interface CheckReport {
  ok: boolean;
  violations: Violation[];
}

/** Tolerance for float sums of travel times and distances. */
export const TOLERANCE = 1e-6;
