import { tmpdir } from 'node:os';
import { type App, buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createTestDatabase, type TestDatabase } from './db';

export interface TestServer {
  url: string;
  app: App;
  database: TestDatabase;
  close(): Promise<void>;
}

/** The real app on a fresh database, listening on a free loopback port. */
export async function startTestServer(
  options: { env?: Record<string, string>; database?: TestDatabase; empty?: boolean } = {},
): Promise<TestServer> {
  const database = options.database ?? (await createTestDatabase({ empty: options.empty }));
  const config = loadConfig({
    PORT: '0',
    LOG_LEVEL: 'silent',
    DATA_DIR: tmpdir(),
    WEB_DIST: '/nonexistent',
    // Cron jobs (ETAs, overdue rides) would change the demo under a test at random minutes; a test
    // that wants workers says JOBS: 'true', and job tests call the handlers directly.
    JOBS: 'false',
    ...options.env,
  });
  const app = await buildApp(config, database.db, database.url);
  await app.fastify.listen({ port: 0, host: '127.0.0.1' });
  const address = app.fastify.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    database,
    async close() {
      await app.close();
      if (!options.database) await database.drop();
    },
  };
}
