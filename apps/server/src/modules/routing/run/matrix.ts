import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { TravelMatrix } from '@fleetdesk/solver';
import type { Router } from '../../../platform/adapters/routing';
import type { Point } from './build';
import { endPhase } from './phases';

/** Locations per side of one `/table` call (OSRM's default max-table-size is 100). */
export const TABLE_CHUNK = 50;
/**
 * Progress is reported at most this often (and after the last chunk): a day of 2 000 rides is some
 * 7 000 chunks, and a progress write per chunk took longer than the matrix itself (decision 116).
 */
export const MATRIX_PROGRESS_MS = 500;
/** Work between two turns of the event loop while the straight-line estimate fills the matrix. */
const SLICE_MS = 8;

export interface RunMatrix {
  matrix: TravelMatrix;
  /** True when any part came from the straight-line estimate (with the road factor), not OSRM. */
  fallback: boolean;
}

/**
 * An n × n matrix in shared memory: the solver thread reads it where it is instead of receiving a copy
 * (two copies of a day's 4 000 locations would be over half a gigabyte).
 */
const sharedSquare = (size: number) =>
  new Float64Array(new SharedArrayBuffer(size * size * Float64Array.BYTES_PER_ELEMENT));

/**
 * The distinct placed points (many rides start or end at the same clinic or station) and, for every
 * location, the index of its point among them (-1 for "anywhere").
 */
function distinctPoints(points: readonly Point[]) {
  const byPlace = new Map<string, number>();
  const distinct: Point[] = [];
  const pointOf = points.map((point) => {
    if (Number.isNaN(point.lat)) return -1;
    const key = `${point.lat},${point.lon}`;
    let index = byPlace.get(key);
    if (index === undefined) {
      index = distinct.length;
      byPlace.set(key, index);
      distinct.push(point);
    }
    return index;
  });
  return { distinct, pointOf };
}

/** Yields to the event loop once SLICE_MS of work has gone by since the last turn. */
function slicer() {
  let sliceStart = performance.now();
  return async () => {
    if (performance.now() - sliceStart < SLICE_MS) return;
    await yieldToEventLoop();
    sliceStart = performance.now();
  };
}

/**
 * The plan's travel matrix in minutes and miles from the router's `/table` over the distinct places,
 * in chunks of TABLE_CHUNK × TABLE_CHUNK. Location 0 ("anywhere", NaN coordinates) is 0 to and from
 * everything. The straight-line router answers without I/O, so the work yields to the event loop every
 * SLICE_MS: the API keeps answering while a large matrix fills.
 */
export async function travelMatrix(
  router: Router,
  points: readonly Point[],
  onChunk?: (done: number, total: number) => void | Promise<void>,
): Promise<RunMatrix> {
  const started = performance.now();
  const { distinct, pointOf } = distinctPoints(points);
  const places = distinct.length;
  const minutes = new Float64Array(places * places);
  const miles = new Float64Array(places * places);
  const chunks: number[][] = [];
  for (let i = 0; i < places; i += TABLE_CHUNK)
    chunks.push(Array.from({ length: Math.min(TABLE_CHUNK, places - i) }, (_, k) => i + k));
  const total = chunks.length * chunks.length;
  const pause = slicer();
  let fallback = false;
  let done = 0;
  let reported = performance.now();
  for (const sources of chunks) {
    for (const targets of chunks) {
      const table = await router.table(
        sources.map((i) => distinct[i] as Point),
        targets.map((j) => distinct[j] as Point),
      );
      fallback ||= table.is_manual_fallback_used;
      // Indexed loops: this runs for every pair of places, millions of times on a full day.
      for (let a = 0; a < sources.length; a++) {
        const seconds = table.durations_s[a] ?? [];
        const row = table.distances_miles[a] ?? [];
        const offset = (sources[a] as number) * places;
        for (let b = 0; b < targets.length; b++) {
          const to = targets[b] as number;
          minutes[offset + to] = (seconds[b] ?? 0) / 60;
          miles[offset + to] = row[b] ?? 0;
        }
      }
      done++;
      const now = performance.now();
      if (done === total || now - reported >= MATRIX_PROGRESS_MS) {
        reported = now;
        await onChunk?.(done, total);
      }
      await pause();
    }
  }
  const size = points.length;
  const durations = sharedSquare(size);
  const distances = sharedSquare(size);
  const placeOf = Int32Array.from(pointOf);
  for (let from = 0; from < size; from++) {
    const a = placeOf[from] as number;
    if (a < 0) continue;
    const row = from * size;
    const placeRow = a * places;
    for (let to = 0; to < size; to++) {
      const b = placeOf[to] as number;
      if (b < 0) continue;
      durations[row + to] = minutes[placeRow + b] as number;
      distances[row + to] = miles[placeRow + b] as number;
    }
    await pause();
  }
  endPhase('matrix', started, { locations: size, places });
  return { matrix: { size, durations, distances }, fallback };
}
