import { ROUTING_ACTIONS, type RoutingRun } from '@fleetdesk/contract';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { routingRuns } from '../../../db/schema';
import { AppError } from '../../../platform/errors';
import { sqlState } from '../../../platform/http/errors';
import type { Realtime } from '../../../platform/realtime';

/** The routing_runs rows: a run's queueing (one in flight per day and state), progress and outcome. */

export type RunRow = typeof routingRuns.$inferSelect;
type RunValues = typeof routingRuns.$inferInsert;
/** Columns to set, each a value or an SQL expression. */
type RunPatch = { [K in keyof RunValues]?: RunValues[K] | SQL };
export const RUN_IN_FLIGHT =
  'Rides of this day are being routed. Wait for that run to finish, then try again.';

export function toRun(row: RunRow): RoutingRun {
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    date: row.serviceDate,
    route_id: row.routeId,
    status: row.status,
    progress: Math.round(row.progress),
    travel_source: row.travelSource,
    fleet_ids: row.fleetIds,
    company_ids: row.companyIds,
    rides: row.rides,
    served: row.served,
    routes_created: row.routesCreated,
    unserved: row.unserved as RoutingRun['unserved'],
    excluded: row.excluded as RoutingRun['excluded'],
    error: row.error,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

/** Queues a run; the partial unique index refuses a second one of the day and state in flight (409). */
export async function insertRun(db: DbOrTx, values: RunValues): Promise<RunRow> {
  try {
    const [row] = await db.insert(routingRuns).values(values).returning();
    return row as RunRow;
  } catch (error) {
    if (sqlState(error) === '23505') throw new AppError('conflict', RUN_IN_FLIGHT);
    throw error;
  }
}

/** The day's last run that routes (a comparison writes no route: it has its own screen). */
export const latestRun = async (db: DbOrTx, state: string, date: string) =>
  (
    await db
      .select()
      .from(routingRuns)
      .where(
        and(eq(routingRuns.state, state), eq(routingRuns.serviceDate, date), eq(routingRuns.kind, 'route')),
      )
      .orderBy(desc(routingRuns.id))
      .limit(1)
  )[0] ?? null;

/** The run if it is still queued or running. */
export const runInFlight = async (db: DbOrTx, id: number): Promise<RunRow | null> =>
  (
    await db
      .select()
      .from(routingRuns)
      .where(and(eq(routingRuns.id, id), inArray(routingRuns.status, ['queued', 'running'])))
  )[0] ?? null;

/**
 * A run's writes, one after the other per run: progress is saved without waiting (the search goes on),
 * and two writes racing on separate connections could answer out of order, so a late progress event
 * would reach the screens after the finish and show the run in flight again.
 */
export function createRunRecords(db: DbOrTx, realtime: Realtime) {
  const pending = new Map<number, Promise<unknown>>();
  const inOrder = <T>(id: number, task: () => Promise<T>): Promise<T> => {
    const next = (pending.get(id) ?? Promise.resolve()).then(task, task);
    pending.set(id, next);
    const forget = () => {
      if (pending.get(id) === next) pending.delete(id);
    };
    next.then(forget, forget);
    return next;
  };
  const write = (id: number, where: SQL | undefined, patch: RunPatch) =>
    inOrder(id, async () => {
      const [row] = await db
        .update(routingRuns)
        .set(patch)
        .where(and(eq(routingRuns.id, id), where))
        .returning();
      if (row) realtime.emit(ROUTING_ACTIONS.runProgress, { run: toRun(row) }, null);
      return row ?? null;
    });
  const inFlight = inArray(routingRuns.status, ['queued', 'running']);
  const update = (id: number, patch: RunPatch) => write(id, undefined, patch);
  return {
    /** Takes a queued run (a retry of a crashed one finds it running and takes it again). */
    start: (id: number) => write(id, inFlight, { status: 'running', progress: 0 }),
    /** A run's progress, while it is in flight: never after its end. */
    progress: (id: number, progress: number) =>
      write(id, inFlight, { progress: sql`greatest(${routingRuns.progress}, ${Math.min(99, progress)})` }),
    update,
    finish: (id: number, patch: RunPatch) =>
      update(id, { ...patch, status: 'finished', progress: 100, finishedAt: new Date() }),
    fail: (id: number, error: string) => update(id, { status: 'failed', error, finishedAt: new Date() }),
  };
}
export type RunRecords = ReturnType<typeof createRunRecords>;
