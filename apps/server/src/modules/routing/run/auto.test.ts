import { describe, expect, it } from 'vitest';
import { tomorrowOf } from './auto';

// Auto routing routes tomorrow's new rides, New York (decision 111): the next calendar day, not 24 hours
// later, which on a 23- or 25-hour day is another day.
describe("auto routing's tomorrow around New York DST days", () => {
  it('the run at 23:20 EST on Saturday 2026-03-07 routes Sunday 03-08, not Monday', () => {
    expect(tomorrowOf(new Date('2026-03-08T04:20:00Z'))).toBe('2026-03-08');
  });

  it('the run at 00:20 EDT on Sunday 2026-11-01 routes Monday 11-02, not Sunday again', () => {
    expect(tomorrowOf(new Date('2026-11-01T04:20:00Z'))).toBe('2026-11-02');
  });

  it('the run at 00:20 EDT on an ordinary Wednesday routes Thursday', () => {
    expect(tomorrowOf(new Date('2026-06-10T04:20:00Z'))).toBe('2026-06-11');
  });
});
