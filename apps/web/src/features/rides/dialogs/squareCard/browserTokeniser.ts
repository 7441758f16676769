import type { ReactNode } from 'react';

/**
 * A card tokeniser that runs in the browser: the card is typed into `fields` and turned into the
 * provider's token there, so the number never reaches our server (it stays out of PCI card-data scope).
 * Adapters: Stripe.js with the publishable key, or the embedded test-mode form (decision 181).
 */
export interface BrowserTokeniser {
  /** Where the card is typed: the provider's hosted card element, or our own fields in test mode. */
  fields: ReactNode;
  /** One line saying where the card goes. */
  note: string;
  /** What was typed is complete and valid: Save may be pressed. */
  isComplete: boolean;
  /** Something was typed: a click outside asks before throwing it away. */
  isDirty: boolean;
  /** The provider's token for the card typed; a refused card rejects with a CardEntryError in the form's words. */
  createToken(): Promise<string>;
}
