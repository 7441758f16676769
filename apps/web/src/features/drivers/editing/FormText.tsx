import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import { type Control, Controller, type Path } from 'react-hook-form';
import type { DriverFormValues } from './driverForm';

type TextName = {
  [K in keyof DriverFormValues]: DriverFormValues[K] extends string ? K : never;
}[keyof DriverFormValues];

interface FormTextProps {
  control: Control<DriverFormValues>;
  name: TextName;
  label: string;
  /** The display mask applied as the user types (SSN 3-2-4, EIN 2-7, zip 5+4). */
  format?: (text: string) => string;
  options?: readonly { value: string; label: string }[];
  required?: boolean;
  maxLength?: number;
  type?: TextFieldProps['type'];
  disabled?: boolean;
}

/** One text or select field of the driver form, with its message under it. */
export function FormText({
  control,
  name,
  label,
  format,
  options,
  required,
  maxLength,
  type,
  disabled,
}: FormTextProps) {
  return (
    <Controller
      control={control}
      name={name as Path<DriverFormValues>}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          value={field.value ?? ''}
          onChange={(event) => field.onChange(format ? format(event.target.value) : event.target.value)}
          inputRef={field.ref}
          label={label}
          type={type}
          select={Boolean(options)}
          required={required}
          disabled={disabled}
          size="small"
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          slotProps={{
            htmlInput: maxLength ? { maxLength } : undefined,
            inputLabel: type === 'date' ? { shrink: true } : undefined,
          }}
        >
          {options?.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
