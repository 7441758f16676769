import type { RequestInput, SolverInput } from '../types';
import { depotFleet, euclideanMatrix, parseRows } from './euclidean';

/**
 * Cordeau–Laporte DARP text: `K 2n T Q L` (vehicles, nodes, longest route, capacity, longest ride),
 * then `id x y service load earliest latest`; node 0 is the depot, i and n + i a pickup and its dropoff.
 */
export function parseCordeauLaporte(text: string): SolverInput {
  const [header, ...rows] = parseRows(text);
  const [vehicleCount = 0, nodeCount = 0, maxDuration = 0, capacity = 0, maxRide = 0] = header ?? [];
  const depot = rows[0];
  if (!depot) throw new Error('DARP file without a depot line');
  const half = nodeCount / 2;
  const points = rows.map((row) => [row[1] as number, row[2] as number] as const);
  const stopOf = (index: number): RequestInput['pickup'] => {
    const row = rows[index];
    if (!row) throw new Error(`DARP file lacks node ${index}`);
    return {
      location: index,
      serviceMinutes: row[3] as number,
      earliest: row[5] as number,
      latest: row[6] as number,
    };
  };
  const requests: RequestInput[] = Array.from({ length: half }, (_, i) => ({
    id: String(i + 1),
    pickup: stopOf(i + 1),
    dropoff: stopOf(half + i + 1),
    load: [rows[i + 1]?.[4] as number],
    maxRideMinutes: maxRide,
  }));
  const vehicles = depotFleet(
    vehicleCount,
    { start: depot[5] as number, end: depot[6] as number },
    capacity,
    maxDuration,
  );
  return { dimensions: ['seats'], matrix: euclideanMatrix(points), requests, vehicles };
}
