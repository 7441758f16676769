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
