import { type AddCardForm, ENDPOINTS } from '@fleetdesk/contract';
import { callEndpoint } from '../../../../api/client';
import type { DialogControl } from '../../../../ui/dialogs/dialogTypes';
import { CardDialogFrame } from './CardDialogFrame';
import { CardFields, useCardFieldsForm } from './CardFields';
import { parseExpiry } from './cardInput';
import { type CardDialogProps, useSaveCard } from './useSaveCard';

declare module '../../../../ui/dialogs/dialogTypes' {
  interface DialogPropsByKey {
    addCard: CardDialogProps;
  }
}

/**
 * Add card: the card fields go to our server, which has the payment provider tokenise them; only brand
 * and last four come back. Opened where the browser cannot tokenise (decision 181); else squareCard.
 */
export function AddCardDialog({ riderId, onSaved, open, onClose }: CardDialogProps & DialogControl) {
  const { control, handleSubmit, formState } = useCardFieldsForm();
  const save = useSaveCard({ riderId, onSaved, onClose }, (card: AddCardForm) =>
    callEndpoint(ENDPOINTS['riders.addPaymentMethod'], {
      params: { rider_id: riderId },
      body: {
        number: card.number,
        ...parseExpiry(card.expiry),
        cvc: card.cvv,
        postal_code: card.postal_code,
      },
    }),
  );

  return (
    <CardDialogFrame
      dirty={formState.isDirty}
      canSave={formState.isValid}
      isSending={save.isPending}
      onSave={handleSubmit((card) => save.mutateAsync(card))}
      open={open}
      onClose={onClose}
    >
      <CardFields control={control} />
    </CardDialogFrame>
  );
}
