import { TIME_ZONE } from './constants';

/*
 * New York days and wall-clock times (decision 183), for the server and the browser alike. Only Intl is
 * asked about New York, so no answer depends on the machine's own zone. dayjs's zone plugin does
 * depend on it: `.tz(...).add(n, 'day')` keeps the offset across a DST change, and its parsing and
 * formatting move by an hour near the machine's own DST change (a browser in Chicago or London).
 */

const WALL_CLOCK = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** New York's wall clock at an instant, YYYY-MM-DDTHH:mm:ss. */
function wallClockOf(at: Date): string {
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of WALL_CLOCK.formatToParts(at)) part[type] = value;
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}:${part.second}`;
}

/** How far New York's wall clock is ahead of UTC at an instant, in ms (−4 h in summer, −5 h in winter). */
const offsetAt = (at: Date): number =>
  Date.parse(`${wallClockOf(at)}Z`) - Math.floor(at.getTime() / 1000) * 1000;

/** The calendar day `days` after `day` (negative: before), YYYY-MM-DD, counted on the calendar, not in hours. */
export function addCalendarDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The New York calendar day of an instant, YYYY-MM-DD. */
export const newYorkDayOf = (at: Date): string => wallClockOf(at).slice(0, 10);

/** An instant as New York wall-clock text for a datetime-local input, YYYY-MM-DDTHH:mm. */
export const newYorkWallClock = (at: Date): string => wallClockOf(at).slice(0, 16);

/** An instant as ISO 8601 on New York's wall clock with its offset, e.g. 2026-07-01T06:00:00-04:00. */
export function newYorkIsoString(at: Date): string {
  const offset = offsetAt(at);
  const minutes = Math.abs(offset) / 60_000;
  const hours = String(Math.floor(minutes / 60)).padStart(2, '0');
  return `${wallClockOf(at)}${offset < 0 ? '-' : '+'}${hours}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * The instant of New York wall-clock text, YYYY-MM-DD or YYYY-MM-DDTHH:mm[:ss]; an invalid date for other
 * text. The text read as UTC, less New York's offset near it, gives an instant; the offset there settles
 * it. A time repeated in November is its first (EDT) one; a time skipped in March is read with the
 * winter offset, so 02:30 on that day is 03:30 EDT (as Temporal and dayjs read it).
 */
export function newYorkInstant(wallClock: string): Date {
  const asUtc = Date.parse(`${wallClock.length === 10 ? `${wallClock}T00:00` : wallClock}Z`);
  if (Number.isNaN(asUtc)) return new Date(Number.NaN);
  const offsetNear = (ms: number) => offsetAt(new Date(ms));
  const first = offsetNear(asUtc);
  const settled = offsetNear(asUtc - first);
  if (offsetNear(asUtc - settled) === settled) return new Date(asUtc - settled);
  return new Date(asUtc - Math.min(first, settled));
}

/**
 * The New York midnight `days` calendar days after New York day `day` (0: the day's own midnight). Each
 * midnight is taken on its own day, never as 24 hours after another: New York days last 23 or 25 hours
 * on DST days, so `newYorkMidnight(day, 1)` is where `day` ends.
 */
export const newYorkMidnight = (day: string, days = 0): Date => newYorkInstant(addCalendarDays(day, days));
