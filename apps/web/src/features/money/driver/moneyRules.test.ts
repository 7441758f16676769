import { describe, expect, it } from 'vitest';
import { isStruckThrough, showsPayoutButton } from './moneyRules';

describe('driver money rules (spec 2 §4)', () => {
  it('shows Payout only without a hold and above one cent available', () => {
    expect(showsPayoutButton(0, 12.5)).toBe(true);
    expect(showsPayoutButton(0, 0.02)).toBe(true);
    expect(showsPayoutButton(0, 0.01)).toBe(false);
    expect(showsPayoutButton(0, -3)).toBe(false);
    expect(showsPayoutButton(1, 500)).toBe(false);
    expect(showsPayoutButton(null, 500)).toBe(false);
  });

  it('strikes through failed transactions only', () => {
    expect(isStruckThrough({ status: 'failed' })).toBe(true);
    expect(isStruckThrough({ status: 'pending' })).toBe(false);
    expect(isStruckThrough({ status: 'succeeded' })).toBe(false);
  });
});
