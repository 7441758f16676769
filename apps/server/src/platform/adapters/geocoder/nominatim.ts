import { z } from 'zod';
import type { Logger } from '../../module';
import type { Geocoder } from './geocoder';

/** The part of a Nominatim `format=jsonv2` search answer we use; Pelias' Nominatim shim answers the same. */
const SearchAnswer = z.array(
  z.object({ display_name: z.string(), lat: z.coerce.number().finite(), lon: z.coerce.number().finite() }),
);

/**
 * A Nominatim-compatible geocoder over HTTP (`/search?q=&format=jsonv2&limit=&countrycodes=us`). When
 * it fails (error answer, unreachable, too slow, unreadable) the ride form still gets the embedded
 * suggestions from `fallback`.
 */
export function createNominatimGeocoder(options: {
  url: string;
  timeoutMs: number;
  fallback: Geocoder;
  log?: Logger;
}): Geocoder {
  const base = options.url.replace(/\/+$/, '');
  return {
    async search(query, limit, companyIds) {
      const params = new URLSearchParams({
        q: query,
        format: 'jsonv2',
        limit: String(limit),
        countrycodes: 'us',
      });
      try {
        const response = await fetch(`${base}/search?${params}`, {
          signal: AbortSignal.timeout(options.timeoutMs),
          headers: { accept: 'application/json', 'user-agent': 'Fleetdesk' },
        });
        if (!response.ok) throw new Error(`the geocoder answered ${response.status}`);
        const answer = SearchAnswer.parse(await response.json());
        return answer.slice(0, limit).map((hit) => ({
          address: hit.display_name,
          lat: hit.lat,
          lon: hit.lon,
          source: 'geocoder' as const,
        }));
      } catch (error) {
        options.log?.warn(`geocoder: search failed, using the embedded places: ${String(error)}`);
        return options.fallback.search(query, limit, companyIds);
      }
    },
  };
}
