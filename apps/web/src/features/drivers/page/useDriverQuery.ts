import { DRIVER_STATE_ACTION, DRIVER_UPDATED_ACTION, ENDPOINTS } from '@fleetdesk/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { endpointQuery, queryKeyOf } from '../../../api/endpointQuery';
import { useAppAction } from '../../../api/realtime/useRealtime';

/**
 * GET /drivers/{id}, read again when the driver changes anywhere (their state, fields, company or cars).
 * A 404 is the page's own 'Driver not found.' state, so it raises no toast.
 */
export function useDriverQuery(driverId: number | null) {
  const queryClient = useQueryClient();
  const refresh = () =>
    void queryClient.invalidateQueries({ queryKey: queryKeyOf(ENDPOINTS['drivers.get']) });
  useAppAction(DRIVER_STATE_ACTION, refresh);
  useAppAction(DRIVER_UPDATED_ACTION, refresh);
  return useQuery({
    ...endpointQuery(ENDPOINTS['drivers.get'], { params: { id: driverId ?? 0 } }),
    enabled: driverId !== null,
    meta: { errors: { silent: true } },
  });
}
