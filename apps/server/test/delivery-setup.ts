import { loadConfig } from '../src/config';
import { createExchangeLog } from '../src/modules/webhooks/exchange-log';
import { createBrokers } from '../src/platform/adapters/brokers';
import type { TestServer } from './server';

/**
 * What the deliveries of a test server run with, built as the app builds them: brokers from the test's
 * broker settings (`env`), their exchanges written to the webhooks log, the server's database and jobs.
 */
export function deliveryDepsOf(server: TestServer, env: Record<string, string>) {
  const config = loadConfig({ ...env, LOG_LEVEL: 'silent' });
  const log = { info: () => {}, warn: () => {}, error: () => {} };
  const brokers = createBrokers(config, log);
  brokers.observe(createExchangeLog(server.database.db, server.app.realtime));
  return {
    db: server.database.db,
    brokers,
    config,
    realtime: server.app.realtime,
    jobs: server.app.jobs,
    log,
  };
}
