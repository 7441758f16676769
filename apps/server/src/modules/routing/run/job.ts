import { ROUTING_ACTIONS } from '@fleetdesk/contract';
import type { ScenarioInput, SolverResult } from '@fleetdesk/solver';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { routingRoutes, routingScenarios } from '../../../db/schema';
import type { JobDefinition } from '../../../platform/jobs';
import type { ModuleDeps } from '../../../platform/module';
import { executeComparison } from '../compare/job';
import { dayWindow } from '../rules';
import { toScenarioInputs } from './build';
import { type JobDeps, readRunDay, readScenarios } from './day-input';
import { createRunRecords, type RunRecords, type RunRow, runInFlight } from './records';
import { solveChecked } from './solve';
import { storeNewRoutes, storeRoutePlan } from './store';

export const ROUTING_QUEUE = 'routing-run';
export type RoutingJobData = { runId: number };

/**
 * Scenario start and finish-processing: the scenario's status, counts and event (spec 3 §4). Answers the
 * ids it marked: a scenario deleted since the job read it is gone (a processing one cannot be deleted).
 */
async function markScenarios(deps: JobDeps, state: string, ids: number[], result: SolverResult | null) {
  const marked: number[] = [];
  const count = (id: number) => result?.routes.filter((r) => r.scenarioTitle === String(id)).length ?? 0;
  for (const id of ids) {
    const routes = count(id);
    const [row] = await deps.db
      .update(routingScenarios)
      .set(
        result
          ? { status: 'finished', processedRoutes: routes, totalRoutes: routes, hasChanged: false }
          : { status: 'processing', tries: sql`${routingScenarios.tries} + 1` },
      )
      .where(and(eq(routingScenarios.id, id), eq(routingScenarios.state, state)))
      .returning({ id: routingScenarios.id });
    if (!row) continue;
    marked.push(id);
    deps.realtime.emit(ROUTING_ACTIONS.scenarioChanged, { scenario_id: id, state }, null);
  }
  return marked;
}

async function routeShift(deps: JobDeps, routeId: number, dayStart: Date) {
  const [route] = await deps.db.select().from(routingRoutes).where(eq(routingRoutes.id, routeId));
  if (!route) return null;
  const minutes = (at: Date) => (at.getTime() - dayStart.getTime()) / 60_000;
  return { route, shift: { start: minutes(route.fromDatetime), end: minutes(route.toDatetime) } };
}

async function execute(deps: JobDeps, records: RunRecords, run: RunRow) {
  const { start: dayStart } = dayWindow(run.serviceDate);
  const target = run.routeId === null ? null : await routeShift(deps, run.routeId, dayStart);
  if (run.routeId !== null && !target) return records.fail(run.id, 'The route was deleted meanwhile.');
  const day = { state: run.state, date: run.serviceDate };
  const { input, plan, fallback } = await readRunDay(
    deps,
    records,
    run,
    target ? { driverId: target.route.driverId, shift: target.shift } : null,
  );
  const read = await readScenarios(deps, run.state);
  // Only the scenarios marked processing are planned: one deleted meanwhile would name a missing scenario.
  const scenarioIds = target
    ? []
    : await markScenarios(
        deps,
        run.state,
        read.map((s) => s.id),
        null,
      );
  const scenarios = read.filter((s) => scenarioIds.includes(s.id));
  const scenarioInputs: ScenarioInput[] = target
    ? [{ title: 'Default', items: [{}] }]
    : toScenarioInputs(scenarios);
  const result = await solveChecked(deps, records, run, input, scenarioInputs);
  const made = await deps.db.transaction(async (tx) => {
    if (!target) return storeNewRoutes(tx, plan, result);
    await storeRoutePlan(tx, plan, target.route.id, result);
    return [];
  });
  await markScenarios(deps, run.state, scenarioIds, result);
  await records.finish(run.id, {
    travelSource: fallback ? 'straight_line' : 'osrm',
    served: result.served,
    routesCreated: made.length,
    unserved: result.unserved.map((u) => ({ ride_id: Number(u.requestId), reason: u.reason })),
  });
  deps.realtime.emit(ROUTING_ACTIONS.dayChanged, day, null);
}

/** What the screen shows of a failure: the database's own words rather than the query drizzle wraps them in. */
const failureText = (error: unknown) => {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return `Routing failed: ${cause instanceof Error ? cause.message : String(cause)}`;
};

/** Why a run whose job was given up ended: its process died on every try, or its time ran out. */
export const RUN_GIVEN_UP =
  'Routing stopped before it finished (the server restarted or the run ran out of time). Route the day again.';

/** A run ended without a plan: recorded as failed, and its route (a route's Route) is editable again. */
async function freeRun(db: JobDeps['db'], records: RunRecords, run: RunRow, message: string) {
  await records.fail(run.id, message);
  if (run.routeId !== null)
    await db
      .update(routingRoutes)
      .set({ status: 'pending' })
      .where(and(eq(routingRoutes.id, run.routeId), eq(routingRoutes.status, 'processing')));
}

/** A started run ended without a plan: freed, and the scenarios it marked processing are pending again. */
async function endFailed(deps: JobDeps, records: RunRecords, run: RunRow, message: string) {
  await freeRun(deps.db, records, run, message);
  await deps.db
    .update(routingScenarios)
    .set({ status: 'pending' })
    .where(and(eq(routingScenarios.state, run.state), inArray(routingScenarios.status, ['processing'])));
}

/**
 * Hands a queued run to the routing job. A run pg-boss refused ends failed at once: nothing would ever
 * run it, and it would refuse every later run of its day and state (and keep its route processing).
 */
export async function sendRun(deps: Pick<ModuleDeps, 'db' | 'realtime' | 'jobs'>, run: RunRow) {
  try {
    await deps.jobs.send<RoutingJobData>(ROUTING_QUEUE, { runId: run.id });
  } catch (error) {
    await freeRun(deps.db, createRunRecords(deps.db, deps.realtime), run, failureText(error));
    throw error;
  }
}

/**
 * The pg-boss job of a routing run. A failure is recorded on the run at once (the screen shows it and
 * the day may be routed again); pg-boss retries only a run that never ended (a crash). When the retry
 * dies too, the job is given up and so is the run: otherwise it would stay in flight and refuse every
 * later run of its day and state.
 */
export function routingJobDefinition(deps: JobDeps): JobDefinition<RoutingJobData> {
  const records = createRunRecords(deps.db, deps.realtime);
  return {
    name: ROUTING_QUEUE,
    retryLimit: 1,
    retryDelaySeconds: 10,
    async handle({ runId }) {
      const run = await records.start(runId);
      if (!run) return;
      try {
        if (run.kind === 'compare') await executeComparison(deps, records, run);
        else await execute(deps, records, run);
      } catch (error) {
        deps.log.error(`routing run ${run.id} failed: ${error instanceof Error ? error.stack : error}`);
        await endFailed(deps, records, run, failureText(error));
      }
    },
    async onGiveUp({ runId }) {
      const run = await runInFlight(deps.db, runId);
      if (!run) return;
      deps.log.error(`routing run ${run.id} given up: its job died on every try`);
      await endFailed(deps, records, run, RUN_GIVEN_UP);
    },
  };
}
