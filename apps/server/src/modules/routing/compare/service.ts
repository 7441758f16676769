import { type ComparisonSide, ROUTING_ACTIONS, routingComparisons } from '@fleetdesk/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { routingComparisonPlans, routingRuns } from '../../../db/schema';
import { writeAudit } from '../../../platform/audit';
import type { Caller } from '../../../platform/auth/context';
import { AppError } from '../../../platform/errors';
import type { ModuleDeps } from '../../../platform/module';
import { assertOperatorStaff, type WriteRequest } from '../route-access';
import { readScenarios } from '../run/day-input';
import { sendRun } from '../run/job';
import { insertRun, RUN_IN_FLIGHT, toRun } from '../run/records';
import { insertDraftRoute, type RouteDraft } from '../run/store';
import { freshDrafts } from './freshness';
import { outcomeOf, type PlanRow, readComparison, readCurrent, toComparison } from './queries';
import { assertSide, type Side, sideLabel } from './sides';

export const COMPARISON_RUNNING = 'The plans are still being computed. Wait for the comparison to finish.';
export const COMPARISON_FAILED = 'This comparison failed: nothing to use. Start a new one.';
export const COMPARISON_DECIDED = 'A plan of this comparison was already used, or both were discarded.';

type Request = WriteRequest & { state: string };
type UsedPlan = { side: ComparisonSide; route_ids: number[]; skipped: unknown[] };
type StartBody = {
  date: string;
  fleet_ids?: number[] | null;
  company_ids?: number[] | null;
  plans: { scenario_id: number | null; item_id?: number | null }[];
};

/** A comparison may be decided once, after its job finished. */
function assertOpen(run: { status: string }, plans: readonly PlanRow[], using: boolean) {
  if (run.status === 'queued' || run.status === 'running') throw new AppError('conflict', COMPARISON_RUNNING);
  if (using && run.status === 'failed') throw new AppError('conflict', COMPARISON_FAILED);
  if (outcomeOf(plans) !== 'open') throw new AppError('conflict', COMPARISON_DECIDED);
}

/** Compare before commit (issue 12 point 6, decision 117): start, read, use one plan, discard both. */
export function createComparisonService(deps: Pick<ModuleDeps, 'db' | 'jobs' | 'realtime'>) {
  const { db } = deps;
  const announce = (run: typeof routingRuns.$inferSelect) =>
    deps.realtime.emit(ROUTING_ACTIONS.runProgress, { run: toRun(run) }, null);

  async function start(request: Request, body: StartBody) {
    assertOperatorStaff(request.caller);
    const scenarios = await readScenarios(deps, request.state);
    const sides: Side[] = body.plans.map((plan) => ({
      scenarioId: plan.scenario_id,
      itemId: plan.item_id ?? null,
    }));
    for (const [index, side] of sides.entries()) assertSide(scenarios, side, index);
    const { run, plans } = await db.transaction(async (tx) => {
      const row = await insertRun(tx, {
        kind: 'compare',
        state: request.state,
        serviceDate: body.date,
        fleetIds: body.fleet_ids ?? [],
        companyIds: body.company_ids ?? [],
        createdBy: request.caller.adminId,
      });
      const inserted = await tx
        .insert(routingComparisonPlans)
        .values(
          sides.map((side, index) => ({
            runId: row.id,
            side: (index === 0 ? 'a' : 'b') as ComparisonSide,
            label: sideLabel(scenarios, side) as string,
            scenarioId: side.scenarioId,
            itemId: side.itemId,
          })),
        )
        .returning();
      return { run: row, plans: inserted };
    });
    await sendRun(deps, run);
    return { comparison: toComparison(run, plans), message: routingComparisons.COMPARISON_STARTED };
  }

  async function get(caller: Caller, state: string, id: number) {
    assertOperatorStaff(caller);
    const { run, plans } = await readComparison(db, id, state);
    return { comparison: toComparison(run, plans) };
  }

  /**
   * Marks the plans (the used one, the other discarded; or both discarded), with the audit row of the
   * decision: using a plan writes the day's routes, so the log says who, which plan and what it made.
   */
  async function decide(tx: DbOrTx, runId: number, request: Request, used: UsedPlan | null) {
    const decided = { decidedAt: new Date(), decidedBy: request.caller.adminId };
    await tx
      .update(routingComparisonPlans)
      .set({ outcome: 'discarded', ...decided })
      .where(eq(routingComparisonPlans.runId, runId));
    if (used)
      await tx
        .update(routingComparisonPlans)
        .set({ outcome: 'used', ...decided })
        .where(and(eq(routingComparisonPlans.runId, runId), eq(routingComparisonPlans.side, used.side)));
    await writeAudit(tx, {
      adminId: request.caller.adminId,
      action: used ? 'routing.comparison_used' : 'routing.comparison_discarded',
      entityType: 'routing_comparison',
      entityId: runId,
      before: { outcome: 'open' },
      after: used ? { outcome: 'used', ...used } : { outcome: 'discarded' },
      ip: request.ip,
    });
  }

  /** A run that writes routes, in flight for the day, would race the plan's routes: refused (409). */
  async function assertNoRouteRun(tx: DbOrTx, state: string, date: string) {
    const [busy] = await tx
      .select({ id: routingRuns.id })
      .from(routingRuns)
      .where(
        and(
          eq(routingRuns.state, state),
          eq(routingRuns.serviceDate, date),
          eq(routingRuns.kind, 'route'),
          inArray(routingRuns.status, ['queued', 'running']),
        ),
      );
    if (busy) throw new AppError('conflict', RUN_IN_FLIGHT);
  }

  async function use(request: Request, id: number, side: ComparisonSide) {
    assertOperatorStaff(request.caller);
    const outcome = await db.transaction(async (tx) => {
      const { run, plans } = await readComparison(tx, id, request.state, true);
      assertOpen(run, plans, true);
      await assertNoRouteRun(tx, run.state, run.serviceDate);
      const chosen = plans.find((plan) => plan.side === side);
      const drafts = (chosen?.routes ?? []) as RouteDraft[];
      const current = await readCurrent(
        tx,
        { date: run.serviceDate },
        drafts.flatMap((draft) => draft.rides.map((ride) => ride.id)),
        drafts.map((draft) => draft.driverId),
      );
      const fresh = freshDrafts(drafts, current);
      const day = { state: run.state, date: run.serviceDate };
      const routeIds: number[] = [];
      for (const draft of fresh.drafts) routeIds.push(await insertDraftRoute(tx, day, draft));
      await decide(tx, run.id, request, { side, route_ids: routeIds, skipped: fresh.skipped });
      return { run, routesCreated: fresh.drafts.length, skipped: fresh.skipped };
    });
    announce(outcome.run);
    deps.realtime.emit(
      ROUTING_ACTIONS.dayChanged,
      { state: outcome.run.state, date: outcome.run.serviceDate },
      null,
    );
    return {
      ...(await get(request.caller, request.state, id)),
      routes_created: outcome.routesCreated,
      skipped: outcome.skipped,
      message: routingComparisons.COMPARISON_USED,
    };
  }

  async function discard(request: Request, id: number) {
    assertOperatorStaff(request.caller);
    const run = await db.transaction(async (tx) => {
      const found = await readComparison(tx, id, request.state, true);
      assertOpen(found.run, found.plans, false);
      await decide(tx, found.run.id, request, null);
      return found.run;
    });
    announce(run);
    return {
      ...(await get(request.caller, request.state, id)),
      message: routingComparisons.COMPARISON_DISCARDED,
    };
  }

  return { start, get, use, discard };
}
