import {
  NEW_TRIP_ID_NOTE_MAX,
  RIDE_NOTE_MAX,
  RIDE_STATUS_LABELS,
  type Ride,
  reachableEditStatuses,
  rideUpdatedMessage,
} from '@fleetdesk/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { type Control, Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { FormTextField } from '../../../../ui/form/FormTextField';
import { useGuardedSubmit } from '../../../../ui/form/useGuardedSubmit';
import { SubmitAccess } from '../../../../ui/NoAccess';
import { useUpdateRide } from '../../api/useUpdateRide';
import { applyFieldErrors } from '../shared/fieldErrors';
import { LimitedTextField } from '../shared/LimitedTextField';
import { PlaceFields } from '../shared/PlaceFields';
import { SEAT_OPTIONS } from '../shared/seatOptions';
import { useHasAdminRole } from '../shared/useHasPermission';
import { useRideActor } from '../shared/useRideActor';
import { useSettings } from '../shared/useSettings';
import {
  editFormValues,
  editUpdate,
  fareOnlySchema,
  fullEditSchema,
  type RideEditInput,
  type RideEditValues,
} from './rideEditForm';

interface RideEditFormProps {
  ride: Ride;
  /** Holds rides.update-dangerous-fields: times, addresses, notes, status, type, seats, passenger. */
  mayEditAll: boolean;
  isFleet: boolean;
}

