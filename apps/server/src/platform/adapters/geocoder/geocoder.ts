import type { PlaceSuggestion } from '@fleetdesk/contract';

/** Address search for the ride forms: a query in, suggestions with coordinates out, best first. */
export interface Geocoder {
  search(query: string, limit: number): Promise<PlaceSuggestion[]>;
}
