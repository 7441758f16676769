import { addCalendarDays, newYorkDayOf, TIME_ZONE } from '@fleetdesk/contract';

/** The file id modifiers of one day's ACH files, in order (FACTS.md §5.2: A–Z, then 0–9). */
const MODIFIERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** The modifier of the day's file after `filesToday` others; null past the 36th. */
export const fileIdModifier = (filesToday: number): string | null => MODIFIERS[filesToday] ?? null;

const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `YYYY-MM-DD` as the file's YYMMDD. */
export const yymmdd = (day: string): string => day.slice(2).replaceAll('-', '');

/** The next weekday after `day` (bank holidays are the bank's to shift; most move the date themselves). */
export function nextBusinessDay(day: string): string {
  let next = addCalendarDays(day, 1);
  while ([0, 6].includes(new Date(`${next}T00:00:00Z`).getUTCDay())) next = addCalendarDays(next, 1);
  return next;
}

/** The dates an ACH file made at `now` carries: creation date and time in New York, and the effective date. */
export function achDates(now: Date): { createdOn: string; createdAt: string; effectiveDate: string } {
  const today = newYorkDayOf(now);
  return {
    createdOn: yymmdd(today),
    createdAt: clock.format(now).replace(':', ''),
    effectiveDate: yymmdd(nextBusinessDay(today)),
  };
}
