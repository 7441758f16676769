import { CAR_STATUSES, type Car, cars } from '@fleetdesk/contract';
import { Grid, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { Control, UseFormReturn } from 'react-hook-form';
import { endpointQuery } from '../../../api/endpointQuery';
import { FormTextField } from '../../../ui/form/FormTextField';
import { useSettings } from '../../rides/dialogs/shared/useSettings';
import { CarDetailsFields } from '../addCar/CarDetailsFields';
import type { CarDetailsInput } from '../addCar/carDetailsForm';
import type { CarEdit, CarEditInput, CarEditRights } from './carEditForm';

const ReadOnly = ({ label, value }: { label: string; value: string | number | null }) => (
  <TextField label={label} value={value ?? ''} size="small" fullWidth disabled />
);

/**
 * The edit form of spec 2 §5: the car's own fields (shared with the add-car wizard), state, type,
 * seats, status and fleet; year, make and model are read-only.
 */
export function CarEditFields({
  car,
  form,
  rights,
}: {
  car: Car;
  form: UseFormReturn<CarEditInput, unknown, CarEdit>;
  rights: CarEditRights;
}) {
  const types = useQuery(endpointQuery(cars.carTypes, { query: { state: car.state.slice(0, 2) } }));
  const settings = useSettings();
  const typeOptions = (types.data?.types ?? []).map((type) => ({ value: type.id, label: type.title }));
  if (!typeOptions.some((option) => option.value === car.type_id))
    typeOptions.unshift({ value: car.type_id, label: car.type });
  const fleetOptions = [
    { value: '', label: 'No fleet' },
    ...(settings.data?.fleets ?? []).map((fleet) => ({ value: fleet.id, label: fleet.name })),
  ];
  const { control } = form;

  return (
    <Grid container spacing={2} sx={{ pt: 1 }}>
      <Grid size={4}>
        <ReadOnly label="Year" value={car.year} />
      </Grid>
      <Grid size={4}>
        <ReadOnly label="Make" value={car.make} />
      </Grid>
      <Grid size={4}>
        <ReadOnly label="Model" value={car.model} />
      </Grid>
      <Grid size={6}>
        <FormTextField
          control={control}
          emptyAsNull
          displayEmpty
          name="type_id"
          label="Type"
          options={typeOptions}
        />
      </Grid>
      <Grid size={6}>
        <FormTextField control={control} emptyAsNull displayEmpty name="state" label="State" />
      </Grid>
      <Grid size={12}>
        <CarDetailsFields
          // One set of fields serves the wizard and this form; both forms name them alike.
          control={control as unknown as Control<CarDetailsInput>}
          setValue={form.setValue as never}
          vinReadOnly={!rights.vin}
        />
      </Grid>
      <Grid size={4}>
        <FormTextField control={control} emptyAsNull displayEmpty name="seats" label="Seats" type="number" />
      </Grid>
      <Grid size={4}>
        <FormTextField
          control={control}
          emptyAsNull
          displayEmpty
          name="wav_seats"
          label="WAV seats"
          type="number"
        />
      </Grid>
      <Grid size={4}>
        <FormTextField
          control={control}
          emptyAsNull
          displayEmpty
          name="status"
          label="Status"
          options={CAR_STATUSES.map((status) => ({ value: status, label: status }))}
        />
      </Grid>
      {rights.fleetShown && (
        <Grid size={12}>
          <FormTextField
            control={control}
            emptyAsNull
            displayEmpty
            name="fleet_id"
            label="Fleet"
            options={fleetOptions}
            disabled={!rights.fleet}
            helperText={rights.fleet ? undefined : 'Changing the fleet needs the update-fleet permission.'}
          />
        </Grid>
      )}
    </Grid>
  );
}
