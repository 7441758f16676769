import { z } from 'zod';

/** Spec 3 §4: a route and a scenario are pending, processing (a run holds them) or finished. */
export const ROUTE_STATUSES = ['pending', 'processing', 'finished'] as const;
export type RouteStatus = (typeof ROUTE_STATUSES)[number];
export const SCENARIO_STATUSES = ROUTE_STATUSES;
/** manual: made with CREATE; auto: made by a routing run. */
export const ROUTE_TYPES = ['manual', 'auto'] as const;
export const WAYPOINT_TYPES = ['start', 'pickup', 'dropoff', 'end'] as const;

/** Spec 3 §5, §9. */
export const SCENARIO_TITLE_MAX = 14;
export const SCENARIO_ITEM_TITLE_MAX = 50;
/** Spec 3 §9: the driver shift list (/routes) shows 25 routes a page. */
export const ROUTES_PAGE_SIZE = 25;
export const ROUTES_PAGE_MAX = 100;
/** A route's shift and a scenario's minutes stay within one day. */
export const ROUTING_MINUTES_MAX = 1440;
/** The date select of Routing Home (spec 3 §2). */
export const ROUTING_DATE_PRESETS = [
  'custom',
  'today',
  'yesterday',
  'tomorrow',
  'tomorrow_plus_one',
] as const;

/** Spec 3 §5: a new item starts at 0 minutes early and priority 0; every other rule starts off (0). */
export const SCENARIO_ITEM_DEFAULTS = {
  title: '',
  minutes_start_early: 0,
  minutes_finish_late: 0,
  break_between_rides: 0,
  validation_rides_per_hour: 0,
  validation_distance_per_hour: 0,
  validation_amount_per_hour: 0,
  priority: 0,
} as const;

/** Spec 3 §3 "Waypoint": a stop in driving order; `route` is the encoded path from the previous stop. */
export const Waypoint = z.object({
  id: z.number().int(),
  ride_id: z.number().int().nullable(),
  position: z.number().int(),
  type: z.enum(WAYPOINT_TYPES),
  lat: z.number(),
  lon: z.number(),
  at: z.string(),
  required_at: z.string().nullable(),
  route: z.string().nullable(),
});
export type Waypoint = z.infer<typeof Waypoint>;

/** Spec 3 §3 "Routing ride": a ride as a route holds it. Money in dollars, distance in miles, minutes. */
export const RoutingRide = z.object({
  id: z.number().int(),
  reference_id: z.string().nullable(),
  status: z.string(),
  company_id: z.number().int(),
  company_name: z.string(),
  pickup_at: z.string(),
  dropoff_at: z.string().nullable(),
  appointment_at: z.string().nullable(),
  duration: z.number().int(),
  distance: z.number(),
  amount: z.number(),
  /** On this route the rider shares the car with another rider for part of the trip. */
  pool: z.boolean(),
  /** The rider accepts sharing the car. */
  pooled: z.boolean(),
  ride_type_id: z.number().int(),
  ride_type: z.string(),
  pickup_zone: z.string().nullable(),
  destination_zone: z.string().nullable(),
  start_lat: z.number(),
  start_lon: z.number(),
  destination_lat: z.number(),
  destination_lon: z.number(),
  main_ride_id: z.number().int().nullable(),
});
export type RoutingRide = z.infer<typeof RoutingRide>;

/** Spec 3 §3 "Route" (a driver's shift) with its stats. */
export const Route = z.object({
  id: z.number().int(),
  state: z.string(),
  /** The New York service day, YYYY-MM-DD. */
  date: z.string(),
  driver_id: z.number().int(),
  driver_name: z.string(),
  from_datetime: z.string(),
  to_datetime: z.string(),
  status: z.enum(ROUTE_STATUSES),
  type: z.enum(ROUTE_TYPES),
  fleet_id: z.number().int().nullable(),
  fleet_name: z.string().nullable(),
  car_id: z.number().int().nullable(),
  car_reference_id: z.string().nullable(),
  car_plate_number: z.string().nullable(),
  rides_count: z.number().int(),
  total_amount: z.number(),
  scenario_id: z.number().int().nullable(),
  scenario_title: z.string().nullable(),
  capacity: z.number().int(),
  start_zone_ids: z.array(z.number().int()),
  company_ids: z.array(z.number().int()),
  stats: z.object({ duration: z.number().int(), distance: z.number(), total_amount: z.number() }),
  updated_at: z.string(),
});
export type Route = z.infer<typeof Route>;

