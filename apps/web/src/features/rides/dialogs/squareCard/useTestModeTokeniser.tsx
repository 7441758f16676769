import { addCardForm, issueTestCardToken } from '@fleetdesk/contract';
import { CardFields, useCardFieldsForm } from '../addCard/CardFields';
import { parseExpiry } from '../addCard/cardInput';
import { CardEntryError } from '../addCard/useSaveCard';
import type { BrowserTokeniser } from './browserTokeniser';

/**
 * The embedded default, used when no payment provider is configured: our own card fields, checked as
 * the add-card form checks them, and a test-mode token issued here in the format the server's test-mode
 * tokeniser reads back (the contract's `issueTestCardToken`).
 */
export function useTestModeTokeniser(): BrowserTokeniser {
  const { control, formState, getValues } = useCardFieldsForm();
  return {
    fields: <CardFields control={control} />,
    note: 'Test mode: no payment provider is connected. The card becomes a test token in this browser; only the token is sent.',
    isComplete: formState.isValid,
    isDirty: formState.isDirty,
    async createToken() {
      const card = addCardForm.parse(getValues());
      const issued = issueTestCardToken({ number: card.number, ...parseExpiry(card.expiry) });
      if ('declined' in issued) throw new CardEntryError(issued.declined);
      return issued.card.token;
    },
  };
}
