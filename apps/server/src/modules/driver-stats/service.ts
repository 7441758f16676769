import { driverStats, newYorkMidnight } from '@fleetdesk/contract';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { companies, drivers } from '../../db/schema';
import { newStorageKey } from '../../platform/adapters/storage/keys';
import type { Caller } from '../../platform/auth/context';
import { csvBytes } from '../../platform/csv';
import type { ModuleDeps } from '../../platform/module';
import { driverReachOf } from '../drivers/list';
import { freeSearch, reachCondition } from '../drivers/search';
import { activeInSpan, type DayCents, dayCents, type StatsSpan, toDayStats } from './queries';

type Days = { start_date: string; end_date: string };

const { addCalendarDays, daysOf } = driverStats;

const spanOf = (days: Days): StatsSpan => ({
  from: newYorkMidnight(days.start_date),
  to: newYorkMidnight(addCalendarDays(days.end_date, 1)),
});

/** The drivers a caller may see in the stats, narrowed by the list's filters. */
function driverFilter(caller: Caller, span: StatsSpan, filters: { search?: string; company_ids?: number[] }) {
  const conditions: (SQL | undefined)[] = [
    reachCondition(driverReachOf(caller)),
    sql`${drivers.id} in (${activeInSpan(span)})`,
    filters.search ? freeSearch(filters.search) : undefined,
    filters.company_ids?.length ? inArray(drivers.companyId, filters.company_ids) : undefined,
  ];
  return and(...conditions);
}

const byName = [asc(drivers.lastName), asc(drivers.firstName), asc(drivers.id)];

export function createDriverStatsService({
  db,
  storage,
  fileLinks,
}: Pick<ModuleDeps, 'db' | 'storage' | 'fileLinks'>) {
  /** The span's days of the given drivers, grouped by driver. */
  const daysByDriver = async (span: StatsSpan, ids: number[]) => {
    const grouped = new Map<number, DayCents[]>();
    if (ids.length === 0) return grouped;
    const idList = sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
    for (const day of await dayCents(db, span, idList)) {
      const list = grouped.get(day.driverId) ?? [];
      list.push(day);
      grouped.set(day.driverId, list);
    }
    return grouped;
  };

  return {
    async list(caller: Caller, query: driverStats.DriverStatsQuery) {
      const span = spanOf(query);
      const where = driverFilter(caller, span, query);
      const [counted] = await db.select({ total: count() }).from(drivers).where(where);
      const page = await db
        .select({ driver: drivers, companyName: companies.name })
        .from(drivers)
        .leftJoin(companies, eq(companies.id, drivers.companyId))
        .where(where)
        .orderBy(...byName)
        .limit(query.per_page)
        .offset((query.page - 1) * query.per_page);
      const days = await daysByDriver(
        span,
        page.map((row) => row.driver.id),
      );
      const rows: driverStats.DriverStatsRow[] = page.map(({ driver, companyName }) => ({
        driver_id: driver.id,
        names: `${driver.firstName} ${driver.lastName}`,
        company_name: companyName,
        driver_group_name: driver.driverGroupName,
        status: driver.status,
        selfie_thumbnail_url: fileLinks.present(driver.selfieThumbnailUrl),
        stats: (days.get(driver.id) ?? []).map(toDayStats),
      }));
      return {
        dates: daysOf({ start: query.start_date, end: query.end_date }),
        drivers: rows,
        total: counted?.total ?? 0,
        current_page: query.page,
        per_page: query.per_page,
      };
    },

    /** Every driver of the period (no paging): a CSV row per driver and day with something on it. */
    async export(caller: Caller, body: Days & { company_ids?: number[] }) {
      const span = spanOf(body);
      const list = await db
        .select({ driver: drivers, companyName: companies.name })
        .from(drivers)
        .leftJoin(companies, eq(companies.id, drivers.companyId))
        .where(driverFilter(caller, span, body))
        .orderBy(...byName);
      const days = await daysByDriver(
        span,
        list.map((row) => row.driver.id),
      );
      const lines = list.flatMap(({ driver, companyName }) =>
        (days.get(driver.id) ?? [])
          .map(toDayStats)
          .map((day) => [
            driver.id,
            `${driver.firstName} ${driver.lastName}`,
            companyName ?? '',
            day.date,
            ...EXPORT_AMOUNTS.map((field) => (field === 'count' ? String(day.count) : day[field].toFixed(2))),
          ]),
      );
      const csv = csvBytes([EXPORT_HEADER, ...lines]);
      const key = newStorageKey(false, 'exports', 'text/csv');
      await storage.put(key, csv, 'text/csv');
      return {
        file_url: fileLinks.urlOf(key),
        file_name: `driver-stats-${body.start_date}-${body.end_date}.csv`,
        rows: lines.length,
      };
    },
  };
}

const EXPORT_AMOUNTS = [
  'driver_net_total',
  'driver_net',
  'fee',
  'count',
  'amount',
  'vendor_amount',
  'cash_amount',
] as const;
const EXPORT_HEADER = [
  'Driver ID',
  'Driver',
  'Company',
  'Date',
  'Driver NET',
  'Driver Check',
  'Fee',
  'Count',
  'Total',
  'Vendor Amount',
  'Cash',
];
