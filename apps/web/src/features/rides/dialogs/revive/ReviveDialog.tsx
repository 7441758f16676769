import {
  REVIVE_REASON_MAX,
  type Ride,
  reviveReasonField,
  rideUpdatedMessage,
  SENTRY_ENDED_STATUSES,
} from '@fleetdesk/contract';
import type { DialogControl } from '../../../../ui/dialogs/dialogTypes';
import { useReviveRide } from '../../api/useReviveRide';
import { ReasonDialog, useReasonForm } from '../shared/ReasonDialog';

declare module '../../../../ui/dialogs/dialogTypes' {
  interface DialogPropsByKey {
    revive: { ride: Ride };
  }
}

/** A Sentry ride that already ended comes back under a new Sentry trip id. */
const asksNewTripId = (ride: Ride) =>
  ride.company_broker_key === 'sentry' && SENTRY_ENDED_STATUSES.includes(ride.status);

/** Revive Ride: back to pending without a driver, with a reason (5–250 characters). */
export function ReviveDialog({ ride, open, onClose }: { ride: Ride } & DialogControl) {
  const { form, showServerErrors } = useReasonForm(reviveReasonField, 'reason');
  const revive = useReviveRide(ride.id, {
    successMessage: () => rideUpdatedMessage(ride.id),
    onSuccess: onClose,
    showError: showServerErrors,
  });
  return (
    <ReasonDialog
      form={form}
      open={open}
      onClose={onClose}
      title="Revive Ride"
      intro={`Ride ${ride.id} goes back to Pending without a driver. Why?`}
      textLabel="Reason"
      max={REVIVE_REASON_MAX}
      asksNewTripId={asksNewTripId(ride)}
      submitLabel="Revive"
      isSending={revive.isPending}
      onSubmit={(values) =>
        revive.mutate({
          reason: values.text,
          new_trip_id: values.new_trip_id.trim() || undefined,
          updated_at: ride.updated_at,
        })
      }
    />
  );
}
