import { type CallInput, type CallResult, ENDPOINTS } from '@fleetdesk/contract';
import { callEndpoint } from '../../../api/client';
import { type RideMutationOptions, useRideMutation } from '../dialogs/shared/useRideMutation';

type ReviveAll = (typeof ENDPOINTS)['rides.reviveAll'];
type ReviveAllBody = NonNullable<CallInput<ReviveAll>['body']>;

/** `POST /rides/revive-all`: every upcoming ride of a driver back to pending; the toast is the server's summary. */
export function useReviveAll(
  options: Omit<RideMutationOptions<ReviveAllBody, CallResult<ReviveAll>>, 'mutationFn'>,
) {
  return useRideMutation<ReviveAllBody, CallResult<ReviveAll>>({
    ...options,
    mutationFn: (body) => callEndpoint(ENDPOINTS['rides.reviveAll'], { body }),
  });
}
