import { TextField } from '@mui/material';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

/**
 * A title bound to the form, its message under it. The input takes a few characters past `max` so a
 * long paste shows the contract's 'Max characters count' message instead of being cut silently.
 */
export function TitleField<T extends FieldValues>(props: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  max: number;
  width: number;
}) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          value={field.value ?? ''}
          size="small"
          label={props.label}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          slotProps={{ htmlInput: { maxLength: props.max + 10 } }}
          sx={{ width: props.width }}
        />
      )}
    />
  );
}
