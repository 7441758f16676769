import { type CallInput, type CallResult, ENDPOINTS } from '@fleetdesk/contract';
import { callEndpoint } from '../../../api/client';
import { type RideMutationOptions, useRideMutation } from '../dialogs/shared/useRideMutation';

type ReviveRide = (typeof ENDPOINTS)['rides.revive'];
type ReviveBody = NonNullable<CallInput<ReviveRide>['body']>;

/** `POST /rides/{id}/revive`: back to pending without a driver. */
export function useReviveRide(
  rideId: number,
  options: Omit<RideMutationOptions<ReviveBody, CallResult<ReviveRide>>, 'mutationFn'>,
) {
  return useRideMutation<ReviveBody, CallResult<ReviveRide>>({
    ...options,
    mutationFn: (body) => callEndpoint(ENDPOINTS['rides.revive'], { params: { id: rideId }, body }),
  });
}
