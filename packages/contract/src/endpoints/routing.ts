import { z } from 'zod';
import { isCompanyState } from '../companyState';
import { DEFAULT_FLEET_ID } from '../constants';
import { defineEndpoint } from '../endpoint';
import { ApplySkip, Route, RouteDetail, RoutingRun, RoutingStats, TRAVEL_SOURCES } from '../entities/routing';
import { MESSAGES } from '../messages';
import { idField } from '../validation/common';

/**
 * Spec 3 §7 "Routing". Every call carries the company-state header, which picks the routing state
 * (default NY); without view.routing a staff user is refused. Fleet users reach none of them.
 */

/** A required value's message for missing input, another for a wrong one. */
const requiredOr = (wrong: string) => (issue: { input: unknown }) =>
  issue.input === undefined || issue.input === null || issue.input === '' ? MESSAGES.required : wrong;

/** A New York calendar day, YYYY-MM-DD (spec 3 §5: 'Required'). */
export const routingDate = z.iso.date({ error: requiredOr('Invalid date') });
const routingDateTime = z.iso.datetime({ offset: true, error: requiredOr(MESSAGES.invalidDate) });
export const requiredId = z
  .number({ error: requiredOr('Must be an id') })
  .int()
  .positive()
  .max(2_147_483_647);
/** An id that may be left out: its checks fall back to the type's words ('Must be an id'). */
const optionalId = z.coerce.number({ error: 'Must be an id' }).int().positive().max(2_147_483_647);
/** A route's places: each check in its own words. */
const routeCapacity = z
  .number({ error: 'Must be a number' })
  .int('Must be a whole number')
  .min(1, 'Must be at least 1')
  .max(15, 'Must be at most 15');

export const STATE_UNKNOWN = 'Must be a US state code, like NY';
export const ROUTE_TIMES_ORDER = 'Until must be after from';
export const ROUTE_SHIFT_MAX_HOURS = 24;
export const ROUTE_SHIFT_TOO_LONG = `A route lasts at most ${ROUTE_SHIFT_MAX_HOURS} hours`;

const routeParams = z.object({ id: idField });
/** `new` creates (the CREATE button); a number saves that route. */
const newOrId = z.object({ id: z.union([z.literal('new'), idField]) });
export const routingAccess = {
  tag: 'routing',
  auth: 'user',
  permission: 'view.routing',
  fleet: false,
} as const;
export const done = z.object({ message: z.string() });

export const getStates = defineEndpoint({
  ...routingAccess,
  method: 'GET',
  path: '/routing/states',
  summary: 'The states the operator routes in (those with zones, and NY, the default)',
  response: z.object({
    states: z.array(z.object({ code: z.string(), name: z.string(), zones_count: z.number().int() })),
    default_state: z.string(),
  }),
});

export const getZones = defineEndpoint({
  ...routingAccess,
  method: 'GET',
  path: '/routing/zones',
  summary: "A state's zones with their polygons (the route map); without `state`, the header's",
  query: z.object({ state: z.string().refine(isCompanyState, STATE_UNKNOWN).optional() }),
  response: z.object({
    zones: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        short_name: z.string().nullable(),
        state: z.string(),
        polygon: z.object({ type: z.literal('Polygon'), coordinates: z.array(z.array(z.array(z.number()))) }),
      }),
    ),
  }),
});

export const listRoutes = defineEndpoint({
  ...routingAccess,
  method: 'GET',
  path: '/routing/routes',
  summary: 'The routes of a day in the routing state (the Routes accordion), by start time, and its last run',
  query: z.object({ date: routingDate }),
  /** `run`: the day's latest routing run (progress, unserved rides, excluded drivers), or null. */
  response: z.object({ routes: z.array(Route), run: RoutingRun.nullable() }),
});

export const getRoute = defineEndpoint({
  ...routingAccess,
  method: 'GET',
  path: '/routing/routes/{id}',
  summary: 'One route with its rides and waypoints (route detail)',
  params: routeParams,
  response: z.object({ route: RouteDetail }),
});

/**
 * Create (id `new`) or update a route: driver, car, times, start zones, scenario and companies.
 * `updated_at` as the editor saw it refuses a save over someone else's.
 */
export const routeBody = z
  .object({
    driver_id: requiredId,
    car_id: optionalId.nullable().optional(),
    from_datetime: routingDateTime,
    to_datetime: routingDateTime,
    start_zone_ids: z.array(idField).max(200).nullish(),
    company_ids: z.array(idField).max(1000).nullish(),
    scenario_id: idField.nullable().optional(),
    capacity: routeCapacity.optional(),
    updated_at: z.iso.datetime({ offset: true }).optional(),
  })
  .superRefine((body, ctx) => {
    const span = Date.parse(body.to_datetime) - Date.parse(body.from_datetime);
    if (span <= 0) ctx.addIssue({ code: 'custom', path: ['to_datetime'], message: ROUTE_TIMES_ORDER });
    else if (span > ROUTE_SHIFT_MAX_HOURS * 3_600_000)
      ctx.addIssue({ code: 'custom', path: ['to_datetime'], message: ROUTE_SHIFT_TOO_LONG });
  });
export type RouteBody = z.output<typeof routeBody>;

export const saveRoute = defineEndpoint({
  ...routingAccess,
  method: 'POST',
  path: '/routing/routes/{id}',
  summary: "Create (id 'new') or update a route",
  params: newOrId,
  body: routeBody,
  response: z.object({ route: RouteDetail, message: z.string() }),
});

