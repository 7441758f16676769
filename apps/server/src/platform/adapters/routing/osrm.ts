import { z } from 'zod';
import type { Logger } from '../../module';
import type { LatLon, Router } from './router';

const METERS_PER_MILE = 1609.344;

const okCode = z.literal('Ok');
const RouteAnswer = z.object({
  code: okCode,
  routes: z.array(z.object({ distance: z.number(), duration: z.number(), geometry: z.string() })).min(1),
});
const TableAnswer = z.object({
  code: okCode,
  durations: z.array(z.array(z.number().nullable())),
  distances: z.array(z.array(z.number().nullable())),
});

const coordinates = (points: readonly LatLon[]) =>
  points.map((p) => `${p.lon.toFixed(6)},${p.lat.toFixed(6)}`).join(';');

/**
 * OSRM over HTTP (`/route/v1/driving` and `/table/v1/driving`). Any failure (an error answer, an
 * unreachable server, no answer within the timeout, an unroutable pair) falls back to `fallback`,
 * whose answers carry `is_manual_fallback_used`.
 */
export function createOsrmRouter(options: {
  url: string;
  timeoutMs: number;
  fallback: Router;
  log?: Logger;
}): Router {
  const base = options.url.replace(/\/+$/, '');
  const get = async (path: string): Promise<unknown> => {
    const response = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(options.timeoutMs) });
    if (!response.ok) throw new Error(`OSRM answered ${response.status}`);
    return response.json();
  };
  const warn = (what: string, error: unknown) =>
    options.log?.warn(`routing: OSRM ${what} failed, using the straight-line estimate: ${String(error)}`);

  return {
    async route(points) {
      if (points.length < 2) return options.fallback.route(points);
      try {
        const answer = RouteAnswer.parse(
          await get(`/route/v1/driving/${coordinates(points)}?overview=full&geometries=polyline`),
        );
        const [route] = answer.routes as [z.infer<typeof RouteAnswer>['routes'][number]];
        return {
          distance_miles: route.distance / METERS_PER_MILE,
          duration_s: Math.round(route.duration),
          polyline: route.geometry,
          is_manual_fallback_used: false,
        };
      } catch (error) {
        warn('route', error);
        return options.fallback.route(points);
      }
    },
    async table(sources, destinations) {
      if (sources.length === 0 || destinations.length === 0)
        return options.fallback.table(sources, destinations);
      const all = [...sources, ...destinations];
      const sourceIdx = sources.map((_, i) => i).join(';');
      const destinationIdx = destinations.map((_, i) => i + sources.length).join(';');
      try {
        const answer = TableAnswer.parse(
          await get(
            `/table/v1/driving/${coordinates(all)}?sources=${sourceIdx}&destinations=${destinationIdx}&annotations=duration,distance`,
          ),
        );
        const cells = answer.durations.flat().concat(answer.distances.flat());
        if (cells.some((v) => v === null)) throw new Error('OSRM found no road between some points');
        return {
          durations_s: answer.durations.map((row) => row.map((v) => Math.round(v as number))),
          distances_miles: answer.distances.map((row) => row.map((v) => (v as number) / METERS_PER_MILE)),
          is_manual_fallback_used: false,
        };
      } catch (error) {
        warn('table', error);
        return options.fallback.table(sources, destinations);
      }
    },
  };
}
