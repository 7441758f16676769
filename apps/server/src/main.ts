import path from 'node:path';
import { VERSION_CHANGED_ACTION } from '@fleetdesk/contract';
import { buildApp } from './app';
import { loadConfig } from './config';
import { createDb } from './db/client';
import { migrateDatabase, startEmbeddedPostgres } from './db/database';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, isSeeded, seedDemo } from './db/seed';

const config = loadConfig();

const embedded = config.databaseUrl
  ? undefined
  : await startEmbeddedPostgres({
      dataDir: path.join(config.dataDir, 'pg'),
      port: config.embeddedPgPort,
      persistent: true,
    });
const connectionString = config.databaseUrl ?? (embedded as NonNullable<typeof embedded>).url;
const db = createDb(connectionString);
await migrateDatabase(db);
if (config.seedDemo && !(await isSeeded(db))) {
  console.log('Seeding the New York demo (first start)…');
  await seedDemo(db, { log: (line) => console.log(`  ${line}`) });
}

const app = await buildApp(config, db, connectionString);
await app.fastify.listen({ port: config.port, host: config.host });
// Open browsers of older versions learn of this one at once and show the reload banner.
app.realtime.broadcast(VERSION_CHANGED_ACTION, { version: config.version() });

const url = `http://localhost:${config.port}`;
console.log(`
Fleetdesk is running on ${url}  (API ${url}/api/v1, OpenAPI ${url}/api/docs)
Database: ${embedded ? `embedded PostgreSQL, data in ${path.join(config.dataDir, 'pg')}` : 'DATABASE_URL'}
Sign in with ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')} — password ${DEMO_PASSWORD}
Verification codes are printed below as "verification code for <e-mail>: <code>" (and kept in the outbox table).
`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: shutting down…`);
  await app.close().catch((e) => console.error(e));
  await db.$client.end().catch(() => {});
  await embedded?.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
