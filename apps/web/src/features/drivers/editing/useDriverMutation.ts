import { drivers } from '@fleetdesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { queryKeyOf } from '../../../api/endpointQuery';
import { useHasPermission, useIsFleet } from '../../rides/dialogs/shared/useHasPermission';
import type { DriverFormRights } from './driverForm';

/** A write to a driver: the server's toast (spec 2 §8), then the grid and the driver page refresh. */
export function useDriverMutation<T, A extends { message: string }>(
  send: (input: T) => Promise<A>,
  options: { onDone: (answer: A) => void; onError?: (error: unknown) => void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: options.onError ? { errors: 'caller' } : undefined,
    onSuccess: (answer) => {
      enqueueSnackbar(answer.message, { variant: 'success' });
      for (const endpoint of [drivers.listDrivers, drivers.getDriver])
        void queryClient.invalidateQueries({ queryKey: queryKeyOf(endpoint) });
      options.onDone(answer);
    },
    onError: options.onError,
  });
}

/** The keys behind the driver form's guarded fields (spec 2 §6); fleet users hold none. */
export function useDriverFormRights(): DriverFormRights {
  const isFleet = useIsFleet();
  return {
    isFleet,
    fleet: useHasPermission('drivers.edit_fleet_field'),
    routeBroker: useHasPermission('drivers.show_route_broker'),
    requestRoute: useHasPermission('drivers.show_request_route'),
    restrictionsShown: useHasPermission('drivers.show_company_restriction'),
    restrictionsEditable: useHasPermission('drivers.edit-company-restriction'),
  };
}
