import type { TravelMatrix, VehicleInput } from '../types';

/** Straight-line matrix over planar points; travel time is distance over speed (benchmark convention). */
export function euclideanMatrix(points: readonly (readonly [number, number])[], speed = 1): TravelMatrix {
  const size = points.length;
  const distances = new Float64Array(size * size);
  const durations = new Float64Array(size * size);
  points.forEach(([x1, y1], a) => {
    points.forEach(([x2, y2], b) => {
      const length = Math.hypot(x1 - x2, y1 - y2);
      distances[a * size + b] = length;
      durations[a * size + b] = length / speed;
    });
  });
  return { size, distances, durations, metric: true };
}

/** Whitespace-separated numeric rows of a benchmark file, blank lines dropped. */
export function parseRows(text: string): number[][] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line) => line.split(/\s+/).map(Number));
}

/** The identical vehicles of a benchmark: all based at the depot (location 0), one shift, one capacity. */
export function depotFleet(
  count: number,
  shift: { start: number; end: number },
  capacity: number,
  maxDurationMinutes?: number,
): VehicleInput[] {
  return Array.from({ length: count }, (_, v) => ({
    id: `vehicle-${v + 1}`,
    startLocation: 0,
    endLocation: 0,
    shiftStart: shift.start,
    shiftEnd: shift.end,
    capacity: [capacity],
    ...(maxDurationMinutes === undefined ? {} : { maxDurationMinutes }),
  }));
}
