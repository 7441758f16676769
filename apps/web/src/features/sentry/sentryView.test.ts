import { describe, expect, it } from 'vitest';
import { canSaveBatch, nyDay, previousWeek, rangeOfDays } from './sentryView';

describe('Sentry batch view rules', () => {
  it('turns New York days into the range the API holds, and back', () => {
    // November: New York is UTC-5.
    expect(rangeOfDays('2026-11-02', '2026-11-08')).toEqual({
      from_datetime: '2026-11-02T05:00:00.000Z',
      to_datetime: '2026-11-09T04:59:59.999Z',
    });
    expect(nyDay('2026-11-09T04:59:59.999Z')).toBe('2026-11-08');
  });

  it('offers the previous Monday-to-Sunday week for a new batch', () => {
    expect(previousWeek('2026-11-26')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(previousWeek('2026-11-23')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
  });

  it('saves only a change whose range runs forward', () => {
    const saved = { from: '2026-11-02', to: '2026-11-08', note: '' };
    expect(canSaveBatch(saved, saved)).toBe(false);
    expect(canSaveBatch(saved, { ...saved, note: 'Sent' })).toBe(true);
    expect(canSaveBatch(saved, { ...saved, to: '2026-11-01' })).toBe(false);
    expect(canSaveBatch(saved, { ...saved, to: '2026-11-02' })).toBe(true);
    expect(canSaveBatch(saved, { ...saved, from: '' })).toBe(false);
  });
});
