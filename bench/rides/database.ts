import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../apps/server/src/config';
import { migrateDatabase, openDatabase } from '../../apps/server/src/db/database';
import { isSeeded, seedDemo } from '../../apps/server/src/db/seed';

/**
 * A benchmark's own database: embedded PostgreSQL in .data/bench (BENCH_DATA_DIR) on port 54330
 * (BENCH_PG_PORT) for the rides bench, or DATABASE_URL, so a large data set never mixes with the demo of
 * `npm start`; another bench names its own folder and port.
 */
export function benchConfig(
  place = {
    dataDir: process.env.BENCH_DATA_DIR ?? join(process.cwd(), '.data', 'bench'),
    pgPort: process.env.BENCH_PG_PORT ?? '54330',
  },
) {
  return loadConfig({
    ...process.env,
    DATA_DIR: place.dataDir,
    EMBEDDED_PG_PORT: place.pgPort,
    JOBS: 'false',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
  });
}

export const openBenchDatabase = () => openDatabase(benchConfig());
type BenchDatabase = Awaited<ReturnType<typeof openBenchDatabase>>;

/**
 * Readies a bench database: emptied first on `--reset`, migrated, and filled by `fill` (minutes) the first
 * time only, `what` telling the wait; then vacuumed and analysed, as autovacuum leaves a long-lived one.
 */
export async function fillBenchOnce(
  db: BenchDatabase['db'],
  options: { reset: boolean; what: string; fill: () => Promise<unknown> },
) {
  if (options.reset) {
    await db.execute(
      sql`drop schema if exists public cascade; drop schema if exists drizzle cascade; drop schema if exists pgboss cascade; create schema public`,
    );
  }
  await migrateDatabase(db);
  if (await isSeeded(db)) return;
  console.log(`${options.what} (takes minutes)…`);
  await options.fill();
  await db.execute(sql`vacuum analyze`);
}

/** Seeds `rides` rides once (minutes at a million) and reuses them on later runs. */
export async function prepareBenchData(
  { db }: BenchDatabase,
  options: { rides: number; drivers: number; reset: boolean; bench?: string },
): Promise<number> {
  await fillBenchOnce(db, {
    reset: options.reset,
    what: `${options.bench ?? 'bench:rides'} seeding ${options.rides} rides and ${options.drivers} drivers`,
    fill: () =>
      seedDemo(db, {
        rides: options.rides,
        drivers: options.drivers,
        log: (line) => console.log(`  ${line}`),
      }),
  });
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from rides`);
  const have = rows[0]?.n ?? 0;
  if (have < options.rides)
    throw new Error(`the bench database holds ${have} rides, fewer than ${options.rides}: pass --reset`);
  return have;
}
