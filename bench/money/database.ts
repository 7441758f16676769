import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/database';
import { benchConfig, prepareBenchData } from '../rides/database';
import { countPayouts, seedMoney } from './seed-money';

/**
 * The money benchmark's own database: embedded PostgreSQL in .data/bench-money (BENCH_MONEY_DATA_DIR)
 * on port 54332 (BENCH_MONEY_PG_PORT), apart from the other benches and the demo.
 */
export const moneyBenchConfig = () =>
  benchConfig({
    dataDir: process.env.BENCH_MONEY_DATA_DIR ?? join(process.cwd(), '.data', 'bench-money'),
    pgPort: process.env.BENCH_MONEY_PG_PORT ?? '54332',
  });

export const openMoneyBenchDatabase = () => openDatabase(moneyBenchConfig());
export type MoneyBenchDatabase = Awaited<ReturnType<typeof openMoneyBenchDatabase>>;

export interface MoneyBenchSize {
  drivers: number;
  rides: number;
  payouts: number;
}

/**
 * The demo seed with `drivers` drivers (reused when present; `--reset` starts again), then the
 * money data set once (`seed-money.ts`). Answers the counts the report shows.
 */
export async function prepareMoneyBench(database: MoneyBenchDatabase, size: MoneyBenchSize, reset: boolean) {
  const { db } = database;
  await prepareBenchData(database, { ...size, reset, bench: 'bench:money' });
  if ((await countPayouts(db)) < size.payouts) {
    console.log(`bench:money loading ${size.payouts} payouts and their journal (minutes)…`);
    await seedMoney(db, database.url, size.payouts, (line) => console.log(`  ${line}`));
  }
  const { rows } = await db.execute<{ drivers: string; payouts: string; entries: string; lines: string }>(sql`
    select (select count(*) from drivers) as drivers, (select count(*) from payouts) as payouts,
      (select count(*) from journal_entries) as entries, (select count(*) from journal_lines) as lines`);
  const counts = rows[0];
  return {
    drivers: Number(counts?.drivers),
    payouts: Number(counts?.payouts),
    entries: Number(counts?.entries),
    lines: Number(counts?.lines),
  };
}