/** A zone of the ride, chosen from the zones GET /settings lists; 'No zone' clears it. */
function ZoneSelect(props: {
  control: Control<RideEditInput>;
  name: 'pickup_zone_id' | 'destination_zone_id';
  label: string;
  zones: readonly { id: number; name: string }[];
}) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field }) => (
        <TextField
          select
          label={props.label}
          value={field.value ?? ''}
          onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
          size="small"
          sx={{ flex: 1 }}
        >
          <MenuItem value="">No zone</MenuItem>
          {props.zones.map((zone) => (
            <MenuItem key={zone.id} value={zone.id}>
              {zone.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/**
 * The ride's edit form: key holders change the ride, the role named Admin its zones too, everyone else
 * records the fare collected. The status choices are the ones the actions table lets the ride reach now.
 */
export function RideEditForm({ ride, mayEditAll, isFleet }: RideEditFormProps) {
  const resolver = (mayEditAll
    ? zodResolver(fullEditSchema)
    : zodResolver(fareOnlySchema)) as unknown as Resolver<RideEditInput, unknown, RideEditValues>;
  const { control, register, handleSubmit, setError, reset, formState } = useForm<
    RideEditInput,
    unknown,
    RideEditValues
  >({ resolver, mode: 'onTouched', values: editFormValues(ride) });
  const { errors } = formState;
  const status = useWatch({ control, name: 'status' });
  const settings = useSettings();
  const mayEditZones = useHasAdminRole() && !isFleet;
  const statusChoices = reachableEditStatuses(ride, useRideActor());
  const zones = settings.data?.zones ?? [];
  const rideTypes = (settings.data?.ride_types ?? []).filter((type) => type.company_id === ride.company_id);
  const typeOptions = rideTypes.length
    ? rideTypes.map((type) => ({ value: type.id, label: type.display_name }))
    : [{ value: ride.ride_type_id, label: ride.ride_type_display_name }];

  const save = useUpdateRide(ride.id, {
    successMessage: () => rideUpdatedMessage(ride.id),
    onSuccess: () => reset(undefined, { keepValues: true }),
    otherErrors: 'toast', // a form save, not a ride action: a refused save must not look saved
    showError: (error) =>
      applyFieldErrors(
        error,
        setError,
        [
          'first_name',
          'last_name',
          'phone_number',
          'email',
          'fare_collected',
          'status_note',
          'pickup_zone_id',
          'destination_zone_id',
        ],
        { status_note: 'note' },
      ),
  });

  const locked = !mayEditAll;
  const text = (name: 'first_name' | 'last_name' | 'phone_number' | 'email', label: string) => (
    <TextField
      label={label}
      {...register(name)}
      disabled={locked}
      error={Boolean(errors[name])}
      helperText={errors[name]?.message}
      size="small"
      sx={{ flex: 1 }}
    />
  );
  const when = (name: 'pickup_at' | 'dropoff_at', label: string) => (
    <TextField
      type="datetime-local"
      label={label}
      {...register(name)}
      disabled={locked}
      error={Boolean(errors[name])}
      helperText={errors[name]?.message}
      slotProps={{ inputLabel: { shrink: true } }}
      size="small"
      sx={{ flex: 1 }}
    />
  );
  const submit = useGuardedSubmit(
    handleSubmit(async (values) => {
      const update = editUpdate(ride, values, { mayEditAll, mayEditZones });
      if (update) await save.mutateAsync(update);
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Edit ride">
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1}>
          {text('first_name', 'First name')}
          {text('last_name', 'Last name')}
        </Stack>
        <Stack direction="row" spacing={1}>
          {text('phone_number', 'Phone')}
          {text('email', 'Email')}
        </Stack>
        <Stack direction="row" spacing={1}>
          {when('pickup_at', 'Pickup at')}
          {when('dropoff_at', 'Dropoff at')}
        </Stack>
        <PlaceFields control={control} name="start" label="Start address" disabled={locked} />
        <PlaceFields control={control} name="destination" label="Destination address" disabled={locked} />
        {mayEditZones && (
          <Stack direction="row" spacing={1}>
            <ZoneSelect control={control} name="pickup_zone_id" label="Pickup zone" zones={zones} />
            <ZoneSelect control={control} name="destination_zone_id" label="Destination zone" zones={zones} />
          </Stack>
        )}
        <LimitedTextField
          control={control}
          name="pickup_note"
          max={RIDE_NOTE_MAX}
          label="Pickup note"
          size="small"
          disabled={locked}
        />
        {!isFleet && (
          <Stack direction="row" spacing={1}>
            <TextField
              select
              label="Status"
              {...register('status')}
              value={status ?? ''}
              disabled={locked}
              size="small"
              sx={{ flex: 1 }}
            >
              <MenuItem value="">{RIDE_STATUS_LABELS[ride.status]} (unchanged)</MenuItem>
              {statusChoices.map((value) => (
                <MenuItem key={value} value={value}>
                  {RIDE_STATUS_LABELS[value]}
                </MenuItem>
              ))}
            </TextField>
            <FormTextField
              numeric
              sx={{ flex: 1 }}
              control={control}
              name="ride_type_id"
              label="Ride type"
              options={typeOptions}
              disabled={locked}
            />
            <FormTextField
              numeric
              sx={{ flex: 1 }}
              control={control}
              name="seats"
              label="Seats"
              options={SEAT_OPTIONS}
              disabled={locked}
            />
          </Stack>
        )}
        {status && (
          <LimitedTextField
            control={control}
            name="status_note"
            max={RIDE_NOTE_MAX}
            label="Status note"
            size="small"
          />
        )}
        <LimitedTextField
          control={control}
          name="new_trip_id_note"
          max={NEW_TRIP_ID_NOTE_MAX}
          label="New trip ID note"
          size="small"
          disabled={locked}
        />
        <Stack direction="row" spacing={1} alignItems="flex-start">
          <TextField
            label="Fare collected"
            {...register('fare_collected')}
            error={Boolean(errors.fare_collected)}
            helperText={errors.fare_collected?.message}
            size="small"
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            sx={{ flex: 1 }}
          />
          <SubmitAccess>
            <Button type="submit" variant="contained" loading={save.isPending} disabled={!formState.isDirty}>
              Save
            </Button>
          </SubmitAccess>
        </Stack>
      </Stack>
    </form>
  );
}
