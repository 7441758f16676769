import { ROUTING_ACTIONS } from '@fleetdesk/contract';
import { checkScenarioSolution, type ScenarioInput, type SolverResult } from '@fleetdesk/solver';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { routingRoutes, routingScenarios } from '../../../db/schema';
import { createRouter } from '../../../platform/adapters/routing';
import type { JobDefinition } from '../../../platform/jobs';
import type { ModuleDeps } from '../../../platform/module';
import { dayWindow } from '../rules';
import { selectItems, selectScenarios } from '../scenario-queries';
import { buildSolverInput, dayShift, exclusionOf, planPoints, toScenarioInputs } from './build';
import { type RunDriver, selectRunDrivers, selectRunRides } from './inputs';
import { travelMatrix } from './matrix';
import { createRunRecords, type RunRecords, type RunRow } from './records';
import { solveInThread } from './solver-thread';
import { type PlanContext, storeNewRoutes, storeRoutePlan } from './store';

export const ROUTING_QUEUE = 'routing-run';
export type RoutingJobData = { runId: number };
type JobDeps = Pick<ModuleDeps, 'db' | 'realtime' | 'config' | 'log'>;

/** Progress: reading and the travel matrix take the first 30 %, the search up to 95 %, storing the rest. */
const MATRIX_SHARE = 30;
const SEARCH_SHARE = 65;

async function readScenarios(deps: JobDeps, state: string) {
  const rows = await selectScenarios(deps.db, state);
  const items = await selectItems(
    deps.db,
    rows.map((row) => row.scenario.id),
  );
  return rows.map(({ scenario }) => ({
    ...scenario,
    items: items.filter((item) => item.scenarioId === scenario.id),
  }));
}

/** Scenario start and finish-processing: the scenario's status, counts and event (spec 3 §4). */
async function markScenarios(deps: JobDeps, state: string, ids: number[], result: SolverResult | null) {
  if (ids.length === 0) return;
  const count = (id: number) => result?.routes.filter((r) => r.scenarioTitle === String(id)).length ?? 0;
  for (const id of ids) {
    const routes = count(id);
    await deps.db
      .update(routingScenarios)
      .set(
        result
          ? { status: 'finished', processedRoutes: routes, totalRoutes: routes, hasChanged: false }
          : { status: 'processing', tries: sql`${routingScenarios.tries} + 1` },
      )
      .where(and(eq(routingScenarios.id, id), eq(routingScenarios.state, state)));
    deps.realtime.emit(ROUTING_ACTIONS.scenarioChanged, { scenario_id: id, state }, null);
  }
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
  const rides = await selectRunRides(deps.db, { ...day, companyIds: run.companyIds, routeId: run.routeId });
  const candidates = await selectRunDrivers(deps.db, {
    ...day,
    fleetIds: run.fleetIds,
    driverIds: target ? [target.route.driverId] : undefined,
  });
  const excluded = candidates.flatMap((d) => {
    const reason = exclusionOf(d);
    return reason ? [{ driver_id: d.driverId, driver_name: d.driverName, car_id: d.carId, reason }] : [];
  });
  const drivers = candidates.filter((d) => exclusionOf(d) === null);
  const scenarios = await readScenarios(deps, run.state);
  const scenarioInputs: ScenarioInput[] = target
    ? [{ title: 'Default', items: [{}] }]
    : toScenarioInputs(scenarios);
  await records.update(run.id, { rides: rides.length, excluded });
  const router = createRouter(
    run.routingService === 'straight_line'
      ? { ...deps.config, routing: { ...deps.config.routing, osrmUrl: undefined } }
      : deps.config,
    deps.log,
  );
  const points = planPoints(rides, drivers);
  const { matrix, fallback } = await travelMatrix(router, points, (done, total) =>
    records.progress(run.id, (done / total) * MATRIX_SHARE).then(() => undefined),
  );
  const shiftOf = (_: RunDriver) => target?.shift ?? dayShift();
  const input = buildSolverInput(dayStart, rides, drivers, shiftOf, matrix);
  const scenarioIds = target ? [] : scenarios.map((s) => s.id);
  await markScenarios(deps, run.state, scenarioIds, null);
  const limit = deps.config.routing.solverTimeLimitMs;
  const result = await solveInThread(input, scenarioInputs, limit, (p) => {
    records
      .progress(run.id, MATRIX_SHARE + Math.min(1, p.elapsedMs / limit) * SEARCH_SHARE)
      .catch((error) => deps.log.warn(`routing run ${run.id}: progress not saved: ${error}`));
  });
  const report = checkScenarioSolution(input, scenarioInputs, result);
  if (!report.ok) throw new Error(`the plan failed its check: ${report.violations[0]?.kind}`);
  const plan: PlanContext = {
    ...day,
    dayStart,
    points,
    rides: new Map(rides.map((ride) => [String(ride.id), ride])),
    drivers: new Map(drivers.map((driver) => [String(driver.driverId), driver])),
  };
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

/**
 * The pg-boss job of a routing run. A failure is recorded on the run at once (the screen shows it and
 * the day may be routed again); pg-boss retries only a run that never ended (a crash).
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
        await execute(deps, records, run);
      } catch (error) {
        deps.log.error(`routing run ${run.id} failed: ${error instanceof Error ? error.stack : error}`);
        await records.fail(run.id, failureText(error));
        await deps.db
          .update(routingScenarios)
          .set({ status: 'pending' })
          .where(
            and(eq(routingScenarios.state, run.state), inArray(routingScenarios.status, ['processing'])),
          );
        if (run.routeId !== null)
          await deps.db
            .update(routingRoutes)
            .set({ status: 'pending' })
            .where(and(eq(routingRoutes.id, run.routeId), eq(routingRoutes.status, 'processing')));
      }
    },
  };
}
