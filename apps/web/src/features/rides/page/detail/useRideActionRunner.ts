import {
  type ACTION_SETS_STATUS,
  ENDPOINTS,
  MESSAGES,
  type Ride,
  type RideActionKey,
  rideUpdatedMessage,
} from '@fleetdesk/contract';
import { callEndpoint } from '../../../../api/client';
import { requestConfirm } from '../../../../ui/confirm/requestConfirm';
import { openDialog } from '../../../../ui/dialogs/dialogStore';
import { useUpdateRide } from '../../api/useUpdateRide';
import { useRideMutation } from '../../dialogs/shared/useRideMutation';

/** The status steps of the actions table and the status each sets. */
const STEP_STATUS = {
  en_route: 'accepted',
  on_location: 'arriving',
  pickup: 'in_progress',
  dropoff: 'finished',
} as const satisfies Partial<typeof ACTION_SETS_STATUS>;
type BrokerAction = 'reject' | 'take';

/** A broker's own reject and take calls (decision 19: Sentry, Sentry 2 and Arro). */
function sendBrokerAction(action: BrokerAction, ride: Ride) {
  const input = { params: { id: ride.id }, body: { updated_at: ride.updated_at } };
  if (action === 'take') return callEndpoint(ENDPOINTS['rides.arroTake'], input);
  if (ride.company_broker_key === 'sentry') return callEndpoint(ENDPOINTS['rides.sentryReject'], input);
  if (ride.company_broker_key === 'sentry2') return callEndpoint(ENDPOINTS['rides.sentry2Reject'], input);
  return callEndpoint(ENDPOINTS['rides.arroReject'], input);
}

/**
 * What each action button does: the status steps go straight to the server with the ride's
 * updated_at; the rest open their dialogs. A failed action is only logged (spec 1 §7): a stale click
 * answers 409 and the refreshed row shows the ride's state now.
 */
export function useRideActionRunner(ride: Ride) {
  const update = useUpdateRide(ride.id, { successMessage: () => rideUpdatedMessage(ride.id) });
  const reject = useRideMutation({
    mutationFn: () => sendBrokerAction('reject', ride),
    successMessage: () => MESSAGES.rejectedRide,
  });
  const take = useRideMutation({
    mutationFn: () => sendBrokerAction('take', ride),
    successMessage: () => rideUpdatedMessage(ride.id),
  });

  const run = (key: RideActionKey) => {
    switch (key) {
      case 'assign':
      case 'switch':
        return openDialog('assign', { ride });
      case 'assign_last_driver':
        return openDialog('assign', { ride, lastDriverOnly: true });
      case 'cancel':
        return openDialog('cancelRide', { ride });
      case 'no_show':
        return openDialog('cancelRide', { ride, noShow: true });
      case 'revive':
        return openDialog('revive', { ride });
      case 'confirm_cancellation':
        return openDialog('confirmCancellation', { ride });
      case 'reject':
        return requestConfirm({
          title: 'Reject ride',
          message: `Give ride ${ride.id} back to the broker?`,
          confirmLabel: 'Reject',
          destructive: true,
          suppressKey: 'reject',
          onConfirm: () => reject.mutate(),
        });
      case 'take':
        return take.mutate();
      default:
        return update.mutate({ status: STEP_STATUS[key], updated_at: ride.updated_at });
    }
  };
  return { run, isPending: update.isPending || reject.isPending || take.isPending };
}
