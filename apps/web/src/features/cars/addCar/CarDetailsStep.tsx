import type { CarType } from '@fleetdesk/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, DialogActions, DialogContent } from '@mui/material';
import { useForm } from 'react-hook-form';
import { showFormError } from '../../../api/showFormError';
import { useReportDirty } from '../../../ui/dialogs/FormDialog';
import { useGuardedSubmit } from '../../../ui/form/useGuardedSubmit';
import { CarDetailsFields } from './CarDetailsFields';
import {
  CAR_DETAIL_FIELDS,
  type CarDetails,
  type CarDetailsInput,
  carDetailsDefaults,
  carDetailsSchema,
} from './carDetailsForm';
import { useCreateCar } from './useCreateCar';

interface CarDetailsStepProps {
  stateCode: string;
  type: CarType;
  driverId?: number;
  onBack: (() => void) | null;
  onCreated: () => void;
}

/** Step 3: colour, plate, VIN and the WAV / stretcher / SUV flags; submitting creates the car. */
export function CarDetailsStep({ stateCode, type, driverId, onBack, onCreated }: CarDetailsStepProps) {
  const form = useForm<CarDetailsInput, unknown, CarDetails>({
    resolver: zodResolver(carDetailsSchema(type.id)),
    mode: 'onTouched',
    defaultValues: carDetailsDefaults(type),
  });
  useReportDirty(form.formState.isDirty);
  const create = useCreateCar({
    onCreated,
    onError: (error) => showFormError(error, form.setError, CAR_DETAIL_FIELDS),
  });
  const submit = useGuardedSubmit(
    form.handleSubmit((details) =>
      create.mutateAsync({
        ...details,
        state: stateCode,
        type_id: type.id,
        ...(driverId ? { driver_id: driverId } : {}),
      }),
    ),
  );

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogContent sx={{ pt: 1 }}>
        <CarDetailsFields control={form.control} setValue={form.setValue} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {onBack && (
          <Button color="inherit" onClick={onBack} disabled={create.isPending}>
            Back
          </Button>
        )}
        <Button type="submit" variant="contained" loading={create.isPending}>
          Add car
        </Button>
      </DialogActions>
    </Box>
  );
}
