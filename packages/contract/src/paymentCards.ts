/**
 * Card rules and the test-mode token (decision 28), shared by the server's test-mode tokeniser and the
 * browser's (the squareCard dialog without a publishable key), so a token one side issues the other reads.
 */

import { newYorkDayOf } from './newYorkTime';

/** The add-card fields' messages (spec 1 §5), whoever finds the fault: the form, a tokeniser, the provider's form. */
export const CARD_FIELD_MESSAGES = {
  number: 'Card Number is invalid',
  expiry: 'Expiry Date is invalid',
  cvv: 'CVV is invalid',
  postalCode: 'Postal Code is invalid',
} as const;

/** What may be kept of a card: the provider's token, the brand, the last four digits and the expiry. */
export interface TokenisedCard {
  token: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

/** The Luhn checksum of card numbers: catches a mistyped digit and most swapped pairs. */
export function hasValidCardChecksum(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return number.length > 0 && sum % 10 === 0;
}

/** The card network, from the number's leading digits (issuer identification ranges). */
export function cardBrand(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2(2[2-9][1-9]|[3-6]\d\d|7[01]\d|720))/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(number)) return 'discover';
  return 'unknown';
}

/** A card is usable through the last day of its expiry month, a New York month (the business's). */
export function isCardExpired(expMonth: number, expYear: number, now = new Date()): boolean {
  const [year, month] = newYorkDayOf(now).split('-').map(Number) as [number, number];
  return expYear < year || (expYear === year && expMonth < month);
}

const TEST_CARD_TOKEN = /^tok_test_([a-z]+)_(\d{4})_(\d{1,2})_(\d{4})_[0-9a-f]{16}$/;

const randomNonce = (): string =>
  Array.from(globalThis.crypto.getRandomValues(new Uint8Array(8)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');

/**
 * The test-mode tokeniser: checks the card as a provider would, then issues
 * `tok_test_<brand>_<last4>_<month>_<year>_<nonce>`. The token holds no more than may be kept, so any
 * server instance reads it back and the full number exists nowhere after this call. A refusal is the
 * message the user sees.
 */
export function issueTestCardToken(
  card: { number: string; exp_month: number; exp_year: number },
  now = new Date(),
): { card: TokenisedCard } | { declined: string } {
  if (!hasValidCardChecksum(card.number)) return { declined: CARD_FIELD_MESSAGES.number };
  if (isCardExpired(card.exp_month, card.exp_year, now)) return { declined: CARD_FIELD_MESSAGES.expiry };
  const brand = cardBrand(card.number);
  const last4 = card.number.slice(-4);
  const token = `tok_test_${brand}_${last4}_${card.exp_month}_${card.exp_year}_${randomNonce()}`;
  return { card: { token, brand, last4, exp_month: card.exp_month, exp_year: card.exp_year } };
}

/** What a test-mode token stands for, or null for a token the test-mode tokeniser did not issue. */
export function readTestCardToken(token: string): TokenisedCard | null {
  const match = TEST_CARD_TOKEN.exec(token);
  if (!match) return null;
  const [, brand, last4, month, year] = match as unknown as [string, string, string, string, string];
  return { token, brand, last4, exp_month: Number(month), exp_year: Number(year) };
}

/** Stripe.js, the provider's browser SDK: loaded from the provider, never bundled (PCI scope). */
export const STRIPE_JS_URL = 'https://js.stripe.com/v3';

/**
 * What the page must be allowed to reach when Stripe.js is configured: its script, the iframes of its
 * card element (and 3-D Secure), and its API, which Stripe.js calls to create the token.
 */
export const STRIPE_JS_ORIGINS = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
} as const;
