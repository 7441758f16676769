import { Stack, TextField } from '@mui/material';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';

interface PlaceFieldsProps<T extends FieldValues> {
  control: Control<T>;
  /** The form path of an { address, lat, lon } group whose coordinates are text. */
  name: Path<T>;
  label: string;
  disabled?: boolean;
}

function PlaceTextField<T extends FieldValues>(props: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  disabled?: boolean;
  width?: number;
  onPastePair?: (lat: string, lon: string) => void;
}) {
  const { field, fieldState } = useController({ control: props.control, name: props.name });
  return (
    <TextField
      label={props.label}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(event) => {
        // "40.7506, -73.9935" copied from a map fills both coordinates at once.
        const pair = event.target.value.match(/^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/);
        if (pair && props.onPastePair) props.onPastePair(pair[1] as string, pair[2] as string);
        else field.onChange(event);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={props.disabled}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
      sx={props.width ? { width: props.width, flexShrink: 0 } : { flex: 1 }}
      required
    />
  );
}

/**
 * An address with its coordinates. There is no geocoding call in the API yet, so the coordinates are
 * typed (or pasted as "lat, lon") next to the address text.
 */
export function PlaceFields<T extends FieldValues>({ control, name, label, disabled }: PlaceFieldsProps<T>) {
  const latName = `${name}.lat` as Path<T>;
  const lonName = `${name}.lon` as Path<T>;
  const lat = useController({ control, name: latName });
  const lon = useController({ control, name: lonName });
  const fillPair = (latText: string, lonText: string) => {
    lat.field.onChange(latText);
    lon.field.onChange(lonText);
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      <PlaceTextField
        control={control}
        name={`${name}.address` as Path<T>}
        label={label}
        disabled={disabled}
      />
      <PlaceTextField
        control={control}
        name={latName}
        label="Latitude"
        disabled={disabled}
        width={130}
        onPastePair={fillPair}
      />
      <PlaceTextField control={control} name={lonName} label="Longitude" disabled={disabled} width={130} />
    </Stack>
  );
}
