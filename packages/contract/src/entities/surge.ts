import { z } from 'zod';

/** Money leaves the API as dollars with two decimals (the database keeps cents). */
const dollars = z.number();
const Polygon = z.object({ type: z.literal('Polygon'), coordinates: z.array(z.array(z.array(z.number()))) });

/** Spec 3 §3 surge zone: a routing zone of the active surge group with its open marketplace rides. */
export const SurgeZone = z.object({
  id: z.number().int(),
  name: z.string(),
  short_name: z.string().nullable(),
  pending_rides_count: z.number().int(),
  polygon: Polygon,
});
export type SurgeZone = z.infer<typeof SurgeZone>;

export const SURGE_GROUP_STATUSES = ['active', 'inactive'] as const;
export const SurgeGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(SURGE_GROUP_STATUSES),
});
export type SurgeGroup = z.infer<typeof SurgeGroup>;

/** The surge screen's driver stats: who is online now, and of them who drives a ride or is free. */
export const SurgeDriverStats = z.object({
  online: z.number().int(),
  busy: z.number().int(),
  available: z.number().int(),
});
export type SurgeDriverStats = z.infer<typeof SurgeDriverStats>;

/**
 * Spec 3 §3 surge ride: an open (pending, no driver) marketplace ride of today or tomorrow (New York).
 * `lateness`: whole minutes since pickup_at, 0 before it (spec 1 §9). `separation_line`: the first ride
 * of a later New York day, under which the table draws a line. `surge_amount`: what Plus $1 / Minus $1
 * added to `driver_net`. `zone_borough` carries the busy-zone rule's zone M (Manhattan).
 */
export const SurgeRide = z.object({
  id: z.number().int(),
  pickup_at: z.string(),
  vendor_pickup_at: z.string().nullable(),
  distance: z.number(),
  driver_net: dollars,
  surge_amount: dollars,
  vendor_amount: dollars.nullable(),
  ride_type: z.string(),
  zone_id: z.number().int().nullable(),
  zone_name: z.string().nullable(),
  zone_borough: z.string().nullable(),
  vip: z.boolean(),
  lateness: z.number().int(),
  separation_line: z.boolean(),
  company_id: z.number().int(),
  company_name: z.string(),
  updated_at: z.string(),
});
export type SurgeRide = z.infer<typeof SurgeRide>;

const AgentCount = z.object({ admin_id: z.number().int(), name: z.string(), count: z.number().int() });

/** The surge screen's panels, over today's New York business day. */
export const PendingRidesStats = z.object({
  trips_per_zone: z.array(z.object({ zone_name: z.string(), count: z.number().int() })),
  /** Plus $1 / Minus $1 clicks per admin, with the net dollars they added. */
  boost_per_agent: z.array(AgentCount.extend({ amount: dollars })),
  revived_per_agent: z.array(AgentCount),
  assigned_per_agent: z.array(AgentCount),
  /** Today's rides (not cancelled) whose passenger confirmed, of all of them. */
  pax_confirmed: z.object({ confirmed: z.number().int(), total: z.number().int() }),
});
export type PendingRidesStats = z.infer<typeof PendingRidesStats>;

export const HIDING_STATUSES = ['active', 'inactive'] as const;
export type HidingStatus = (typeof HIDING_STATUSES)[number];

/** Spec 3 §3 marketplace hiding setting (one company, one zone). */
export const MarketplaceHidingSetting = z.object({
  zone_id: z.number().int(),
  zone_name: z.string(),
  company_id: z.number().int(),
  company_name: z.string(),
  min_ahead: z.number().int(),
  status: z.enum(HIDING_STATUSES),
});
export type MarketplaceHidingSetting = z.infer<typeof MarketplaceHidingSetting>;
