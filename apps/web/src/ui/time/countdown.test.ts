import { describe, expect, it } from 'vitest';
import { countdownRemaining, formatCountdown, secondsUntil } from './countdown';

describe('formatCountdown', () => {
  it('shows minutes and two-digit seconds', () => {
    expect(formatCountdown(300)).toBe('5:00');
    expect(formatCountdown(299)).toBe('4:59');
    expect(formatCountdown(59)).toBe('0:59');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-4)).toBe('0:00');
  });
});

describe('secondsUntil', () => {
  const now = Date.parse('2025-06-01T12:00:00.000Z');

  it('rounds a partial second up so a button is never enabled early', () => {
    expect(secondsUntil('2025-06-01T12:00:59.200Z', now)).toBe(60);
    expect(secondsUntil('2025-06-01T12:01:00.000Z', now)).toBe(60);
  });

  it('is 0 for a past, missing or malformed time', () => {
    expect(secondsUntil('2025-06-01T11:59:00.000Z', now)).toBe(0);
    expect(secondsUntil(null, now)).toBe(0);
    expect(secondsUntil('soon', now)).toBe(0);
  });
});

describe('countdownRemaining', () => {
  it('counts whole seconds down from the total and stops at 0', () => {
    expect(countdownRemaining(1_000, 1_000, 300)).toBe(300);
    expect(countdownRemaining(1_000, 2_999, 300)).toBe(299);
    expect(countdownRemaining(1_000, 1_000 + 301_000, 300)).toBe(0);
  });
});
