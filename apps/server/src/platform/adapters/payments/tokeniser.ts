import type { TokenisedCard } from '@fleetdesk/contract';

export type { TokenisedCard };

/** Card fields as the add-card form sends them; they pass through, never stored. */
export interface CardFields {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
  postal_code: string;
}

/** The provider refused the card (a wrong number, an expired card); the message is for the user. */
export class CardDeclinedError extends Error {}

/**
 * The card-tokenising provider. `tokenise` turns card fields into a token; `describe` reads back
 * what a token (from the provider's own browser form) stands for. Neither returns a full number.
 */
export interface CardTokeniser {
  tokenise(card: CardFields): Promise<TokenisedCard>;
  describe(token: string): Promise<TokenisedCard>;
}
