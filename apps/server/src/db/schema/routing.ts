import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { stateCheck, stateCode, ts } from './columns';
import { cars, drivers } from './fleet';
import { carTypes, companies, fleets, zones } from './reference';
import { rides } from './rides';

/**
 * Spec 3 §3 "Scenario": the rules one routing run follows for one car type in one routing state.
 * `has_changed` is set by every edit and cleared by a run, so the screen knows a plan is stale.
 */
export const routingScenarios = pgTable(
  'routing_scenarios',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    state: stateCode(),
    carTypeId: integer('car_type_id')
      .notNull()
      .references(() => carTypes.id),
    title: text().notNull(),
    priority: integer().notNull().default(0),
    maxTries: integer('max_tries').notNull().default(1),
    tries: integer().notNull().default(0),
    breakBetweenRides: integer('break_between_rides').notNull().default(0),
    status: text().$type<'pending' | 'processing' | 'finished'>().notNull().default('pending'),
    processedRoutes: integer('processed_routes').notNull().default(0),
    totalRoutes: integer('total_routes').notNull().default(0),
    hasChanged: boolean('has_changed').notNull().default(true),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    stateCheck('routing_scenarios_state_check', t.state),
    check('routing_scenarios_title_check', sql`char_length(${t.title}) between 1 and 14`),
    check('routing_scenarios_status_check', sql`${t.status} in ('pending', 'processing', 'finished')`),
    check('routing_scenarios_tries_check', sql`${t.maxTries} between 1 and 100 and ${t.tries} >= 0`),
    check('routing_scenarios_break_check', sql`${t.breakBetweenRides} between 0 and 1440`),
    check(
      'routing_scenarios_routes_check',
      sql`${t.processedRoutes} >= 0 and ${t.totalRoutes} >= 0 and ${t.processedRoutes} <= ${t.totalRoutes}`,
    ),
    index('routing_scenarios_state_idx').on(t.state, t.carTypeId),
  ],
);

/** Spec 3 §3 "Item": one rule set of a scenario; minutes and per-hour minimums (docs/decisions.md 17). */
export const routingScenarioItems = pgTable(
  'routing_scenario_items',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    scenarioId: integer('scenario_id')
      .notNull()
      .references(() => routingScenarios.id, { onDelete: 'cascade' }),
    title: text().notNull().default(''),
    minutesStartEarly: integer('minutes_start_early').notNull().default(0),
    minutesFinishLate: integer('minutes_finish_late').notNull().default(0),
    breakBetweenRides: integer('break_between_rides').notNull().default(0),
    validationRidesPerHour: doublePrecision('validation_rides_per_hour').notNull().default(0),
    /** Miles of paid ride distance per hour of shift. */
    validationDistancePerHour: doublePrecision('validation_distance_per_hour').notNull().default(0),
    validationAmountPerHourCents: integer('validation_amount_per_hour_cents').notNull().default(0),
    priority: integer().notNull().default(0),
  },
  (t) => [
    check(
      'routing_scenario_items_minutes_check',
      sql`${t.minutesStartEarly} between 0 and 1440 and ${t.minutesFinishLate} between 0 and 1440 and ${t.breakBetweenRides} between 0 and 1440`,
    ),
    check(
      'routing_scenario_items_validation_check',
      sql`${t.validationRidesPerHour} >= 0 and ${t.validationDistancePerHour} >= 0 and ${t.validationAmountPerHourCents} >= 0`,
    ),
    index('routing_scenario_items_scenario_idx').on(t.scenarioId),
  ],
);

/**
 * Spec 3 §3 "Route": a driver's shift on one New York service day in one routing state. `deleted`
 * is kept for the audit trail and never listed; totals are written by sync-metrics and routing runs.
 */
