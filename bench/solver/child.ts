import { type SolveRequest, solveInstance } from './solveInstance';

/**
 * One solve in its own process (`--jobs` above 1): the CPU clock then measures this solve alone.
 * The parent sends the request and gets the outcome back, then this process ends.
 */
process.once('message', (request: SolveRequest) => {
  process.send?.(solveInstance(request), () => process.exit(0));
});
