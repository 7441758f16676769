import { describe, expect, it } from 'vitest';
import { Budget } from './budget';
import { createContext } from './context';
import { placeByEjection } from './ejection';
import { compileProblem } from './problem';
import { recreateGreedy } from './recreate';
import { screenRequests } from './screening';
import { Solution } from './solution';
import { lineMatrix, request, vehicle } from './testing/lineFixture';
import type { RequestInput, SolverInput } from './types';

/** A ride picked up at minute 30 exactly, at `location` on the line, dropped at x = 20 by minute 60. */
const atMinute30 = (id: string, location: number, overrides: Partial<RequestInput> = {}): RequestInput =>
  request({
    id,
    pickup: { location, earliest: 30, latest: 30, serviceMinutes: 0 },
    dropoff: { location: 2, earliest: 0, latest: 60, serviceMinutes: 0 },
    ...overrides,
  });

/**
 * Two rides at the same minute at x = 10 and x = 30: no vehicle serves both. Only the van takes a
 * wheelchair, so the wheelchair ride fits only where the seated ride is, and the car is free.
 */
function sameMinuteInput(): SolverInput {
  return {
    dimensions: ['seats', 'wheelchairs'],
    matrix: lineMatrix(),
    requests: [
      atMinute30('seated', 1),
      atMinute30('wheelchair', 3, { load: [0, 1], requiredFeatures: ['wheelchair'] }),
    ],
    vehicles: [vehicle({ id: 'van' }), vehicle({ id: 'car', capacity: [1, 0], features: [] })],
  };
}

describe('placing a left-out request by ejection', () => {
  const problem = compileProblem(sameMinuteInput());
  const context = createContext(problem, 1, new Budget(1_000, undefined), () => {});
  screenRequests(problem, context.scheduler);
  const seatedOnTheVan = (): Solution => {
    const plan = Solution.empty(problem, [1]);
    plan.insert(problem, 0, 0, 0, 0);
    return plan;
  };

  it('moves the seated ride to the car and gives its place on the van to the wheelchair ride', () => {
    const plain = seatedOnTheVan();
    recreateGreedy(context, plain, 0);
    expect(plain.unassigned).toEqual([1]);

    const plan = placeByEjection(context, seatedOnTheVan(), 8);
    expect(plan.unassigned).toEqual([]);
    expect(plan.routeOf[1]).toBe(0);
    expect(plan.routeOf[0]).toBe(1);
  });

  it('leaves the plan as it was when no swap places the request', () => {
    const start = seatedOnTheVan();
    start.enabled[1] = 0;
    const plan = placeByEjection(context, start, 8);
    expect(plan).toBe(start);
    expect(plan.unassigned).toEqual([1]);
    expect(plan.routeOf[0]).toBe(0);
  });

  it('never swaps a request into a route whose vehicle lacks its features', () => {
    // The car (one seat, no stretcher) holds the seated ride; the stretcher van holds a ride at the
    // same minute elsewhere, so the stretcher ride is left out. Swapping it for the seated ride
    // would fit every seat and minute, and put a stretcher on the car.
    const input = sameMinuteInput();
    input.requests = [
      atMinute30('seated', 1),
      atMinute30('stretcher', 3, { requiredFeatures: ['stretcher'] }),
      atMinute30('on the van', 1),
    ];
    input.vehicles = [
      vehicle({ id: 'stretcher van', features: ['stretcher'] }),
      vehicle({ id: 'car', capacity: [1, 0], features: [] }),
    ];
    const mixed = compileProblem(input);
    const mixedContext = createContext(mixed, 1, new Budget(1_000, undefined), () => {});
    screenRequests(mixed, mixedContext.scheduler);
    const start = Solution.empty(mixed, [1]);
    start.insert(mixed, 2, 0, 0, 0);
    start.insert(mixed, 0, 1, 0, 0);

    const plan = placeByEjection(mixedContext, start, 8);
    expect(plan.unassigned).toEqual([1]);
    expect(plan.routeOf[0]).toBe(1);
    expect(plan.routeOf[2]).toBe(0);
  });
});
