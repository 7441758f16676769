import {
  ENDPOINTS,
  REVIVE_REASON_MAX,
  type Ride,
  reviveReasonField,
  rideUpdatedMessage,
  SENTRY_ENDED_STATUSES,
  textMax,
} from '@fleetdesk/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Dialog, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
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
    revive: { ride: Ride };
  }
}

const ReviveValues = z.object({ reason: reviveReasonField, new_trip_id: textMax(64) });
type ReviveValues = z.output<typeof ReviveValues>;

/** A Sentry ride that already ended comes back under a new Sentry trip id. */
const asksNewTripId = (ride: Ride) =>
  ride.company_broker_key === 'sentry' && SENTRY_ENDED_STATUSES.includes(ride.status);

/** Revive Ride: back to pending without a driver, with a reason (5–250 characters). */
export function ReviveDialog({ ride, open, onClose }: { ride: Ride } & DialogControl) {
  const { control, register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(ReviveValues),
    mode: 'onChange',
    defaultValues: { reason: '', new_trip_id: '' },
  });
  const revive = useRideMutation({
    mutationFn: (values: ReviveValues) =>
      callEndpoint(ENDPOINTS['rides.revive'], {
        params: { id: ride.id },
        body: {
          reason: values.reason,
          new_trip_id: values.new_trip_id.trim() || undefined,
          updated_at: ride.updated_at,
        },
      }),
    successMessage: () => rideUpdatedMessage(ride.id),
    onSuccess: onClose,
    showError: (error) => applyFieldErrors(error, setError, ['reason', 'new_trip_id']),
  });

  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth>
      <form onSubmit={handleSubmit((values) => revive.mutate(values))} noValidate>
        <DialogTitle>Revive Ride</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>Ride {ride.id} goes back to Pending without a driver. Why?</DialogContentText>
            <LimitedTextField
              control={control}
              name="reason"
              max={REVIVE_REASON_MAX}
              label="Reason"
              multiline
              minRows={3}
              autoFocus
              required
            />
            {asksNewTripId(ride) && (
              <TextField
                label="New trip ID"
                {...register('new_trip_id')}
                error={Boolean(formState.errors.new_trip_id)}
                helperText={formState.errors.new_trip_id?.message ?? 'Optional: the trip id Sentry gave'}
              />
            )}
          </Stack>
        </DialogContent>
        <DialogFormActions
          onCancel={onClose}
          submitLabel="Revive"
          disabled={!formState.isValid}
          isSending={revive.isPending}
        />
      </form>
    </Dialog>
  );
}
