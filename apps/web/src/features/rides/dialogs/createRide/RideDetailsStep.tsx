import { MESSAGES, PAYMENT_TYPES } from '@fleetdesk/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  DialogActions,
  DialogContent,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { ApiError } from '../../../../api/ApiError';
import { showFormError } from '../../../../api/showFormError';
import { useReportDirty } from '../../../../ui/dialogs/FormDialog';
import { SubmitAccess } from '../../../../ui/NoAccess';
import { inNewYork } from '../../../../ui/time/dayjs';
import { useHasPermission } from '../shared/useHasPermission';
import { CardSelect } from './CardSelect';
import { EstimateChoice } from './EstimateChoice';
import { PickupDatesField } from './PickupDatesField';
import { PriceBreakdownView } from './PriceBreakdownView';
import type { EstimateSet } from './rideDraftStore';
import { createRideBody } from './rideRequest';
import { LegServices } from './ServiceLevelFields';
import { StepForm } from './StepForm';
import { useAddCardForRider } from './useAddCardForRider';
import { useCreateRides } from './useCreateRides';
import { useRidePrice } from './useRidePrice';
import {
  type PassengerValues,
  type RideDetailsInput,
  type RideDetailsValues,
  rideDetailsStepSchema,
} from './wizardSchemas';

const DEFAULT_DETAILS: RideDetailsInput = {
  pickup_at_dates: [],
  pickup_at_time: '',
  ride_estimate_id: undefined as unknown as number,
  amount: '',
  payment_type: undefined as unknown as RideDetailsInput['payment_type'],
  payment_card_id: undefined,
  return_at: '',
  appointment_at: '',
  service_level_a_leg: 'none',
  service_level_b_leg: 'none',
};

const PAYMENT_LABELS: Record<string, string> = {
  account: 'Account',
  card: 'Card',
  facility: 'Facility',
  passenger: 'Passenger',
};

interface RideDetailsStepProps {
  companyId: number;
  isFacility: boolean;
  passenger: PassengerValues;
  estimates: EstimateSet;
  initial: Partial<RideDetailsInput> | null;
  onBack: (details: Partial<RideDetailsInput>) => void;
  onBooked: () => void;
  /** The estimate ran out: step 2 prices the trip again; what step 3 holds is handed back. */
  onExpired: (details: Partial<RideDetailsInput>) => void;
}

const isExpired = (error: unknown) => error instanceof ApiError && error.message === MESSAGES.estimateExpired;

