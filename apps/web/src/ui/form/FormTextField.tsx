import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

type PassedProps = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'select' | 'slotProps'
>;

interface FormTextFieldProps<T extends FieldValues> extends PassedProps {
  control: Control<T>;
  name: Path<T>;
  /** A select's choices; none: a text field. */
  options?: readonly { value: string | number; label: string }[];
  /** The display mask applied as the user types (SSN 3-2-4, EIN 2-7, zip 5+4, licence groups). */
  format?: (text: string) => string;
  /** An emptied field holds null (the API's "none"), not ''. */
  emptyAsNull?: boolean;
  /** A select whose empty choice is a real option ('No fleet'): shown, with the label above it. */
  displayEmpty?: boolean;
  maxLength?: number;
  /** The field holds a number (a select of counts or ids), not the text the input gives. */
  numeric?: boolean;
}

/** One form field bound to react-hook-form, with its message under it: the forms' single text or select field. */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  options,
  format,
  emptyAsNull = false,
  displayEmpty = false,
  maxLength,
  numeric = false,
  size = 'small',
  type,
  ...props
}: FormTextFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          name={field.name}
          value={field.value ?? ''}
          onBlur={field.onBlur}
          onChange={(event) => {
            const text = format ? format(event.target.value) : event.target.value;
            if (emptyAsNull && text === '') field.onChange(null);
            else field.onChange(numeric ? Number(text) : text);
          }}
          inputRef={field.ref}
          type={type}
          size={size}
          select={Boolean(options)}
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? props.helperText}
          slotProps={{
            htmlInput: maxLength ? { maxLength } : undefined,
            inputLabel:
              type === 'date' || type === 'datetime-local' || displayEmpty ? { shrink: true } : undefined,
            select: displayEmpty ? { displayEmpty: true } : undefined,
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
