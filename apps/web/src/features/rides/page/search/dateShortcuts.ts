import { RIDES_DEFAULT_RANGE_DAYS, TIME_ZONE } from '@fleetdesk/contract';
import dayjs, { type Dayjs } from 'dayjs';
import '../../../../ui/time/dayjs';
import type { DayRange } from '../ridesPageStore';

export const DATE_SHORTCUTS = [
  'This Week',
  'Last Week',
  'Last 7 Days',
  'Current Month',
  'Next Month',
  'Previous Month',
  'Last 3 Months',
  'Reset',
] as const;
export type DateShortcut = (typeof DATE_SHORTCUTS)[number];

const DAY = 'YYYY-MM-DD';
const span = (from: Dayjs, to: Dayjs): DayRange => ({ from: from.format(DAY), to: to.format(DAY) });

/** The New York days a shortcut stands for at `now`; Reset clears the range. */
export function rangeForShortcut(shortcut: DateShortcut, now: number): DayRange | null {
  const today = dayjs(now).tz(TIME_ZONE);
  switch (shortcut) {
    case 'This Week':
      return span(today.startOf('week'), today.endOf('week'));
    case 'Last Week': {
      const last = today.subtract(1, 'week');
      return span(last.startOf('week'), last.endOf('week'));
    }
    case 'Last 7 Days':
      return span(today.subtract(6, 'day'), today);
    case 'Current Month':
      return span(today.startOf('month'), today.endOf('month'));
    case 'Next Month': {
      const next = today.add(1, 'month');
      return span(next.startOf('month'), next.endOf('month'));
    }
    case 'Previous Month': {
      const previous = today.subtract(1, 'month');
      return span(previous.startOf('month'), previous.endOf('month'));
    }
    case 'Last 3 Months':
      return span(today.subtract(3, 'month'), today);
    case 'Reset':
      return null;
  }
}

/**
 * The window the list shows while no range is chosen and nothing is searched: today and the next
 * RIDES_DEFAULT_RANGE_DAYS days in New York, so a dispatcher opens on today's work, not last month's.
 */
export function defaultDayRange(now: number): DayRange {
  const today = dayjs(now).tz(TIME_ZONE);
  return span(today, today.add(RIDES_DEFAULT_RANGE_DAYS, 'day'));
}

export const DEFAULT_RANGE_LABEL = `Date range: today + ${RIDES_DEFAULT_RANGE_DAYS} days`;

/** The range as the API takes it: the first day from 00:00 to the last day at 23:59, New York time. */
export function rangeToDatetimes(range: DayRange): { from_datetime: string; to_datetime: string } {
  const from = dayjs.tz(`${range.from} 00:00`, TIME_ZONE);
  const to = dayjs.tz(`${range.to} 23:59:59`, TIME_ZONE);
  return { from_datetime: from.format(), to_datetime: to.format() };
}

export const formatDayRange = (range: DayRange): string =>
  `${dayjs(range.from).format('MM/DD/YYYY')} – ${dayjs(range.to).format('MM/DD/YYYY')}`;
