import { cars } from '@fleetdesk/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, DialogContent, Stack, TextField } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { callEndpoint } from '../../../api/client';
import { showFormError } from '../../../api/showFormError';
import type { DialogControl } from '../../../ui/dialogs/dialogTypes';
import { useReportDirty } from '../../../ui/dialogs/FormDialog';
import { useGuardedSubmit } from '../../../ui/form/useGuardedSubmit';
import { DialogFormActions } from '../../rides/dialogs/shared/DialogFormActions';
import { CarDialogFrame } from './CarDialogFrame';
import { useCarMutation } from './useCarMutation';

interface EditTempCarProps {
  carId: number;
}

declare module '../../../ui/dialogs/dialogTypes' {
  interface DialogPropsByKey {
    editTempCar: EditTempCarProps;
  }
}

type TempCarInput = z.input<typeof cars.temporaryCarBody>;
type TempCar = z.output<typeof cars.temporaryCarBody>;
const TEMP_CAR_FIELDS = ['vin_number', 'plate_number'] as const;

/** Edit temporary car (spec 2 §2, §5): VIN and plate make it a regular car; its documents read-only. */
export function EditTempCarDialog({ carId, ...control }: EditTempCarProps & DialogControl) {
  return (
    <CarDialogFrame carId={carId} title="Edit temporary car" temporary {...control}>
      {(car) => (
        <TempCarForm carId={car.id} vin={car.vin_number} plate={car.plate_number} onDone={control.onClose} />
      )}
    </CarDialogFrame>
  );
}

function TempCarForm({
  carId,
  vin,
  plate,
  onDone,
}: {
  carId: number;
  vin: string;
  plate: string;
  onDone: () => void;
}) {
  const form = useForm<TempCarInput, unknown, TempCar>({
    resolver: zodResolver(cars.temporaryCarBody),
    mode: 'onTouched',
    defaultValues: { vin_number: vin, plate_number: plate },
  });
  useReportDirty(form.formState.isDirty);
  const save = useCarMutation(
    (body: TempCar) => callEndpoint(cars.saveTemporaryCar, { params: { id: carId }, body }),
    { onDone, onError: (error) => showFormError(error, form.setError, TEMP_CAR_FIELDS) },
  );
  const submit = useGuardedSubmit(form.handleSubmit((body) => save.mutateAsync(body)));
  const field = (name: (typeof TEMP_CAR_FIELDS)[number], label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field: input, fieldState }) => (
        <TextField
          {...input}
          inputRef={input.ref}
          label={label}
          required
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogContent sx={{ pt: 1 }}>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Alert severity="info">Saving the VIN and plate turns this temporary car into a regular car.</Alert>
          {field('vin_number', 'VIN Number')}
          {field('plate_number', 'Plate Number')}
        </Stack>
      </DialogContent>
      <DialogFormActions onCancel={onDone} submitLabel="Save" isSending={save.isPending} />
    </Box>
  );
}
