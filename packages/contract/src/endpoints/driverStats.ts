import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { addCalendarDays } from '../newYorkTime';
import { listSearch } from '../validation/common';
import { idList } from './rides';

/**
 * Spec 3 §2 "Driver stats" (decision 119): per driver and New York day, what the driver's finished rides
 * earned and what was booked to them. Periods resolve to days in the browser and on the server alike.
 */

export const DRIVER_STATS_PERIODS = [
  'custom',
  'this_week',
  'previous_week',
  'this_month',
  'previous_month',
  'last_3_months',
] as const;
export type DriverStatsPeriod = (typeof DRIVER_STATS_PERIODS)[number];
export const DRIVER_STATS_PERIOD_LABELS: Readonly<Record<DriverStatsPeriod, string>> = {
  custom: 'Custom',
  this_week: 'This week',
  previous_week: 'Previous week',
  this_month: 'This month',
  previous_month: 'Previous Month',
  last_3_months: 'Last 3 months',
};

/** The amount a cell shows, in the spec's order; the first is the default. */
export const DRIVER_STATS_COLUMNS = [
  ['driver_net_total', 'Driver NET'],
  ['driver_net', 'Driver Check'],
  ['fee', 'Fee'],
  ['count', 'Count'],
  ['amount', 'Total'],
  ['vendor_amount', 'Vendor Amount'],
  ['cash_amount', 'Cash'],
] as const;
export type DriverStatsColumn = (typeof DRIVER_STATS_COLUMNS)[number][0];

export const DRIVER_STATS_PAGE_SIZES = [25, 50, 100, 150] as const;
export const DRIVER_STATS_PAGE_SIZE = 150;
/** A period's days become columns: a custom one is at most this long (a quarter, with room). */
export const DRIVER_STATS_MAX_DAYS = 93;
export const DRIVER_STATS_MESSAGES = {
  dateRequired: 'Required',
  dateOrder: 'The end date must not be before the start date',
  tooLong: `A period is at most ${DRIVER_STATS_MAX_DAYS} days`,
} as const;

// Kept under this name too: the server's modules call it as `driverStats.addCalendarDays`.
export { addCalendarDays };

const monthStart = (day: string, monthsBack: number) => {
  const date = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - monthsBack);
  return date.toISOString().slice(0, 10);
};

/**
 * The first and last day (both included) of a period around `today` (New York, YYYY-MM-DD). Weeks start
 * on Monday; months are calendar months; the last 3 months are the days after the same date three months
 * back, through today.
 */
export function driverStatsDays(
  period: Exclude<DriverStatsPeriod, 'custom'>,
  today: string,
): { start: string; end: string } {
  const monday = addCalendarDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
  switch (period) {
    case 'this_week':
      return { start: monday, end: addCalendarDays(monday, 6) };
    case 'previous_week':
      return { start: addCalendarDays(monday, -7), end: addCalendarDays(monday, -1) };
    case 'this_month':
      return { start: monthStart(today, 0), end: addCalendarDays(monthStart(today, -1), -1) };
    case 'previous_month':
      return { start: monthStart(today, 1), end: addCalendarDays(monthStart(today, 0), -1) };
    case 'last_3_months': {
      const back = new Date(`${today}T00:00:00Z`);
      const day = back.getUTCDate();
      back.setUTCDate(1);
      back.setUTCMonth(back.getUTCMonth() - 3);
      const lastOfMonth = new Date(Date.UTC(back.getUTCFullYear(), back.getUTCMonth() + 1, 0)).getUTCDate();
      back.setUTCDate(Math.min(day, lastOfMonth));
      return { start: addCalendarDays(back.toISOString().slice(0, 10), 1), end: today };
    }
  }
}

/** The days of a span, in order. */
export function daysOf(span: { start: string; end: string }): string[] {
  const days: string[] = [];
  for (let day = span.start; day <= span.end; day = addCalendarDays(day, 1)) days.push(day);
  return days;
}

/** A day the stats can hold: this century, so every day maps to a real instant. */
const day = z.iso
  .date({
    error: (issue) => (issue.input ? 'Invalid date' : DRIVER_STATS_MESSAGES.dateRequired),
    abort: true,
  })
  .refine((text) => text >= '2000-01-01' && text <= '2099-12-31', { message: 'Invalid date', abort: true });

/** Days from `start` to `end`, both counted. */
const spanLength = (start: string, end: string) =>
  Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;

/** The days asked for: both given, in order, at most the longest period (the report pages too). */
export const withDays = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ ...shape, start_date: day, end_date: day }).superRefine((query, ctx) => {
    const { start_date: start, end_date: end } = query as { start_date: string; end_date: string };
    // A wrong day has its own message already; the span is only judged between two good days.
    if (!day.safeParse(start).success || !day.safeParse(end).success) return;
    if (end < start)
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: DRIVER_STATS_MESSAGES.dateOrder });
    else if (spanLength(start, end) > DRIVER_STATS_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: DRIVER_STATS_MESSAGES.tooLong });
  });

export const driverStatsQuery = withDays({
  search: listSearch(100),
  company_ids: idList,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce
    .number()
    .int()
    .refine((n) => (DRIVER_STATS_PAGE_SIZES as readonly number[]).includes(n), 'Not a page size of the list')
    .default(DRIVER_STATS_PAGE_SIZE),
});
export type DriverStatsQuery = z.output<typeof driverStatsQuery>;

const money = z.number();
export const DriverDayStats = z.object({
  date: z.string(),
  /** Driver NET: the rides' driver net plus boosts and credits, less debits and fees booked that day. */
  driver_net_total: money,
  /** Driver Check: the rides' driver net (what the rides earned the driver). */
  driver_net: money,
  fee: money,
  count: z.number().int(),
  /** Total: the rides' price. */
  amount: money,
  vendor_amount: money,
  /** Cash the driver collected from riders. */
  cash_amount: money,
});
export type DriverDayStats = z.infer<typeof DriverDayStats>;

export const DriverStatsRow = z.object({
  driver_id: z.number().int(),
  names: z.string(),
  company_name: z.string().nullable(),
  driver_group_name: z.string().nullable(),
  status: z.string(),
  selfie_thumbnail_url: z.string().nullable(),
  /** Only the days with something to show. */
  stats: z.array(DriverDayStats),
});
export type DriverStatsRow = z.infer<typeof DriverStatsRow>;

const statsAccess = { tag: 'stats', auth: 'user', permission: 'view.stats', fleet: false } as const;

export const listDriverStats = defineEndpoint({
  ...statsAccess,
  method: 'GET',
  path: '/stats/drivers',
  summary: 'Per driver and day of the period: driver NET, check, fee, count, total, vendor amount, cash',
  query: driverStatsQuery,
  response: z.object({
    dates: z.array(z.string()),
    drivers: z.array(DriverStatsRow),
    total: z.number().int(),
    current_page: z.number().int(),
    per_page: z.number().int(),
  }),
});

export const exportDriverStats = defineEndpoint({
  ...statsAccess,
  method: 'POST',
  path: '/stats/drivers/export',
  summary:
    "The driver stats of the period as CSV (a row per driver and day); the answer's file_url downloads it",
  body: withDays({ company_ids: idList }),
  response: z.object({ file_url: z.string(), file_name: z.string(), rows: z.number().int() }),
});
