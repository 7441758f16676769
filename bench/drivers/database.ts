import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/database';
import { seedDemo } from '../../apps/server/src/db/seed';
import { benchConfig, fillBenchOnce } from '../rides/database';

/**
 * The drivers benchmark's own database: embedded PostgreSQL in .data/bench-drivers
 * (BENCH_DRIVERS_DATA_DIR) on port 54331 (BENCH_DRIVERS_PG_PORT), apart from the rides bench and the demo.
 */
export const driversBenchConfig = () =>
  benchConfig({
    dataDir: process.env.BENCH_DRIVERS_DATA_DIR ?? join(process.cwd(), '.data', 'bench-drivers'),
    pgPort: process.env.BENCH_DRIVERS_PG_PORT ?? '54331',
  });

export const openBenchDatabase = () => openDatabase(driversBenchConfig());
type BenchDatabase = Awaited<ReturnType<typeof openBenchDatabase>>;

export interface BenchSize {
  drivers: number;
  cars: number;
  rides: number;
}

const countOf = async ({ db }: BenchDatabase, table: 'drivers' | 'cars') =>
  (await db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`)).rows[0]
    ?.n ?? 0;

/**
 * Cars beyond the seed's (one per driver and a few spares): a second, offline car for the first
 * drivers, in their fleet, with a plate no seeded car has, until the table holds `cars`.
 */
export async function addSecondCars({ db }: BenchDatabase, cars: number) {
  const missing = cars - (await countOf({ db } as BenchDatabase, 'cars'));
  if (missing <= 0) return;
  await db.execute(sql`
    insert into cars (type_id, driver_id, fleet_id, status, vin_number, plate_number, state, year, make, model, color)
    select c.type_id, d.id, d.fleet_id, 'offline', c.vin_number, 'BX' || lpad(d.id::text, 6, '0'), c.state,
      c.year, c.make, c.model, c.color
    from drivers d
    join lateral (select * from cars where cars.driver_id = d.id order by id limit 1) c on true
    order by d.id
    limit ${missing}`);
}

/** A fresh database with the asked drivers, cars and rides (`--reset` starts again; else it is reused). */
export async function prepareBenchData(database: BenchDatabase, size: BenchSize, reset: boolean) {
  const { db } = database;
  await fillBenchOnce(db, {
    reset,
    what: `bench:drivers seeding ${size.drivers} drivers and ${size.rides} rides`,
    fill: async () => {
      await seedDemo(db, {
        rides: size.rides,
        drivers: size.drivers,
        log: (line) => console.log(`  ${line}`),
      });
      await addSecondCars(database, size.cars);
    },
  });
  const have = { drivers: await countOf(database, 'drivers'), cars: await countOf(database, 'cars') };
  if (have.drivers < size.drivers || have.cars < size.cars)
    throw new Error(`the bench database holds ${have.drivers} drivers and ${have.cars} cars: pass --reset`);
  return have;
}