export const routingRoutes = pgTable(
  'routing_routes',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    state: stateCode(),
    serviceDate: date('service_date').notNull(),
    type: text().$type<'manual' | 'auto'>().notNull().default('manual'),
    status: text().$type<'pending' | 'processing' | 'finished' | 'deleted'>().notNull().default('pending'),
    driverId: integer('driver_id')
      .notNull()
      .references(() => drivers.id),
    carId: integer('car_id').references(() => cars.id),
    fleetId: integer('fleet_id').references(() => fleets.id),
    scenarioId: integer('scenario_id').references(() => routingScenarios.id, { onDelete: 'set null' }),
    fromDatetime: ts('from_datetime').notNull(),
    toDatetime: ts('to_datetime').notNull(),
    capacity: integer().notNull().default(4),
    ridesCount: integer('rides_count').notNull().default(0),
    totalAmountCents: integer('total_amount_cents').notNull().default(0),
    distance: doublePrecision().notNull().default(0),
    /** Minutes of driving through the waypoints. */
    duration: integer().notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    stateCheck('routing_routes_state_check', t.state),
    check('routing_routes_type_check', sql`${t.type} in ('manual', 'auto')`),
    check(
      'routing_routes_status_check',
      sql`${t.status} in ('pending', 'processing', 'finished', 'deleted')`,
    ),
    check('routing_routes_times_check', sql`${t.toDatetime} > ${t.fromDatetime}`),
    check('routing_routes_capacity_check', sql`${t.capacity} between 1 and 15`),
    check(
      'routing_routes_totals_check',
      sql`${t.ridesCount} >= 0 and ${t.totalAmountCents} >= 0 and ${t.distance} >= 0 and ${t.duration} >= 0`,
    ),
    index('routing_routes_day_idx').on(t.state, t.serviceDate, t.id).where(sql`${t.status} <> 'deleted'`),
    index('routing_routes_driver_idx').on(t.driverId, t.fromDatetime),
    index('routing_routes_fleet_idx').on(t.fleetId, t.fromDatetime),
  ],
);

/** Where a route's driver may start (spec 3 §2 "start zones"). */
export const routingRouteStartZones = pgTable(
  'routing_route_start_zones',
  {
    routeId: integer('route_id')
      .notNull()
      .references(() => routingRoutes.id, { onDelete: 'cascade' }),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => zones.id),
  },
  (t) => [primaryKey({ columns: [t.routeId, t.zoneId] })],
);

/** The companies whose rides a route takes (spec 3 §2 "companies filter"); none = every company. */
export const routingRouteCompanies = pgTable(
  'routing_route_companies',
  {
    routeId: integer('route_id')
      .notNull()
      .references(() => routingRoutes.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
  },
  (t) => [primaryKey({ columns: [t.routeId, t.companyId] })],
);

/** The rides a route holds: a ride is on one route at most. */
export const routingRouteRides = pgTable(
  'routing_route_rides',
  {
    routeId: integer('route_id')
      .notNull()
      .references(() => routingRoutes.id, { onDelete: 'cascade' }),
    rideId: bigint('ride_id', { mode: 'number' })
      .notNull()
      .references(() => rides.id),
    position: integer().notNull(),
    /** The ride as the run that routed it saw it: apply skips a ride changed since. */
    routedStatus: text('routed_status'),
    routedUpdatedAt: ts('routed_updated_at'),
  },
  (t) => [
    primaryKey({ columns: [t.routeId, t.rideId] }),
    uniqueIndex('routing_route_rides_ride_unique').on(t.rideId),
  ],
);

/** Spec 3 §3 "Waypoint": a stop of a route in driving order, with the encoded path that reaches it. */
export const routingWaypoints = pgTable(
  'routing_waypoints',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    routeId: integer('route_id')
      .notNull()
      .references(() => routingRoutes.id, { onDelete: 'cascade' }),
    rideId: bigint('ride_id', { mode: 'number' }).references(() => rides.id),
    position: integer().notNull(),
    type: text().$type<'start' | 'pickup' | 'dropoff' | 'end'>().notNull(),
    lat: doublePrecision().notNull(),
    lon: doublePrecision().notNull(),
    /** When the plan reaches the stop. */
    at: ts('at').notNull(),
    /** When the ride needs it: the pickup time, or the appointment at a dropoff. */
    requiredAt: ts('required_at'),
    /** Google encoded polyline of the leg from the previous stop. */
    route: text(),
  },
  (t) => [
    check('routing_waypoints_type_check', sql`${t.type} in ('start', 'pickup', 'dropoff', 'end')`),
    check(
      'routing_waypoints_ride_check',
      sql`(${t.type} in ('pickup', 'dropoff')) = (${t.rideId} is not null)`,
    ),
    check('routing_waypoints_coords_check', sql`abs(${t.lat}) <= 90 and abs(${t.lon}) <= 180`),
    uniqueIndex('routing_waypoints_position_unique').on(t.routeId, t.position),
    index('routing_waypoints_ride_idx').on(t.rideId),
  ],
);
