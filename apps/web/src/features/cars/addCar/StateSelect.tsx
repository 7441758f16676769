import { CAR_RULE_MESSAGES } from '@fleetdesk/contract';
import { Autocomplete, TextField } from '@mui/material';
import { STATE_OPTIONS, type StateOption, stateOptionOf } from './usStates';

interface StateSelectProps {
  code: string | null;
  onChange: (option: StateOption | null) => void;
  /** The choice was cleared: the label turns into the error (spec 2 §2). */
  showError: boolean;
}

/** The searchable list of the 51 regions; typing matches the name or the two-letter code. */
export function StateSelect({ code, onChange, showError }: StateSelectProps) {
  return (
    <Autocomplete
      options={STATE_OPTIONS}
      value={stateOptionOf(code)}
      onChange={(_event, option) => onChange(option)}
      getOptionLabel={(option) => option.name}
      getOptionKey={(option) => option.code}
      isOptionEqualToValue={(option, value) => option.code === value.code}
      filterOptions={(options, { inputValue }) => {
        const typed = inputValue.trim().toLowerCase();
        return options.filter(
          (option) => option.name.toLowerCase().includes(typed) || option.code.toLowerCase() === typed,
        );
      }}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          {option.name} ({option.code})
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={showError ? CAR_RULE_MESSAGES.workStateRequired : 'Select state'}
          error={showError}
        />
      )}
      fullWidth
    />
  );
}
