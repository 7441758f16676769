import type { riders } from '@fleetdesk/contract';
import type { z } from 'zod';
import type { Config } from '../../../config';
import { createHttpTokeniser } from './http';
import { createTestModeTokeniser } from './test-mode';
import type { CardTokeniser } from './tokeniser';

export { PaymentsUnavailableError } from './http';
export { CardDeclinedError, type CardFields, type CardTokeniser, type TokenisedCard } from './tokeniser';

/** The configured provider (`PAYMENTS_API_URL`), else the test-mode tokeniser. */
export function createTokeniser(config: Config): CardTokeniser {
  if (!config.payments) return createTestModeTokeniser();
  return createHttpTokeniser({ url: config.payments.url, key: config.payments.key });
}

type CardForm = z.infer<typeof riders.getCardForm.response>;

/**
 * Where the browser tokenises cards (decision 181): Stripe.js with the publishable key; the test-mode
 * form when no provider is set (its tokens are the ones `createTokeniser` then reads back); nowhere when
 * a provider is set without a publishable key, since a browser cannot get that provider's tokens.
 */
export function cardFormOf(config: Config): CardForm {
  if (!config.payments) return { browser_tokeniser: 'test_mode', publishable_key: null };
  const key = config.payments.publishableKey;
  return key
    ? { browser_tokeniser: 'stripe', publishable_key: key }
    : { browser_tokeniser: null, publishable_key: null };
}
