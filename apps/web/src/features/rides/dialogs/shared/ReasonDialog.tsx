import { MESSAGES, SHORT_TEXT_MAX, shortTextField } from '@fleetdesk/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { z } from 'zod';
import type { DialogControl } from '../../../../ui/dialogs/dialogTypes';
import { FormDialog } from '../../../../ui/dialogs/FormDialog';
import { useGuardedSubmit } from '../../../../ui/form/useGuardedSubmit';
import { DialogFormActions } from './DialogFormActions';
import { applyFieldErrors } from './fieldErrors';
import { LimitedTextField } from './LimitedTextField';

export interface ReasonValues {
  text: string;
  new_trip_id: string;
}

const requiredTripId = z.string().trim().min(1, MESSAGES.newTripIdRequired).pipe(shortTextField);

/**
 * The form of a reason dialog: the text the contract's `textField` checks (the request calls it
 * `serverName`) and, when `needsNewTripId`, a required new trip id ('NEW TRIP ID IS REQUIRED!', an
 * ended Sentry ride). `showServerErrors` puts a 422's messages under them.
 */
export function useReasonForm(textField: z.ZodString, serverName: 'note' | 'reason', needsNewTripId = false) {
  const newTripId = needsNewTripId ? requiredTripId : z.string();
  const form = useForm<ReasonValues>({
    resolver: zodResolver(z.object({ text: textField, new_trip_id: newTripId })),
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
  /** Shows the required "New trip ID" (a revived Sentry ride that already ended); pair with useReasonForm's. */
  asksNewTripId?: boolean;
  submitLabel: string;
  isSending: boolean;
  /** Returns the write's promise (`mutateAsync`): further submits are refused until it settles. */
  onSubmit: (values: ReasonValues) => Promise<unknown>;
}

/** A ride action that needs words: Confirm Cancellation, Revive Ride, Revive All Rides. */
export function ReasonDialog(props: ReasonDialogProps) {
  const { form, open, onClose } = props;
  const submit = useGuardedSubmit(form.handleSubmit(props.onSubmit));
  return (
    <FormDialog dirty={form.formState.isDirty} open={open} onClose={onClose} maxWidth="sm" fullWidth>
      <form onSubmit={submit} noValidate>
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
              <LimitedTextField
                control={form.control}
                name="new_trip_id"
                max={SHORT_TEXT_MAX}
                label="New trip ID"
                helperText={MESSAGES.newTripIdRequired}
                required
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
    </FormDialog>
  );
}
