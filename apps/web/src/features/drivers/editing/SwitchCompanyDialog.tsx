import { drivers, switchCompanyBody } from '@fleetdesk/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { callEndpoint } from '../../../api/client';
import { showFormError } from '../../../api/showFormError';
import type { DialogControl } from '../../../ui/dialogs/dialogTypes';
import { FormDialog } from '../../../ui/dialogs/FormDialog';
import { useGuardedSubmit } from '../../../ui/form/useGuardedSubmit';
import { useCompaniesQuery } from '../../rides/api/useCompaniesQuery';
import { DialogFormActions } from '../../rides/dialogs/shared/DialogFormActions';
import { useDriverMutation } from './useDriverMutation';

interface SwitchCompanyProps {
  driverId: number;
  companyId: number | null;
}

declare module '../../../ui/dialogs/dialogTypes' {
  interface DialogPropsByKey {
    switchCompany: SwitchCompanyProps;
  }
}

type SwitchInput = z.input<typeof switchCompanyBody>;
type Switch = z.output<typeof switchCompanyBody>;

/** Switch company (spec 2 §2, §5): the driver moves to another active affiliate company. */
export function SwitchCompanyDialog({
  driverId,
  companyId,
  open,
  onClose,
}: SwitchCompanyProps & DialogControl) {
  const companies = useCompaniesQuery(true);
  const affiliates = (companies.data?.companies ?? []).filter(
    (company) => company.status === 'active' && company.type === 'affiliate',
  );
  const form = useForm<SwitchInput, unknown, Switch>({
    resolver: zodResolver(switchCompanyBody),
    mode: 'onTouched',
    defaultValues: { company_id: companyId ?? '' },
  });
  const save = useDriverMutation(
    (body: Switch) => callEndpoint(drivers.switchDriverCompany, { params: { id: driverId }, body }),
    { onDone: onClose, onError: (error) => showFormError(error, form.setError, ['company_id']) },
  );
  const submit = useGuardedSubmit(form.handleSubmit((body) => save.mutateAsync(body)));

  return (
    <FormDialog
      dirty={form.formState.isDirty}
      open={open}
      onClose={onClose}
      maxWidth="xs"
      fullWidth
      aria-label="Switch company"
    >
      <DialogTitle>Switch company</DialogTitle>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogContent sx={{ pt: 1 }}>
          <Controller
            control={form.control}
            name="company_id"
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                value={field.value ?? ''}
                inputRef={field.ref}
                select
                fullWidth
                required
                label="Company"
                sx={{ mt: 1 }}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              >
                {affiliates.map((company) => (
                  <MenuItem key={company.id} value={company.id}>
                    {company.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </DialogContent>
        <DialogFormActions onCancel={onClose} submitLabel="Switch" isSending={save.isPending} />
      </Box>
    </FormDialog>
  );
}
