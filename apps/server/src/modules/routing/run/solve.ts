import { checkScenarioSolution, type ScenarioInput, type SolverInput } from '@fleetdesk/solver';
import { type JobDeps, MATRIX_SHARE, SEARCH_SHARE } from './day-input';
import type { RunRecords, RunRow } from './records';
import { solveInThread } from './solver-thread';

/**
 * Solves in the worker thread and checks the plan; progress runs over the search's share of the run
 * (`slice` of it, for a comparison's two plans, one after the other).
 */
export async function solveChecked(
  deps: JobDeps,
  records: RunRecords,
  run: RunRow,
  input: SolverInput,
  scenarioInputs: ScenarioInput[],
  slice: { index: number; of: number } = { index: 0, of: 1 },
) {
  const limit = deps.config.routing.solverTimeLimitMs;
  const share = SEARCH_SHARE / slice.of;
  const result = await solveInThread(input, scenarioInputs, limit, (p) => {
    records
      .progress(run.id, MATRIX_SHARE + share * slice.index + Math.min(1, p.elapsedMs / limit) * share)
      .catch((error) => deps.log.warn(`routing run ${run.id}: progress not saved: ${error}`));
  });
  const report = checkScenarioSolution(input, scenarioInputs, result);
  if (!report.ok) throw new Error(`the plan failed its check: ${report.violations[0]?.kind}`);
  return result;
}
