import { textMax } from '@fleetdesk/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Dialog, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { z } from 'zod';
import type { DialogControl } from '../../../../ui/dialogs/dialogTypes';
import { DialogFormActions } from './DialogFormActions';
import { applyFieldErrors } from './fieldErrors';
import { LimitedTextField } from './LimitedTextField';

export interface ReasonValues {
  text: string;
  new_trip_id: string;
}

/**
 * The form of a reason dialog: the text the contract's `textField` checks (the request calls it
 * `serverName`) and an optional new trip id. `showServerErrors` puts a 422's messages under them.
 */
export function useReasonForm(textField: z.ZodString, serverName: 'note' | 'reason') {
  const form = useForm<ReasonValues>({
    resolver: zodResolver(z.object({ text: textField, new_trip_id: textMax(64) })),
    mode: 'onChange',
    defaultValues: { text: '', new_trip_id: '' },
  });
  const showServerErrors = (error: unknown) =>
    applyFieldErrors(error, form.setError, ['text', 'new_trip_id'], { text: serverName });
  return { form, showServerErrors };
}

interface ReasonDialogProps extends DialogControl {
  form: UseFormReturn<ReasonValues>;
  title: string;
  intro: string;
  textLabel: string;
  max: number;
  /** Shows "New trip ID" (a revived Sentry ride that already ended). */
  asksNewTripId?: boolean;
  submitLabel: string;
  isSending: boolean;
  onSubmit: (values: ReasonValues) => void;
}

/** A ride action that needs words: Confirm Cancellation, Revive Ride, Revive All Rides. */
export function ReasonDialog(props: ReasonDialogProps) {
  const { form, open, onClose } = props;
  const { errors } = form.formState;
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth>
      <form onSubmit={form.handleSubmit(props.onSubmit)} noValidate>
        <DialogTitle>{props.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{props.intro}</DialogContentText>
            <LimitedTextField
              control={form.control}
              name="text"
              max={props.max}
              label={props.textLabel}
              multiline
              minRows={3}
              autoFocus
              required
            />
            {props.asksNewTripId && (
              <TextField
                label="New trip ID"
                {...form.register('new_trip_id')}
                error={Boolean(errors.new_trip_id)}
                helperText={errors.new_trip_id?.message ?? 'Optional: the trip id Sentry gave'}
              />
            )}
          </Stack>
        </DialogContent>
        <DialogFormActions
          onCancel={onClose}
          submitLabel={props.submitLabel}
          disabled={!form.formState.isValid}
          isSending={props.isSending}
        />
      </form>
    </Dialog>
  );
}
