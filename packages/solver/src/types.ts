/**
 * Public model of the solver. Everything here is plain data (no classes, no functions except the
 * progress callback) so that an input can be posted to a worker thread as is.
 *
 * Times are minutes on any common clock (e.g. minutes since midnight of the service day); travel
 * durations come from the caller's matrix in the same unit. Distances use the caller's unit.
 */

/** Travel between locations, row-major: `durations[from * size + to]`. */
export interface TravelMatrix {
  size: number;
  durations: ArrayLike<number>;
  distances: ArrayLike<number>;
  /**
   * The distances keep the triangle inequality (straight-line matrices do), so insertion may stop
   * early. When absent it is checked on matrices of up to 500 places. A wrong `true` costs plan
   * quality, never feasibility.
   */
  metric?: boolean;
}

/** One end of a ride: where, when service may start, and how long it takes. */
export interface StopInput {
  location: number;
  earliest: number;
  latest: number;
  serviceMinutes: number;
}

export interface RequestInput {
  id: string;
  pickup: StopInput;
  dropoff: StopInput;
  /** Load by dimension, in the order of `SolverInput.dimensions` (e.g. seats, wheelchair places). */
  load: number[];
  /** Longest allowed time between leaving the pickup and starting service at the dropoff. */
  maxRideMinutes?: number;
  /** Features every vehicle serving this request must have (e.g. 'wheelchair', 'stretcher'). */
  requiredFeatures?: string[];
  /** false = the rider travels alone (no pooled ride while on board). Default true. */
  allowPooling?: boolean;
  /** Higher is served first when not every request fits; ties between equal served counts only. */
  priority?: number;
  /** Revenue of the ride, for the amount-per-hour validation. Default 0. */
  amount?: number;
  /** Paid distance of the ride, for the distance-per-hour validation. Default: matrix pickup → dropoff. */
  paidDistance?: number;
}

export interface VehicleInput {
  id: string;
  startLocation: number;
  endLocation: number;
  shiftStart: number;
  shiftEnd: number;
  /** Capacity by dimension, same order as `SolverInput.dimensions`. */
  capacity: number[];
  features?: string[];
  /** Cost of using this vehicle at all (a paid shift); ranks plans with equal vehicle counts. */
  fixedCost?: number;
  /** Longest shift from leaving the start to reaching the end. */
  maxDurationMinutes?: number;
  /** Car type, matched against a scenario's `carType` by `solveScenarios`. */
  carType?: string;
}

/** The rules of one scenario item (spec 3, Scenario item), applied to every vehicle of a solve. */
export interface RoutingRules {
  /** The shift may start this many minutes before `shiftStart`. */
  minutesStartEarly?: number;
  /** The shift may end this many minutes after `shiftEnd`. */
  minutesFinishLate?: number;
  /** Minutes the driver is held after each dropoff before driving on. */
  breakBetweenRides?: number;
  /** A route is kept only if it carries at least this many rides per hour of shift. */
  validationRidesPerHour?: number;
  /** ... and at least this much paid ride distance per hour of shift. */
  validationDistancePerHour?: number;
  /** ... and at least this much ride amount per hour of shift. */
  validationAmountPerHour?: number;
}

export interface SolverInput {
  /** Names of the load dimensions, e.g. ['seats', 'wheelchairs']. */
  dimensions: string[];
  matrix: TravelMatrix;
  requests: RequestInput[];
  vehicles: VehicleInput[];
  rules?: RoutingRules;
  /**
   * 'vehicles-then-distance' (default): serve most, then fewest vehicles, then shortest travel.
   * 'distance': serve most, then shortest travel on any number of the given vehicles (the DARP
   * literature's objective, used to compare with published values).
   */
  objective?: 'vehicles-then-distance' | 'distance';
}

export interface SolverProgress {
  phase: 'construction' | 'fleet' | 'distance' | 'done';
  elapsedMs: number;
  iterations: number;
  served: number;
  vehicles: number;
  distance: number;
}

export interface SolverOptions {
  seed?: number;
  /** Hard limit of the search, in milliseconds of `clock`. */
  timeLimitMs: number;
  /**
   * The clock the time limit is measured on, in milliseconds (only differences count). Default: wall
   * clock (`performance.now`). A benchmark on a shared machine may pass its process's CPU time so other
   * work does not eat the budget; progress and result times are then on that clock too.
   */
  clock?: () => number;
  /**
   * Iteration budget. When given, the search schedule depends on iterations only, so the same seed
   * gives the same plan on any machine (as long as the time limit is not reached first).
   */
  maxIterations?: number;
  onProgress?: (progress: SolverProgress) => void;
  /** Milliseconds between progress reports. Default 500. */
  progressIntervalMs?: number;
}

export type StopKind = 'start' | 'pickup' | 'dropoff' | 'end';

export interface PlannedStop {
  kind: StopKind;
  /** Set on pickups and dropoffs. */
  requestId?: string;
  location: number;
  arrival: number;
  serviceStart: number;
  departure: number;
  /** Load on board after this stop, by dimension. */
  load: number[];
}

export interface PlannedRoute {
  vehicleId: string;
  /** Set by `solveScenarios`: the scenario whose rules built this route ... */
  scenarioTitle?: string;
  /** ... and the index of the item (in `items`) whose rules it follows. */
  scenarioItem?: number;
  stops: PlannedStop[];
  distance: number;
  durationMinutes: number;
}

export type UnservedReason =
  | 'invalid_input'
  | 'window_impossible'
  | 'ride_time_impossible'
  | 'no_vehicle_with_features'
  | 'no_vehicle_with_capacity'
  | 'outside_every_shift'
  | 'route_unproductive'
  | 'no_room_in_plan';

export interface UnservedRequest {
  requestId: string;
  reason: UnservedReason;
  detail: string;
}

export interface SolverResult {
  routes: PlannedRoute[];
  unserved: UnservedRequest[];
  served: number;
  vehicles: number;
  distance: number;
  fixedCost: number;
  iterations: number;
  elapsedMs: number;
}

/** A scenario item (spec 3): one set of rules, tried in priority order. */
export interface ScenarioItemInput extends RoutingRules {
  title?: string;
  /** Higher runs first. Default 0. */
  priority?: number;
}

/** A scenario (spec 3): the rules for one car type, tried item by item up to `maxTries` times. */
export interface ScenarioInput {
  title: string;
  /** Vehicles with this car type; all vehicles when absent. */
  carType?: string;
  /** Higher runs first and takes its rides before the others. Default 0. */
  priority?: number;
  /** How many items to try at most. Default: all items. */
  maxTries?: number;
  /** Break between rides for items that do not set their own. */
  breakBetweenRides?: number;
  items: ScenarioItemInput[];
}
