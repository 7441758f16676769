import { describe, expect, it } from 'vitest';
import {
  cardBrand,
  hasValidCardChecksum,
  isCardExpired,
  issueTestCardToken,
  readTestCardToken,
} from './paymentCards';

const NOW = new Date('2026-05-20T12:00:00Z');

describe('card rules', () => {
  it('checks the Luhn digit and names the network', () => {
    expect(hasValidCardChecksum('4242424242424242')).toBe(true);
    expect(hasValidCardChecksum('4242424242424241')).toBe(false);
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBe('discover');
  });
});

describe('test-mode card token', () => {
  it('holds brand, last four and expiry, never the number, and reads back as issued', () => {
    const issued = issueTestCardToken({ number: '5555555555554444', exp_month: 4, exp_year: 2030 }, NOW);
    if (!('card' in issued)) throw new Error('declined');
    expect(issued.card.token).toMatch(/^tok_test_mastercard_4444_4_2030_[0-9a-f]{16}$/);
    expect(issued.card.token).not.toContain('555555555555');
    expect(readTestCardToken(issued.card.token)).toEqual(issued.card);
  });

  it('refuses a mistyped number and a card past its month, in the form messages', () => {
    expect(issueTestCardToken({ number: '4242424242424241', exp_month: 4, exp_year: 2030 }, NOW)).toEqual({
      declined: 'Card Number is invalid',
    });
    expect(issueTestCardToken({ number: '4242424242424242', exp_month: 4, exp_year: 2026 }, NOW)).toEqual({
      declined: 'Expiry Date is invalid',
    });
    // Usable through the last day of its month.
    expect(
      'card' in issueTestCardToken({ number: '4242424242424242', exp_month: 5, exp_year: 2026 }, NOW),
    ).toBe(true);
  });

  it('reads no token it did not issue', () => {
    expect(readTestCardToken('tok_forged')).toBeNull();
    expect(readTestCardToken('tok_test_visa_4242_12_2030_0123456789ABCDEF')).toBeNull();
    expect(readTestCardToken('tok_live_1')).toBeNull();
  });
});

// The expiry month is judged in New York: at 21:00 EST on 11/30 it is already December in UTC.
describe('card expiry on the last New York evening of its month', () => {
  const lastEvening = new Date('2026-12-01T02:00:00Z'); // Mon 2026-11-30 21:00 EST

  it('a card expiring 11/2026 is still usable at 21:00 EST on Monday 2026-11-30', () => {
    expect(isCardExpired(11, 2026, lastEvening)).toBe(false);
    expect(
      'card' in
        issueTestCardToken({ number: '4242424242424242', exp_month: 11, exp_year: 2026 }, lastEvening),
    ).toBe(true);
  });

  it('the same card is expired from 00:00 EST on Tuesday 2026-12-01, and not a moment before', () => {
    expect(isCardExpired(11, 2026, new Date('2026-12-01T04:59:59.999Z'))).toBe(false);
    expect(isCardExpired(11, 2026, new Date('2026-12-01T05:00:00Z'))).toBe(true);
  });
});
