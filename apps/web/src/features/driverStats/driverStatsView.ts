import { driverStats, formatUsd } from '@fleetdesk/contract';

type Row = driverStats.DriverStatsRow;
type Period = driverStats.DriverStatsPeriod;
type DriverStatsColumn = driverStats.DriverStatsColumn;

/** The days a period stands for on `today` (New York); a custom one needs both of its days. */
export function daysOfPeriod(
  period: Period,
  today: string,
  custom: { start: string; end: string },
): { start_date: string; end_date: string } | null {
  if (period !== 'custom') {
    const span = driverStats.driverStatsDays(period, today);
    return { start_date: span.start, end_date: span.end };
  }
  return custom.start && custom.end ? { start_date: custom.start, end_date: custom.end } : null;
}

/** One cell's value: a day's amount in the chosen column; null for a day with nothing (spec 3 §5: no date, no stat). */
export function amountOn(row: Row, date: string, column: DriverStatsColumn): number | null {
  const day = row.stats.find((stat) => stat.date === date);
  return day ? day[column] : null;
}

/** The chosen column over the whole period, summed in cents so dollars add up exactly. */
export function periodTotal(row: Row, column: DriverStatsColumn): number {
  if (column === 'count') return row.stats.reduce((sum, day) => sum + day.count, 0);
  return row.stats.reduce((cents, day) => cents + Math.round(day[column] * 100), 0) / 100;
}

/** How a value of the column reads: a count as a number, money in dollars; an empty day as a dash. */
export const formatAmount = (value: number | null, column: DriverStatsColumn): string =>
  value === null ? '—' : column === 'count' ? String(value) : formatUsd(value);

const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });
/** A day column's heading: "Mon 11/23". */
export const dayHeading = (date: string): string =>
  `${weekday.format(new Date(`${date}T00:00:00Z`))} ${date.slice(5, 7)}/${date.slice(8, 10)}`;
