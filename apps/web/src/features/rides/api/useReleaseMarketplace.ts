import { ENDPOINTS, MESSAGES } from '@fleetdesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { callEndpoint } from '../../../api/client';
import { invalidateRide } from './invalidateRide';

/** Release MP: opens tomorrow's pending marketplace rides to drivers. */
export function useReleaseMarketplace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(ENDPOINTS['rides.releaseNextDay']),
    onSuccess: () => {
      enqueueSnackbar(MESSAGES.releasedMarketplace, { variant: 'success' });
      invalidateRide(queryClient);
    },
  });
}
