import { settings } from '@fleetdesk/contract';
import { Checkbox, FormControlLabel, MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { endpointQuery } from '../../../api/endpointQuery';
import { FormTextField } from '../../../ui/form/FormTextField';
import { permissionsQuery } from '../api';
import { choosesSeveralCompanies, type UserFormValues } from './userForm';

const companiesQuery = endpointQuery(settings.getCompanies);

/**
 * The admin-only part of the user form (spec 2 §5): roles, the company they are held in (several
 * facility companies with role 415), status when editing, and read-only.
 */
export function UserAdminFields({
  form,
  editing,
}: {
  form: UseFormReturn<UserFormValues>;
  editing: boolean;
}) {
  const roles = useQuery(permissionsQuery).data?.roles ?? [];
  const companies = useQuery(companiesQuery).data?.companies ?? [];
  const several = choosesSeveralCompanies(form.watch('roles'));
  const companyOptions = companies.filter((company) => company.is_facility === several);
  const nameOf = (id: number, list: readonly { id: number; name: string }[]) =>
    list.find((item) => item.id === id)?.name ?? `#${id}`;

  return (
    <>
      <Controller
        control={form.control}
        name="roles"
        render={({ field, fieldState }) => (
          <TextField
            select
            size="small"
            label="Roles"
            value={field.value}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
            onChange={(event) => {
              const next = event.target.value as unknown as number[];
              field.onChange(next);
              // Leaving or entering the facility role: keep only companies the new choice allows.
              const allowed = companies.filter((c) => c.is_facility === choosesSeveralCompanies(next));
              const kept = form.getValues('companies').filter((id) => allowed.some((c) => c.id === id));
              form.setValue('companies', choosesSeveralCompanies(next) ? kept : kept.slice(0, 1), {
                shouldDirty: true,
              });
            }}
            slotProps={{
              select: {
                multiple: true,
                renderValue: (v) => (v as number[]).map((id) => nameOf(id, roles)).join(', '),
              },
            }}
          >
            {roles.map((role) => (
              <MenuItem key={role.id} value={role.id}>
                <Checkbox size="small" checked={field.value.includes(role.id)} sx={{ p: 0, mr: 1 }} />
                {role.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        control={form.control}
        name="companies"
        render={({ field, fieldState }) => (
          <TextField
            select
            size="small"
            label={several ? 'Facility companies' : 'Company'}
            value={several ? field.value : (field.value[0] ?? '')}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
            onChange={(event) => {
              const value = event.target.value as unknown as number[] | number;
              field.onChange(Array.isArray(value) ? value : [value]);
            }}
            slotProps={{
              select: several
                ? {
                    multiple: true,
                    renderValue: (v) => (v as number[]).map((id) => nameOf(id, companies)).join(', '),
                  }
                : {},
            }}
          >
            {companyOptions.map((company) => (
              <MenuItem key={company.id} value={company.id}>
                {several && (
                  <Checkbox size="small" checked={field.value.includes(company.id)} sx={{ p: 0, mr: 1 }} />
                )}
                {company.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      {editing && (
        <FormTextField
          control={form.control}
          name="status"
          label="Status"
          options={[
            { value: 'active', label: 'Active' },
            { value: 'disabled', label: 'Disabled' },
          ]}
        />
      )}
      <Controller
        control={form.control}
        name="is_read_only"
        render={({ field }) => (
          <FormControlLabel
            label="Read only"
            control={<Checkbox checked={field.value} onChange={(_event, on) => field.onChange(on)} />}
          />
        )}
      />
    </>
  );
}
