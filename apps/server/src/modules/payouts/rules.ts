import {
  isBankStatusEditable,
  type PayoutPeriod,
  type PayoutStatus,
  type PayoutType,
  TIME_ZONE,
} from '@fleetdesk/contract';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { businessDay } from '../../platform/business-day';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Pure rules of the payouts list and the edit payout dialog (spec 2 §2, §4, §9). Periods are New York
 * calendar days (YYYY-MM-DD); weeks start on Monday.
 */

/** The New York calendar day of an instant, YYYY-MM-DD. */
export const newYorkDay = businessDay;

/** The calendar day `days` after `day` (negative: before), counted on the calendar, not in hours. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The instant a New York calendar day begins (23 or 25 hours before the next on DST days). */
export const newYorkMidnight = (day: string): Date => dayjs.tz(day, TIME_ZONE).toDate();

/** The days a period covers: from `first` (inclusive) to `next` (exclusive). */
export function periodDays(
  period: PayoutPeriod,
  today: string,
  custom: { from?: string; to?: string } = {},
): { first: string; next: string } {
  // Monday = 0 … Sunday = 6
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const monday = addDays(today, -weekday);
  switch (period) {
    case 'today':
      return { first: today, next: addDays(today, 1) };
    case 'this_week':
      return { first: monday, next: addDays(monday, 7) };
    case 'previous_week':
      return { first: addDays(monday, -7), next: monday };
    case 'custom': {
      const first = custom.from ?? today;
      return { first, next: addDays(custom.to ?? first, 1) };
    }
  }
}

/** The payouts list's time window: a period's New York days, else the last `range` hours before now. */
export function payoutWindow(
  filters: { time_range?: PayoutPeriod; range: number; from?: string; to?: string },
  now: Date,
): { from: Date; to: Date | null } {
  if (!filters.time_range) return { from: new Date(now.getTime() - filters.range * 3_600_000), to: null };
  const days = periodDays(filters.time_range, newYorkDay(now), filters);
  return { from: newYorkMidnight(days.first), to: newYorkMidnight(days.next) };
}

/** From the contract, which the edit dialog shares; exported here too for the server's modules. */
export { isBankStatusEditable };

export const BANK_STATUS_NOT_EDITABLE = 'The bank status can be changed only for check payouts.';
export const BANK_STATUS_SETTLED = 'This payout has been settled: its bank status cannot change.';
export const STALE_PAYOUT = 'This payout was changed by someone else. Reload it and try again.';
export const PAYOUT_UPDATED = 'Great! You have updated payout';

/** Why an editor may not set the bank status from `from` to `to` on a payout of `type`, or null. */
export function bankStatusRefusal(type: PayoutType, from: PayoutStatus, to: PayoutStatus): string | null {
  if (from === to) return null;
  if (!isBankStatusEditable(type)) return BANK_STATUS_NOT_EDITABLE;
  if (from !== 'pending') return BANK_STATUS_SETTLED;
  return null;
}
