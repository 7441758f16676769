import { TextField, type TextFieldProps } from '@mui/material';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';

type LimitedTextFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  max: number;
} & Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'>;

/** A text box bound to a form field that cannot take more than `max` characters and counts them. */
export function LimitedTextField<T extends FieldValues>({
  control,
  name,
  max,
  helperText,
  ...props
}: LimitedTextFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const text = typeof field.value === 'string' ? field.value : '';
  return (
    <TextField
      {...props}
      name={field.name}
      value={text}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText ?? `${text.length}/${max}`}
      slotProps={{ htmlInput: { maxLength: max } }}
    />
  );
}
