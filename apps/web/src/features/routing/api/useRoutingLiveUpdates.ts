import { ROUTING_ACTIONS, type RoutingRun } from '@fleetdesk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { create } from 'zustand';
import { queryKeyOf } from '../../../api/endpointQuery';
import { useAppAction } from '../../../api/realtime/useRealtime';
import { ROUTING_READS } from './routingQueries';

/** The latest routing runs by id, as their progress events arrive. */
export const useRoutingRuns = create<{ runs: Record<number, RoutingRun> }>(() => ({ runs: {} }));

/** Keeps a run the page started (its first answer) until its events take over. */
export function trackRun(run: RoutingRun): void {
  useRoutingRuns.setState(({ runs }) => ({ runs: { ...runs, [run.id]: { ...runs[run.id], ...run } } }));
}

/**
 * The run in flight for a day and state (a route's run when `routeId` is given), if any. `listed` is the
 * day's last run as GET /routing/routes gave it (a page opened mid-run); events seen since win over it.
 */
export function runInFlight(
  runs: Readonly<Record<number, RoutingRun>>,
  where: { state: string; date: string; routeId?: number },
  listed: RoutingRun | null = null,
): RoutingRun | null {
  const known = listed && !runs[listed.id] ? { ...runs, [listed.id]: listed } : runs;
  return (
    Object.values(known).find(
      (run) =>
        run.state === where.state &&
        run.date === where.date &&
        (where.routeId === undefined || run.route_id === where.routeId) &&
        (run.status === 'queued' || run.status === 'running'),
    ) ?? null
  );
}

/** Every routing event refreshes the routing reads; run progress feeds the progress bar. */
export function useRoutingLiveUpdates(): void {
  const queryClient = useQueryClient();
  const refresh = () => {
    for (const read of ROUTING_READS) void queryClient.invalidateQueries({ queryKey: queryKeyOf(read) });
  };
  useAppAction(ROUTING_ACTIONS.routeChanged, refresh);
  useAppAction(ROUTING_ACTIONS.dayChanged, refresh);
  useAppAction(ROUTING_ACTIONS.scenarioChanged, refresh);
  useAppAction(ROUTING_ACTIONS.settingsChanged, refresh);
  useAppAction(ROUTING_ACTIONS.runProgress, (action) => {
    const run = action.payload.run as RoutingRun | undefined;
    if (!run) return;
    trackRun(run);
    if (run.status === 'finished' || run.status === 'failed') refresh();
  });
}
