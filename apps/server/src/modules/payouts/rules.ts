import {
  addCalendarDays,
  isBankStatusEditable,
  newYorkDayOf,
  newYorkMidnight,
  type PayoutPeriod,
  type PayoutStatus,
  type PayoutType,
} from '@fleetdesk/contract';

/**
 * Pure rules of the payouts list and the edit payout dialog (spec 2 §2, §4, §9). Periods are New York
 * calendar days (YYYY-MM-DD); weeks start on Monday.
 */

/** The days a period covers: from `first` (inclusive) to `next` (exclusive). */
export function periodDays(
  period: PayoutPeriod,
  today: string,
  custom: { from?: string; to?: string } = {},
): { first: string; next: string } {
  // Monday = 0 … Sunday = 6
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const monday = addCalendarDays(today, -weekday);
  switch (period) {
    case 'today':
      return { first: today, next: addCalendarDays(today, 1) };
    case 'this_week':
      return { first: monday, next: addCalendarDays(monday, 7) };
    case 'previous_week':
      return { first: addCalendarDays(monday, -7), next: monday };
    case 'custom': {
      const first = custom.from ?? today;
      return { first, next: addCalendarDays(custom.to ?? first, 1) };
    }
  }
}

/** The payouts list's time window: a period's New York days, else the last `range` hours before now. */
export function payoutWindow(
  filters: { time_range?: PayoutPeriod; range: number; from?: string; to?: string },
  now: Date,
): { from: Date; to: Date | null } {
  if (!filters.time_range) return { from: new Date(now.getTime() - filters.range * 3_600_000), to: null };
  const days = periodDays(filters.time_range, newYorkDayOf(now), filters);
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
