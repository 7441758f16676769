import { z } from 'zod';
import { RIDES_PAGE_SIZE, RIDES_PAGING_OPTIONS } from '../constants';
import { defineEndpoint } from '../endpoint';
import { FleetMetric, GpsPoint, Note, Ride, RideDetail, RouteWaypoint } from '../entities/ride';
import { RIDE_STATUSES } from '../statuses';
import { idField, listSearch } from '../validation/common';
import { reviveBody, reviveReasonField, rideCreateBody, rideUpdateBody } from '../validation/rides';
import { rideAnswer, rideParams } from './rideShapes';

export * from './rideBrokers';

/** The items of a comma list in a query string (`1,2,3`) or of a repeated parameter, trimmed. */
export const commaParts = (v: string | string[] | undefined) =>
  (Array.isArray(v) ? v.join(',') : (v ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');

/** A comma list in a query string (`1,2,3`), or a repeated parameter, as numbers. */
export const idList = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v, ctx) => {
    const ids = commaParts(v).map(Number);
    if (ids.some((n) => !Number.isInteger(n) || n <= 0 || n > 2_147_483_647)) {
      ctx.addIssue({ code: 'custom', message: 'Must be a comma list of ids' });
      return z.NEVER;
    }
    return ids;
  });

const statusList = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v, ctx) => {
    const parts = commaParts(v);
    const known = new Set<string>(RIDE_STATUSES);
    if (parts.some((s) => !known.has(s))) {
      ctx.addIssue({ code: 'custom', message: 'Unknown ride status' });
      return z.NEVER;
    }
    return parts as (typeof RIDE_STATUSES)[number][];
  });

export const RIDE_SORTS = ['rides.pickup_at', '-rides.pickup_at', 'rides.id', '-rides.id'] as const;

export const rideSearchQuery = z.object({
  /** Name of the active quick filter (active, abstract, affiliates, pending, performance); informational. */
  filters: z.string().max(40).optional(),
  statuses: statusList,
  company_ids: idList,
  ride_types: idList,
  fleet_ids: idList,
  zones: idList,
  destination_zone_ids: idList,
  from_datetime: z.iso.datetime({ offset: true }).optional(),
  to_datetime: z.iso.datetime({ offset: true }).optional(),
  search: listSearch(500),
  favorite_rides_ids: idList,
  /** Only rides predicted late at pickup (late-risk module); works beside every other filter and tab. */
  at_risk: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    // Left out when not asked, so a next_page_url carries it only when it filters.
    .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1')),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  /**
   * Past RIDES_OFFSET_MAX rows a page is found by the last row already shown, not by skipping rows:
   * `<pickup_at>,<id>` (pickup sorts) or `<id>` (id sorts). next_page_url carries it; clients copy it.
   */
  after: z
    .string()
    .regex(/^(?:\d{4}-\d{2}-\d{2}T[\d:.]+Z,)?\d{1,18}$/, 'Must be the cursor of a next_page_url')
    .optional(),
  per_page: z.coerce
    .number()
    .int()
    .refine((n) => (RIDES_PAGING_OPTIONS as readonly number[]).includes(n), 'Unknown page size')
    .default(RIDES_PAGE_SIZE),
  sort: z.enum(RIDE_SORTS).default('rides.pickup_at'),
});
export type RideSearchQuery = z.input<typeof rideSearchQuery>;

export const listRides = defineEndpoint({
  method: 'GET',
  path: '/rides',
  summary: 'Search rides: filters, status tab, search-box language, favourites first',
  tag: 'rides',
  auth: 'user',
  permission: null,
  fleet: true,
  query: rideSearchQuery,
  response: z.object({
    rides: z.object({ data: z.array(Ride), current_page: z.number().int(), per_page: z.number().int() }),
    next_page_url: z.string().nullable(),
    /** Count per status tab key (all included); null for fleet users. */
    metrics: z.record(z.string(), z.number().int()).nullable(),
    fleets_metrics: z.array(FleetMetric),
  }),
});

export const getRide = defineEndpoint({
  method: 'GET',
  path: '/rides/{id}',
  summary: 'One ride with its event log',
  tag: 'rides',
  auth: 'user',
  permission: null,
  fleet: true,
  params: rideParams,
  response: z.object({ ride: RideDetail }),
});

export const updateRide = defineEndpoint({
  method: 'POST',
  path: '/rides/{id}',
  summary: 'Edit a ride, change its status through the actions table, assign or switch its driver',
  tag: 'rides',
  auth: 'user',
  permission: null,
  fleet: true,
  params: rideParams,
  body: rideUpdateBody,
  response: rideAnswer,
});

