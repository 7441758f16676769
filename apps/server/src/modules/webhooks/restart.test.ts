import { type ChildProcess, spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { makeRide, SENTRY } from '../../../test/ride-fixtures';
import { loadConfig, repoRoot } from '../../config';
import { rideEvents, webhookEvents } from '../../db/schema';
import { createBrokers } from '../../platform/adapters/brokers';
import { type BrokerSimulator, startBrokerSimulator } from '../../platform/adapters/brokers/simulator';
import { type Jobs, startJobs } from '../../platform/jobs';
import { createDeliveries, DELIVERY_JOB, deliveryJobs } from './deliveries';

/**
 * 1 000 deliveries queued, the server killed (SIGKILL: no shutdown) while sending them, started again:
 * the broker (the simulator, in this process, outliving both servers) gets every delivery, and acts on
 * each idempotency key once. A send the kill cut off is sent again with its key and answered as the
 * first time; the sweep takes back the deliveries the dead process held (its batch) once they are a
 * minute old. That minute is not waited for: the test moves their clocks on in the database and runs
 * the sweep, as the server's every-minute run would.
 */
const DELIVERIES = 1000;
let simulator: BrokerSimulator;
let database: TestDatabase;
let queue: Jobs;
let server: ChildProcess | null = null;
const output: string[] = [];

const env = () => ({
  BROKER_SENTRY_URL: simulator.brokerUrl('sentry'),
  BROKER_SENTRY2_URL: simulator.brokerUrl('sentry2'),
  BROKER_ARRO_URL: simulator.brokerUrl('arro'),
  BROKER_SENTRY_SECRET: 'sentry-restart-secret-0123456789',
});

function startServer(): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...env(),
      DATABASE_URL: database.url,
      // Nothing calls it: the broker and the database tell what it did.
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: tmpdir(),
      WEB_DIST: '/nonexistent',
      BANK_ACCOUNT_KEY: 'cd'.repeat(32),
      JOBS: `${DELIVERY_JOB},broker-webhook-sweep`,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Kept to explain a failure: what the server said.
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  return child;
}

const deliveriesReceived = () => simulator.received().filter((r) => r.path === '/sentry/ride-events');

async function waitFor(what: string, done: () => Promise<boolean> | boolean, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await done()) return;
    if (server?.exitCode !== null && server?.exitCode !== undefined)
      throw new Error(`the server exited (${server.exitCode})`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const jobs = await database.db.$client.query('select name, state, count(*) from pgboss.job group by 1,2');
  const ev = await database.db.$client.query(
    'select delivery_status, count(*) from webhook_events group by 1',
  );
  throw new Error(
    `timed out waiting for ${what}; ${JSON.stringify(jobs.rows)} ${JSON.stringify(ev.rows)} the server said: ${output.join('').slice(-3000)}`,
  );
}

async function delivered(ids: number[]) {
  const [row] = await database.db
    .select({ n: count() })
    .from(webhookEvents)
    .where(and(inArray(webhookEvents.id, ids), eq(webhookEvents.deliveryStatus, 'delivered')));
  return row?.n ?? 0;
}

/**
 * The dead process's leases run out and what it took from the queue goes stale, as a minute after the
 * kill: a send it cut off may be taken again, a delivery its batch held is one the sweep looks for.
 */
async function aMinuteLater() {
  await database.db
    .update(webhookEvents)
    .set({
      leaseUntil: sql`least(${webhookEvents.leaseUntil}, now() - interval '1 second')`,
      updatedAt: sql`${webhookEvents.updatedAt} - interval '1 minute'`,
    })
    .where(ne(webhookEvents.deliveryStatus, 'delivered'));
}

beforeAll(async () => {
  // 10 ms a delivery: the queue takes seconds, so the kill lands in the middle of it.
  simulator = await startBrokerSimulator({ deliveryMs: 10 });
  database = await createTestDatabase();
  const config = loadConfig({ ...env(), LOG_LEVEL: 'silent' });
  const log = { info: () => {}, warn: () => {}, error: () => {} };
  const brokers = createBrokers(config, log);
  const realtime = { emit: () => {} } as never;
  // The queue as a server would have it, without a worker: the deliveries wait for the server.
  queue = await startJobs(
    database.url,
    deliveryJobs({ db: database.db, brokers, config, realtime, jobs: null as never, log }),
    {
      work: false,
      onError: () => {},
    },
  );
}, 60_000);
afterAll(async () => {
  server?.kill('SIGKILL');
  await queue?.close();
  await database?.drop();
  await simulator?.close();
});

describe('a server killed with 1 000 deliveries queued', () => {
  it('delivers them all after its restart, each acted on once by the broker', async () => {
    const log = { info: () => {}, warn: () => {}, error: () => {} };
    const deliveries = createDeliveries({
      db: database.db,
      brokers: createBrokers(loadConfig(env()), log),
      config: loadConfig(env()),
      realtime: { emit: () => {} } as never,
      jobs: queue,
      log,
    });
    await deliveries.sweep();
    const ride = await makeRide(database.db, {
      status: 'accepted',
      companyId: SENTRY,
      referenceId: 'BULK-1',
    });
    await database.db.insert(rideEvents).values(
      Array.from({ length: DELIVERIES }, (_, i) => ({
        rideId: ride.id,
        eventType: 'accepted',
        body: `line ${i}`,
      })),
    );
    await deliveries.sweep();
    const events = await database.db
      .select({ id: webhookEvents.id })
      .from(webhookEvents)
      .where(eq(webhookEvents.rideId, ride.id));
    const ids = events.map((e) => e.id);
    expect(ids).toHaveLength(DELIVERIES);

    server = startServer();
    await waitFor('the first 150 deliveries', () => deliveriesReceived().length >= 150, 120_000);
    server.kill('SIGKILL');
    await new Promise((r) => server?.once('exit', r));
    const beforeRestart = await delivered(ids);
    expect(beforeRestart).toBeLessThan(DELIVERIES);

    await aMinuteLater();
    await deliveries.sweep();
    server = startServer();
    await waitFor('every delivery', async () => (await delivered(ids)) === DELIVERIES, 120_000);

    const received = deliveriesReceived();
    const keys = new Set(received.map((r) => r.idempotencyKey));
    const firstTimes = received.filter((r) => !r.replayed);
    expect(keys.size).toBe(DELIVERIES);
    expect(firstTimes).toHaveLength(DELIVERIES);
    expect(new Set(firstTimes.map((r) => r.idempotencyKey)).size).toBe(DELIVERIES);
    // A resend happens only for a send the kill cut off (at most a few), never for a recorded delivery.
    expect(received.length - DELIVERIES).toBeLessThanOrEqual(5);
  }, 300_000);
});
