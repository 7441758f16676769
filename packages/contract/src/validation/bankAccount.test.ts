import { describe, expect, it } from 'vitest';
import { bankAccountForm, routingChecksumHolds, routingNumberProblem } from './bankAccount';

describe('routing numbers (FACTS.md §2)', () => {
  it.each(['021000021', '011401533', '091000019', '111000025', '110000000', '026009593', '021000089'])(
    '%s passes the 3-7-1 check',
    (number) => {
      expect(routingChecksumHolds(number)).toBe(true);
      expect(routingNumberProblem(number)).toBeNull();
    },
  );

  it.each([
    ['021000022', 'Invalid Routing Number!'],
    ['02100002', 'Must be 9 characters!'],
    ['0210000211', 'Must be 9 characters!'],
    ['02100002a', 'Must be 9 characters!'],
    ['', 'Required'],
  ])('%j → %s', (number, message) => {
    expect(routingNumberProblem(number)).toBe(message);
  });
});

describe('the Add Bank Account form (spec 2 §5)', () => {
  const form = {
    name: 'Chase checking',
    routing_number: '021000021',
    account_number: '000123456789',
    confirm_account_number: '000123456789',
  };
  const messages = (change: object) =>
    bankAccountForm
      .safeParse({ ...form, ...change })
      .error?.issues.map((issue) => [issue.path[0], issue.message]);

  it('accepts a valid form', () => {
    expect(messages({})).toBeUndefined();
  });

  it.each([
    [{ name: '' }, 'name', 'Required'],
    [{ name: 'x'.repeat(31) }, 'name', 'Must be at most 30 characters!'],
    [{ routing_number: '021000022' }, 'routing_number', 'Invalid Routing Number!'],
    [
      { account_number: '12345678901234567', confirm_account_number: '12345678901234567' },
      'account_number',
      'Account Number must be at most 16 characters!',
    ],
    [{ account_number: '12-34', confirm_account_number: '12-34' }, 'account_number', 'Must be number!'],
    [
      { confirm_account_number: '000123456780' },
      'confirm_account_number',
      'Does not match with Account number!',
    ],
    [{ confirm_account_number: '' }, 'confirm_account_number', 'Required'],
  ])('%j → %s: %s', (change, field, message) => {
    expect(messages(change)).toContainEqual([field, message]);
  });
});