export const deleteRoute = defineEndpoint({
  ...routingAccess,
  method: 'POST',
  path: '/routing/routes/{id}/delete',
  summary: 'Delete a route (status deleted); its rides are free to be routed again',
  params: routeParams,
  response: done,
});

export const clearRoute = defineEndpoint({
  ...routingAccess,
  method: 'POST',
  path: '/routing/routes/{id}/clear',
  summary: 'Clear a route: back to pending, without rides or waypoints',
  params: routeParams,
  response: z.object({ route: RouteDetail, message: z.string() }),
});

export const clearRouteRide = defineEndpoint({
  ...routingAccess,
  method: 'POST',
  path: '/routing/routes/{id}/rides/{rideId}/clear',
  summary: 'Take one ride (and its stops) off a route',
  params: z.object({ id: idField, rideId: idField }),
  response: z.object({ route: RouteDetail, message: z.string() }),
});

const dayBody = z.object({ date: routingDate });

export const resetRoutes = defineEndpoint({
  ...routingAccess,
  method: 'POST',
  path: '/routing/routes/reset',
  summary: 'Clear every route of the day in the routing state',
  body: dayBody,
  response: z.object({ cleared: z.number().int(), message: z.string() }),
});

export const resyncZones = defineEndpoint({
  ...routingAccess,
  method: 'POST',
  path: '/routing/rides/resync-zones',
  summary: "Recompute the pickup and destination zones of the day's rides in the state (and unzoned ones)",
  body: dayBody,
  response: z.object({ checked: z.number().int(), updated: z.number().int(), message: z.string() }),
});

export const syncMetrics = defineEndpoint({
  ...routingAccess,
  method: 'POST',
  path: '/routing/rides/sync-metrics',
  summary: "Recompute the totals of the day's routes (or one route) from their rides and stops",
  body: dayBody.extend({ route_id: idField.optional() }),
  response: z.object({ synced: z.number().int(), message: z.string() }),
});

const RoutingSettings = z.object({ state: z.string(), auto_routing_enabled: z.boolean() });

export const getRoutingSettings = defineEndpoint({
  ...routingAccess,
  method: 'GET',
  path: '/routing/settings',
  summary: "The routing state's settings",
  response: z.object({ settings: RoutingSettings }),
});

export const setAutoRouting = defineEndpoint({
  ...routingAccess,
  method: 'POST',
  path: '/routing/settings/auto-routing',
  summary: 'Turn auto routing of the routing state on or off (spec 3 §4: after a confirm)',
  body: z.object({ auto_routing_enabled: z.boolean({ error: MESSAGES.required }) }),
  response: z.object({ settings: RoutingSettings, message: z.string() }),
});

export const getRoutingStats = defineEndpoint({
  ...routingAccess,
  method: 'GET',
  path: '/routing/stats',
  summary: 'Stats of a day in the routing state: hourly, rides, routes, pool, rides by type',
  query: z.object({ date: routingDate }),
  response: z.object({ stats: RoutingStats }),
});

/** Spec 3 §8 toasts of the optimiser calls. */
export const ROUTED_RIDES = 'Great! You have routed rides';
export const ROUTED_ROUTE = 'Great! You have routed route!';
export const APPLIED_ROUTE = 'Great! You have apply route!';
export const APPLIED_ALL = 'Great! You have apply all routes';

const idList = z.array(idField).max(1000).nullish();
/**
 * The fleets a run plans the drivers of: fleet ids, and 0 ({@link DEFAULT_FLEET_ID}) for the main fleet,
 * whose drivers belong to no fleet (the drivers list's fleet filter reads 0 the same way).
 */
export const runFleetIds = z
  .array(z.union([idField, z.literal(DEFAULT_FLEET_ID)]))
  .max(1000)
  .nullish();
const runStarted = z.object({ run: RoutingRun, message: z.string() });

/**
 * ROUTE: queue a run over the day's rides in the routing state (none given = the available drivers of
 * every fleet and of the main fleet, every company). A run of the same day and state still in flight
 * refuses another (409).
 */
export const routeAll = defineEndpoint({
  ...routingAccess,
  method: 'POST',
  path: '/routing/routes/route',
  summary: "Route the day's rides of the routing state (a job; progress comes over the realtime channel)",
  body: dayBody.extend({ fleet_ids: runFleetIds, company_ids: idList }),
  response: runStarted,
});

/** A route's Route: plan that route's driver over the day's rides no route holds (of those companies). */
export const routeOne = defineEndpoint({
  ...routingAccess,
  method: 'POST',
  path: '/routing/routes/{id}/route',
  summary: "Route one route: its driver and shift over the day's unrouted rides (a job)",
  params: routeParams,
  body: z.object({ routing_service: z.enum(TRAVEL_SOURCES).optional(), company_ids: idList }),
  response: runStarted,
});

const applied = {
  assigned: z.number().int(),
  skipped: z.array(ApplySkip),
  message: z.string(),
};

export const applyRoute = defineEndpoint({
  ...routingAccess,
  method: 'POST',
  path: '/routing/routes/{id}/apply',
  summary: "Assign a finished route's rides to its driver (as a dispatcher would); changed rides are skipped",
  params: routeParams,
  response: z.object({ route: RouteDetail, ...applied }),
});

export const applyAll = defineEndpoint({
  ...routingAccess,
  method: 'POST',
  path: '/routing/routes/apply',
  summary: 'Apply every finished route of the day in the routing state',
  body: dayBody,
  response: z.object({ routes: z.number().int(), ...applied }),
});
