import { type Car, cars } from '@fleetdesk/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, DialogContent } from '@mui/material';
import { useForm } from 'react-hook-form';
import { callEndpoint } from '../../../api/client';
import { showFormError } from '../../../api/showFormError';
import type { DialogControl } from '../../../ui/dialogs/dialogTypes';
import { useReportDirty } from '../../../ui/dialogs/FormDialog';
import { useGuardedSubmit } from '../../../ui/form/useGuardedSubmit';
import { DialogFormActions } from '../../rides/dialogs/shared/DialogFormActions';
import { useHasPermission, useIsFleet } from '../../rides/dialogs/shared/useHasPermission';
import { CarDialogFrame } from './CarDialogFrame';
import { CarEditFields } from './CarEditFields';
import {
  CAR_EDIT_FIELDS,
  type CarEdit,
  type CarEditInput,
  type CarEditRights,
  carEditBody,
  carEditDefaults,
  carEditSchema,
} from './carEditForm';
import { useCarMutation } from './useCarMutation';

interface EditCarProps {
  carId: number;
}

declare module '../../../ui/dialogs/dialogTypes' {
  interface DialogPropsByKey {
    editCar: EditCarProps;
  }
}

/** Edit car (spec 2 §2): the car form, the car's documents and its notes. */
export function EditCarDialog({ carId, ...control }: EditCarProps & DialogControl) {
  return (
    <CarDialogFrame carId={carId} title="Edit car" {...control}>
      {(car) => <CarEditForm car={car} onDone={control.onClose} />}
    </CarDialogFrame>
  );
}

function CarEditForm({ car, onDone }: { car: Car; onDone: () => void }) {
  const isFleet = useIsFleet();
  const rights: CarEditRights = {
    vin: useHasPermission('cars.edit_vin_number'),
    fleet: useHasPermission('cars.update_fleet') && !isFleet,
    fleetShown: !isFleet,
  };
  const form = useForm<CarEditInput, unknown, CarEdit>({
    resolver: zodResolver(carEditSchema),
    mode: 'onTouched',
    defaultValues: carEditDefaults(car),
  });
  useReportDirty(form.formState.isDirty);
  const update = useCarMutation(
    (body: CarEdit) => callEndpoint(cars.updateCar, { params: { id: car.id }, body }),
    { onDone, onError: (error) => showFormError(error, form.setError, CAR_EDIT_FIELDS) },
  );
  const submit = useGuardedSubmit(
    form.handleSubmit((values) => update.mutateAsync(carEditBody(values, rights))),
  );

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogContent sx={{ pt: 1 }}>
        <CarEditFields car={car} form={form} rights={rights} />
      </DialogContent>
      <DialogFormActions onCancel={onDone} submitLabel="Save" isSending={update.isPending} />
    </Box>
  );
}
