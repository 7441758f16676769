import { z } from 'zod';

/** Where a suggested address comes from: a known address (rides, facilities), a ZIP centroid, or the geocoder. */
export const PlaceSource = z.enum(['known', 'zip', 'geocoder']);
export type PlaceSource = z.infer<typeof PlaceSource>;

/** One address suggestion of the places autocomplete, with the coordinates a ride needs. */
export const PlaceSuggestion = z.object({
  address: z.string(),
  lat: z.number(),
  lon: z.number(),
  source: PlaceSource,
});
export type PlaceSuggestion = z.infer<typeof PlaceSuggestion>;
