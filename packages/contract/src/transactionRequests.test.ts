import { describe, expect, it } from 'vitest';
import {
  canChangeRequestStatus,
  REQUEST_STATUS_CHANGES,
  requestFieldsEditable,
  requestIsPosted,
  TRANSACTION_REQUEST_STATUSES,
} from './transactionRequests';

describe('request status changes (spec 2 §4)', () => {
  it.each([
    ['pending', 'approved'],
    ['pending', 'declined'],
    ['approved', 'declined'],
    ['declined', 'pending'],
    ['declined', 'approved'],
  ] as const)('%s → %s is allowed', (from, to) => {
    expect(canChangeRequestStatus(from, to)).toBe(true);
  });

  it.each([
    ['approved', 'pending'],
    ['pending', 'paid'],
    ['approved', 'billed'],
    ['paid', 'declined'],
    ['billed', 'pending'],
    ['pending', 'pending'],
  ] as const)('%s → %s is refused', (from, to) => {
    expect(canChangeRequestStatus(from, to)).toBe(false);
  });

  it('paid and billed are never chosen and never left', () => {
    for (const status of TRANSACTION_REQUEST_STATUSES) {
      expect(REQUEST_STATUS_CHANGES[status]).not.toContain('paid');
      expect(REQUEST_STATUS_CHANGES[status]).not.toContain('billed');
    }
    expect(REQUEST_STATUS_CHANGES.paid).toEqual([]);
    expect(REQUEST_STATUS_CHANGES.billed).toEqual([]);
  });

  it('fields are editable only while pending; money is posted while approved, paid or billed', () => {
    expect(TRANSACTION_REQUEST_STATUSES.filter(requestFieldsEditable)).toEqual(['pending']);
    expect(TRANSACTION_REQUEST_STATUSES.filter(requestIsPosted)).toEqual(['approved', 'paid', 'billed']);
  });
});
