import { type CallResult, ENDPOINTS } from '@fleetdesk/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../../api/endpointQuery';

export type CardForm = CallResult<(typeof ENDPOINTS)['riders.cardForm']>;

/** GET /riders/card-form: deployment configuration, read once per page. */
export const cardFormQuery = () => ({
  ...endpointQuery(ENDPOINTS['riders.cardForm']),
  staleTime: Number.POSITIVE_INFINITY,
});

export const useCardForm = () => useQuery(cardFormQuery());

/**
 * Which dialog adds a card (decision 181): squareCard wherever the browser can tokenise (Stripe.js with
 * a publishable key, or test mode without a provider), so the number never reaches our server; addCard
 * only where the server holds a provider and no publishable key is set.
 */
export const cardDialogKey = (form: CardForm): 'squareCard' | 'addCard' =>
  form.browser_tokeniser ? 'squareCard' : 'addCard';
