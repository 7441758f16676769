import { describe, expect, it } from 'vitest';
import { rideColumnsFor } from './rideColumns';

const keys = (isFleet: boolean, logos?: boolean) => rideColumnsFor(isFleet, logos).map((c) => c.key);

describe("the rides board's broker column", () => {
  it('shows for a fleet user whose fleet displays brokers’ logos, beside the status', () => {
    const withLogos = keys(true, true);
    expect(withLogos.indexOf('broker')).toBe(withLogos.indexOf('status') + 1);
    expect(withLogos.filter((k) => k !== 'broker')).toEqual(keys(true, false));
  });

  it('is absent otherwise, and never on the staff board', () => {
    expect(keys(true, false)).not.toContain('broker');
    expect(keys(false, true)).not.toContain('broker');
  });

  it('keeps the same column lists between renders (rows are memoised on them)', () => {
    expect(rideColumnsFor(true, true)).toBe(rideColumnsFor(true, true));
  });
});
