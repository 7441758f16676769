import { ENDPOINTS, type PlaceSuggestion, places } from '@fleetdesk/contract';
import { Autocomplete, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { endpointQuery } from '../../../../api/endpointQuery';
import { useDebounced } from './useDebounced';

/** Ask the places service once the dispatcher pauses typing, not on every key. */
const SUGGEST_DEBOUNCE_MS = 300;

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
 * The address text with suggestions from GET /places/autocomplete. The text stays free: a typed
 * address is kept as typed; choosing a suggestion sets the address and hands the place to `onPick`
 * for its coordinates.
 */
export function AddressField<T extends FieldValues>(props: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  disabled?: boolean;
  onPick: (place: PlaceSuggestion) => void;
  /** How long typing pauses before suggestions are asked for. */
  debounceMs?: number;
  /** Drops characters the field does not take as they are typed. */
  cleanText?: (text: string) => string;
}) {
  const { field, fieldState } = useController({ control: props.control, name: props.name });
  const text = typeof field.value === 'string' ? field.value : '';
  const search = useDebounced(text.trim(), props.debounceMs ?? SUGGEST_DEBOUNCE_MS);
  const canSearch = !props.disabled && search.length >= places.PLACES_QUERY_MIN_LENGTH;
  const suggestions = useQuery({
    ...endpointQuery(ENDPOINTS['places.autocomplete'], { query: { q: search } }),
    enabled: canSearch,
    staleTime: 60_000,
    // Suggestions are a convenience: when they fail, typing an address and coordinates still works.
    meta: { errors: { silent: true } },
  });
  return (
    <Autocomplete<PlaceSuggestion, false, false, true>
      freeSolo
      options={canSearch ? (suggestions.data?.places ?? []) : []}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.address)}
      getOptionKey={(option) =>
        typeof option === 'string' ? option : `${option.source} ${option.address} ${option.lat},${option.lon}`
      }
      // The server already matched and ranked them.
      filterOptions={(options) => options}
      inputValue={text}
      onInputChange={(_, value, reason) => {
        if (reason === 'input') field.onChange(props.cleanText ? props.cleanText(value) : value);
      }}
      value={null}
      onChange={(_, option) => {
        if (!option || typeof option === 'string') return;
        field.onChange(option.address);
        props.onPick(option);
      }}
      disabled={props.disabled}
      sx={{ flex: 1 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={props.label}
          name={field.name}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          required
        />
      )}
    />
  );
}

/**
 * An address with its coordinates: a suggestion from the places service fills all three, or the
 * coordinates are typed (or pasted as "lat, lon") next to the address text.
 */
export function PlaceFields<T extends FieldValues>({ control, name, label, disabled }: PlaceFieldsProps<T>) {
  const addressName = `${name}.address` as Path<T>;
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
      <AddressField
        control={control}
        name={addressName}
        label={label}
        disabled={disabled}
        onPick={(place) => fillPair(String(place.lat), String(place.lon))}
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
