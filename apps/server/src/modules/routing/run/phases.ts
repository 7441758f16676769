import { performance } from 'node:perf_hooks';

/** The timed phases of a routing run: the travel matrix and the search (worker start to result). */
export type RunPhase = 'matrix' | 'solve';
/** Each phase is a performance measure named `routing-run:<phase>`. */
export const RUN_PHASE_MEASURE = 'routing-run:';

/**
 * Records a phase that began at `start` (performance.now()) and ends now as a performance measure, which
 * a PerformanceObserver in the process receives (a profiler, the routing benchmark). It is cleared from
 * the timeline at once, so a long-running server does not pile them up.
 */
export function endPhase(phase: RunPhase, start: number, detail: Record<string, number> = {}) {
  const name = `${RUN_PHASE_MEASURE}${phase}`;
  performance.measure(name, { start, end: performance.now(), detail });
  performance.clearMeasures(name);
}
