import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { PlaceSuggestion } from '../entities/place';

/** Below this many characters a query would match half the city; the autocomplete waits for more. */
export const PLACES_QUERY_MIN_LENGTH = 3;
export const PLACES_DEFAULT_LIMIT = 8;
export const PLACES_MAX_LIMIT = 20;
export const PLACES_QUERY_TOO_SHORT = `Type at least ${PLACES_QUERY_MIN_LENGTH} characters to search addresses`;

export const autocomplete = defineEndpoint({
  method: 'GET',
  path: '/places/autocomplete',
  summary:
    'Address suggestions with coordinates for the ride forms (spec 1 §7: places autocomplete and geocoding)',
  tag: 'places',
  auth: 'user',
  permission: null,
  fleet: false,
  query: z.object({
    q: z
      .string({ error: PLACES_QUERY_TOO_SHORT })
      .trim()
      .min(PLACES_QUERY_MIN_LENGTH, PLACES_QUERY_TOO_SHORT)
      .max(200, 'Must be at most 200 characters!'),
    limit: z.coerce.number().int().min(1).max(PLACES_MAX_LIMIT).default(PLACES_DEFAULT_LIMIT),
  }),
  response: z.object({ places: z.array(PlaceSuggestion) }),
});
