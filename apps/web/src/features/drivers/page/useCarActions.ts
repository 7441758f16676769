import { CAR_MESSAGES, ENDPOINTS } from '@fleetdesk/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { callEndpoint } from '../../../api/client';
import { queryKeyOf } from '../../../api/endpointQuery';

/** Where a car's link and status show: the driver page, the drivers grid, the cars page. */
function refreshCarViews(queryClient: QueryClient): void {
  for (const endpoint of [ENDPOINTS['drivers.get'], ENDPOINTS['drivers.list'], ENDPOINTS['cars.list']]) {
    void queryClient.invalidateQueries({ queryKey: queryKeyOf(endpoint) });
  }
}

/** POST /cars/{id}/remove: the car leaves its driver ('Great! You have removed car'). */
export function useRemoveCar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (carId: number) => callEndpoint(ENDPOINTS['cars.remove'], { params: { id: carId } }),
    onSuccess: () => {
      enqueueSnackbar(CAR_MESSAGES.removed, { variant: 'success' });
      refreshCarViews(queryClient);
    },
  });
}

/** POST /cars/{id}/activate: the car becomes the one its driver drives ('Great! You have activated car'). */
export function useActivateCar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (carId: number) => callEndpoint(ENDPOINTS['cars.activate'], { params: { id: carId } }),
    onSuccess: () => {
      enqueueSnackbar(CAR_MESSAGES.activated, { variant: 'success' });
      refreshCarViews(queryClient);
    },
  });
}
