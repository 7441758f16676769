import { DRIVER_STATE_ACTION, type DriverOnlineState, ENDPOINTS } from '@fleetdesk/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { callEndpoint } from '../../../api/client';
import { queryKeyOf } from '../../../api/endpointQuery';
import { useAppAction } from '../../../api/realtime/useRealtime';

/** Where a driver's state shows: the ride detail (its driver section, the car on the map) and the map's drivers. */
function refreshDriverState(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: queryKeyOf(ENDPOINTS['rides.get']) });
  void queryClient.invalidateQueries({ queryKey: queryKeyOf(ENDPOINTS['estimates.eta']) });
}

/** POST /drivers/{id}/state; the server's answer ("Driver #12 is now Offline") is the confirmation toast. */
export function useSetDriverState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ driverId, state }: { driverId: number; state: DriverOnlineState }) =>
      callEndpoint(ENDPOINTS['drivers.setState'], { params: { id: driverId }, body: { state } }),
    onSuccess: (answer) => {
      enqueueSnackbar(answer.message, { variant: 'success' });
      refreshDriverState(queryClient);
    },
  });
}

/** Another user (or the driver app) changed a driver's state: the screens showing it refresh. */
export function useDriverStateLiveUpdates(): void {
  const queryClient = useQueryClient();
  useAppAction(DRIVER_STATE_ACTION, () => refreshDriverState(queryClient));
}
