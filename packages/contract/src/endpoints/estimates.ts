import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { DriverOnMap, PriceBreakdown, RideEstimate } from '../entities/ride';
import { idField, queryFlag } from '../validation/common';
import { estimatePriceBody, ridePriceBody } from '../validation/rides';

export const priceEstimates = defineEndpoint({
  method: 'POST',
  path: '/estimates/price',
  summary: "Price a trip for each of the company's ride types; estimates expire after 15 minutes",
  tag: 'estimates',
  auth: 'user',
  permission: null,
  fleet: false,
  body: estimatePriceBody,
  response: z.object({
    estimates: z.array(RideEstimate),
    /** Estimates of the way back when with_return was asked. */
    return_estimates: z.array(RideEstimate),
    stats: z.object({
      distance: z.number(),
      duration: z.number().int(),
      is_manual_fallback_used: z.boolean(),
    }),
    groups: z.array(z.object({ name: z.string(), ride_type_ids: z.array(z.number().int()) })),
  }),
});

export const priceRide = defineEndpoint({
  method: 'POST',
  path: '/rides/price',
  summary: 'The price breakdown of a ride to create: services per leg, days, payment amount',
  tag: 'estimates',
  auth: 'user',
  permission: null,
  fleet: false,
  body: ridePriceBody,
  response: PriceBreakdown,
});

export const nearbyDrivers = defineEndpoint({
  method: 'GET',
  path: '/estimates/eta',
  summary: 'Drivers who could take a pickup, nearest first, with their ETA',
  tag: 'estimates',
  auth: 'user',
  permission: null,
  fleet: true,
  query: z.object({
    ride_id: idField.optional(),
    ride_type_id: idField.optional(),
    lat: z.coerce.number().finite().min(-90).max(90),
    lon: z.coerce.number().finite().min(-180).max(180),
    /** Include drivers who are offline. */
    drivers_offline: queryFlag.default(false),
    /** Hide drivers with at least this many active trips (the "hide cars with 2+ trips" setting sends 2). */
    active_trips_number: z.coerce.number().int().min(1).max(50).optional(),
    /** Only drivers whose car meets the ride's needs (wav, stretcher). */
    drivers_credentials: queryFlag.default(false),
  }),
  response: z.object({
    drivers: z.array(DriverOnMap),
    /** Seconds for the nearest driver, null when none. */
    eta: z.number().int().nullable(),
    is_manual_fallback_used: z.boolean(),
  }),
});
