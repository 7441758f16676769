import { z } from 'zod';
import { MIN_AHEAD_MAX } from '../constants';
import { defineEndpoint } from '../endpoint';
import {
  HIDING_STATUSES,
  MarketplaceHidingSetting,
  PendingRidesStats,
  SurgeDriverStats,
  SurgeGroup,
  SurgeRide,
  SurgeZone,
} from '../entities/surge';
import { MESSAGES } from '../messages';
import { idField } from '../validation/common';
import { minAheadProblem } from '../validation/minAhead';

/** Spec 3 §7 "Surge and marketplace": every call needs surge.view; fleet users reach none. */
const surgeAccess = { tag: 'surge', auth: 'user', permission: 'surge.view', fleet: false } as const;

export const getSurgeZones = defineEndpoint({
  ...surgeAccess,
  method: 'GET',
  path: '/surge_zones',
  summary:
    "The active surge group's zones with their open marketplace rides, the driver stats and the groups",
  response: z.object({
    zones: z.array(SurgeZone),
    stats: SurgeDriverStats,
    surge_groups: z.array(SurgeGroup),
  }),
});

export const activateSurgeGroup = defineEndpoint({
  ...surgeAccess,
  method: 'POST',
  path: '/surge_zones/groups/{id}/activate',
  summary: 'Make this surge group the one active group; answers its zones',
  params: z.object({ id: idField }),
  response: z.object({ zones: z.array(SurgeZone), surge_groups: z.array(SurgeGroup) }),
});

export const listPendingRides = defineEndpoint({
  ...surgeAccess,
  method: 'GET',
  path: '/rides/pending_rides',
  summary: 'Open marketplace rides (pending, no driver) of today and tomorrow in New York, by pickup time',
  response: z.object({ rides: z.array(SurgeRide) }),
});

export const pendingRidesStats = defineEndpoint({
  ...surgeAccess,
  method: 'GET',
  path: '/rides/pending_rides/stats',
  summary:
    'The surge panels over today: trips per zone, boosts, revives and assignments per agent, pax confirmed',
  response: PendingRidesStats,
});

export const changePendingRidePrice = defineEndpoint({
  ...surgeAccess,
  method: 'POST',
  path: '/rides/pending_rides/change-price',
  summary: "Plus $1 / Minus $1: moves an open marketplace ride's driver net and surge amount by one dollar",
  body: z.object({ ride_id: idField, type: z.enum(['increase', 'decrease']) }),
  response: z.object({ ride: SurgeRide, message: z.string() }),
});

export const getHideMarketplaceTrips = defineEndpoint({
  ...surgeAccess,
  method: 'GET',
  path: '/surge_zones/settings/hide_marketplace_trips',
  summary:
    'Hide Marketplace Rides: one setting per marketplace company and zone (inactive, 0 when never set)',
  response: z.object({ settings: z.array(MarketplaceHidingSetting) }),
});

/** The update body: min_ahead sent as 0 when the field is empty (spec 3 §5). */
export const HideMarketplaceBody = z
  .object({
    company_id: idField,
    zone_ids: z.array(idField).min(1, MESSAGES.required).max(500),
    // minAheadProblem's bound and words (the row's); abort: the check below would say it again.
    min_ahead: z.number().max(MIN_AHEAD_MAX, { message: MESSAGES.minAheadTooLong, abort: true }),
    status: z.enum(HIDING_STATUSES),
  })
  .superRefine((body, ctx) => {
    const problem = minAheadProblem(body.min_ahead, body.status);
    if (problem) ctx.addIssue({ code: 'custom', path: ['min_ahead'], message: problem });
  });

export const saveHideMarketplaceTrips = defineEndpoint({
  ...surgeAccess,
  method: 'POST',
  path: '/surge_zones/settings/hide_marketplace_trips',
  summary: "Sets min_ahead and status for a company's zones (all the zone_ids at once)",
  body: HideMarketplaceBody,
  response: z.object({ settings: z.array(MarketplaceHidingSetting), message: z.string() }),
});
