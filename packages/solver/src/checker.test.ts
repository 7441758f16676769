import { describe, expect, it } from 'vitest';
import { checkSolution, type ViolationKind } from './checker';
import { twoRideInput, twoRidePlan } from './testing/lineFixture';
import type { PlannedRoute, PlannedStop, SolverInput, SolverResult } from './types';

const routeOf = (plan: SolverResult): PlannedRoute => plan.routes[0] as PlannedRoute;
const stopAt = (plan: SolverResult, index: number): PlannedStop => routeOf(plan).stops[index] as PlannedStop;

function kindsAfter(change: (input: SolverInput, plan: SolverResult) => void): ViolationKind[] {
  const input = twoRideInput();
  const plan = twoRidePlan();
  change(input, plan);
  return checkSolution(input, plan).violations.map((violation) => violation.kind);
}

describe('checkSolution', () => {
  it('accepts a feasible hand-made plan', () => {
    expect(checkSolution(twoRideInput(), twoRidePlan())).toEqual({ ok: true, violations: [] });
  });

  const cases: [ViolationKind, (input: SolverInput, plan: SolverResult) => void][] = [
    ['unknown_vehicle', (_, plan) => Object.assign(routeOf(plan), { vehicleId: 'ghost' })],
    ['vehicle_used_twice', (_, plan) => plan.routes.push(structuredClone(routeOf(plan)))],
    ['route_endpoints', (input) => Object.assign(input.vehicles[0] ?? {}, { startLocation: 3 })],
    [
      'unknown_request',
      (_, plan) => plan.unserved.push({ requestId: 'ghost', reason: 'no_room_in_plan', detail: '' }),
    ],
    [
      'request_twice',
      (_, plan) => plan.unserved.push({ requestId: 'A', reason: 'no_room_in_plan', detail: '' }),
    ],
    [
      'request_missing',
      (input) => input.requests.push({ ...structuredClone(input.requests[0]), id: 'C' } as never),
    ],
    ['request_split', (_, plan) => routeOf(plan).stops.splice(4, 1)],
    ['dropoff_before_pickup', (_, plan) => Object.assign(stopAt(plan, 1), { kind: 'dropoff' })],
    ['wrong_location', (input) => Object.assign(input.requests[0]?.pickup ?? {}, { location: 3 })],
    ['travel_time', (_, plan) => Object.assign(stopAt(plan, 1), { arrival: 5, serviceStart: 5 })],
    ['service_time', (_, plan) => Object.assign(stopAt(plan, 1), { departure: 10 })],
    ['time_window', (input) => Object.assign(input.requests[0]?.dropoff ?? {}, { latest: 15 })],
    ['shift', (input) => Object.assign(input.vehicles[0] ?? {}, { shiftEnd: 50 })],
    ['duration', (input) => Object.assign(input.vehicles[0] ?? {}, { maxDurationMinutes: 30 })],
    ['capacity', (input) => Object.assign(input.vehicles[0] ?? {}, { capacity: [0, 1] })],
    ['load_report', (_, plan) => Object.assign(stopAt(plan, 1), { load: [2, 0] })],
    ['ride_time', (input) => Object.assign(input.requests[0] ?? {}, { maxRideMinutes: 5 })],
    ['features', (input) => Object.assign(input.vehicles[0] ?? {}, { features: [] })],
    ['distance_report', (_, plan) => Object.assign(routeOf(plan), { distance: 61 })],
    ['validation', (input) => Object.assign(input, { rules: { validationRidesPerHour: 10 } })],
    ['summary', (_, plan) => Object.assign(plan, { served: 3 })],
    [
      'empty_route',
      (_, plan) => {
        const stops = routeOf(plan).stops;
        routeOf(plan).stops = [stops[0] as PlannedStop, { ...(stops[5] as PlannedStop), arrival: 0 }];
        Object.assign(routeOf(plan), { distance: 0 });
        plan.unserved.push(
          { requestId: 'A', reason: 'no_room_in_plan', detail: '' },
          { requestId: 'B', reason: 'no_room_in_plan', detail: '' },
        );
        Object.assign(plan, { served: 0, distance: 0 });
      },
    ],
  ];

  it.each(cases)('reports %s', (kind, change) => {
    expect(kindsAfter(change)).toContain(kind);
  });

  it('reports a rider who must travel alone sharing the vehicle', () => {
    const kinds = kindsAfter((input, plan) => {
      Object.assign(input.requests[0] ?? {}, { allowPooling: false });
      // Board B (at x 20) before A gets off there: both are on board between the two stops.
      const stops = routeOf(plan).stops;
      const [aDown, bUp] = [stops[2] as PlannedStop, stops[3] as PlannedStop];
      stops[2] = { ...bUp, arrival: 21, serviceStart: 21, departure: 22, load: [1, 1] };
      stops[3] = { ...aDown, arrival: 22, serviceStart: 22, departure: 23, load: [0, 1] };
    });
    expect(kinds).toEqual(['pooling']);
  });
});
