import { RIDES_DEFAULT_DAYS_BACK, RIDES_DEFAULT_RANGE_DAYS } from './constants';
import { addCalendarDays, newYorkDayOf, newYorkInstant, newYorkIsoString } from './newYorkTime';

/** A date range of the rides list as New York calendar days, YYYY-MM-DD. */
export interface DayRange {
  from: string;
  to: string;
}

/**
 * The days the rides list covers while no range is chosen and nothing is searched: yesterday to
 * RIDES_DEFAULT_RANGE_DAYS days after today, in New York. Starting at yesterday's midnight keeps at
 * least the previous 24 hours in view, so late rides and rides still running from last night show.
 * The web and GET /rides both use it, so they list the same rides.
 */
export function defaultRideDays(now: number): DayRange {
  const today = newYorkDayOf(new Date(now));
  return {
    from: addCalendarDays(today, -RIDES_DEFAULT_DAYS_BACK),
    to: addCalendarDays(today, RIDES_DEFAULT_RANGE_DAYS),
  };
}

/**
 * The range as GET /rides takes it: the first day from 00:00 to the last day at 23:59:59, New York time,
 * with New York's offset (decision 183: each day's own boundaries, whatever the browser's zone).
 */
export function rideDaysToDatetimes(range: DayRange): { from_datetime: string; to_datetime: string } {
  return {
    from_datetime: newYorkIsoString(newYorkInstant(range.from)),
    to_datetime: newYorkIsoString(newYorkInstant(`${range.to}T23:59:59`)),
  };
}
