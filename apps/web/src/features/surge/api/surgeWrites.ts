import { type CallInput, type CallResult, ENDPOINTS } from '@fleetdesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { callEndpoint } from '../../../api/client';
import { queryKeyOf } from '../../../api/endpointQuery';
import { withSurgeRide } from './pendingRidesList';

type PendingRides = CallResult<(typeof ENDPOINTS)['surge.pendingRides']>;
type Zones = CallResult<(typeof ENDPOINTS)['surge.zones']>;

/** Plus $1 / Minus $1: the answer takes its row at once (if newer); failures get the shared error toast. */
export function useChangePrice() {
  const queryClient = useQueryClient();
  const endpoint = ENDPOINTS['surge.changePrice'];
  return useMutation({
    mutationFn: (body: NonNullable<CallInput<typeof endpoint>['body']>) => callEndpoint(endpoint, { body }),
    onSuccess: ({ ride }) =>
      queryClient.setQueriesData<PendingRides>(
        { queryKey: queryKeyOf(ENDPOINTS['surge.pendingRides']) },
        (shown) => (shown ? { rides: withSurgeRide(shown.rides, ride) } : shown),
      ),
  });
}

/** Clicking a group activates it; the answer carries its zones and the groups. */
export function useActivateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(ENDPOINTS['surge.activateGroup'], { params: { id } }),
    onSuccess: (answer) =>
      queryClient.setQueriesData<Zones>({ queryKey: queryKeyOf(ENDPOINTS['surge.zones']) }, (shown) =>
        shown ? { ...shown, ...answer } : shown,
      ),
  });
}

/** Apply of one Hide Marketplace Rides row: 'Great! You have updated the settings!' and the settings read again. */
export function useSaveHiding(options: { onError: (error: unknown) => void }) {
  const queryClient = useQueryClient();
  const endpoint = ENDPOINTS['surge.saveHideMarketplace'];
  return useMutation({
    mutationFn: (body: NonNullable<CallInput<typeof endpoint>['body']>) => callEndpoint(endpoint, { body }),
    meta: { errors: 'caller' },
    onError: options.onError,
    onSuccess: async (answer) => {
      enqueueSnackbar(answer.message, { variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: queryKeyOf(ENDPOINTS['surge.hideMarketplace']) });
    },
  });
}
