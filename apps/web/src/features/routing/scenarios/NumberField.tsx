import { TextField } from '@mui/material';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { numberOf } from './scenarioForm';

/** A number bound to the form: typed as text, held as a number, its message under it. */
export function NumberField<T extends FieldValues>(props: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  width?: number;
}) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <TextField
          size="small"
          type="number"
          label={props.label}
          name={field.name}
          value={field.value ?? ''}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(numberOf(event.target.value))}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          sx={{ width: props.width ?? 110 }}
        />
      )}
    />
  );
}
