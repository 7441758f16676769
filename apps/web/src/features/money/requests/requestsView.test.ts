import { describe, expect, it } from 'vitest';
import { INITIAL_REQUESTS_VIEW, requestsQueryOf, sortRequestsBy } from './requestsView';

describe('request tables (spec 2 §2)', () => {
  const view = {
    ...INITIAL_REQUESTS_VIEW,
    statuses: ['pending' as const],
    categoryIds: [2],
    payoutTypes: ['ach' as const],
  };

  it('sends only the filters a tab has', () => {
    expect(requestsQueryOf('credit', view)).toMatchObject({
      type: 'credit',
      statuses: 'pending',
      category_ids: '2',
      payout_types: undefined,
    });
    expect(requestsQueryOf('debit', view)).toMatchObject({
      statuses: 'pending',
      category_ids: undefined,
      payout_types: undefined,
    });
    expect(requestsQueryOf('payout', view)).toMatchObject({ category_ids: undefined, payout_types: 'ach' });
  });

  it('pages from 1 and sorts both ways', () => {
    expect(requestsQueryOf('credit', { ...view, page: 2 }).page).toBe(3);
    const byAmount = sortRequestsBy({ ...view, page: 3 }, 'amount');
    expect(byAmount).toMatchObject({ page: 0, sort: { by: 'amount', type: 'desc' } });
    expect(sortRequestsBy(byAmount, 'amount').sort.type).toBe('asc');
  });
});
