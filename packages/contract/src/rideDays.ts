import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { RIDES_DEFAULT_DAYS_BACK, RIDES_DEFAULT_RANGE_DAYS, TIME_ZONE } from './constants';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A date range of the rides list as New York calendar days, YYYY-MM-DD. */
export interface DayRange {
  from: string;
  to: string;
}

const DAY = 'YYYY-MM-DD';

/**
 * The days the rides list covers while no range is chosen and nothing is searched: yesterday to
 * RIDES_DEFAULT_RANGE_DAYS days after today, in New York. Starting at yesterday's midnight keeps at
 * least the previous 24 hours in view, so late rides and rides still running from last night show.
 * The web and GET /rides both use it, so they list the same rides.
 */
export function defaultRideDays(now: number): DayRange {
  const today = dayjs(now).tz(TIME_ZONE);
  return {
    from: today.subtract(RIDES_DEFAULT_DAYS_BACK, 'day').format(DAY),
    to: today.add(RIDES_DEFAULT_RANGE_DAYS, 'day').format(DAY),
  };
}

/** The range as GET /rides takes it: the first day from 00:00 to the last day at 23:59, New York time. */
export function rideDaysToDatetimes(range: DayRange): { from_datetime: string; to_datetime: string } {
  const from = dayjs.tz(`${range.from} 00:00`, TIME_ZONE);
  const to = dayjs.tz(`${range.to} 23:59:59`, TIME_ZONE);
  return { from_datetime: from.format(), to_datetime: to.format() };
}
