import { TIME_ZONE } from '@fleetdesk/contract';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** What a standing order's dates depend on. Dates are YYYY-MM-DD, New York calendar days. */
export interface Schedule {
  daysOfWeek: readonly number[];
  startDate: string;
  endDate: string | null;
  /** HH:mm, New York wall clock. */
  pickupTime: string;
}

/** ISO weekday (1 = Monday … 7 = Sunday) of a calendar date, whatever the server's own zone. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

const addDays = (date: string, days: number) => {
  const at = new Date(`${date}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
};

/** The New York calendar day of an instant. */
export const newYorkDate = (at: Date): string => dayjs(at).tz(TIME_ZONE).format('YYYY-MM-DD');

/**
 * The instant of a New York wall-clock time on a date, resolved for that date: 08:30 on 2026-03-06
 * is 13:30 UTC, on 2026-03-09 (after the spring change) 12:30 UTC; the local time never moves.
 */
export const pickupInstant = (date: string, time: string): Date =>
  dayjs.tz(`${date}T${time}:00`, TIME_ZONE).toDate();

/** The schedule's dates among the `days` calendar days from `from` (included). */
export function scheduledDates(schedule: Schedule, from: string, days: number): string[] {
  const dates: string[] = [];
  for (let i = 0; i < days; i += 1) {
    const date = addDays(from, i);
    if (date < schedule.startDate) continue;
    if (schedule.endDate !== null && date > schedule.endDate) break;
    if (schedule.daysOfWeek.includes(isoWeekday(date))) dates.push(date);
  }
  return dates;
}

/**
 * The dates the job creates now: the schedule's dates within the window (today and the next
 * `daysAhead - 1` days), less those already created and those whose pickup has passed.
 */
export function datesToCreate(
  schedule: Schedule,
  now: Date,
  daysAhead: number,
  created: ReadonlySet<string>,
): string[] {
  return scheduledDates(schedule, newYorkDate(now), daysAhead).filter(
    (date) => !created.has(date) && pickupInstant(date, schedule.pickupTime) > now,
  );
}

/** A schedule repeats weekly: its next pickup from now is within 7 days of today or its start. */
export function nextPickup(schedule: Schedule, now: Date): Date | null {
  const today = newYorkDate(now);
  const from = schedule.startDate > today ? schedule.startDate : today;
  const [next] = scheduledDates(schedule, from, 8).filter(
    (date) => pickupInstant(date, schedule.pickupTime) > now,
  );
  return next ? pickupInstant(next, schedule.pickupTime) : null;
}
