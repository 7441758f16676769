import { parentPort, workerData } from 'node:worker_threads';
import { type ScenarioInput, type SolverInput, solveScenarios } from '@fleetdesk/solver';

/** Runs in a worker thread (solver-thread.ts): solves, posts progress reports, then the result. */
const { input, scenarios, timeLimitMs } = workerData as {
  input: SolverInput;
  scenarios: ScenarioInput[];
  timeLimitMs: number;
};
const result = solveScenarios(input, scenarios, {
  seed: 1,
  timeLimitMs,
  progressIntervalMs: 250,
  onProgress: (progress) => parentPort?.postMessage({ kind: 'progress', progress }),
});
parentPort?.postMessage({ kind: 'result', result });
