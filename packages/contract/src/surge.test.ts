import { describe, expect, it } from 'vitest';
import { HideMarketplaceBody } from './endpoints/surge';
import { MESSAGES } from './messages';
import { isBusyZoneHour, newerRide, surgeAmountBand } from './surge';
import { minAheadProblem } from './validation/minAhead';

describe('surge amount colour bands (spec 3 §9: 5, 10, 15, 25, 125)', () => {
  it.each([
    [0, 0],
    [4.99, 0],
    [5, 1],
    [9, 1],
    [10, 2],
    [15, 3],
    [24, 3],
    [25, 4],
    [124, 4],
    [125, 5],
    [400, 5],
  ])('$%s is band %s', (amount, band) => expect(surgeAmountBand(amount)).toBe(band));
});

describe('busy zone hours (spec 3 §9: 14 to 18 for zone M)', () => {
  it('holds for Manhattan from 14:00 until 18:00 only', () => {
    expect([13, 14, 17, 18].map((h) => isBusyZoneHour('Manhattan', h))).toEqual([false, true, true, false]);
    expect(isBusyZoneHour('Queens', 15)).toBe(false);
    expect(isBusyZoneHour(null, 15)).toBe(false);
  });
});

describe('a newer updated_at wins (spec 3 §4)', () => {
  const older = { id: 1, surge_amount: 1, updated_at: '2030-01-01T10:00:00.001Z' };
  const newer = { id: 1, surge_amount: 2, updated_at: '2030-01-01T10:00:00.002Z' };
  it('keeps the later version whichever arrives last', () => {
    expect(newerRide(older, newer)).toBe(newer);
    expect(newerRide(newer, older)).toBe(newer);
    expect(newerRide(undefined, older)).toBe(older);
  });
});

describe('min_ahead (spec 3 §5)', () => {
  it.each([
    [null, 'active', MESSAGES.minAheadRequired],
    [0, 'active', MESSAGES.minAheadRequired],
    [null, 'inactive', null],
    [0, 'inactive', null],
    [-3, 'inactive', MESSAGES.minAheadPositive],
    [1.5, 'active', MESSAGES.minAheadPositive],
    [30, 'active', null],
    [10_080, 'active', null],
    [10_081, 'active', MESSAGES.minAheadTooLong],
    [20_000, 'inactive', MESSAGES.minAheadTooLong],
  ] as const)('%s while %s: %s', (value, status, problem) =>
    expect(minAheadProblem(value, status)).toBe(problem),
  );
});

describe('the Hide Marketplace Rides body', () => {
  it("refuses more than a week ahead with the form's own words on min_ahead", () => {
    const body = { company_id: 1, zone_ids: [2], min_ahead: 20_000, status: 'active' };
    expect(HideMarketplaceBody.safeParse(body).error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['min_ahead', MESSAGES.minAheadTooLong],
    ]);
  });
});
