import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/database';
import { benchConfig, prepareBenchData } from '../rides/database';

/**
 * The reports benchmark's own database: embedded PostgreSQL in .data/bench-reports
 * (BENCH_REPORTS_DATA_DIR) on port 54334 (BENCH_REPORTS_PG_PORT), apart from the other benches.
 */
export const reportsBenchConfig = () =>
  benchConfig({
    dataDir: process.env.BENCH_REPORTS_DATA_DIR ?? join(process.cwd(), '.data', 'bench-reports'),
    pgPort: process.env.BENCH_REPORTS_PG_PORT ?? '54334',
  });

export const openReportsBenchDatabase = () => openDatabase(reportsBenchConfig());
type Database = Awaited<ReturnType<typeof openReportsBenchDatabase>>;

/** The bench month: long past, so the demo's rides around today never fall in it. */
export const BENCH_MONTH = { start: '2025-09-01', end: '2025-09-30' };

const countInMonth = async (db: Database['db']) =>
  Number(
    (
      await db.execute<{ n: string }>(sql`select count(*) as n from rides
        where pickup_at >= (${BENCH_MONTH.start}::date::timestamp at time zone 'America/New_York')
          and pickup_at < ((${BENCH_MONTH.end}::date + 1)::timestamp at time zone 'America/New_York')`)
    ).rows[0]?.n ?? 0,
  );

/**
 * The small demo (drivers, cars and their TLC documents, brokers), then `rides` finished rides spread
 * evenly over the bench month: copies of a demo ride with their own times, places, drivers and cars, one
 * in ten for the transit authority's broker (the OTP report's trips). Loaded once, reused after.
 */
export async function prepareReportsBench(database: Database, rides: number, reset: boolean) {
  const { db } = database;
  await prepareBenchData(database, { rides: 2_000, drivers: 2_000, reset, bench: 'bench:reports' });
  const have = await countInMonth(db);
  if (have >= rides) return have;
  console.log(`bench:reports loading ${rides - have} rides into ${BENCH_MONTH.start.slice(0, 7)} (minutes)…`);
  const { rows: columns } = await db.execute<{ name: string }>(sql`
    select column_name as name from information_schema.columns
    where table_name = 'rides' and table_schema = 'public' and column_name <> 'id' order by ordinal_position`);
  const seconds = 30 * 86_400;
  // Per copy g: an even spread over the month, a pickup 10 minutes early to 40 late, a place jittered
  // around the template's (a ride of a company no broker serves), a driver with a car taken in turn, every tenth ride the MTA's.
  const own: Record<string, string> = {
    status: `'finished'`,
    pickup_at: `m.start + make_interval(secs => ((g - 1)::float8 / ${rides}) * ${seconds})`,
    picked_up_at: `m.start + make_interval(secs => ((g - 1)::float8 / ${rides}) * ${seconds} + ((g % 50) - 10) * 60)`,
    actual_pickup_at: `m.start + make_interval(secs => ((g - 1)::float8 / ${rides}) * ${seconds} + ((g % 50) - 10) * 60)`,
    actual_dropoff_at: `m.start + make_interval(secs => ((g - 1)::float8 / ${rides}) * ${seconds} + 1800)`,
    dropoff_at: `m.start + make_interval(secs => ((g - 1)::float8 / ${rides}) * ${seconds} + 1800)`,
    start_lat: `40.58 + (g % 997) * 0.00033`,
    start_lon: `-74.05 + (g % 991) * 0.00033`,
    destination_lat: `40.60 + (g % 983) * 0.0003`,
    destination_lon: `-74.00 + (g % 977) * 0.0003`,
    driver_id: `dc.drivers[1 + g % dc.n]`,
    car_id: `dc.cars[1 + g % dc.n]`,
    company_id: `case when g % 10 = 0 then (select id from companies where broker_key = 'mta') else t.company_id end`,
    reference_id: `'B' || g`,
    main_ride_id: 'null',
  };
  const list = columns.map((c) => c.name);
  const values = list.map((name) => own[name] ?? `t.${name}`);
  const batch = 100_000;
  for (let from = have + 1; from <= rides; from += batch) {
    const to = Math.min(rides, from + batch - 1);
    await db.execute(
      sql.raw(`
      with m as (select (date '${BENCH_MONTH.start}'::timestamp at time zone 'America/New_York') as start),
      dc as (select array_agg(d.id order by c.id) as drivers, array_agg(c.id order by c.id) as cars,
        count(*)::int as n from drivers d join cars c on c.driver_id = d.id)
      insert into rides (${list.map((n) => `"${n}"`).join(', ')})
      select ${values.join(', ')}
      from generate_series(${from}, ${to}) g cross join m cross join dc
      cross join (select * from rides where status = 'finished'
        and company_id in (select id from companies where broker_key is null) order by id limit 1) t`),
    );
    console.log(`  ${to} of ${rides}`);
  }
  await db.execute(sql`vacuum analyze rides`);
  return countInMonth(db);
}
