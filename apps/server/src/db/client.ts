import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** A database handle or an open transaction: services accept either. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** Bounds on a pool, so a slow database or a stuck transaction fails requests instead of piling them up. */
export interface PoolOptions {
  max?: number;
  /** Waiting for a free connection (or a new one) longer than this fails the query. */
  connectionTimeoutMs?: number;
  /** PostgreSQL cancels a statement running longer (0: no limit). */
  statementTimeoutMs?: number;
  /** PostgreSQL ends a session idle inside a transaction longer, releasing its locks (0: no limit). */
  idleInTransactionTimeoutMs?: number;
}

export const DEFAULT_POOL: Required<PoolOptions> = {
  max: 10,
  connectionTimeoutMs: 5_000,
  statementTimeoutMs: 30_000,
  idleInTransactionTimeoutMs: 15_000,
};

export function createPool(connectionString: string, options: PoolOptions = {}): pg.Pool {
  const o = { ...DEFAULT_POOL, ...options };
  const pool = new pg.Pool({
    connectionString,
    max: o.max,
    connectionTimeoutMillis: o.connectionTimeoutMs,
    statement_timeout: o.statementTimeoutMs,
    idle_in_transaction_session_timeout: o.idleInTransactionTimeoutMs,
  });
  // The database can cut a connection (restart, failover, an idle transaction ended by its timeout).
  // An idle one the pool replaces on next use; one that is checked out (a transaction between
  // statements, the realtime adapter's LISTEN) has no listener of the pool's, and an 'error' nobody
  // listens to would crash the process. Its next statement fails instead, and a released broken
  // connection is dropped; the realtime adapter sees 'end' and connects again.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

export function createDb(connectionString: string, options: PoolOptions = {}): Db {
  return drizzle(createPool(connectionString, options), { schema, casing: 'snake_case' }) as Db;
}

export { schema };
