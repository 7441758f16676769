import { describe, expect, it } from 'vitest';
import { creditDebitBodyOf, creditDebitDefaults, creditDebitFormOf } from './creditDebitForm';

const problems = (type: 'credit' | 'debit', change: object) =>
  creditDebitFormOf(type)
    .safeParse({ ...creditDebitDefaults(type, 5), amount: '10', category_id: 1, company_id: 39, ...change })
    .error?.issues.map((issue) => [issue.path[0], issue.message]);

describe('credit and debit forms (spec 2 §5)', () => {
  it('starts a credit at amount 0, description Credit; a debit at Debit', () => {
    expect(creditDebitDefaults('credit')).toMatchObject({ amount: '0', description: 'Credit' });
    expect(creditDebitDefaults('debit').description).toBe('Debit');
  });

  it.each([
    ['credit', { category_id: '' }, 'category_id', 'Category is required'],
    ['debit', { category_id: '' }, 'category_id', 'Required'],
    ['debit', { company_id: 0 }, 'company_id', 'No company selected'],
    ['credit', { company_id: 0 }, 'company_id', 'No company selected'],
    ['credit', { note: 'n'.repeat(101) }, 'note', 'Max characters count is 100!'],
    ['credit', { amount: '-1' }, 'amount', 'Amount must be greater than 0!'],
    ['credit', { amount: '' }, 'amount', 'Amount is required'],
    ['debit', { amount: '' }, 'amount', 'Required'],
  ] as const)('%s %j → %s %s', (type, change, field, message) => {
    expect(problems(type, change)).toEqual([[field, message]]);
  });

  it('lets a credit for a ride go without a company, and sends the confirmation only when given', () => {
    expect(problems('credit', { company_id: 0, ride_id: '42' })).toBeUndefined();
    const form = { ...creditDebitDefaults('credit', 5), amount: '10', category_id: 1, ride_id: '42' };
    expect(creditDebitBodyOf('credit', form)).toMatchObject({
      ride_id: 42,
      company_id: undefined,
      confirm_existing: undefined,
    });
    expect(creditDebitBodyOf('credit', form, true).confirm_existing).toBe(true);
  });
});
