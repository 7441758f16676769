import {
  HIDING_STATUS_CONSISTENT,
  HIDING_STATUS_MIXED,
  type MarketplaceHidingSetting,
  MESSAGES,
} from '@fleetdesk/contract';
import { describe, expect, it } from 'vitest';
import {
  ALL_ZONES,
  draftProblem,
  hidingBody,
  hidingCompanies,
  isModified,
  statusConsistency,
  storedDraft,
} from './hidingRows';

const setting = (
  zone_id: number,
  status: 'active' | 'inactive',
  min_ahead: number,
): MarketplaceHidingSetting => ({
  company_id: 1,
  company_name: 'Sentry',
  zone_id,
  zone_name: `Zone ${zone_id}`,
  status,
  min_ahead,
});

describe('Hide Marketplace Rides rows', () => {
  const [mixed] = hidingCompanies([setting(1, 'active', 30), setting(2, 'inactive', 0)]);
  const [same] = hidingCompanies([setting(1, 'active', 30), setting(2, 'active', 30)]);
  if (!mixed || !same) throw new Error('no company');

  it("tells whether 'All' zones share one status", () => {
    expect(statusConsistency(mixed)).toBe(HIDING_STATUS_MIXED);
    expect(statusConsistency(same)).toBe(HIDING_STATUS_CONSISTENT);
  });

  it('shows a zone’s own values, and the shared ones for All', () => {
    expect(storedDraft(mixed, 1)).toEqual({ zone: 1, minAhead: '30', status: 'active' });
    expect(storedDraft(mixed, 2)).toEqual({ zone: 2, minAhead: '', status: 'inactive' });
    expect(storedDraft(same, ALL_ZONES)).toEqual({ zone: ALL_ZONES, minAhead: '30', status: 'active' });
    expect(storedDraft(mixed, ALL_ZONES)).toEqual({ zone: ALL_ZONES, minAhead: '', status: 'inactive' });
  });

  it('is modified until the values match what is stored', () => {
    const stored = storedDraft(mixed, 1);
    expect(isModified({ ...stored, minAhead: '45' }, stored)).toBe(true);
    expect(isModified({ ...stored, minAhead: ' 30 ' }, stored)).toBe(false);
  });

  it('checks min_ahead as spec 3 §5 and sends empty as 0, All as every zone', () => {
    expect(draftProblem({ zone: 1, minAhead: '', status: 'active' })).toBe(MESSAGES.minAheadRequired);
    expect(draftProblem({ zone: 1, minAhead: '-2', status: 'inactive' })).toBe(MESSAGES.minAheadPositive);
    expect(draftProblem({ zone: 1, minAhead: 'abc', status: 'active' })).toBe(MESSAGES.minAheadPositive);
    expect(draftProblem({ zone: 1, minAhead: '', status: 'inactive' })).toBeNull();
    // The server takes at most a week: the row says so before Apply, in words, not after it.
    expect(draftProblem({ zone: 1, minAhead: '20000', status: 'active' })).toBe(MESSAGES.minAheadTooLong);
    expect(hidingBody(mixed, { zone: ALL_ZONES, minAhead: '', status: 'inactive' })).toEqual({
      company_id: 1,
      zone_ids: [1, 2],
      min_ahead: 0,
      status: 'inactive',
    });
    expect(hidingBody(mixed, { zone: 2, minAhead: '15', status: 'active' }).zone_ids).toEqual([2]);
  });
});
