import { type AddCardForm, addCardForm } from '@fleetdesk/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, TextField } from '@mui/material';
import { type Control, Controller, useForm } from 'react-hook-form';
import { digitsOnly, formatExpiry } from './cardInput';

/** The card form of spec 1 §5 (number, expiry, CVV, postal code), each field checked as it is typed. */
export function useCardFieldsForm() {
  return useForm({
    resolver: zodResolver(addCardForm),
    mode: 'all',
    defaultValues: { number: '', expiry: '', cvv: '', postal_code: '' },
  });
}

function CardTextField(props: {
  control: Control<AddCardForm>;
  name: keyof AddCardForm;
  label: string;
  format: (text: string) => string;
  placeholder?: string;
  autoFocus?: boolean;
}) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <TextField
          label={props.label}
          name={field.name}
          value={field.value}
          onChange={(event) => field.onChange(props.format(event.target.value))}
          onBlur={field.onBlur}
          inputRef={field.ref}
          placeholder={props.placeholder}
          autoFocus={props.autoFocus}
          error={Boolean(fieldState.error) && fieldState.isTouched}
          helperText={fieldState.isTouched ? fieldState.error?.message : undefined}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
          fullWidth
          required
        />
      )}
    />
  );
}

/** The four card fields, as the add-card and the test-mode squareCard dialogs show them. */
export function CardFields({ control }: { control: Control<AddCardForm> }) {
  return (
    <Stack spacing={2}>
      <CardTextField
        control={control}
        name="number"
        label="Card Number"
        format={(text) => digitsOnly(text, 16)}
        autoFocus
      />
      <Stack direction="row" spacing={2}>
        <CardTextField
          control={control}
          name="expiry"
          label="Expiry Date"
          placeholder="MM/YY"
          format={formatExpiry}
        />
        <CardTextField control={control} name="cvv" label="CVV" format={(text) => digitsOnly(text, 3)} />
      </Stack>
      {/* Not cut at 5: typing a seventh digit must be able to say 'Zip Code contains 6 numbers!'. */}
      <CardTextField
        control={control}
        name="postal_code"
        label="Postal Code"
        format={(text) => digitsOnly(text, 7)}
      />
    </Stack>
  );
}
