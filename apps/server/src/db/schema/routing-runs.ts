import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { stateCheck, stateCode, ts } from './columns';
import { routingRoutes } from './routing';

/**
 * A routing run (ROUTE, or a route's Route): the job's progress and what it left out. At most one run
 * of a day and state is queued or running (the partial unique index refuses a second, without a race).
 */
export const routingRuns = pgTable(
  'routing_runs',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    state: stateCode(),
    serviceDate: date('service_date').notNull(),
    routeId: integer('route_id').references(() => routingRoutes.id, { onDelete: 'set null' }),
    /** route: ROUTE or a route's Route (writes routes); compare: two plans kept aside (decision 117). */
    kind: text().$type<'route' | 'compare'>().notNull().default('route'),
    status: text().$type<'queued' | 'running' | 'finished' | 'failed'>().notNull().default('queued'),
    progress: doublePrecision().notNull().default(0),
    travelSource: text('travel_source').$type<'osrm' | 'straight_line'>(),
    /** The travel source the caller asked for (a route's Route `routing_service`); null = configured. */
    routingService: text('routing_service').$type<'osrm' | 'straight_line'>(),
    fleetIds: integer('fleet_ids').array().notNull().default(sql`'{}'`),
    companyIds: integer('company_ids').array().notNull().default(sql`'{}'`),
    rides: integer().notNull().default(0),
    served: integer().notNull().default(0),
    routesCreated: integer('routes_created').notNull().default(0),
    unserved: jsonb().$type<{ ride_id: number; reason: string }[]>().notNull().default(sql`'[]'::jsonb`),
    excluded: jsonb()
      .$type<{ driver_id: number; driver_name: string; car_id: number | null; reason: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    error: text(),
    createdBy: integer('created_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    stateCheck('routing_runs_state_check', t.state),
    check('routing_runs_status_check', sql`${t.status} in ('queued', 'running', 'finished', 'failed')`),
    check('routing_runs_kind_check', sql`${t.kind} in ('route', 'compare')`),
    uniqueIndex('routing_runs_in_flight_unique')
      .on(t.state, t.serviceDate)
      .where(sql`${t.status} in ('queued', 'running')`),
    index('routing_runs_day_idx').on(t.state, t.serviceDate, t.id),
  ],
);

/**
 * One of a comparison run's two plans (side a or b): which scenario (and rule set) it follows, what it
 * achieves, and its routes as drafts (written as real routes only when the plan is used).
 * `scenario_id`/`item_id` carry no foreign key: a scenario deleted after the comparison leaves the
 * plan readable under its `label`.
 */
export const routingComparisonPlans = pgTable(
  'routing_comparison_plans',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    runId: integer('run_id')
      .notNull()
      .references(() => routingRuns.id, { onDelete: 'cascade' }),
    side: text().$type<'a' | 'b'>().notNull(),
    label: text().notNull(),
    /** null: the state's scenarios, as ROUTE runs them. */
    scenarioId: integer('scenario_id'),
    /** null: every rule set (item) of the scenario. */
    itemId: integer('item_id'),
    vehicles: integer().notNull().default(0),
    served: integer().notNull().default(0),
    distance: doublePrecision().notNull().default(0),
    duration: integer().notNull().default(0),
    latePickups: integer('late_pickups').notNull().default(0),
    lateMinutes: integer('late_minutes').notNull().default(0),
    costCents: bigint('cost_cents', { mode: 'number' }).notNull().default(0),
    revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull().default(0),
    unserved: jsonb().$type<{ ride_id: number; reason: string }[]>().notNull().default(sql`'[]'::jsonb`),
    routes: jsonb().$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
    /** used: its routes were saved; discarded: the other plan was used, or both were discarded. */
    outcome: text().$type<'used' | 'discarded'>(),
    decidedAt: ts('decided_at'),
    decidedBy: integer('decided_by'),
  },
  (t) => [
    check('routing_comparison_plans_side_check', sql`${t.side} in ('a', 'b')`),
    check('routing_comparison_plans_outcome_check', sql`${t.outcome} in ('used', 'discarded')`),
    uniqueIndex('routing_comparison_plans_run_side_unique').on(t.runId, t.side),
  ],
);
