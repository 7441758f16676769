import { EMAIL_MAX, ENDPOINTS, MESSAGES, NAME_MAX, RIDE_NOTE_MAX } from '@fleetdesk/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, DialogActions, DialogContent, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../../../api/ApiError';
import { callEndpoint } from '../../../../api/client';
import { reportError } from '../../../../api/reportError';
import { useReportDirty } from '../../../../ui/dialogs/FormDialog';
import { FormTextField } from '../../../../ui/form/FormTextField';
import { LimitedTextField } from '../shared/LimitedTextField';
import { PlaceFields } from '../shared/PlaceFields';
import { SEAT_OPTIONS } from '../shared/seatOptions';
import { RiderSearch } from './RiderSearch';
import type { EstimateSet } from './rideDraftStore';
import { StepForm } from './StepForm';
import { type PassengerInput, type PassengerValues, passengerStepSchema } from './wizardSchemas';

const EMPTY_PLACE = { address: '', lat: '', lon: '' };
/** The passenger's limited text boxes (spec 1 §5); the phone has its own format rules instead. */
const TEXT_MAX = { first_name: NAME_MAX, last_name: NAME_MAX, email: EMAIL_MAX } as const;
export const EMPTY_PASSENGER: PassengerInput = {
  first_name: '',
  last_name: '',
  phone_number: '',
  email: '',
  start: EMPTY_PLACE,
  destination: EMPTY_PLACE,
  seats: 1,
  rider_note: '',
  pickup_note: '',
  trip_note: '',
};

const toPlace = (place: PassengerValues['start']) => ({
  address: place.address,
  lat: Number(place.lat),
  lon: Number(place.lon),
});

/** Prices the trip for every ride type of the company, the way back included (POST /estimates/price). */
async function priceTrip(companyId: number, values: PassengerValues): Promise<EstimateSet> {
  const answer = await callEndpoint(ENDPOINTS['estimates.price'], {
    body: {
      company_id: companyId,
      start: toPlace(values.start),
      destination: toPlace(values.destination),
      seats: values.seats,
      rider_id: values.rider_id,
      with_return: true,
    },
  });
  return { estimates: answer.estimates, returnEstimates: answer.return_estimates };
}

interface PassengerStepProps {
  companyId: number;
  isFacility: boolean;
  initial: PassengerInput | null;
  onBack: (input: PassengerInput) => void;
  onNext: (input: PassengerInput, values: PassengerValues, estimates: EstimateSet) => void;
}

/** Step 2: the passenger (or an existing rider), where from and where to, and the notes. */
export function PassengerStep({ companyId, isFacility, initial, onBack, onNext }: PassengerStepProps) {
  const { control, register, handleSubmit, setValue, getValues, formState } = useForm<
    PassengerInput,
    unknown,
    PassengerValues
  >({
    resolver: zodResolver(passengerStepSchema(isFacility)),
    mode: 'onTouched',
    defaultValues: initial ?? EMPTY_PASSENGER,
  });
  useReportDirty(formState.isDirty);
  const [hasNoEstimates, setHasNoEstimates] = useState(false);
  const [isPricing, setIsPricing] = useState(false);
  const { errors } = formState;

  const handleNext = handleSubmit(async (values) => {
    setIsPricing(true);
    setHasNoEstimates(false);
    try {
      const estimates = await priceTrip(companyId, values);
      if (estimates.estimates.length === 0) setHasNoEstimates(true);
      else onNext(getValues(), values, estimates);
    } catch (error) {
      if (error instanceof ApiError && error.message === MESSAGES.noEstimates) setHasNoEstimates(true);
      else reportError(error);
    } finally {
      setIsPricing(false);
    }
  });

  const text = (name: keyof typeof TEXT_MAX, label: string, required = true) => (
    <LimitedTextField
      control={control}
      name={name}
      max={TEXT_MAX[name]}
      label={label}
      required={required}
      fullWidth
    />
  );

  return (
    <StepForm onSubmit={handleNext}>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <RiderSearch
            companyId={companyId}
            onPick={(rider) => {
              const options = { shouldValidate: true, shouldDirty: true };
              setValue('rider_id', rider.id);
              setValue('first_name', rider.first_name, options);
              setValue('last_name', rider.last_name, options);
              setValue('phone_number', rider.phone_number ?? '', options);
              setValue('email', rider.email ?? '', options);
            }}
          />
          <Stack direction="row" spacing={1}>
            {text('first_name', 'First name')}
            {text('last_name', 'Last name')}
          </Stack>
          <Stack direction="row" spacing={1}>
            <TextField
              label="Phone"
              {...register('phone_number')}
              error={Boolean(errors.phone_number)}
              helperText={errors.phone_number?.message}
              fullWidth
            />
            {text('email', 'Email', !isFacility)}
          </Stack>
          <Typography variant="subtitle2">Route</Typography>
          <PlaceFields control={control} name="start" label="Start address" />
          <PlaceFields control={control} name="destination" label="Destination address" />
          <FormTextField
            control={control}
            name="seats"
            label="Seats"
            options={SEAT_OPTIONS}
            numeric
            size="medium"
            sx={{ width: 120 }}
          />
          <LimitedTextField
            control={control}
            name="rider_note"
            max={RIDE_NOTE_MAX}
            label="Rider note"
            multiline
          />
          <LimitedTextField
            control={control}
            name="pickup_note"
            max={RIDE_NOTE_MAX}
            label="Pickup note"
            multiline
          />
          <LimitedTextField
            control={control}
            name="trip_note"
            max={RIDE_NOTE_MAX}
            label="Trip note (facility note, not for the driver)"
            multiline
          />
          {hasNoEstimates && (
            <Alert severity="warning">
              {MESSAGES.noEstimates}
              <Typography variant="body2">{MESSAGES.tryAgainHint}</Typography>
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={() => onBack(getValues())} disabled={isPricing}>
          Back
        </Button>
        <Button type="submit" variant="contained" loading={isPricing}>
          Next
        </Button>
      </DialogActions>
    </StepForm>
  );
}
