import { ENDPOINTS, MESSAGES } from '@fleetdesk/contract';
import { Alert, LinearProgress, Typography } from '@mui/material';
import { callEndpoint } from '../../../../api/client';
import type { DialogControl } from '../../../../ui/dialogs/dialogTypes';
import { CardDialogFrame } from '../addCard/CardDialogFrame';
import { type CardDialogProps, CardEntryError, useSaveCard } from '../addCard/useSaveCard';
import type { BrowserTokeniser } from './browserTokeniser';
import { useCardForm } from './cardForm';
import { useStripeTokeniser } from './useStripeTokeniser';
import { useTestModeTokeniser } from './useTestModeTokeniser';

declare module '../../../../ui/dialogs/dialogTypes' {
  interface DialogPropsByKey {
    squareCard: CardDialogProps;
  }
}

type Props = CardDialogProps & DialogControl;

/** The card, tokenised in the browser, saved by its token alone (POST /riders/{id}/payment_cards). */
function TokenCardDialog({ tokeniser, ...props }: Props & { tokeniser: BrowserTokeniser }) {
  const save = useSaveCard(props, async () => {
    const token = await tokeniser.createToken();
    if (!token) throw new CardEntryError(MESSAGES.cardMissingToken);
    return callEndpoint(ENDPOINTS['riders.addCard'], {
      params: { rider_id: props.riderId },
      body: { token },
    });
  });
  return (
    <CardDialogFrame
      dirty={tokeniser.isDirty}
      canSave={tokeniser.isComplete}
      isSending={save.isPending}
      onSave={() => save.mutateAsync()}
      open={props.open}
      onClose={props.onClose}
    >
      {tokeniser.fields}
      <Typography variant="caption" color="text.secondary">
        {tokeniser.note}
      </Typography>
    </CardDialogFrame>
  );
}

function StripeCardDialog({ publishableKey, ...props }: Props & { publishableKey: string }) {
  return <TokenCardDialog {...props} tokeniser={useStripeTokeniser(publishableKey)} />;
}

function TestModeCardDialog(props: Props) {
  return <TokenCardDialog {...props} tokeniser={useTestModeTokeniser()} />;
}

/**
 * squareCard: add a card through the browser's tokeniser, the provider's hosted card form (Stripe.js)
 * or, with no provider configured, the embedded test-mode form. Only the token leaves the dialog.
 */
export function SquareCardDialog(props: Props) {
  const cardForm = useCardForm();
  const form = cardForm.data;
  if (form?.browser_tokeniser === 'stripe' && form.publishable_key)
    return <StripeCardDialog {...props} publishableKey={form.publishable_key} />;
  if (form?.browser_tokeniser === 'test_mode') return <TestModeCardDialog {...props} />;
  return (
    <CardDialogFrame dirty={false} canSave={false} isSending={false} onSave={async () => {}} {...props}>
      {cardForm.isPending ? (
        <LinearProgress aria-label="Loading the card form" />
      ) : (
        <Alert severity="error">
          {form ? 'This installation takes cards through Add card only.' : MESSAGES.cardSaveFailed}
        </Alert>
      )}
    </CardDialogFrame>
  );
}
