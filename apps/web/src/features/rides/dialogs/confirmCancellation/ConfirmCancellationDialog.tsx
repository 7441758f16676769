import {
  cancelNoteField,
  ENDPOINTS,
  RIDE_NOTE_MAX,
  type Ride,
  rideUpdatedMessage,
} from '@fleetdesk/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Dialog, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { callEndpoint } from '../../../../api/client';
import type { DialogControl } from '../../../../ui/dialogs/dialogTypes';
import { DialogFormActions } from '../shared/DialogFormActions';
import { applyFieldErrors } from '../shared/fieldErrors';
import { LimitedTextField } from '../shared/LimitedTextField';
import { useRideMutation } from '../shared/useRideMutation';

declare module '../../../../ui/dialogs/dialogTypes' {
  interface DialogPropsByKey {
    confirmCancellation: { ride: Ride };
  }
}

const ConfirmCancellationValues = z.object({ note: cancelNoteField });

/** Confirm Cancellation: accepts the rider's cancel request (confirm_user_cancel) with a note. */
export function ConfirmCancellationDialog({ ride, open, onClose }: { ride: Ride } & DialogControl) {
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(ConfirmCancellationValues),
    mode: 'onChange',
    defaultValues: { note: '' },
  });
  const confirm = useRideMutation({
    mutationFn: ({ note }: { note: string }) =>
      callEndpoint(ENDPOINTS['rides.update'], {
        params: { id: ride.id },
        body: { status: 'confirm_user_cancel', note, updated_at: ride.updated_at },
      }),
    successMessage: () => rideUpdatedMessage(ride.id),
    onSuccess: onClose,
    showError: (error) => applyFieldErrors(error, setError, ['note']),
  });

  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth>
      <form onSubmit={handleSubmit((values) => confirm.mutate(values))} noValidate>
        <DialogTitle>Confirm Cancellation</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>
              The rider asked to cancel ride {ride.id}. Confirm the cancellation with a note.
            </DialogContentText>
            <LimitedTextField
              control={control}
              name="note"
              max={RIDE_NOTE_MAX}
              label="Note"
              multiline
              minRows={3}
              autoFocus
              required
            />
          </Stack>
        </DialogContent>
        <DialogFormActions
          onCancel={onClose}
          submitLabel="Confirm Cancellation"
          disabled={!formState.isValid}
          isSending={confirm.isPending}
        />
      </form>
    </Dialog>
  );
}
