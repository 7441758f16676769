import { describe, expect, it } from 'vitest';
import { previousMonth } from './reportDays';

describe('a report page starts on the previous month', () => {
  it('is the calendar month before the New York one', () => {
    expect(previousMonth(Date.parse('2026-03-15T12:00:00Z'))).toEqual({
      start_date: '2026-02-01',
      end_date: '2026-02-28',
    });
    expect(previousMonth(Date.parse('2026-01-10T12:00:00Z'))).toEqual({
      start_date: '2025-12-01',
      end_date: '2025-12-31',
    });
  });

  it('counts the month in New York: 10 pm on 30 November is still November there', () => {
    expect(previousMonth(Date.parse('2026-12-01T03:00:00Z'))).toEqual({
      start_date: '2026-10-01',
      end_date: '2026-10-31',
    });
  });
});
