import { type DayRange, RIDES_DEFAULT_RANGE_DAYS } from '@fleetdesk/contract';
import dayjs, { type Dayjs } from 'dayjs';
import { inNewYork } from '../../../../ui/time/dayjs';

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
  const today = inNewYork(now);
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

/** What the button says while no range is chosen: the list shows `defaultRideDays`. */
export const DEFAULT_RANGE_LABEL = `Date range: yesterday + ${RIDES_DEFAULT_RANGE_DAYS} days`;

export const formatDayRange = (range: DayRange): string =>
  `${dayjs(range.from).format('MM/DD/YYYY')} – ${dayjs(range.to).format('MM/DD/YYYY')}`;
