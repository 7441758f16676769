import { describe, expect, it } from 'vitest';
import {
  actuality,
  businessDay,
  hasAllRequiredDocuments,
  missingRequiredTypes,
  shownStatus,
  yearsAfter,
} from './rules';

const TODAY = '2026-03-10';

describe('required documents', () => {
  const required = [1, 2];
  it('holds when every required type has a valid document expiring today or later', () => {
    const held = [
      { typeId: 1, status: 'valid', expiresAt: TODAY },
      { typeId: 2, status: 'valid', expiresAt: null },
      { typeId: 3, status: 'invalid', expiresAt: null },
    ] as const;
    expect(hasAllRequiredDocuments(required, held, TODAY)).toBe(true);
  });

  it('names the types missing, expired, pending or invalid', () => {
    expect(missingRequiredTypes(required, [], TODAY)).toEqual([1, 2]);
    expect(
      missingRequiredTypes(
        required,
        [
          { typeId: 1, status: 'valid', expiresAt: '2026-03-09' },
          { typeId: 2, status: 'valid', expiresAt: null },
        ],
        TODAY,
      ),
    ).toEqual([1]);
    expect(
      missingRequiredTypes(
        required,
        [
          { typeId: 1, status: 'pending', expiresAt: null },
          { typeId: 2, status: 'invalid', expiresAt: null },
        ],
        TODAY,
      ),
    ).toEqual([1, 2]);
    expect(hasAllRequiredDocuments([], [], TODAY)).toBe(true);
  });
});

describe('expiry', () => {
  it('reads an expired document as invalid and not actual, and one expiring today as it is', () => {
    expect(shownStatus({ status: 'valid', expiresAt: '2026-03-09' }, TODAY)).toBe('invalid');
    expect(shownStatus({ status: 'pending', expiresAt: TODAY }, TODAY)).toBe('pending');
    expect(actuality('2026-03-09', TODAY)).toEqual({
      isActual: false,
      actualityMessage: 'The document expired on 2026-03-09',
    });
    expect(actuality(TODAY, TODAY)).toEqual({ isActual: true, actualityMessage: null });
  });

  it('takes the day in New York and adds whole years', () => {
    expect(businessDay(new Date('2026-03-10T03:59:00Z'))).toBe('2026-03-09');
    expect(businessDay(new Date('2026-03-10T05:00:00Z'))).toBe('2026-03-10');
    expect(yearsAfter('2026-03-10', 1)).toBe('2027-03-10');
    expect(yearsAfter('2028-02-29', 1)).toBe('2029-03-01');
  });
});
