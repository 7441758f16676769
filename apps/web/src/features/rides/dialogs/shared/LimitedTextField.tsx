import { maxCharactersMessage } from '@fleetdesk/contract';
import { TextField, type TextFieldProps } from '@mui/material';
import { useState } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';

type LimitedInputProps = {
  value: string;
  onTextChange: (text: string) => void;
  max: number;
} & Omit<TextFieldProps, 'value' | 'onChange'>;

/**
 * A text box that takes at most `max` characters and counts them. Typing or pasting past the limit
 * keeps what fits and says 'Max characters count is {n}!' (spec 1 §5) until the next change that fits.
 * No maxLength attribute: the browser would cut a paste silently, and the user would not know.
 */
export function LimitedInput({ value, onTextChange, max, helperText, error, ...props }: LimitedInputProps) {
  const [isOverLimit, setIsOverLimit] = useState(false);
  return (
    <TextField
      {...props}
      value={value}
      onChange={(event) => {
        const next = event.target.value;
        setIsOverLimit(next.length > max);
        onTextChange(next.slice(0, max));
      }}
      error={isOverLimit || error}
      helperText={isOverLimit ? maxCharactersMessage(max) : (helperText ?? `${value.length}/${max}`)}
    />
  );
}

type LimitedTextFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  max: number;
} & Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'>;

/** `LimitedInput` bound to a form field; the field's own error shows under it. */
export function LimitedTextField<T extends FieldValues>({
  control,
  name,
  max,
  helperText,
  ...props
}: LimitedTextFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <LimitedInput
      {...props}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : ''}
      onTextChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      max={max}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}
