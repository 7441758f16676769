import { describe, expect, it } from 'vitest';
import { NO_BANKING, payoutBodyOf, payoutDefaults, payoutFormOf } from './payoutForm';

const messages = (hasAccounts: boolean, form: object) =>
  payoutFormOf(hasAccounts)
    .safeParse({ ...payoutDefaults(7), amount: '20', ...form })
    .error?.issues.map((i) => [i.path[0], i.message]);

describe('the payout form (spec 2 §5)', () => {
  it('defaults to description Payout, type ach and the first account', () => {
    expect(payoutDefaults(7)).toMatchObject({ description: 'Payout', payout_type: 'ach', payment_id: 7 });
  });

  it('asks for banking information when an ach payout has no account', () => {
    expect(messages(false, { payment_id: '' })).toEqual([['payment_id', NO_BANKING]]);
    expect(messages(true, { payment_id: '' })).toEqual([['payment_id', 'Required']]);
    expect(messages(false, { payment_id: '', payout_type: 'zelle' })).toBeUndefined();
  });

  it.each([
    [{ amount: '' }, 'amount', 'Required'],
    [{ amount: 'x' }, 'amount', 'Must be number!'],
    [{ amount: '0' }, 'amount', 'Amount must be greater than 0!'],
    [{ description: ' ' }, 'description', 'Required'],
    [{ reference: 'r'.repeat(51) }, 'reference', 'Max characters count is 50!'],
  ])('%j → %s %s', (form, field, message) => {
    expect(messages(true, form)).toEqual([[field, message]]);
  });

  it('sends no account unless ach', () => {
    expect(payoutBodyOf({ ...payoutDefaults(7), amount: '5', payout_type: 'zelle' }).payment_id).toBeNull();
    expect(payoutBodyOf({ ...payoutDefaults(7), amount: '5' }).payment_id).toBe(7);
  });
});
