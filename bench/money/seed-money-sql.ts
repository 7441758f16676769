import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../apps/server/src/db/client';

/** How the money seed (`seed-money.ts`) runs its SQL: raw statements, each step timed in the log. */

export type Log = (line: string) => void;

export async function timed<T>(log: Log, label: string, run: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await run();
  log(`${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return result;
}

export const run = (tx: DbOrTx, statement: string) => tx.execute(sql.raw(statement));
