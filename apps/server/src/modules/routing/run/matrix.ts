import type { TravelMatrix } from '@fleetdesk/solver';
import type { Router } from '../../../platform/adapters/routing';
import type { Point } from './build';

/** Locations per side of one `/table` call (OSRM's default max-table-size is 100). */
export const TABLE_CHUNK = 50;

export interface RunMatrix {
  matrix: TravelMatrix;
  /** True when any part came from the straight-line estimate (with the road factor), not OSRM. */
  fallback: boolean;
}

/**
 * The plan's travel matrix in minutes and miles from the router's `/table`, in chunks of
 * TABLE_CHUNK × TABLE_CHUNK. Location 0 ("anywhere", NaN coordinates) is 0 to and from everything.
 */
export async function travelMatrix(
  router: Router,
  points: readonly Point[],
  onChunk?: (done: number, total: number) => void | Promise<void>,
): Promise<RunMatrix> {
  const size = points.length;
  const durations = new Float64Array(size * size);
  const distances = new Float64Array(size * size);
  const placed = points.flatMap((point, index) => (Number.isNaN(point.lat) ? [] : [index]));
  const chunks: number[][] = [];
  for (let i = 0; i < placed.length; i += TABLE_CHUNK) chunks.push(placed.slice(i, i + TABLE_CHUNK));
  let fallback = false;
  let done = 0;
  for (const sources of chunks) {
    for (const targets of chunks) {
      const table = await router.table(
        sources.map((i) => points[i] as Point),
        targets.map((j) => points[j] as Point),
      );
      fallback ||= table.is_manual_fallback_used;
      sources.forEach((from, a) => {
        targets.forEach((to, b) => {
          durations[from * size + to] = (table.durations_s[a]?.[b] ?? 0) / 60;
          distances[from * size + to] = table.distances_miles[a]?.[b] ?? 0;
        });
      });
      await onChunk?.(++done, chunks.length * chunks.length);
    }
  }
  return { matrix: { size, durations, distances }, fallback };
}