export const createRides = defineEndpoint({
  method: 'POST',
  path: '/rides',
  summary: 'Create a ride on each chosen date (with its return leg); one status_code per ride',
  tag: 'rides',
  auth: 'user',
  permission: null,
  fleet: false,
  body: rideCreateBody,
  response: z.object({
    rides: z.array(
      z.object({
        status_code: z.number().int(),
        date: z.string(),
        message: z.string(),
        ride: Ride.nullable(),
      }),
    ),
  }),
});

export const reviveRide = defineEndpoint({
  method: 'POST',
  path: '/rides/{id}/revive',
  summary: 'Put a ride back to pending without a driver, with a reason',
  tag: 'rides',
  auth: 'user',
  permission: null,
  fleet: true,
  params: rideParams,
  body: reviveBody,
  response: rideAnswer,
});

const bulkAnswer = z.object({
  revived: z.array(z.number().int()),
  failed: z.array(z.object({ id: z.number().int(), message: z.string() })),
  message: z.string(),
});

export const reviveMultiple = defineEndpoint({
  method: 'POST',
  path: '/rides/revive-multiple',
  summary: 'Revive several rides with one reason',
  tag: 'rides',
  auth: 'user',
  permission: null,
  fleet: false,
  body: z.object({ ride_ids: z.array(idField).min(1).max(500), reason: reviveReasonField }),
  response: bulkAnswer,
});

export const reviveAll = defineEndpoint({
  method: 'POST',
  path: '/rides/revive-all',
  summary: 'Revive every upcoming ride of a driver (assigned or accepted), with a reason',
  tag: 'rides',
  auth: 'user',
  permission: null,
  fleet: false,
  body: z.object({ entity_id: idField, entity_type: z.literal('driver'), reason: reviveReasonField }),
  response: bulkAnswer,
});

export const releaseNextDay = defineEndpoint({
  method: 'POST',
  path: '/rides/pending_rides/release-next-day',
  summary: "Open tomorrow's pending marketplace rides to drivers",
  tag: 'rides',
  auth: 'user',
  permission: 'admin_settings.release_rides',
  fleet: false,
  response: z.object({ released: z.number().int(), message: z.string() }),
});

export const rideLocation = defineEndpoint({
  method: 'GET',
  path: '/rides/{id}/location',
  summary: "The ride's driver position now (null when the ride has no driver)",
  tag: 'rides',
  auth: 'user',
  permission: null,
  fleet: true,
  params: rideParams,
  response: z.object({ location: GpsPoint.nullable() }),
});

export const drivenRoute = defineEndpoint({
  method: 'GET',
  path: '/rides/{id}/driven-route',
  summary: "The driver's GPS history during the ride",
  tag: 'rides',
  auth: 'user',
  permission: null,
  fleet: true,
  params: rideParams,
  response: z.object({ points: z.array(GpsPoint) }),
});

export const driverWaypoints = defineEndpoint({
  method: 'GET',
  path: '/rides/driver-waypoints',
  summary: "A driver's planned stops from their position, with the road polyline",
  tag: 'rides',
  auth: 'user',
  permission: null,
  fleet: true,
  query: z.object({ driver_id: idField }),
  response: z.object({
    waypoints: z.array(RouteWaypoint),
    /** Google encoded polyline (precision 5). */
    polyline: z.string(),
    is_manual_fallback_used: z.boolean(),
  }),
});

export const rideNotes = defineEndpoint({
  method: 'GET',
  path: '/rides/{id}/notes',
  summary: "A ride's notes (billing notes only with rides.view-billing-notes), optionally with webhooks",
  tag: 'rides',
  auth: 'user',
  permission: null,
  fleet: true,
  params: rideParams,
  // z.coerce.boolean would read the string 'false' as true.
  query: z.object({
    load_webhooks: z
      .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
      .default(false)
      .transform((v) => v === true || v === 'true' || v === '1'),
  }),
  response: z.object({ notes: z.array(Note) }),
});

export const openRide = defineEndpoint({
  method: 'POST',
  path: '/rides/{id}/viewers',
  summary: 'Mark the ride as open by the caller (the detail shows who is viewing)',
  tag: 'rides',
  auth: 'user',
  permission: null,
  fleet: false,
  params: rideParams,
  response: z.object({ admins: z.array(z.object({ id: z.number().int() }).passthrough()) }),
});

export const leaveRide = defineEndpoint({
  method: 'POST',
  path: '/rides/{id}/viewers/leave',
  summary: 'Mark the ride as no longer open by the caller',
  tag: 'rides',
  auth: 'user',
  permission: null,
  fleet: false,
  params: rideParams,
  response: z.object({ admins: z.array(z.object({ id: z.number().int() }).passthrough()) }),
});
