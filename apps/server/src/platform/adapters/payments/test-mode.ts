import { randomBytes } from 'node:crypto';
import { cardBrand, hasValidChecksum, isExpired } from './card-rules';
import { CardDeclinedError, type CardTokeniser, type TokenisedCard } from './tokeniser';

const TOKEN_PATTERN = /^tok_test_([a-z]+)_(\d{4})_(\d{1,2})_(\d{4})_[0-9a-f]{16}$/;

/**
 * The embedded tokeniser used when no payment provider is configured. It checks the card as a
 * provider would and issues a token that carries only the brand, the last four and the expiry, so
 * the full number exists nowhere after the request, and any server instance can read the token back.
 */
export function createTestModeTokeniser(): CardTokeniser {
  return {
    async tokenise(card) {
      if (!hasValidChecksum(card.number)) throw new CardDeclinedError('Card Number is invalid');
      if (isExpired(card.exp_month, card.exp_year)) throw new CardDeclinedError('Expiry Date is invalid');
      const brand = cardBrand(card.number);
      const last4 = card.number.slice(-4);
      const nonce = randomBytes(8).toString('hex');
      return {
        token: `tok_test_${brand}_${last4}_${card.exp_month}_${card.exp_year}_${nonce}`,
        brand,
        last4,
        exp_month: card.exp_month,
        exp_year: card.exp_year,
      };
    },
    async describe(token): Promise<TokenisedCard> {
      const match = TOKEN_PATTERN.exec(token);
      if (!match) throw new CardDeclinedError('Unknown card token');
      const [, brand, last4, month, year] = match as unknown as [string, string, string, string, string];
      return { token, brand, last4, exp_month: Number(month), exp_year: Number(year) };
    },
  };
}
