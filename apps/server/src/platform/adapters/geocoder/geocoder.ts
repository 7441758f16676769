import type { PlaceSuggestion } from '@fleetdesk/contract';

/**
 * Address search for the ride forms: a query in, suggestions with coordinates out, best first.
 * `companyIds` is the caller's company reach (null: every company): addresses known from rides are
 * suggested only from the rides of those companies.
 */
export interface Geocoder {
  search(query: string, limit: number, companyIds: readonly number[] | null): Promise<PlaceSuggestion[]>;
}