export const RouteDetail = Route.extend({ rides: z.array(RoutingRide), waypoints: z.array(Waypoint) });
export type RouteDetail = z.infer<typeof RouteDetail>;

/** Spec 3 §3 "Item". The amount is dollars per hour of shift. */
export const ScenarioItem = z.object({
  id: z.number().int(),
  scenario_id: z.number().int(),
  title: z.string(),
  minutes_start_early: z.number().int(),
  minutes_finish_late: z.number().int(),
  break_between_rides: z.number().int(),
  validation_rides_per_hour: z.number(),
  validation_distance_per_hour: z.number(),
  validation_amount_per_hour: z.number(),
  priority: z.number().int(),
});
export type ScenarioItem = z.infer<typeof ScenarioItem>;

/** Spec 3 §3 "Scenario". */
export const Scenario = z.object({
  id: z.number().int(),
  state: z.string(),
  title: z.string(),
  priority: z.number().int(),
  max_tries: z.number().int(),
  tries: z.number().int(),
  car_type_id: z.number().int(),
  car_type: z.string(),
  break_between_rides: z.number().int(),
  status: z.enum(SCENARIO_STATUSES),
  processed_routes: z.number().int(),
  total_routes: z.number().int(),
  /** Edited since its last run. */
  has_changed: z.boolean(),
  items: z.array(ScenarioItem),
  updated_at: z.string(),
});
export type Scenario = z.infer<typeof Scenario>;

const rideCounts = {
  rides: z.number().int(),
  unprocessed_rides: z.number().int(),
  assigned_rides: z.number().int(),
  processed_rides: z.number().int(),
};

/** Spec 3 §3 "Routing stats" of one New York day and routing state (definitions: docs/decisions.md). */
export const RoutingStats = z.object({
  date: z.string(),
  state: z.string(),
  hourly_stats: z.array(z.object({ hour: z.number().int(), ...rideCounts })),
  ...rideCounts,
  routes: z.number().int(),
  routed_routes: z.number().int(),
  standing_orders: z.number().int(),
  average_rides: z.number(),
  pending_jobs: z.number().int(),
  pooled_rides: z.number().int(),
  pooled_processed_rides: z.number().int(),
  rides_by_type: z.array(
    z.object({ ride_type_id: z.number().int(), ride_type: z.string(), rides: z.number().int() }),
  ),
});
export type RoutingStats = z.infer<typeof RoutingStats>;

/**
 * `app_action` types of routing writes (realtime.ts), so every open routing page follows: a route's
 * `{ route_id, state, date, status }`, a day's `{ state, date }`, a scenario's `{ scenario_id, state }`.
 */
export const ROUTING_ACTIONS = {
  routeChanged: 'routing.route_changed',
  dayChanged: 'routing.day_changed',
  scenarioChanged: 'routing.scenario_changed',
  settingsChanged: 'routing.settings_changed',
  /** A routing run's progress or end: `{ run: RoutingRun }` (staff only). */
  runProgress: 'routing.run_progress',
} as const;

/** A routing run (ROUTE or a route's Route): queued, running in the job, then finished or failed. */
export const ROUTING_RUN_STATUSES = ['queued', 'running', 'finished', 'failed'] as const;
/** Where the travel times came from: OSRM `/table`, or the straight line with a road factor. */
export const TRAVEL_SOURCES = ['osrm', 'straight_line'] as const;
/** Why a driver (with the car) was left out of a run: documents are hard constraints (issue 12 point 7). */
export const EXCLUSION_REASONS = [
  'driver_documents',
  'car_registration_expired',
  'car_insurance_expired',
  /** Another required car document (the TLC vehicle licence, say) missing or not valid on the date. */
  'car_documents',
  'no_car',
] as const;
/** The solver's reasons (packages/solver README) for a ride no route took. */
export const UNSERVED_REASONS = [
  'invalid_input',
  'window_impossible',
  'ride_time_impossible',
  'no_vehicle_with_features',
  'no_vehicle_with_capacity',
  'outside_every_shift',
  'no_room_in_plan',
  'route_unproductive',
  'no_scenario',
] as const;

