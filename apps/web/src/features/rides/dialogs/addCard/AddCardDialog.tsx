import { type AddCardForm, addCardForm, ENDPOINTS, MESSAGES, type PaymentCard } from '@fleetdesk/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { type Control, Controller, useForm } from 'react-hook-form';
import { ApiError } from '../../../../api/ApiError';
import { callEndpoint } from '../../../../api/client';
import { queryKeyOf } from '../../../../api/endpointQuery';
import type { DialogControl } from '../../../../ui/dialogs/dialogTypes';
import { FormDialog } from '../../../../ui/dialogs/FormDialog';
import { DialogFormActions } from '../shared/DialogFormActions';
import { digitsOnly, formatExpiry, parseExpiry } from './cardInput';

interface AddCardProps {
  riderId: number;
  onSaved?: (card: PaymentCard) => void;
}

declare module '../../../../ui/dialogs/dialogTypes' {
  interface DialogPropsByKey {
    addCard: AddCardProps;
  }
}

type CardField = keyof AddCardForm;

/** The server's words, else 'Failed to save card' (spec 1 §8). */
function cardErrorText(error: unknown): string {
  if (error instanceof ApiError && error.message !== MESSAGES.somethingWrong) return error.message;
  return MESSAGES.cardSaveFailed;
}

function CardTextField(props: {
  control: Control<AddCardForm>;
  name: CardField;
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

/** Add card: the rider's card goes to the payment provider; only brand and last four come back. */
export function AddCardDialog({ riderId, onSaved, open, onClose }: AddCardProps & DialogControl) {
  const queryClient = useQueryClient();
  const { control, handleSubmit, formState } = useForm({
    resolver: zodResolver(addCardForm),
    mode: 'all',
    defaultValues: { number: '', expiry: '', cvv: '', postal_code: '' },
  });
  const save = useMutation({
    mutationFn: async (card: AddCardForm) => {
      if (!(riderId > 0)) throw new Error(MESSAGES.cardMissingToken);
      return callEndpoint(ENDPOINTS['riders.addPaymentMethod'], {
        params: { rider_id: riderId },
        body: {
          number: card.number,
          ...parseExpiry(card.expiry),
          cvc: card.cvv,
          postal_code: card.postal_code,
        },
      });
    },
    meta: { errors: 'caller' },
    onSuccess: ({ card }) => {
      enqueueSnackbar(MESSAGES.cardSaved, { variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: queryKeyOf(ENDPOINTS['riders.cards']) });
      onSaved?.(card);
      onClose();
    },
    onError: (error) =>
      enqueueSnackbar(error instanceof ApiError ? cardErrorText(error) : error.message, { variant: 'error' }),
  });

  return (
    <FormDialog dirty={formState.isDirty} open={open} onClose={onClose} maxWidth="xs" fullWidth>
      <form onSubmit={handleSubmit((card) => save.mutate(card))} noValidate>
        <DialogTitle>Add card</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
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
              <CardTextField
                control={control}
                name="cvv"
                label="CVV"
                format={(text) => digitsOnly(text, 3)}
              />
            </Stack>
            {/* Not cut at 5: typing a seventh digit must be able to say 'Zip Code contains 6 numbers!'. */}
            <CardTextField
              control={control}
              name="postal_code"
              label="Postal Code"
              format={(text) => digitsOnly(text, 7)}
            />
          </Stack>
        </DialogContent>
        <DialogFormActions
          onCancel={onClose}
          submitLabel="Save"
          disabled={!formState.isValid}
          isSending={save.isPending}
        />
      </form>
    </FormDialog>
  );
}
