import { issueTestCardToken, readTestCardToken } from '@fleetdesk/contract';
import { CardDeclinedError, type CardTokeniser } from './tokeniser';

/**
 * The embedded tokeniser used when no payment provider is configured. It checks the card as a
 * provider would and issues a token that carries only the brand, the last four and the expiry, so
 * the full number exists nowhere after the request, and any server instance can read the token back.
 * The format is the contract's: the squareCard dialog issues the same tokens in the browser.
 */
export function createTestModeTokeniser(): CardTokeniser {
  return {
    async tokenise(card) {
      const issued = issueTestCardToken(card);
      if ('declined' in issued) throw new CardDeclinedError(issued.declined);
      return issued.card;
    },
    async describe(token) {
      const card = readTestCardToken(token);
      if (!card) throw new CardDeclinedError('Unknown card token');
      return card;
    },
  };
}
