import type { EXCLUSION_REASONS, RoutingRun, UNSERVED_REASONS } from '@fleetdesk/contract';

/** Readable words for why a run left a ride unserved or a driver out (the solver's and the run's codes). */

export const UNSERVED_REASON_TEXT: Readonly<Record<(typeof UNSERVED_REASONS)[number], string>> = {
  invalid_input: 'The ride’s data cannot be planned (times or places)',
  window_impossible: 'No car can reach the pickup in its time window',
  ride_time_impossible: 'The trip cannot be made within its time limits',
  no_vehicle_with_features: 'No available car has the features it needs (wheelchair, stretcher)',
  no_vehicle_with_capacity: 'No available car has enough seats',
  outside_every_shift: 'Outside every driver’s shift',
  no_room_in_plan: 'No room left in any route',
  route_unproductive: 'Only fitted a route below the scenario’s per-hour minimums',
  no_scenario: 'No scenario covers a car that could take it',
};

export const EXCLUSION_REASON_TEXT: Readonly<Record<(typeof EXCLUSION_REASONS)[number], string>> = {
  driver_documents: 'Required driver documents missing or expired',
  car_registration_expired: 'Car registration expired',
  car_insurance_expired: 'Car insurance expired',
  car_documents: 'Required car documents missing or expired',
  no_car: 'No active car',
};

export type Unserved = RoutingRun['unserved'][number];
export type Excluded = RoutingRun['excluded'][number];

/** "5 of 6": the rides a plan serves out of those it was given. */
export const servedOf = (served: number, rides: number) => `${served} of ${rides}`;
