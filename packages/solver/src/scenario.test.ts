import { describe, expect, it } from 'vitest';
import { checkScenarioSolution, solveScenarios } from './scenario';
import { lineMatrix, request, vehicle } from './testing/lineFixture';
import type { ScenarioInput, SolverInput } from './types';

const input = (): SolverInput => ({
  dimensions: ['seats', 'wheelchairs'],
  matrix: lineMatrix(),
  requests: [
    // The sedans' shift starts at 20, too late for x 10 by 15 unless it may start 20 minutes early.
    request({ id: 'early', pickup: { location: 1, earliest: 0, latest: 15, serviceMinutes: 0 } }),
    request({ id: 'wheelchair', load: [0, 1], requiredFeatures: ['wheelchair'] }),
  ],
  vehicles: [
    vehicle({ id: 'sedan', carType: 'sedan', features: [], capacity: [3, 0], shiftStart: 20 }),
    vehicle({ id: 'van', carType: 'van', shiftStart: 20 }),
  ],
});

describe('solveScenarios', () => {
  it('runs scenarios by priority and items by priority until every ride is placed', () => {
    const scenarios: ScenarioInput[] = [
      { title: 'Vans', carType: 'van', priority: 1, items: [{ title: 'strict', minutesStartEarly: 0 }] },
      {
        title: 'Sedans',
        carType: 'sedan',
        priority: 2,
        maxTries: 2,
        items: [
          { title: 'strict', priority: 2, minutesStartEarly: 0 },
          { title: 'relaxed', priority: 1, minutesStartEarly: 20 },
          { title: 'never tried', priority: 0, minutesStartEarly: 60 },
        ],
      },
    ];
    const result = solveScenarios(input(), scenarios, { timeLimitMs: 3_000, maxIterations: 300, seed: 1 });
    expect(checkScenarioSolution(input(), scenarios, result).violations).toEqual([]);
    expect(result.unserved).toEqual([]);
    const routes = result.routes.map((route) => [route.vehicleId, route.scenarioTitle, route.scenarioItem]);
    expect(routes).toEqual([
      ['sedan', 'Sedans', 1],
      ['van', 'Vans', 0],
    ]);
  });

  it('keeps the reason of a ride no scenario could place', () => {
    const scenarios: ScenarioInput[] = [{ title: 'Sedans', carType: 'sedan', maxTries: 1, items: [{}] }];
    const result = solveScenarios(input(), scenarios, { timeLimitMs: 3_000, maxIterations: 100, seed: 1 });
    expect(result.unserved.map((entry) => [entry.requestId, entry.reason])).toEqual([
      ['early', 'outside_every_shift'],
      ['wheelchair', 'no_vehicle_with_features'],
    ]);
  });

  it('gives a vehicle one route: a later scenario of its car type plans only the vehicles left free', () => {
    const scenarios: ScenarioInput[] = [
      { title: 'Wheelchair', carType: 'van', priority: 2, items: [{ minutesStartEarly: 0 }] },
      // Would place the early ride on the same van if it were offered again.
      { title: 'Standard', carType: 'van', priority: 1, items: [{ minutesStartEarly: 20 }] },
    ];
    const vans = { ...input(), vehicles: input().vehicles.filter((v) => v.carType === 'van') };
    const result = solveScenarios(vans, scenarios, { timeLimitMs: 3_000, maxIterations: 100, seed: 1 });
    expect(checkScenarioSolution(vans, scenarios, result).violations).toEqual([]);
    expect(result.routes.map((route) => [route.vehicleId, route.scenarioTitle])).toEqual([
      ['van', 'Wheelchair'],
    ]);
    expect(result.unserved.map((entry) => entry.requestId)).toEqual(['early']);
  });
});
