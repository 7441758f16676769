import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** A database handle or an open transaction: services accept either. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export function createDb(connectionString: string, max = 10): Db {
  const pool = new pg.Pool({ connectionString, max });
  // An idle connection can be cut by the server (restart, shutdown); the pool replaces it on next use,
  // so this must not crash the process.
  pool.on('error', () => {});
  return drizzle(pool, { schema, casing: 'snake_case' }) as Db;
}

export { schema };
