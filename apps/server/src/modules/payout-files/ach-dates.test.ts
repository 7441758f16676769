import { describe, expect, it } from 'vitest';
import { achDates, fileIdModifier, nextBusinessDay } from './ach-dates';

describe('ACH file dates', () => {
  it('are New York dates, paid the next weekday', () => {
    // Friday 2026-11-27 23:30 in New York is Saturday 04:30 UTC.
    expect(achDates(new Date('2026-11-28T04:30:00Z'))).toEqual({
      createdOn: '261127',
      createdAt: '2330',
      effectiveDate: '261130',
    });
    expect(achDates(new Date('2026-07-01T13:05:00Z'))).toEqual({
      createdOn: '260701',
      createdAt: '0905',
      effectiveDate: '260702',
    });
    expect(nextBusinessDay('2026-11-28')).toBe('2026-11-30');
  });

  it('tell apart the files of one day by A-Z then 0-9', () => {
    expect(fileIdModifier(0)).toBe('A');
    expect(fileIdModifier(25)).toBe('Z');
    expect(fileIdModifier(26)).toBe('0');
    expect(fileIdModifier(35)).toBe('9');
    expect(fileIdModifier(36)).toBeNull();
  });
});
