import { ENDPOINTS, MESSAGES, type PaymentCard } from '@fleetdesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { ApiError, endedSession } from '../../../../api/ApiError';
import { queryKeyOf } from '../../../../api/endpointQuery';

/** What the card dialogs (addCard, squareCard) are opened with. */
export interface CardDialogProps {
  riderId: number;
  onSaved?: (card: PaymentCard) => void;
}

/** Stopped before anything was saved; the message is for the user ('Missing token or rider ID', a refused card). */
export class CardEntryError extends Error {}

/** The server's words or the card form's, else 'Failed to save card' (spec 1 §8). */
function cardErrorText(error: unknown): string {
  if (error instanceof ApiError && error.message !== MESSAGES.somethingWrong) return error.message;
  if (error instanceof CardEntryError) return error.message;
  return MESSAGES.cardSaveFailed;
}

/**
 * Saving a card however it was typed: 'Card saved successfully!' or the error's words, the rider's
 * saved cards refreshed, the new card handed to the opener and the dialog closed.
 */
export function useSaveCard<TInput = void>(
  { riderId, onSaved, onClose }: CardDialogProps & { onClose: () => void },
  send: (input: TInput) => Promise<{ card: PaymentCard }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TInput) => {
      if (!(riderId > 0)) throw new CardEntryError(MESSAGES.cardMissingToken);
      return send(input);
    },
    meta: { errors: 'caller' },
    onSuccess: ({ card }) => {
      enqueueSnackbar(MESSAGES.cardSaved, { variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: queryKeyOf(ENDPOINTS['riders.cards']) });
      onSaved?.(card);
      onClose();
    },
    onError: (error) => {
      if (!endedSession(error)) enqueueSnackbar(cardErrorText(error), { variant: 'error' });
    },
  });
}
