import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkSolution } from './checker';
import { parseLiLim } from './formats/liLim';
import type { PlannedRoute, PlannedStop, SolverInput, SolverResult } from './types';

// A published plan (see benchmarks/README.md): the 13-vehicle best-known plan of LR1_2_9, one fewer
// vehicle than the solver finds there in 30 s. It must pass our checker, so the solver's 14 is not an
// artefact of how we read the instance or the rules.
const read = (path: string): string => readFileSync(fileURLToPath(new URL(path, import.meta.url)), 'utf8');
const BEST_KNOWN = { vehicles: 13, distance: 5050.75 };

/** `Route k : id id …` lines (instance node ids) as a plan, each stop served as early as its window allows. */
function planFromText(input: SolverInput, text: string): SolverResult {
  const stopAt = new Map<
    number,
    Pick<PlannedStop, 'kind' | 'requestId'> & { earliest: number; service: number; load: number }
  >();
  for (const request of input.requests) {
    const load = request.load[0] ?? 0;
    for (const [kind, stop, sign] of [
      ['pickup', request.pickup, 1],
      ['dropoff', request.dropoff, -1],
    ] as const) {
      stopAt.set(stop.location, {
        kind,
        requestId: request.id,
        earliest: stop.earliest,
        service: stop.serviceMinutes,
        load: sign * load,
      });
    }
  }
  const { size, durations, distances } = input.matrix;
  const lines = text.split('\n').filter((line) => line.startsWith('Route'));
  const routes = lines.map((line, index): PlannedRoute => {
    const vehicle = input.vehicles[index];
    if (!vehicle) throw new Error('more routes than vehicles');
    const places = (line.split(':')[1] ?? '').trim().split(/\s+/).map(Number);
    const stops: PlannedStop[] = [
      {
        kind: 'start',
        location: 0,
        arrival: vehicle.shiftStart,
        serviceStart: vehicle.shiftStart,
        departure: vehicle.shiftStart,
        load: [0],
      },
    ];
    let distance = 0;
    for (const location of [...places, 0]) {
      const previous = stops[stops.length - 1] as PlannedStop;
      const arc = previous.location * size + location;
      distance += distances[arc] ?? Number.NaN;
      const arrival = previous.departure + (durations[arc] ?? Number.NaN);
      const stop = stopAt.get(location);
      if (!stop) {
        stops.push({ kind: 'end', location, arrival, serviceStart: arrival, departure: arrival, load: [0] });
        continue;
      }
      const serviceStart = Math.max(arrival, stop.earliest);
      stops.push({
        kind: stop.kind,
        requestId: stop.requestId,
        location,
        arrival,
        serviceStart,
        departure: serviceStart + stop.service,
        load: [(previous.load[0] ?? 0) + stop.load],
      });
    }
    const last = stops[stops.length - 1] as PlannedStop;
    return { vehicleId: vehicle.id, stops, distance, durationMinutes: last.arrival - vehicle.shiftStart };
  });
  const distance = routes.reduce((sum, route) => sum + route.distance, 0);
  const served = routes.reduce((sum, route) => sum + (route.stops.length - 2) / 2, 0);
  return {
    routes,
    unserved: [],
    served,
    vehicles: routes.length,
    distance,
    fixedCost: 0,
    iterations: 0,
    elapsedMs: 0,
  };
}

function loadPublished(): { input: SolverInput; plan: SolverResult } {
  const input = parseLiLim(read('../benchmarks/li-lim/200/LR1_2_9.txt'));
  return { input, plan: planFromText(input, read('../benchmarks/li-lim/solutions/LR1_2_9.txt')) };
}

describe('the published best-known plan of Li & Lim LR1_2_9', () => {
  it('passes the checker with 13 vehicles and the published distance', () => {
    const { input, plan } = loadPublished();
    expect(checkSolution(input, plan).violations).toEqual([]);
    expect(plan.served).toBe(input.requests.length);
    expect(plan.vehicles).toBe(BEST_KNOWN.vehicles);
    expect(plan.distance).toBeCloseTo(BEST_KNOWN.distance, 2);
  });

  it('fails the checker once one pickup window closes a minute before the plan reaches it', () => {
    const { input, plan } = loadPublished();
    const firstPickup = plan.routes[0]?.stops[1] as PlannedStop;
    const request = input.requests.find((candidate) => candidate.id === firstPickup.requestId);
    if (!request) throw new Error('the first stop names no request');
    request.pickup.latest = firstPickup.serviceStart - 1;
    expect(checkSolution(input, plan).violations.map((violation) => violation.kind)).toContain('time_window');
  });
});
