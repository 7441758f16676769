import { encodePolyline, FALLBACK_DETOUR_FACTOR, FALLBACK_SPEED_MPH } from '@fleetdesk/contract';
import { cosLatitude, haversineMiles } from '../../../db/seed/geo';
import type { LatLon, Router } from './router';

/** Road miles ≈ straight-line miles × the detour factor of New York's street grid. */
export const fallbackMiles = (a: LatLon, b: LatLon) => haversineMiles(a, b) * FALLBACK_DETOUR_FACTOR;
/** Seconds at the average city speed. */
export const fallbackSeconds = (miles: number) => Math.round((miles / FALLBACK_SPEED_MPH) * 3600);

/**
 * The embedded router, and the fallback of the road router: straight segments, haversine × detour
 * factor at an average city speed. Every answer is flagged `is_manual_fallback_used` so the map can
 * warn that the ETA is inaccurate.
 */
export function createStraightLineRouter(): Router {
  return {
    async route(points) {
      let miles = 0;
      for (let i = 1; i < points.length; i++)
        miles += fallbackMiles(points[i - 1] as LatLon, points[i] as LatLon);
      return {
        distance_miles: miles,
        duration_s: fallbackSeconds(miles),
        polyline: encodePolyline(points),
        is_manual_fallback_used: true,
      };
    },
    async table(sources, destinations) {
      // Each point's cos(latitude) once, not once per pair: a day's matrix is millions of pairs.
      const destinationCosines = destinations.map(cosLatitude);
      const distances_miles = sources.map((s) => {
        const sourceCosine = cosLatitude(s);
        return destinations.map(
          (d, j) =>
            haversineMiles(s, d, sourceCosine, destinationCosines[j] as number) * FALLBACK_DETOUR_FACTOR,
        );
      });
      return {
        distances_miles,
        durations_s: distances_miles.map((row) => row.map(fallbackSeconds)),
        is_manual_fallback_used: true,
      };
    },
  };
}
