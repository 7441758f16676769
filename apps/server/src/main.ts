import { VERSION_CHANGED_ACTION } from '@fleetdesk/contract';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, isSeeded, seedDemo } from './db/seed';

const config = loadConfig();

const database = await openDatabase(config);
const { db } = database;
if (config.seedDemo && !(await isSeeded(db))) {
  console.log('Seeding the New York demo (first start)…');
  await seedDemo(db, { log: (line) => console.log(`  ${line}`) });
}

const app = await buildApp(config, db, database.url);
await app.fastify.listen({ port: config.port, host: config.host });
// Open browsers of older versions learn of this one at once and show the reload banner.
app.realtime.broadcast(VERSION_CHANGED_ACTION, { version: config.version() });

const url = `http://localhost:${config.port}`;
console.log(`
Fleetdesk is running on ${url}  (API ${url}/api/v1, OpenAPI ${url}/api/docs)
Database: ${database.description}
Sign in with ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')} — password ${DEMO_PASSWORD}
Verification codes are printed below as "verification code for <e-mail>: <code>" (and kept in the outbox table).
`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: shutting down…`);
  await app.close().catch((e) => console.error(e));
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
