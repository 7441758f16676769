import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { OtpByVendors } from '../entities/metrics';

export const getOtpByVendors = defineEndpoint({
  method: 'GET',
  path: '/metrics/otp-by-vendors',
  summary:
    'On-time pickup per broker (picked up within 20 minutes of schedule) and ride counts per status; ' +
    "a fleet user gets their fleet's rides only and no status counts",
  tag: 'metrics',
  auth: 'user',
  permission: null,
  fleet: true,
  query: z.object({
    /** Business day in New York, YYYY-MM-DD; defaults to today. */
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Invalid Date')
      .optional(),
  }),
  response: OtpByVendors,
});

/**
 * The map's base layer: a MapLibre style URL when the server has `MAP_STYLE_URL`, else null and the
 * web app draws its offline base layer (shipped GeoJSON).
 */
export const getMapStyle = defineEndpoint({
  method: 'GET',
  path: '/map-style',
  summary: "The maps' base style: a MapLibre style URL, or null for the offline base layer",
  tag: 'system',
  auth: 'user',
  permission: null,
  fleet: true,
  response: z.object({ style_url: z.string().nullable() }),
});

export const getVersion = defineEndpoint({
  method: 'GET',
  path: '/version',
  summary: 'The running server version; the web app reloads when it changes',
  tag: 'system',
  auth: 'public',
  permission: null,
  fleet: false,
  response: z.object({ version: z.string() }),
});
