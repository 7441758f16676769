import { ENDPOINTS, RIDE_LATE_RISK_ACTION, RIDES_TABLE_REFRESH_MS } from '@fleetdesk/contract';
import type { LateRisk } from '@fleetdesk/contract/endpoints/lateRisk';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { endpointQuery, queryKeyOf } from '../../../api/endpointQuery';
import { useAppAction } from '../../../api/realtime/useRealtime';
import { useRidesPageStore } from '../page/ridesPageStore';

const EMPTY: ReadonlyMap<number, LateRisk> = new Map();

/**
 * The rides predicted late at pickup now (GET /late-risks), by ride id: the table's badges read it. It
 * refreshes with the table, and at once when a ride becomes at risk or stops being (the realtime
 * event), together with the rides list when the At risk filter narrows it to those rides.
 */
export function useLateRisks(): ReadonlyMap<number, LateRisk> {
  const queryClient = useQueryClient();
  const risks = useQuery({
    ...endpointQuery(ENDPOINTS['lateRisk.list']),
    refetchInterval: RIDES_TABLE_REFRESH_MS,
  });
  useAppAction(RIDE_LATE_RISK_ACTION, () => {
    // One sweep's changes are committed together before the first event goes out: a read already on
    // its way after that event sees them all, so a burst of events is not a burst of restarted reads.
    const once = { cancelRefetch: false };
    void queryClient.invalidateQueries({ queryKey: queryKeyOf(ENDPOINTS['lateRisk.list']) }, once);
    // Only a list narrowed to the rides at risk changes with them; other lists just get the badges.
    if (useRidesPageStore.getState().atRisk)
      void queryClient.invalidateQueries({ queryKey: queryKeyOf(ENDPOINTS['rides.list']) }, once);
  });
  const data = risks.data?.data;
  return useMemo(() => (data ? new Map(data.map((risk) => [risk.ride_id, risk])) : EMPTY), [data]);
}
