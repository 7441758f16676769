import { cars, drivers } from '@fleetdesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { queryKeyOf } from '../../../api/endpointQuery';

/**
 * A write to one car: on success the server's toast (spec 2 §8) and every car and driver list or detail
 * refreshes; the caller shows errors (field messages under their fields).
 */
export function useCarMutation<T>(
  send: (input: T) => Promise<{ message: string }>,
  options: { onDone: () => void; onError: (error: unknown) => void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: { errors: 'caller' },
    onSuccess: (answer) => {
      enqueueSnackbar(answer.message, { variant: 'success' });
      for (const endpoint of [cars.listCars, cars.getCar, drivers.listDrivers, drivers.getDriver])
        void queryClient.invalidateQueries({ queryKey: queryKeyOf(endpoint) });
      options.onDone();
    },
    onError: options.onError,
  });
}
