import { Worker } from 'node:worker_threads';
import type { ScenarioInput, SolverInput, SolverProgress, SolverResult } from '@fleetdesk/solver';
import { endPhase } from './phases';

/**
 * Solves in a worker thread, so the API keeps answering during a run. The worker is TypeScript,
 * loaded through tsx by solver-worker-entry.mjs (the same under the server and the test runner).
 */
export function solveInThread(
  input: SolverInput,
  scenarios: ScenarioInput[],
  timeLimitMs: number,
  onProgress: (progress: SolverProgress) => void,
): Promise<SolverResult> {
  const started = performance.now();
  const worker = new Worker(new URL('./solver-worker-entry.mjs', import.meta.url), {
    workerData: { input, scenarios, timeLimitMs },
  });
  return new Promise((resolve, reject) => {
    worker.on(
      'message',
      (
        message: { kind: 'progress'; progress: SolverProgress } | { kind: 'result'; result: SolverResult },
      ) => {
        if (message.kind === 'progress') onProgress(message.progress);
        else {
          endPhase('solve', started, { requests: input.requests.length, vehicles: input.vehicles.length });
          resolve(message.result);
        }
      },
    );
    worker.on('error', reject);
    worker.on('exit', (code) => {
      if (code !== 0) reject(new Error(`solver worker stopped with exit code ${code}`));
    });
  });
}