/** route: ROUTE or a route's Route; compare: a comparison of two plans (decision 117), writing no route. */
export const ROUTING_RUN_KINDS = ['route', 'compare'] as const;

export const RoutingUnserved = z.object({ ride_id: z.number().int(), reason: z.enum(UNSERVED_REASONS) });
export type RoutingUnserved = z.infer<typeof RoutingUnserved>;

export const RoutingRun = z.object({
  id: z.number().int(),
  kind: z.enum(ROUTING_RUN_KINDS),
  state: z.string(),
  date: z.string(),
  /** The route a route's Route run plans; null for ROUTE (all). */
  route_id: z.number().int().nullable(),
  status: z.enum(ROUTING_RUN_STATUSES),
  /** 0–100. */
  progress: z.number(),
  travel_source: z.enum(TRAVEL_SOURCES).nullable(),
  fleet_ids: z.array(z.number().int()),
  company_ids: z.array(z.number().int()),
  rides: z.number().int(),
  served: z.number().int(),
  routes_created: z.number().int(),
  unserved: z.array(RoutingUnserved),
  excluded: z.array(
    z.object({
      driver_id: z.number().int(),
      driver_name: z.string(),
      car_id: z.number().int().nullable(),
      reason: z.enum(EXCLUSION_REASONS),
    }),
  ),
  error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type RoutingRun = z.infer<typeof RoutingRun>;

/** A ride apply left as it was, and why (it changed since it was routed, or could not be assigned). */
export const ApplySkip = z.object({
  ride_id: z.number().int(),
  route_id: z.number().int(),
  reason: z.string(),
});
export type ApplySkip = z.infer<typeof ApplySkip>;

export const COMPARISON_SIDES = ['a', 'b'] as const;
export type ComparisonSide = (typeof COMPARISON_SIDES)[number];
/** open: neither plan used yet; used: one plan's routes were saved; discarded: both set aside. */
export const COMPARISON_OUTCOMES = ['open', 'used', 'discarded'] as const;

/**
 * One plan of a comparison: the rules it followed and what it achieves on the day's rides. Distance in
 * miles, duration in minutes of the routes, cost = driver pay of the rides it serves, revenue = their price.
 */
export const RoutingPlan = z.object({
  side: z.enum(COMPARISON_SIDES),
  label: z.string(),
  /** null: the state's scenarios, as ROUTE runs them. */
  scenario_id: z.number().int().nullable(),
  /** null: every rule set (item) of the scenario. */
  item_id: z.number().int().nullable(),
  vehicles: z.number().int(),
  served: z.number().int(),
  unserved: z.array(RoutingUnserved),
  distance: z.number(),
  duration: z.number().int(),
  /** Pickups that begin after the booked time, and by how many minutes in all. */
  late_pickups: z.number().int(),
  late_minutes: z.number().int(),
  cost: z.number(),
  revenue: z.number(),
  outcome: z.enum(['used', 'discarded']).nullable(),
});
export type RoutingPlan = z.infer<typeof RoutingPlan>;

/** A comparison: a run of kind compare (progress, rides, excluded drivers) with its two plans. */
export const RoutingComparison = RoutingRun.extend({
  outcome: z.enum(COMPARISON_OUTCOMES),
  plans: z.array(RoutingPlan),
});
export type RoutingComparison = z.infer<typeof RoutingComparison>;

/** A ride a used plan left unrouted, and why (it changed, another route holds it, its driver has one). */
export const PlanSkip = z.object({ ride_id: z.number().int(), reason: z.string() });
export type PlanSkip = z.infer<typeof PlanSkip>;
