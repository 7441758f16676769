import {
  REVIVE_REASON_MAX,
  type Ride,
  reviveNeedsNewTripId,
  reviveReasonField,
  rideUpdatedMessage,
} from '@fleetdesk/contract';
import type { DialogControl } from '../../../../ui/dialogs/dialogTypes';
import { useReviveRide } from '../../api/useReviveRide';
import { ReasonDialog, useReasonForm } from '../shared/ReasonDialog';

declare module '../../../../ui/dialogs/dialogTypes' {
  interface DialogPropsByKey {
    revive: { ride: Ride };
  }
}

/**
 * Revive Ride: back to pending without a driver, with a reason (5–250 characters). A Sentry ride that
 * already ended comes back under a new Sentry trip id, which is then required.
 */
export function ReviveDialog({ ride, open, onClose }: { ride: Ride } & DialogControl) {
  const needsNewTripId = reviveNeedsNewTripId(ride);
  const { form, showServerErrors } = useReasonForm(reviveReasonField, 'reason', needsNewTripId);
  const revive = useReviveRide(ride.id, {
    successMessage: () => rideUpdatedMessage(ride.id),
    onSuccess: onClose,
    onConflict: onClose,
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
      asksNewTripId={needsNewTripId}
      submitLabel="Revive"
      isSending={revive.isPending}
      onSubmit={(values) =>
        revive.mutateAsync({
          reason: values.text,
          new_trip_id: needsNewTripId ? values.new_trip_id.trim() : undefined,
          updated_at: ride.updated_at,
        })
      }
    />
  );
}