/** Step 3: days and times, the priced ride type, payment, services, and the price it all comes to. */
export function RideDetailsStep(props: RideDetailsStepProps) {
  const { companyId, isFacility, passenger, estimates, onExpired } = props;
  const canChangePrice = useHasPermission('rides.change-price');
  const now = useMemo(() => inNewYork(Date.now()), []);
  const today = now.format('YYYY-MM-DD');
  const form = useForm<RideDetailsInput, unknown, RideDetailsValues>({
    resolver: zodResolver(rideDetailsStepSchema({ today, nowTime: now.format('HH:mm'), isFacility })),
    mode: 'onTouched',
    defaultValues: { ...DEFAULT_DETAILS, ...props.initial },
  });
  const { control, register, handleSubmit, setValue, getValues, setError, formState } = form;
  const { errors } = formState;
  useReportDirty(formState.isDirty);
  const watched = useWatch({ control }) as Partial<RideDetailsInput>;
  const price = useRidePrice(companyId, estimates, watched);
  const addCard = useAddCardForRider(companyId, passenger, (cardId) =>
    setValue('payment_card_id', cardId, { shouldValidate: true }),
  );
  const booking = useCreateRides({
    onAllBooked: props.onBooked,
    onSomeBooked: (booked) =>
      setValue(
        'pickup_at_dates',
        getValues('pickup_at_dates').filter((date) => !booked.includes(date)),
      ),
    onError: (error) => {
      if (isExpired(error)) onExpired(getValues());
      else showFormError(error, setError, ['pickup_at_dates', 'pickup_at_time', 'amount', 'payment_type']);
    },
  });

  useEffect(() => {
    if (isExpired(price.error)) onExpired(getValues());
  }, [price.error, onExpired, getValues]);
  // Without a return time there is no way back to serve.
  useEffect(() => {
    if (!watched.return_at && watched.service_level_b_leg !== 'none') setValue('service_level_b_leg', 'none');
  }, [watched.return_at, watched.service_level_b_leg, setValue]);

  const chosen = estimates.estimates.find((estimate) => estimate.id === watched.ride_estimate_id);
  const paymentTypes = chosen?.ride_type.payment_types_supported ?? [...PAYMENT_TYPES];
  const time = (name: 'pickup_at_time' | 'return_at' | 'appointment_at', label: string, required = false) => (
    <TextField
      type="time"
      label={label}
      {...register(name)}
      error={Boolean(errors[name])}
      helperText={errors[name]?.message}
      required={required}
      slotProps={{ inputLabel: { shrink: true } }}
      size="small"
      sx={{ flex: 1 }}
    />
  );

  return (
    <StepForm
      onSubmit={handleSubmit((values) =>
        booking.create(createRideBody(companyId, estimates, passenger, values)),
      )}
    >
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Controller
            control={control}
            name="pickup_at_dates"
            render={({ field, fieldState }) => (
              <PickupDatesField
                dates={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
                minDate={today}
              />
            )}
          />
          <Stack direction="row" spacing={1}>
            {time('pickup_at_time', 'Pickup time', true)}
            {time('return_at', 'Return time')}
            {time('appointment_at', 'Appointment time')}
          </Stack>
          <Typography variant="subtitle2">Ride estimate</Typography>
          <Controller
            control={control}
            name="ride_estimate_id"
            render={({ field, fieldState }) => (
              <EstimateChoice
                estimates={estimates.estimates}
                value={field.value}
                error={fieldState.error?.message}
                onChange={(estimate) => {
                  field.onChange(estimate.id);
                  setValue('amount', estimate.amount.toFixed(2), { shouldValidate: true });
                  const type = getValues('payment_type');
                  if (type && !estimate.ride_type.payment_types_supported.includes(type))
                    setValue('payment_type', undefined as unknown as RideDetailsInput['payment_type']);
                }}
              />
            )}
          />
          <Stack direction="row" spacing={1}>
            <TextField
              label="Amount"
              {...register('amount')}
              error={Boolean(errors.amount)}
              helperText={
                errors.amount?.message ?? (canChangePrice ? undefined : 'The estimate sets the price')
              }
              disabled={!canChangePrice}
              required
              size="small"
              // Filled from the chosen estimate behind the input's back: keep the label out of the way.
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ flex: 1 }}
            />
            <Controller
              control={control}
              name="payment_type"
              render={({ field, fieldState }) => (
                <TextField
                  select
                  label="Payment type"
                  value={field.value ?? ''}
                  onChange={(event) => field.onChange(event.target.value)}
                  onBlur={field.onBlur}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                  required
                  size="small"
                  sx={{ flex: 1 }}
                >
                  {paymentTypes.map((type) => (
                    <MenuItem key={type} value={type}>
                      {PAYMENT_LABELS[type] ?? type}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Stack>
          {watched.payment_type === 'card' && (
            <Controller
              control={control}
              name="payment_card_id"
              render={({ field, fieldState }) => (
                <CardSelect
                  riderId={passenger.rider_id}
                  value={field.value}
                  onChange={field.onChange}
                  onAddCard={addCard.start}
                  isAdding={addCard.isCreatingRider}
                  error={fieldState.error?.message}
                />
              )}
            />
          )}
          <Stack>
            <Controller
              control={control}
              name="service_level_a_leg"
              render={({ field }) => (
                <LegServices leg="Pickup" value={field.value ?? 'none'} onChange={field.onChange} />
              )}
            />
            <Controller
              control={control}
              name="service_level_b_leg"
              render={({ field }) => (
                <LegServices
                  leg="Return"
                  value={field.value ?? 'none'}
                  onChange={field.onChange}
                  disabled={!watched.return_at}
                />
              )}
            />
          </Stack>
          {price.data && <PriceBreakdownView price={price.data} />}
          {price.error && !isExpired(price.error) && (
            <Alert severity="error">
              {price.error.message}
              {price.error.message === MESSAGES.noEstimates && <div>{MESSAGES.tryAgainHint}</div>}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={() => props.onBack(getValues())} disabled={booking.isPending}>
          Back
        </Button>
        <SubmitAccess>
          <Button type="submit" variant="contained" loading={booking.isPending}>
            Create ride
          </Button>
        </SubmitAccess>
      </DialogActions>
    </StepForm>
  );
}
