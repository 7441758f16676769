import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import './dayjs';
import { formatNyDateTime, nyDateTime } from './nyFormat';

describe('nyDateTime', () => {
  it('shows New York wall-clock time in winter (EST) and summer (EDT)', () => {
    expect(nyDateTime('2025-01-15T17:05:00.000Z')).toEqual({ date: '01/15/2025', time: '12:05 PM' });
    expect(nyDateTime('2025-07-04T13:30:00.000Z')).toEqual({ date: '07/04/2025', time: '9:30 AM' });
  });

  it('puts a moment after midnight UTC on the New York day before, and midnight at 12 AM', () => {
    expect(nyDateTime('2025-03-01T03:59:00.000Z')).toEqual({ date: '02/28/2025', time: '10:59 PM' });
    expect(nyDateTime('2025-03-01T05:00:00.000Z')).toEqual({ date: '03/01/2025', time: '12:00 AM' });
  });

  it('is null for no moment or an unreadable one', () => {
    expect(nyDateTime(null)).toBeNull();
    expect(nyDateTime('')).toBeNull();
    expect(nyDateTime('soon')).toBeNull();
  });

  it('matches the dayjs formats it replaces, across a DST change', () => {
    for (let hour = 0; hour < 48; hour += 1) {
      const iso = new Date(Date.UTC(2025, 2, 8, hour, 17)).toISOString();
      const tz = dayjs(iso).tz('America/New_York');
      expect(formatNyDateTime(iso)).toBe(`${tz.format('MM/DD/YYYY')} ${tz.format('h:mm A')}`);
    }
  });
});

describe('formatNyDateTime', () => {
  it('joins date and time, and is empty for no moment', () => {
    expect(formatNyDateTime('2025-11-03T15:00:00.000Z')).toBe('11/03/2025 10:00 AM');
    expect(formatNyDateTime(null)).toBe('');
  });
});
