// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { PAYOUT_FILTERS_KEY, usePayoutFiltersStore } from './payoutFiltersStore';
import { DEFAULT_PAYOUT_FILTERS } from './payoutsView';

describe('the payouts list filters', () => {
  beforeEach(() => localStorage.clear());

  it('are kept in local storage, and read back by a page opened later', async () => {
    usePayoutFiltersStore.getState().setFilters({ search: 'Garcia', types: ['check_mail'], perPage: 250 });
    const saved = JSON.parse(localStorage.getItem(PAYOUT_FILTERS_KEY) ?? '{}');
    expect(saved.state).toEqual({
      ...DEFAULT_PAYOUT_FILTERS,
      search: 'Garcia',
      types: ['check_mail'],
      perPage: 250,
    });

    usePayoutFiltersStore.setState(DEFAULT_PAYOUT_FILTERS);
    localStorage.setItem(PAYOUT_FILTERS_KEY, JSON.stringify({ state: { bankStatus: 'failed' }, version: 1 }));
    await usePayoutFiltersStore.persist.rehydrate();
    // A copy saved before a filter existed keeps that filter's default.
    expect(usePayoutFiltersStore.getState()).toMatchObject({
      ...DEFAULT_PAYOUT_FILTERS,
      bankStatus: 'failed',
    });
  });
});
