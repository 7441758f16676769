import { newYorkDayOf, newYorkMidnight } from '@fleetdesk/contract';
import dayjs from 'dayjs';
import '../../ui/time/dayjs';
import { formatNyDateTime } from '../../ui/time/nyFormat';

/** A batch's range as the API holds it: the first instant of the first New York day to the last of the last. */
export function rangeOfDays(from: string, to: string): { from_datetime: string; to_datetime: string } {
  return {
    from_datetime: newYorkMidnight(from).toISOString(),
    // The last millisecond before the midnight that ends `to`: 23 or 25 hours after its own on DST days.
    to_datetime: new Date(newYorkMidnight(to, 1).getTime() - 1).toISOString(),
  };
}

/** The New York day of an instant, YYYY-MM-DD. */
export const nyDay = (iso: string) => newYorkDayOf(new Date(iso));

/** `MM/DD/YYYY h:mm A`, New York time. */
export const nyDateTime = (iso: string | null) => (iso ? formatNyDateTime(iso) : '—');

/** The Monday-to-Sunday week before the one of `today` (YYYY-MM-DD). */
export function previousWeek(today: string): { from: string; to: string } {
  const day = dayjs.utc(today);
  const monday = day.subtract((day.day() + 6) % 7, 'day');
  return {
    from: monday.subtract(7, 'day').format('YYYY-MM-DD'),
    to: monday.subtract(1, 'day').format('YYYY-MM-DD'),
  };
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** Dollars as the grids show them; a dash for no amount. */
export const money = (dollars: number | null) => (dollars === null ? '—' : usd.format(dollars));

/** SAVE CHANGES (spec 3 §4): only when something changed and the range runs forward. */
export function canSaveBatch(
  saved: { from: string; to: string; note: string },
  draft: { from: string; to: string; note: string },
): boolean {
  const changed = saved.from !== draft.from || saved.to !== draft.to || saved.note !== draft.note;
  return changed && draft.from !== '' && draft.to !== '' && draft.from <= draft.to;
}
