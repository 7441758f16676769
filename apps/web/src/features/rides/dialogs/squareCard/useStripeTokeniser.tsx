import { MESSAGES } from '@fleetdesk/contract';
import { Alert, Box, FormControl, FormHelperText, FormLabel, LinearProgress, useTheme } from '@mui/material';
import { useEffect, useState } from 'react';
import { CardEntryError } from '../addCard/useSaveCard';
import type { BrowserTokeniser } from './browserTokeniser';
import { type StripeCardElement, type StripeJs, stripeErrorText, stripeFor } from './stripeJs';

interface ElementState {
  stripe?: StripeJs;
  card?: StripeCardElement;
  complete: boolean;
  empty: boolean;
  error?: string;
  failed?: boolean;
}

/**
 * The production adapter: Stripe.js's card element, in Stripe's own iframes, mounted in the dialog;
 * `createToken` asks Stripe for the token. The card never passes through our page's code.
 */
export function useStripeTokeniser(publishableKey: string): BrowserTokeniser {
  const { palette } = useTheme();
  const textColor = palette.text.primary;
  const errorColor = palette.error.main;
  // A state, not a ref: the dialog's body reaches the page a render after the dialog opens.
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [state, setState] = useState<ElementState>({ complete: false, empty: true });

  useEffect(() => {
    if (!container) return;
    let card: StripeCardElement | undefined;
    let isCurrent = true;
    stripeFor(publishableKey).then(
      (stripe) => {
        if (!isCurrent) return;
        card = stripe.elements().create('card', {
          style: {
            base: { fontSize: '16px', color: textColor },
            invalid: { color: errorColor },
          },
        });
        card.on('change', (change) =>
          setState((now) => ({
            ...now,
            complete: change.complete,
            empty: change.empty,
            error: change.error && stripeErrorText(change.error),
          })),
        );
        card.mount(container);
        setState((now) => ({ ...now, stripe, card }));
      },
      () => isCurrent && setState((now) => ({ ...now, failed: true })),
    );
    return () => {
      isCurrent = false;
      card?.destroy();
    };
  }, [container, publishableKey, textColor, errorColor]);

  const isReady = Boolean(state.card);
  return {
    fields: (
      <FormControl fullWidth error={Boolean(state.error)}>
        <FormLabel sx={{ mb: 1 }}>Card</FormLabel>
        {state.failed && (
          <Alert severity="error">The payment provider's card form could not be loaded.</Alert>
        )}
        {!isReady && !state.failed && <LinearProgress aria-label="Loading the card form" />}
        <Box
          ref={setContainer}
          data-testid="stripe-card-element"
          sx={{
            border: 1,
            borderColor: state.error ? 'error.main' : 'divider',
            borderRadius: 1,
            px: 1.75,
            py: 1.75,
            display: state.failed ? 'none' : 'block',
          }}
        />
        {state.error && <FormHelperText>{state.error}</FormHelperText>}
      </FormControl>
    ),
    note: "The card is typed into Stripe's form and goes straight to Stripe; Fleetdesk keeps only its brand and last four.",
    isComplete: state.complete && !state.error,
    isDirty: !state.empty,
    async createToken() {
      if (!state.stripe || !state.card) throw new CardEntryError(MESSAGES.cardMissingToken);
      const { token, error } = await state.stripe.createToken(state.card);
      if (error) throw new CardEntryError(stripeErrorText(error) ?? MESSAGES.cardSaveFailed);
      if (!token) throw new CardEntryError(MESSAGES.cardMissingToken);
      return token.id;
    },
  };
}
