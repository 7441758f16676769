import type { RequestInput, SolverInput } from '../types';
import { depotFleet, euclideanMatrix, parseRows } from './euclidean';

/**
 * Li & Lim PDPTW text: `K Q speed`, then `id x y demand earliest latest service pickupId deliveryId`
 * per node, node 0 being the depot. Each pickup (pickupId 0) names its delivery.
 */
export function parseLiLim(text: string): SolverInput {
  const [header, ...rows] = parseRows(text);
  const [vehicleCount = 0, capacity = 0, speed = 1] = header ?? [];
  const depot = rows[0];
  if (!depot) throw new Error('Li & Lim file without a depot line');
  const nodesById = new Map(rows.map((row) => [row[0] as number, row]));
  const points = rows.map((row) => [row[1] as number, row[2] as number] as const);
  const indexOf = new Map(rows.map((row, index) => [row[0] as number, index]));
  const requests: RequestInput[] = [];
  for (const row of rows.slice(1)) {
    const [id = 0, , , demand = 0, earliest = 0, latest = 0, service = 0, pickupId = 0, deliveryId = 0] = row;
    if (pickupId !== 0) continue;
    const delivery = nodesById.get(deliveryId);
    if (!delivery) throw new Error(`pickup ${id} names a missing delivery ${deliveryId}`);
    requests.push({
      id: `${id}-${deliveryId}`,
      pickup: { location: indexOf.get(id) ?? 0, earliest, latest, serviceMinutes: service },
      dropoff: {
        location: indexOf.get(deliveryId) ?? 0,
        earliest: delivery[4] as number,
        latest: delivery[5] as number,
        serviceMinutes: delivery[6] as number,
      },
      load: [demand],
    });
  }
  const vehicles = depotFleet(vehicleCount, { start: depot[4] as number, end: depot[5] as number }, capacity);
  // Some files carry speed 0; the set is defined with travel time = distance.
  return { dimensions: ['load'], matrix: euclideanMatrix(points, speed > 0 ? speed : 1), requests, vehicles };
}
