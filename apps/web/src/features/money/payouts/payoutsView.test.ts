import type { Payout } from '@fleetdesk/contract';
import { describe, expect, it } from 'vitest';
import { editPayoutBodyOf, editPayoutFormOf } from './editPayoutForm';
import {
  DEFAULT_PAYOUT_FILTERS,
  isSearchable,
  payoutFiltersQuery,
  payoutsQueryOf,
  toggleAll,
  toggleOne,
} from './payoutsView';

describe('the payouts list view', () => {
  it('opens on today, pending payouts not yet in QuickBooks, 10 a page', () => {
    expect(payoutsQueryOf(DEFAULT_PAYOUT_FILTERS, 0)).toEqual({
      search: undefined,
      time_range: 'today',
      from: undefined,
      to: undefined,
      types: undefined,
      payout_status: 'pending',
      bank_status: undefined,
      quickbooks_status: 'pending',
      company_ids: undefined,
      page: 1,
      per_page: 10,
    });
  });

  it('sends the search trimmed and lowercased, All as no filter, Zelle with cash, the custom days', () => {
    const query = payoutFiltersQuery({
      ...DEFAULT_PAYOUT_FILTERS,
      search: '  P-000123 ',
      period: 'custom',
      from: '2026-03-01',
      to: '2026-03-08',
      types: ['zelle', 'check_mail'],
      payoutStatus: 'all',
      bankStatus: 'succeeded',
      quickbooksStatus: 'all',
      companyIds: [40, 41],
    });
    expect(query).toEqual({
      search: 'p-000123',
      time_range: 'custom',
      from: '2026-03-01',
      to: '2026-03-08',
      types: 'zelle,check_mail,cash',
      payout_status: undefined,
      bank_status: 'succeeded',
      quickbooks_status: undefined,
      company_ids: '40,41',
    });
  });

  it('asks nothing while a custom day is missing, invalid or backwards', () => {
    const custom = { ...DEFAULT_PAYOUT_FILTERS, period: 'custom' as const };
    expect(isSearchable(DEFAULT_PAYOUT_FILTERS)).toBe(true);
    expect(isSearchable({ ...custom, from: '2026-03-01', to: '' })).toBe(false);
    expect(isSearchable({ ...custom, from: '2026-02-31x', to: '2026-03-01' })).toBe(false);
    expect(isSearchable({ ...custom, from: '2026-03-02', to: '2026-03-01' })).toBe(false);
    expect(isSearchable({ ...custom, from: '2026-03-01', to: '2026-03-01' })).toBe(true);
  });

  it('select-all selects the page, and clears it when all were selected', () => {
    const some = toggleOne(new Set([1]), 2);
    expect([...some]).toEqual([1, 2]);
    expect([...toggleAll(some, [2, 3])].sort()).toEqual([1, 2, 3]);
    expect([...toggleAll(new Set([1, 2, 3]), [2, 3])]).toEqual([1]);
    expect([...toggleOne(new Set([1, 2]), 1)]).toEqual([2]);
  });
});

describe('the edit payout form', () => {
  const payout = {
    id: 7,
    type: 'ach',
    bank_status: 'pending',
    quickbooks_status: 'pending',
    quickbooks_id: null,
    reference: 'REF-1',
    description: 'Payout',
    note: null,
    updated_at: '2026-11-25T10:00:00.000Z',
  } as Payout;

  it('sends only what changed, with the updated_at the editor saw', () => {
    const values = { ...editPayoutFormOf(payout), quickbooks_id: 'QB-9', note: 'Sent' };
    expect(editPayoutBodyOf(payout, values)).toEqual({
      quickbooks_id: 'QB-9',
      note: 'Sent',
      updated_at: '2026-11-25T10:00:00.000Z',
    });
  });

  it('never sends the bank status of a payout the bank reports, only of a check', () => {
    const values = { ...editPayoutFormOf(payout), bank_status: 'succeeded' as const };
    expect(editPayoutBodyOf(payout, values)).toEqual({ updated_at: payout.updated_at });
    const check = { ...payout, type: 'check_pickup' } as Payout;
    expect(editPayoutBodyOf(check, values)).toMatchObject({ bank_status: 'succeeded' });
  });
});
