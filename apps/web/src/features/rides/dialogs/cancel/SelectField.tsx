import { MenuItem, TextField } from '@mui/material';
import type { ReactNode } from 'react';

interface SelectFieldProps<V extends string | number> {
  label: string;
  value: V | undefined;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** Shown in place of the options while they load or when there are none. */
  emptyText?: ReactNode;
}

/** A labelled drop-down whose "nothing chosen" state is `undefined`, as the contract's schemas expect. */
export function SelectField<V extends string | number>({
  label,
  value,
  options,
  onChange,
  error,
  required,
  disabled,
  emptyText,
}: SelectFieldProps<V>) {
  return (
    <TextField
      select
      label={label}
      value={value ?? ''}
      onChange={(event) => {
        const chosen = options.find((option) => String(option.value) === event.target.value);
        if (chosen) onChange(chosen.value);
      }}
      error={Boolean(error)}
      helperText={error}
      required={required}
      disabled={disabled}
      fullWidth
    >
      {options.length === 0 && emptyText ? (
        <MenuItem disabled value="">
          {emptyText}
        </MenuItem>
      ) : (
        options.map((option) => (
          <MenuItem key={option.value} value={String(option.value)}>
            {option.label}
          </MenuItem>
        ))
      )}
    </TextField>
  );
}
