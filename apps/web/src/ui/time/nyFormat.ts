import { LOCALE, TIME_ZONE } from '@fleetdesk/contract';

/**
 * One formatter for New York date and time, built once: `dayjs(...).tz()` costs a
 * `toLocaleString({ timeZone })` per call, which was the largest cost of painting the rides table.
 */
const NEW_YORK_PARTS = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** A moment in New York: `date` as MM/DD/YYYY and `time` as h:mm A (the product's formats). */
export interface NyDateTime {
  date: string;
  time: string;
}

/** `iso` as New York date and time; null for no moment or an unreadable one. */
export function nyDateTime(iso: string | null): NyDateTime | null {
  if (!iso) return null;
  const epochMs = Date.parse(iso);
  if (Number.isNaN(epochMs)) return null;
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of NEW_YORK_PARTS.formatToParts(epochMs)) part[type] = value;
  // Assembled by hand: the formatter's own string puts a narrow no-break space before AM/PM.
  return {
    date: `${part.month}/${part.day}/${part.year}`,
    time: `${part.hour}:${part.minute} ${part.dayPeriod?.toUpperCase()}`,
  };
}

/** MM/DD/YYYY h:mm A in New York; empty for no moment. */
export const formatNyDateTime = (iso: string | null): string => {
  const moment = nyDateTime(iso);
  return moment ? `${moment.date} ${moment.time}` : '';
};
