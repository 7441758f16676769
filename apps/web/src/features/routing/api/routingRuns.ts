import type { RoutingRun } from '@fleetdesk/contract';
import { create } from 'zustand';
import { isRunInFlight, laterRun } from './runStages';

/** The latest routing runs by id, as their progress events and reads arrive. */
export const useRoutingRuns = create<{ runs: Record<number, RoutingRun> }>(() => ({ runs: {} }));

/** Keeps the newest view of a run: the answer that queued it, its events, a read of it. */
export function trackRun(run: RoutingRun): void {
  useRoutingRuns.setState(({ runs }) => ({ runs: { ...runs, [run.id]: laterRun(runs[run.id], run) } }));
}

/**
 * The run in flight for a day and state (a route's run when `routeId` is given), if any. `listed` is the
 * day's last run as GET /routing/routes gave it (a page opened mid-run); the later of it and the events
 * seen counts.
 */
export function runInFlight(
  runs: Readonly<Record<number, RoutingRun>>,
  where: { state: string; date: string; routeId?: number },
  listed: RoutingRun | null = null,
): RoutingRun | null {
  const known = listed ? { ...runs, [listed.id]: laterRun(runs[listed.id], listed) } : runs;
  return (
    Object.values(known).find(
      (run) =>
        run.state === where.state &&
        run.date === where.date &&
        (where.routeId === undefined || run.route_id === where.routeId) &&
        isRunInFlight(run),
    ) ?? null
  );
}
