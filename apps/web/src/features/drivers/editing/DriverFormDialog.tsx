import { type Driver, driverCreateBody, drivers, driverUpdateBody } from '@fleetdesk/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Checkbox, DialogContent, FormControlLabel } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { callEndpoint } from '../../../api/client';
import { showFormError } from '../../../api/showFormError';
import { ClosableDialogTitle } from '../../../ui/dialogs/ClosableDialogTitle';
import type { DialogControl } from '../../../ui/dialogs/dialogTypes';
import { FormDialog } from '../../../ui/dialogs/FormDialog';
import { useGuardedSubmit } from '../../../ui/form/useGuardedSubmit';
import { DialogFormActions } from '../../rides/dialogs/shared/DialogFormActions';
import { DriverFormFields } from './DriverFormFields';
import {
  DRIVER_FORM_FIELDS,
  type DriverFormValues,
  driverBody,
  driverFormValuesOf,
  EMPTY_DRIVER_FORM,
} from './driverForm';
import { useDriverFormRights, useDriverMutation } from './useDriverMutation';

/** Spec 2 §9: the create submit is debounced by 300 ms. */
export const CREATE_DEBOUNCE_MS = 300;

interface DriverFormDialogProps extends DialogControl {
  /** The driver being edited; none: a new driver. */
  driver?: Driver;
}

/** Create driver and edit driver (spec 2 §2): one form; create adds 'Create another driver'. */
export function DriverFormDialog({ driver, open, onClose }: DriverFormDialogProps) {
  const editing = Boolean(driver);
  const rights = useDriverFormRights();
  const [another, setAnother] = useState(false);
  const form = useForm<DriverFormValues>({
    // The contract's bodies check the form; they also judge what the form does not send (its output).
    resolver: zodResolver(
      editing ? driverUpdateBody : driverCreateBody,
    ) as unknown as Resolver<DriverFormValues>,
    mode: 'onTouched',
    defaultValues: driver ? driverFormValuesOf(driver) : EMPTY_DRIVER_FORM,
  });
  const onError = (error: unknown) => showFormError(error, form.setError, DRIVER_FORM_FIELDS);
  const save = useDriverMutation(
    (values: DriverFormValues) => {
      const body = driverBody(values, rights, editing);
      return driver
        ? callEndpoint(drivers.updateDriver, { params: { id: driver.id }, body: body as never })
        : callEndpoint(drivers.createDriver, { body });
    },
    {
      onDone: () => {
        if (!editing && another) form.reset(EMPTY_DRIVER_FORM);
        else onClose();
      },
      onError,
    },
  );
  // A create waits CREATE_DEBOUNCE_MS first (dropped if the dialog closes meanwhile); the guard refuses
  // every other submit until the write settles, so a double click creates one driver.
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pending.current), []);
  const debounced = () =>
    new Promise<void>((resolve) => {
      pending.current = setTimeout(resolve, editing ? 0 : CREATE_DEBOUNCE_MS);
    });
  const submit = useGuardedSubmit(
    form.handleSubmit(async (values) => {
      await debounced();
      return save.mutateAsync(values);
    }),
  );
  const title = editing ? 'Edit driver' : 'Create driver';

  return (
    <FormDialog
      dirty={form.formState.isDirty}
      open={open}
      onClose={onClose}
      maxWidth="md"
      fullWidth
      aria-label={title}
    >
      <ClosableDialogTitle onClose={onClose}>{title}</ClosableDialogTitle>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogContent sx={{ pt: 1 }}>
          <DriverFormFields form={form} rights={rights} withStatus={editing} />
          {!editing && (
            <FormControlLabel
              sx={{ mt: 1 }}
              label="Create another driver"
              control={<Checkbox checked={another} onChange={(_event, on) => setAnother(on)} />}
            />
          )}
        </DialogContent>
        <DialogFormActions
          onCancel={onClose}
          submitLabel={editing ? 'Save' : 'Create'}
          isSending={save.isPending}
        />
      </Box>
    </FormDialog>
  );
}
