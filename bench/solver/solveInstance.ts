import { checkSolution, solve } from '@fleetdesk/solver';
import { type InstanceSet, loadInstance } from './instances';
import type { BudgetClock, InstanceOutcome } from './report';

/** What one solve of the benchmark needs; plain data, so it can be sent to a child process. */
export interface SolveRequest {
  set: InstanceSet;
  name: string;
  timeLimitSeconds: number;
  seed: number;
  clock: BudgetClock;
}

/**
 * The clock the time limit runs on. `cpu` is this process's CPU time (user + system, every thread, so
 * garbage-collector threads count too: a conservative budget), for runs on a machine shared with other
 * work, where a wall-clock budget would measure the other work as much as the solver.
 */
const CLOCKS: Record<BudgetClock, () => () => number> = {
  wall: () => () => performance.now(),
  cpu: cpuClock,
};

export const isBudgetClock = (name: string): name is BudgetClock => name in CLOCKS;

/**
 * Reading the CPU time is a system call, and the search asks for the time every iteration (it took
 * 8% of a run), so it is read at most once per millisecond of wall clock; in between, the last
 * reading stands (CPU time cannot run ahead of the wall clock by more than the GC threads add).
 */
function cpuClock(): () => number {
  let readAt = Number.NEGATIVE_INFINITY;
  let reading = 0;
  return () => {
    const now = performance.now();
    if (now - readAt >= 1) {
      const usage = process.cpuUsage();
      reading = (usage.user + usage.system) / 1000;
      readAt = now;
    }
    return reading;
  };
}

/** Solves one instance with the run's settings and checks the plan with the independent checker. */
export function solveInstance(request: SolveRequest): InstanceOutcome {
  const instance = loadInstance(request.set, request.name);
  let secondsToBest = 0;
  let lastKey = '';
  const fleetReachedAt = new Map<number, number>();
  const wallStartedAt = performance.now();
  const result = solve(instance.input, {
    seed: request.seed,
    clock: CLOCKS[request.clock](),
    timeLimitMs: request.timeLimitSeconds * 1000,
    progressIntervalMs: 0,
    onProgress: (progress) => {
      const key = `${progress.served}/${progress.vehicles}/${progress.distance.toFixed(6)}`;
      if (key !== lastKey) secondsToBest = progress.elapsedMs / 1000;
      lastKey = key;
      if (!fleetReachedAt.has(progress.vehicles)) {
        fleetReachedAt.set(progress.vehicles, progress.elapsedMs / 1000);
      }
    },
  });
  const wallSeconds = (performance.now() - wallStartedAt) / 1000;
  const check = checkSolution(instance.input, result);
  const outcome: InstanceOutcome = {
    name: request.name,
    served: result.served,
    requests: instance.input.requests.length,
    vehicles: result.vehicles,
    distance: result.distance,
    checkerOk: check.ok,
    violations: check.violations.map((violation) => `${violation.kind}: ${violation.message}`),
    seconds: result.elapsedMs / 1000,
    wallSeconds,
    iterations: result.iterations,
    secondsToBest,
    secondsToFleet: fleetReachedAt.get(result.vehicles) ?? 0,
  };
  if (instance.bestKnownVehicles !== undefined) outcome.bestKnownVehicles = instance.bestKnownVehicles;
  if (instance.bestKnownDistance !== undefined) outcome.bestKnownDistance = instance.bestKnownDistance;
  return outcome;
}
