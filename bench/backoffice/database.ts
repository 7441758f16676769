import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/database';
import { DEFAULT_COMPANY_ID, seedDemo } from '../../apps/server/src/db/seed';
import { ROLE } from '../../apps/server/src/db/seed/access';
import { addSecondCars } from '../drivers/database';
import { benchConfig, fillBenchOnce } from '../rides/database';

/**
 * The back-office benchmark's own database: embedded PostgreSQL in .data/bench-backoffice
 * (BENCH_BACKOFFICE_DATA_DIR) on port 54342 (BENCH_BACKOFFICE_PG_PORT), apart from the other benches.
 */
export const backofficeBenchConfig = () =>
  benchConfig({
    dataDir: process.env.BENCH_BACKOFFICE_DATA_DIR ?? join(process.cwd(), '.data', 'bench-backoffice'),
    pgPort: process.env.BENCH_BACKOFFICE_PG_PORT ?? '54342',
  });

/**
 * The seed works out documents and rides in JavaScript between statements of its one transaction: on
 * shared cores that can outlast the pool's idle-in-transaction limit, so the bench's pool has none.
 */
export const openBenchDatabase = () => {
  const config = backofficeBenchConfig();
  return openDatabase({ ...config, dbPool: { ...config.dbPool, idleInTransactionTimeoutMs: 0 } });
};
type BenchDatabase = Awaited<ReturnType<typeof openBenchDatabase>>;

export interface BenchSize {
  drivers: number;
  cars: number;
  rides: number;
  standingOrders: number;
  staff: number;
}

/** Weeks of history the rides are spread over: an operator's year. */
const HISTORY_WEEKS = 52;

/**
 * The seed places its rides within a month back and a week ahead; an operator's database holds a year.
 * Rides older than two days that no Sentry batch holds move back a whole number of weeks (by id), every
 * instant of the ride together, so weekdays, hours and durations stay as seeded. Triggers are off for
 * the move (the status-count summary is rebuilt after it), as the seed's bulk mode does.
 */
async function spreadOverAYear({ db }: BenchDatabase) {
  await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ name: string }>(sql`
      select column_name as name from information_schema.columns
      where table_schema = 'public' and table_name = 'rides' and data_type like 'timestamp%'`);
    const moves = sql.join(
      rows.map((c) => sql`${sql.identifier(c.name)} = r.${sql.identifier(c.name)} - s.shift`),
      sql`, `,
    );
    // One statement over most rides: longer than the pool's statement timeout on shared cores.
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      update rides r set ${moves}
      from (select id, make_interval(weeks => (id % ${HISTORY_WEEKS - 4})::int) as shift from rides) s
      where s.id = r.id and r.pickup_at < now() - interval '2 days'
        and not exists (select 1 from sentry_batch_rides b where b.ride_id = r.id)`);
    await tx.execute(sql`set local session_replication_role = origin`);
    await tx.execute(sql`select rebuild_ride_status_counts()`);
  });
}

/**
 * Standing orders beyond the seed's four: the same facility trips for other riders of each facility, and
 * for each of them a Saturday session too, one in six paused, up to `count` (the facilities' riders allowing).
 */
async function addStandingOrders({ db }: BenchDatabase, count: number) {
  await db.execute(sql`
    insert into standing_orders (status, company_id, rider_id, start_address, start_lat, start_lon,
      destination_address, destination_lat, destination_lon, pickup_time, return_time, days_of_week,
      start_date, ride_type_id, payment_type, trip_note, created_by, updated_by)
    select case when r.id % 6 = 0 then 'paused' else 'active' end, o.company_id, r.id, o.start_address,
      o.start_lat, o.start_lon, o.destination_address, o.destination_lat, o.destination_lon, o.pickup_time,
      o.return_time, case when v = 0 then o.days_of_week else '{6}'::smallint[] end, o.start_date,
      o.ride_type_id, o.payment_type, o.trip_note, o.created_by, o.updated_by
    from (select * from standing_orders order by id) o
    cross join lateral (
      select id from riders where company_id = o.company_id and id <> o.rider_id order by id
      limit ${Math.ceil(count / 8)}
    ) r
    cross join generate_series(0, 1) v
    order by v, o.id, r.id
    limit ${count}`);
}

/** Staff users beyond the demo accounts: dispatchers of the main company, one in ten disabled. */
async function addStaff({ db }: BenchDatabase, count: number) {
  await db.execute(sql`
    insert into admins (email, username, first_name, last_name, phone_number, password_hash, status)
    select 'staff' || g || '@fleetdesk.test', 'staff' || g, d.first_name, d.last_name, d.phone_number,
      (select password_hash from admins order by id limit 1), case when g % 10 = 0 then 'disabled' else 'active' end
    from generate_series(1, ${count}) g
    join lateral (select * from drivers order by id offset g limit 1) d on true`);
  await db.execute(sql`
    insert into admin_roles (admin_id, role_id, company_id)
    select id, ${ROLE.dispatcher}, ${DEFAULT_COMPANY_ID} from admins where email like 'staff%@fleetdesk.test'`);
}

const countOf = async ({ db }: BenchDatabase, table: string) =>
  (await db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`)).rows[0]
    ?.n ?? 0;

/** What the filled database holds, for the report. */
export async function holdings(database: BenchDatabase) {
  const tables = ['drivers', 'cars', 'documents', 'rides', 'standing_orders', 'admins', 'sentry_batches'];
  const counts: Record<string, number> = {};
  for (const table of tables) counts[table] = await countOf(database, table);
  return counts;
}

/** What the seed lacks of an operator's year: more cars, a year of rides, standing orders, staff. */
export async function addYear(database: BenchDatabase, size: BenchSize) {
  const step = async (label: string, run: () => Promise<unknown>) => {
    const started = Date.now();
    await run();
    console.log(`  ${label} (${Date.now() - started} ms)`);
  };
  await step('second cars', () => addSecondCars(database, size.cars));
  await step('rides spread over a year', () => spreadOverAYear(database));
  await step('standing orders', () => addStandingOrders(database, size.standingOrders));
  await step('staff users', () => addStaff(database, size.staff));
}

/** A database filled once with an operator's year (`--reset` starts again; else it is reused). */
export async function prepareBenchData(database: BenchDatabase, size: BenchSize, reset: boolean) {
  const { db } = database;
  await fillBenchOnce(db, {
    reset,
    what: `bench:backoffice seeding ${size.drivers} drivers and ${size.rides} rides over a year`,
    fill: async () => {
      await seedDemo(db, {
        rides: size.rides,
        drivers: size.drivers,
        log: (line) => console.log(`  ${line}`),
      });
      await addYear(database, size);
    },
  });
  const have = await holdings(database);
  if ((have.drivers ?? 0) < size.drivers || (have.rides ?? 0) < size.rides)
    throw new Error(`the bench database holds ${have.drivers} drivers and ${have.rides} rides: pass --reset`);
  return have;
}
