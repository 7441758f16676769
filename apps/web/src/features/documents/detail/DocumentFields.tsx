import {
  type DocumentField,
  documentFields,
  documentNumberLabel,
  endorsementsForClass,
  LICENSE_CLASSES,
  LICENSE_RESTRICTIONS,
} from '@fleetdesk/contract';
import { Grid, MenuItem, TextField } from '@mui/material';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { type DocumentFormValues, endorsementsAfterClassChange } from './documentForm';

const LABELS: Readonly<Record<Exclude<DocumentField, 'number'>, string>> = {
  expires_at: 'Expiration date',
  issue_date: 'Issue date',
  effective_date: 'Effective date',
  state: 'State',
  license_class: 'Licence class',
  endorsements: 'Endorsements',
  restrictions: 'Restrictions',
  insurance_company: 'Insurance company',
  name: 'Name',
  address: 'Address',
  ssn: 'SSN',
};

const DATE_FIELDS = new Set<DocumentField>(['expires_at', 'issue_date', 'effective_date']);

/** The options of a select field; null for a text or date field. */
function optionsOf(field: DocumentField, licenseClass: string): readonly string[] | null {
  if (field === 'license_class') return LICENSE_CLASSES;
  if (field === 'endorsements') return endorsementsForClass(licenseClass || null);
  if (field === 'restrictions') return LICENSE_RESTRICTIONS;
  return null;
}

/** The fields of one document type (spec 2 §3 field sets), each with its label and its message. */
export function DocumentFields({
  typeKey,
  form,
}: {
  typeKey: string;
  form: UseFormReturn<DocumentFormValues>;
}) {
  const licenseClass = form.watch('license_class');
  return (
    <Grid container spacing={2}>
      {documentFields(typeKey).map((name) => (
        <Grid key={name} size={name === 'address' || name === 'insurance_company' ? 12 : 6}>
          <Controller
            control={form.control}
            name={name}
            render={({ field, fieldState }) => {
              const options = optionsOf(name, licenseClass);
              const multiple = Array.isArray(field.value);
              return (
                <TextField
                  {...field}
                  inputRef={field.ref}
                  onChange={(event) => {
                    field.onChange(event.target.value);
                    if (name === 'license_class') {
                      const chosen = form.getValues('endorsements');
                      form.setValue('endorsements', endorsementsAfterClassChange(event.target.value, chosen));
                    }
                  }}
                  label={name === 'number' ? documentNumberLabel(typeKey) : LABELS[name]}
                  type={DATE_FIELDS.has(name) ? 'date' : 'text'}
                  select={Boolean(options)}
                  size="small"
                  fullWidth
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                  slotProps={{
                    inputLabel: DATE_FIELDS.has(name) ? { shrink: true } : undefined,
                    select: multiple ? { multiple: true } : undefined,
                    htmlInput: name === 'ssn' ? { maxLength: 9, inputMode: 'numeric' } : undefined,
                  }}
                >
                  {options?.map((option) => (
                    <MenuItem key={option} value={option}>
                      {option}
                    </MenuItem>
                  ))}
                </TextField>
              );
            }}
          />
        </Grid>
      ))}
    </Grid>
  );
}
