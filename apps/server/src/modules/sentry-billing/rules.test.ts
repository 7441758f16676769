import { describe, expect, it } from 'vitest';
import {
  billingProblems,
  canSwitch,
  judgeDistance,
  logLineOf,
  type RideFacts,
  rideBillingStatusAfter,
} from './rules';

/** Times Square to Grand Central. */
const MIDTOWN = { start: { lat: 40.758, lon: -73.9855 }, destination: { lat: 40.7527, lon: -73.9772 } };
const good: RideFacts = {
  status: 'finished',
  referenceId: 'S123',
  riderSignatureUrl: '/api/v1/files/private/signatures/x.jpg',
  amountChargedCents: 2500,
  distance: 10,
  vendorDistance: 10,
  ...MIDTOWN,
};

describe('distance off (decision 129)', () => {
  it("compares the billed miles with Sentry's, half a mile or 15% allowed, whichever is more", () => {
    expect(judgeDistance({ ...good, distance: 11.5 }).isOff).toBe(false); // 1.5 = 15% of 10
    expect(judgeDistance({ ...good, distance: 11.51 }).isOff).toBe(true);
    expect(judgeDistance({ ...good, distance: 8.49 })).toMatchObject({
      isOff: true,
      difference: -1.51,
      source: 'sentry',
    });
    // Short trips: half a mile, not 15%.
    expect(judgeDistance({ ...good, vendorDistance: 2, distance: 2.5 }).isOff).toBe(false);
    expect(judgeDistance({ ...good, vendorDistance: 2, distance: 2.51 }).isOff).toBe(true);
  });

  it('without Sentry miles, expects the straight line times the detour factor', () => {
    const verdict = judgeDistance({ ...good, vendorDistance: null, distance: 1 });
    expect(verdict.source).toBe('straight_line');
    // Worked here on a flat map (fine at this size): 69.05 mi a degree of latitude, × cos(latitude) across.
    const north = (40.758 - 40.7527) * 69.05;
    const east = (73.9855 - 73.9772) * 69.05 * Math.cos((40.7553 * Math.PI) / 180);
    expect(verdict.expected).toBeCloseTo(Math.hypot(north, east) * 1.3, 2);
    expect(verdict.isOff).toBe(false);
    expect(judgeDistance({ ...good, vendorDistance: 0, distance: 3 }).isOff).toBe(true);
  });
});

describe('why a ride cannot be billed', () => {
  it('finds nothing on a good ride', () => expect(billingProblems(good)).toEqual([]));

  it('names every reason, most important first, in one log line', () => {
    const problems = billingProblems({
      ...good,
      status: 'in_progress',
      referenceId: ' ',
      riderSignatureUrl: null,
      amountChargedCents: 0,
      distance: 20,
    });
    expect(problems.map((p) => p.code)).toEqual([
      'not_finished',
      'missing_trip_id',
      'no_signature',
      'zero_amount',
      'distance_off',
    ]);
    expect(logLineOf(problems)).toEqual({
      code: 'not_finished',
      note: "Ride is in_progress, not finished; Missing Sentry trip id; No rider signature; Amount charged is $0.00; Distance off: billed 20.00 mi, expected 10.00 mi (Sentry's distance)",
    });
    expect(billingProblems({ ...good, amountChargedCents: null }).map((p) => p.code)).toEqual([
      'zero_amount',
    ]);
    expect(logLineOf([])).toBeNull();
  });
});

describe('batch statuses', () => {
  it('moves by hand only along the table', () => {
    expect(canSwitch('exported', 'submitted')).toBe(true);
    expect(canSwitch('exported', 'paid')).toBe(false);
    expect(canSwitch('paid', 'open')).toBe(false);
    expect(canSwitch('open', 'checked')).toBe(false); // reached by running the checks
  });

  it("pays or fails the invoiced rides with the batch, and puts a rejected batch's back to pending", () => {
    expect(rideBillingStatusAfter('submitted', 'paid')).toBe('paid');
    expect(rideBillingStatusAfter('submitted', 'rejected')).toBe('failed');
    expect(rideBillingStatusAfter('rejected', 'open')).toBe('pending');
    expect(rideBillingStatusAfter('exported', 'submitted')).toBeNull();
  });
});
