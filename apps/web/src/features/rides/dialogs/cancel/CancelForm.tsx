import {
  CANCEL_STATUSES,
  ENDPOINTS,
  RIDE_NOTE_MAX,
  RIDE_STATUS_LABELS,
  type Ride,
  rideUpdatedMessage,
} from '@fleetdesk/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { DialogContent, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { endpointQuery } from '../../../../api/endpointQuery';
import { useReportDirty } from '../../../../ui/dialogs/FormDialog';
import { useGuardedSubmit } from '../../../../ui/form/useGuardedSubmit';
import { useUpdateRide } from '../../api/useUpdateRide';
import { DialogFormActions } from '../shared/DialogFormActions';
import { applyFieldErrors } from '../shared/fieldErrors';
import { LimitedTextField } from '../shared/LimitedTextField';
import { useRideMutation } from '../shared/useRideMutation';
import { CANCEL_FORM_SCHEMAS, type CancelFormValues, type CancelVariant, NOTE_LABELS } from './cancelVariant';
import { SelectField } from './SelectField';
import { type BrokerCancelVariant, cancelByStatusBody, sendBrokerCancel } from './sendCancel';

const STATUS_OPTIONS = CANCEL_STATUSES.map((status) => ({
  value: status,
  label: RIDE_STATUS_LABELS[status],
}));

interface CancelFormProps {
  ride: Ride;
  variant: Exclude<CancelVariant, 'no_show'>;
  onClose: () => void;
}

/** Status (and for Sentry a reason from Sentry's list) plus a note; Confirm waits for a valid form. */
export function CancelForm({ ride, variant, onClose }: CancelFormProps) {
  const { control, handleSubmit, setError, watch, formState } = useForm({
    resolver: zodResolver(CANCEL_FORM_SCHEMAS[variant]),
    mode: 'onChange',
    defaultValues: { note: '' },
  });
  useReportDirty(formState.isDirty);
  const reasons = useQuery({
    ...endpointQuery(ENDPOINTS['rides.sentryCancelReasons']),
    enabled: variant === 'sentry',
    staleTime: Number.POSITIVE_INFINITY,
  });
  const outcome = {
    successMessage: () => rideUpdatedMessage(ride.id),
    onSuccess: onClose,
    onConflict: onClose,
    showError: (error: unknown) => applyFieldErrors(error, setError, ['status', 'reason_id', 'note']),
  };
  const cancelByStatus = useUpdateRide(ride.id, outcome);
  const cancelAtBroker = useRideMutation({
    ...outcome,
    mutationFn: (input: { variant: BrokerCancelVariant; values: CancelFormValues }) =>
      sendBrokerCancel(input.variant, ride, input.values),
  });
  const submit = useGuardedSubmit(
    handleSubmit((values: CancelFormValues) =>
      variant === 'status'
        ? cancelByStatus.mutateAsync(cancelByStatusBody(ride, values))
        : cancelAtBroker.mutateAsync({ variant, values }),
    ),
  );
  const reasonOptions = (reasons.data?.cancel_reasons ?? []).map((r) => ({ value: r.id, label: r.name }));

  return (
    <form onSubmit={submit} noValidate>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Controller
            control={control}
            name="status"
            render={({ field, fieldState }) => (
              <SelectField
                label="Status"
                value={field.value}
                options={STATUS_OPTIONS}
                onChange={field.onChange}
                error={fieldState.error?.message}
                required
              />
            )}
          />
          {variant === 'sentry' && (
            <Controller
              control={control}
              name="reason_id"
              render={({ field, fieldState }) => (
                <SelectField
                  label="Reason"
                  value={typeof field.value === 'number' ? field.value : undefined}
                  options={reasonOptions}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                  required={watch('status') === 'user_canceled'}
                  emptyText={reasons.isPending ? 'Loading reasons…' : 'No reasons'}
                />
              )}
            />
          )}
          <LimitedTextField
            control={control}
            name="note"
            max={RIDE_NOTE_MAX}
            label={NOTE_LABELS[variant]}
            multiline
            minRows={3}
            required={variant !== 'sentry'}
          />
        </Stack>
      </DialogContent>
      <DialogFormActions
        onCancel={onClose}
        submitLabel="Confirm"
        disabled={!formState.isValid}
        isSending={cancelByStatus.isPending || cancelAtBroker.isPending}
        destructive
      />
    </form>
  );
}
