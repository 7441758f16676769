import type { TransactionRequest } from '@fleetdesk/contract';
import { describe, expect, it } from 'vitest';
import {
  payoutUpdateOf,
  previewDefaults,
  previewFormOf,
  requestUpdateOf,
  withCurrent,
} from './previewRequestForm';
import { requestFixture } from './testing/requestFixture';

const problems = (request: TransactionRequest, change: object, hasAccounts = true) =>
  previewFormOf(request, hasAccounts)
    .safeParse({ ...previewDefaults(request, 7), ...change })
    .error?.issues.map((issue) => [issue.path[0], issue.message]);

describe('the request preview form (spec 2 §4)', () => {
  it('sends only what changed, with the version the reviewer saw', () => {
    const request = requestFixture();
    expect(requestUpdateOf(request, previewDefaults(request))).toEqual({
      updated_at: request.updated_at,
    });
    expect(requestUpdateOf(request, { ...previewDefaults(request), category_id: 3, company_id: 40 })).toEqual(
      {
        category_id: 3,
        company_id: 40,
        updated_at: request.updated_at,
      },
    );
  });

  it('changes a company but never drops it; a request without one may stay so', () => {
    expect(problems(requestFixture(), { company_id: 0 })).toEqual([['company_id', 'No company selected']]);
    const withoutCompany = requestFixture({ company_id: null, company_name: null });
    expect(problems(withoutCompany, {})).toBeUndefined();
    expect(requestUpdateOf(withoutCompany, previewDefaults(withoutCompany)).company_id).toBeUndefined();
  });

  it("pays an ach payout to a bank account: the driver's first unless it has one, else Required", () => {
    const zelle = requestFixture({
      type: 'payout',
      payout_type: 'zelle',
      category_id: null,
      company_id: null,
    });
    const toAch = { ...previewDefaults(zelle, 7), payout_type: 'ach' as const };
    expect(payoutUpdateOf(zelle, toAch)).toEqual({
      payout_type: 'ach',
      payment_id: 7,
      updated_at: zelle.updated_at,
    });
    expect(problems(zelle, { payout_type: 'ach', payment_id: null })).toEqual([['payment_id', 'Required']]);
    expect(problems(zelle, { payout_type: 'ach', payment_id: null }, false)).toEqual([
      ['payment_id', 'No banking information. Please indicate it!'],
    ]);
    // Leaving ach sends no account: the server drops it.
    const ach = requestFixture({
      type: 'payout',
      payout_type: 'ach',
      payment_id: 7,
      payment_last_four: '6789',
    });
    expect(payoutUpdateOf(ach, { ...previewDefaults(ach), payout_type: 'check_mail' })).toEqual({
      payout_type: 'check_mail',
      payment_id: undefined,
      updated_at: ach.updated_at,
    });
  });

  it('shows a cash payout as Zelle and leaves it cash unless the type is changed', () => {
    const cash = requestFixture({ type: 'payout', payout_type: 'cash' });
    expect(previewDefaults(cash).payout_type).toBe('zelle');
    expect(payoutUpdateOf(cash, previewDefaults(cash)).payout_type).toBeUndefined();
  });

  it("keeps the request's own choice in a list that lacks it", () => {
    const active = [{ value: 39, label: 'Acme' }];
    expect(withCurrent(active, 39, 'Acme')).toBe(active);
    expect(withCurrent(active, 41, 'Old Co')).toEqual([...active, { value: 41, label: 'Old Co' }]);
    expect(withCurrent(active, null, null)).toBe(active);
  });
});
