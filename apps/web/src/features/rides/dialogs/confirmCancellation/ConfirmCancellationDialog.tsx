import { cancelNoteField, RIDE_NOTE_MAX, type Ride, rideUpdatedMessage } from '@fleetdesk/contract';
import type { DialogControl } from '../../../../ui/dialogs/dialogTypes';
import { useUpdateRide } from '../../api/useUpdateRide';
import { ReasonDialog, useReasonForm } from '../shared/ReasonDialog';

declare module '../../../../ui/dialogs/dialogTypes' {
  interface DialogPropsByKey {
    confirmCancellation: { ride: Ride };
  }
}

/** Confirm Cancellation: accepts the rider's cancel request (confirm_user_cancel) with a note. */
export function ConfirmCancellationDialog({ ride, open, onClose }: { ride: Ride } & DialogControl) {
  const { form, showServerErrors } = useReasonForm(cancelNoteField, 'note');
  const confirm = useUpdateRide(ride.id, {
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
      title="Confirm Cancellation"
      intro={`The rider asked to cancel ride ${ride.id}. Confirm the cancellation with a note.`}
      textLabel="Note"
      max={RIDE_NOTE_MAX}
      submitLabel="Confirm Cancellation"
      isSending={confirm.isPending}
      onSubmit={({ text }) =>
        confirm.mutateAsync({ status: 'confirm_user_cancel', note: text, updated_at: ride.updated_at })
      }
    />
  );
}
