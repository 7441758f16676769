import { describe, expect, it } from 'vitest';
import { amountCentsField, amountProblem, dollarAmountToCents, dollarsToCents } from './moneyAmount';

describe('amounts (spec 2 §5)', () => {
  it.each([
    ['', 'Amount is required'],
    ['   ', 'Amount is required'],
    ['12345678901', 'Amount must be at most 10 characters!'],
    ['ten', 'Must be number!'],
    ['1e3', 'Must be number!'],
    ['1,50', 'Must be number!'],
    ['0', 'Amount must be greater than 0!'],
    ['0.00', 'Amount must be greater than 0!'],
    ['-5', 'Amount must be greater than 0!'],
    ['1.005', 'At most 2 decimal places (cents)!'],
    // Past what a ride's price column and an ACH entry hold (AMOUNT_MAX_CENTS).
    ['10000000', 'Amount must be at most $9,999,999.99!'],
    ['9999999999', 'Amount must be at most $9,999,999.99!'],
  ])('%j → %s', (text, message) => {
    expect(amountProblem(text)).toBe(message);
  });

  it("says 'Required' where the form asks for it (debit, payout)", () => {
    expect(amountProblem(' ', 'Required')).toBe('Required');
    expect(amountCentsField('Required').safeParse(undefined).error?.issues[0]?.message).toBe('Required');
  });

  it.each(['1', '0.01', '12.5', '.5', '1234567.89', '9999999.99'])('%j is an amount', (text) => {
    expect(amountProblem(text)).toBeNull();
  });

  it('turns dollars into integer cents without floating point', () => {
    expect(dollarsToCents('0.01')).toBe(1);
    expect(dollarsToCents('12.5')).toBe(1250);
    expect(dollarsToCents('.5')).toBe(50);
    expect(dollarsToCents('1234567.89')).toBe(123_456_789);
    expect(dollarsToCents('0.29')).toBe(29); // 0.29 * 100 is 28.999999999999996 in floating point
  });

  it('turns a whole-cent dollar number into exact cents and refuses a fraction of a cent', () => {
    // × 100 is off in floating point (1.15 × 100 = 114.99999999999999); a half cent rounds either way.
    const amounts = {
      0.29: 29,
      1.15: 115,
      4.35: 435,
      10.01: 1001,
      99999.99: 9_999_999,
      9999999.99: 999_999_999,
    };
    for (const [dollars, cents] of Object.entries(amounts))
      expect(dollarAmountToCents(Number(dollars))).toBe(cents);
    for (const subCent of [1.005, 10.005, 0.001])
      expect(() => dollarAmountToCents(subCent)).toThrow(/whole cents/);
  });

  it('parses numbers and text in a body', () => {
    expect(amountCentsField().parse(19.99)).toBe(1999);
    expect(amountCentsField().parse('7')).toBe(700);
    expect(amountCentsField().safeParse('abc').error?.issues[0]?.message).toBe('Must be number!');
    expect(amountCentsField().safeParse(undefined).error?.issues[0]?.message).toBe('Amount is required');
  });
});
