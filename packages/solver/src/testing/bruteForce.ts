import type { SolverInput } from '../types';

/**
 * Shortest feasible single-vehicle tour by trying every stop order (earliest-start times, windows,
 * capacity in dimension 0). Independent of the solver, for small cases only.
 */
export function shortestTourByEnumeration(input: SolverInput): number {
  const vehicle = input.vehicles[0];
  if (!vehicle) throw new Error('needs one vehicle');
  const { size, durations, distances } = input.matrix;
  const stops = input.requests.flatMap((request) => [
    { ...request.pickup, load: request.load[0] ?? 0, request: request.id, isPickup: true },
    { ...request.dropoff, load: -(request.load[0] ?? 0), request: request.id, isPickup: false },
  ]);
  let best = Number.POSITIVE_INFINITY;
  const visit = (place: number, time: number, load: number, travelled: number, done: Set<number>): void => {
    if (done.size === stops.length) {
      const arrival = time + (durations[place * size + vehicle.endLocation] ?? 0);
      if (arrival <= vehicle.shiftEnd) {
        best = Math.min(best, travelled + (distances[place * size + vehicle.endLocation] ?? 0));
      }
      return;
    }
    stops.forEach((stop, i) => {
      if (done.has(i)) return;
      if (!stop.isPickup && !done.has(i - 1)) return;
      const start = Math.max(time + (durations[place * size + stop.location] ?? 0), stop.earliest);
      const onBoard = load + stop.load;
      if (start > stop.latest || onBoard > (vehicle.capacity[0] ?? 0)) return;
      done.add(i);
      visit(
        stop.location,
        start + stop.serviceMinutes,
        onBoard,
        travelled + (distances[place * size + stop.location] ?? 0),
        done,
      );
      done.delete(i);
    });
  };
  visit(vehicle.startLocation, vehicle.shiftStart, 0, 0, new Set());
  return best;
}
