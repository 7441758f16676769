import { eq } from 'drizzle-orm';
import { routingComparisonPlans } from '../../../db/schema';
import { type JobDeps, readRunDay, readScenarios } from '../run/day-input';
import type { RunRecords, RunRow } from '../run/records';
import { solveChecked } from '../run/solve';
import { draftRoute, usedRoutes } from '../run/store';
import { planFigures } from './figures';
import { selectPlans } from './queries';
import { sideScenarioInputs } from './sides';

/**
 * A comparison run in the routing job: the same day, drivers and travel matrix as ROUTE (read once),
 * solved once per plan in the worker thread, one after the other; each plan keeps its figures and its
 * routes as drafts. Nothing is written to routes until the dispatcher uses a plan.
 */
export async function executeComparison(deps: JobDeps, records: RunRecords, run: RunRow) {
  const plans = await selectPlans(deps.db, run.id);
  const { input, plan, fallback } = await readRunDay(deps, records, run, null);
  const scenarios = await readScenarios(deps, run.state);
  for (const [index, side] of plans.entries()) {
    const scenarioInputs = sideScenarioInputs(scenarios, side);
    if (!scenarioInputs)
      return records.fail(run.id, `The scenario of plan ${side.side.toUpperCase()} was changed meanwhile.`);
    const result = await solveChecked(deps, records, run, input, scenarioInputs, { index, of: plans.length });
    const drafts = usedRoutes(result).map((planned) => draftRoute(plan, planned));
    await deps.db
      .update(routingComparisonPlans)
      .set({ ...planFigures(plan, result, drafts), routes: drafts })
      .where(eq(routingComparisonPlans.id, side.id));
  }
  await records.finish(run.id, { travelSource: fallback ? 'straight_line' : 'osrm' });
}
