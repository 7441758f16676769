import type { RequestInput, SolverInput, SolverResult, VehicleInput } from '../types';

/** Places on a line at x = 0, 10, 20, 30: travel time and distance are |x1 − x2|. */
export const LINE_POINTS = [0, 10, 20, 30];

export function lineMatrix(points: readonly number[] = LINE_POINTS): SolverInput['matrix'] {
  const size = points.length;
  const values = points.flatMap((a) => points.map((b) => Math.abs(a - b)));
  return { size, durations: values, distances: values };
}

export const request = (overrides: Partial<RequestInput> & Pick<RequestInput, 'id'>): RequestInput => ({
  pickup: { location: 1, earliest: 0, latest: 100, serviceMinutes: 1 },
  dropoff: { location: 2, earliest: 0, latest: 100, serviceMinutes: 1 },
  load: [1, 0],
  ...overrides,
});

export const vehicle = (overrides: Partial<VehicleInput> & Pick<VehicleInput, 'id'>): VehicleInput => ({
  startLocation: 0,
  endLocation: 0,
  shiftStart: 0,
  shiftEnd: 200,
  capacity: [2, 1],
  features: ['wheelchair'],
  ...overrides,
});

/** Ride A (x 10 → 20, one seat) then ride B (x 20 → 30, one wheelchair place) on one van. */
export function twoRideInput(): SolverInput {
  return {
    dimensions: ['seats', 'wheelchairs'],
    matrix: lineMatrix(),
    requests: [
      request({ id: 'A' }),
      request({
        id: 'B',
        pickup: { location: 2, earliest: 0, latest: 100, serviceMinutes: 1 },
        dropoff: { location: 3, earliest: 0, latest: 100, serviceMinutes: 1 },
        load: [0, 1],
        requiredFeatures: ['wheelchair'],
      }),
    ],
    vehicles: [vehicle({ id: 'van' })],
  };
}

/** A hand-made feasible plan of `twoRideInput`: 0 → A up → A down → B up → B down → 0. */
export function twoRidePlan(): SolverResult {
  return {
    routes: [
      {
        vehicleId: 'van',
        distance: 60,
        durationMinutes: 64,
        stops: [
          { kind: 'start', location: 0, arrival: 0, serviceStart: 0, departure: 0, load: [0, 0] },
          {
            kind: 'pickup',
            requestId: 'A',
            location: 1,
            arrival: 10,
            serviceStart: 10,
            departure: 11,
            load: [1, 0],
          },
          {
            kind: 'dropoff',
            requestId: 'A',
            location: 2,
            arrival: 21,
            serviceStart: 21,
            departure: 22,
            load: [0, 0],
          },
          {
            kind: 'pickup',
            requestId: 'B',
            location: 2,
            arrival: 22,
            serviceStart: 22,
            departure: 23,
            load: [0, 1],
          },
          {
            kind: 'dropoff',
            requestId: 'B',
            location: 3,
            arrival: 33,
            serviceStart: 33,
            departure: 34,
            load: [0, 0],
          },
          { kind: 'end', location: 0, arrival: 64, serviceStart: 64, departure: 64, load: [0, 0] },
        ],
      },
    ],
    unserved: [],
    served: 2,
    vehicles: 1,
    distance: 60,
    fixedCost: 0,
    iterations: 0,
    elapsedMs: 0,
  };
}
