import { ROUTING_ACTIONS, type RoutingRun } from '@fleetdesk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeyOf } from '../../../api/endpointQuery';
import { useAppAction } from '../../../api/realtime/useRealtime';
import { ROUTING_READS } from './routingQueries';
import { trackRun } from './routingRuns';

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
