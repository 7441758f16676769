import { type CheckReport, checkSolution } from './checker';
import { solve } from './solve';
import type {
  RoutingRules,
  ScenarioInput,
  ScenarioItemInput,
  SolverInput,
  SolverOptions,
  SolverResult,
  UnservedRequest,
} from './types';

interface Attempt {
  scenario: ScenarioInput;
  item: ScenarioItemInput;
}

const byPriority = <T extends { priority?: number }>(items: readonly T[]): T[] =>
  items.slice().sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0));

/** The rules a scenario item applies: its own fields, the scenario's break when it sets none. */
export function rulesOfItem(scenario: ScenarioInput, item: ScenarioItemInput): RoutingRules {
  const { title: _title, priority: _priority, ...rules } = item;
  return { ...rules, breakBetweenRides: item.breakBetweenRides ?? scenario.breakBetweenRides };
}

/**
 * Runs the scenarios of spec 3 in priority order, each on the vehicles of its car type with the rides
 * the earlier scenarios left. A scenario tries its items by priority, at most `maxTries` of them, and
 * keeps the best plan (most served, then fewest vehicles, then least distance); it stops trying once
 * every ride is placed. The time limit is shared evenly between the attempts still to run.
 */
export function solveScenarios(
  input: SolverInput,
  scenarios: readonly ScenarioInput[],
  options: SolverOptions,
): SolverResult {
  const started = performance.now();
  const plan: Attempt[][] = byPriority(scenarios).map((scenario) =>
    byPriority(scenario.items)
      .slice(0, Math.max(1, scenario.maxTries ?? scenario.items.length))
      .map((item) => ({ scenario, item })),
  );
  let attemptsLeft = plan.reduce((sum, attempts) => sum + attempts.length, 0);
  let remaining = input.requests;
  const combined: SolverResult = {
    routes: [],
    unserved: [],
    served: 0,
    vehicles: 0,
    distance: 0,
    fixedCost: 0,
    iterations: 0,
    elapsedMs: 0,
  };
  let lastUnserved: UnservedRequest[] = [];

  for (const attempts of plan) {
    const scenario = attempts[0]?.scenario;
    if (!scenario) continue;
    // A vehicle an earlier scenario gave a route is that driver's shift: later scenarios of its car
    // type plan with the vehicles still free.
    const taken = new Set(combined.routes.map((route) => route.vehicleId));
    const vehicles = input.vehicles.filter(
      (vehicle) =>
        !taken.has(vehicle.id) && (scenario.carType === undefined || vehicle.carType === scenario.carType),
    );
    let best: SolverResult | undefined;
    let bestItem: ScenarioItemInput | undefined;
    for (const [index, { item }] of attempts.entries()) {
      const timeLeft = options.timeLimitMs - (performance.now() - started);
      const share: SolverOptions = { ...options, timeLimitMs: Math.max(1, timeLeft / attemptsLeft) };
      if (options.maxIterations !== undefined) {
        share.maxIterations = Math.ceil(options.maxIterations / attemptsLeft);
      }
      attemptsLeft--;
      if (vehicles.length === 0 || remaining.length === 0) continue;
      const result = solve(
        { ...input, requests: remaining, vehicles, rules: rulesOfItem(scenario, item) },
        share,
      );
      combined.iterations += result.iterations;
      if (!best || isBetter(result, best)) {
        best = result;
        bestItem = item;
      }
      if (best.unserved.length === 0) {
        // Every ride is placed: the remaining items' time goes to the next scenarios.
        attemptsLeft -= attempts.length - index - 1;
        break;
      }
    }
    if (!best || !bestItem) continue;
    const scenarioItem = scenario.items.indexOf(bestItem);
    for (const route of best.routes) {
      combined.routes.push({ ...route, scenarioTitle: scenario.title, scenarioItem });
    }
    const left = new Set(best.unserved.map((entry) => entry.requestId));
    remaining = remaining.filter((request) => left.has(request.id));
    lastUnserved = best.unserved;
  }

  const reasons = new Map(lastUnserved.map((entry) => [entry.requestId, entry]));
  combined.unserved = remaining.map(
    (request) =>
      reasons.get(request.id) ?? {
        requestId: request.id,
        reason: 'no_vehicle_with_features',
        detail: 'no scenario has vehicles that could take it',
      },
  );
  combined.served = input.requests.length - combined.unserved.length;
  combined.vehicles = combined.routes.length;
  combined.distance = combined.routes.reduce((sum, route) => sum + route.distance, 0);
  combined.fixedCost = combined.routes.reduce(
    (sum, route) => sum + (input.vehicles.find((vehicle) => vehicle.id === route.vehicleId)?.fixedCost ?? 0),
    0,
  );
  combined.elapsedMs = performance.now() - started;
  return combined;
}

function isBetter(candidate: SolverResult, incumbent: SolverResult): boolean {
  if (candidate.served !== incumbent.served) return candidate.served > incumbent.served;
  if (candidate.vehicles !== incumbent.vehicles) return candidate.vehicles < incumbent.vehicles;
  return candidate.distance + candidate.fixedCost < incumbent.distance + incumbent.fixedCost;
}

/** Checks a scenario plan, each route against the rules of the scenario item that built it. */
export function checkScenarioSolution(
  input: SolverInput,
  scenarios: readonly ScenarioInput[],
  result: SolverResult,
): CheckReport {
  return checkSolution(input, result, (route) => {
    const scenario = scenarios.find((entry) => entry.title === route.scenarioTitle);
    const item = scenario?.items[route.scenarioItem ?? -1];
    return scenario && item ? rulesOfItem(scenario, item) : input.rules;
  });
}
