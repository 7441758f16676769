import type { WebhookEvent } from '@fleetdesk/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call } from '../../../test/api';
import { deliveryDepsOf } from '../../../test/delivery-setup';
import { makeRide, SENTRY, tokenForEmail } from '../../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { rideEvents, webhookEvents } from '../../db/schema';
import { type BrokerSimulator, startBrokerSimulator } from '../../platform/adapters/brokers/simulator';
import { createDeliveries, DELIVERY_JOB, type DeliveryJobData } from './deliveries';

/**
 * A Replay pressed while a delivery's first job is giving up (its last try failed; pg-boss's dead-letter
 * copy not handled yet). No worker runs here: the test plays pg-boss's part with the jobs' own data, in
 * the order the race takes, so the outcome does not depend on a poll's timing.
 */
const SECRET = 'sentry-replay-secret-0123456789';
let simulator: BrokerSimulator;
let server: TestServer;
let deliveries: ReturnType<typeof createDeliveries>;
/** The same deliveries with the broker unreachable: every send throws. */
let unreachable: ReturnType<typeof createDeliveries>;
let admin: string;

beforeAll(async () => {
  simulator = await startBrokerSimulator();
  const env = { BROKER_SENTRY_URL: simulator.brokerUrl('sentry'), BROKER_SENTRY_SECRET: SECRET };
  server = await startTestServer({ env });
  const deps = deliveryDepsOf(server, env);
  deliveries = createDeliveries(deps);
  unreachable = createDeliveries({
    ...deps,
    brokers: { ...deps.brokers, api: () => Promise.reject(new Error('socket hang up')) },
  });
  admin = await tokenForEmail(server.database.db, ADMIN);
  // The first sweep starts the log's cursor at now.
  await deliveries.sweep();
});
afterAll(async () => {
  await server.close();
  await simulator.close();
});

/** The data of the delivery jobs queued for one event, oldest first. */
async function jobsOf(eventId: number): Promise<DeliveryJobData[]> {
  const { rows } = await server.database.db.execute<{ data: DeliveryJobData }>(
    sql`select data from pgboss.job where name = ${DELIVERY_JOB} and (data->>'eventId')::int = ${eventId}
        order by created_on, id`,
  );
  return rows.map((r) => r.data);
}

/** A broker ride's change found by the sweep: its delivery and the job queued for it. */
async function queuedDelivery(referenceId: string) {
  const { db } = server.database;
  const ride = await makeRide(db, { status: 'accepted', companyId: SENTRY, referenceId });
  await db.insert(rideEvents).values({ rideId: ride.id, eventType: 'accepted', adminId: null, body: null });
  await deliveries.sweep();
  const [event] = await db.select().from(webhookEvents).where(eq(webhookEvents.rideId, ride.id));
  const [job] = await jobsOf(event?.id as number);
  if (!job) throw new Error('the sweep queued no delivery job');
  return { id: job.eventId, first: job };
}

/** A job's try as pg-boss runs it, and its give-up as the dead-letter worker runs it. */
const run = (on: typeof deliveries, job: DeliveryJobData) => on.deliver(job.eventId, job.generation);
const giveUp = (job: DeliveryJobData) => deliveries.giveUp(job.eventId, job.generation);

const statusOf = async (id: number) =>
  (await call<{ event: WebhookEvent }>(server.url, 'GET', `/events/${id}`, { token: admin })).body.event
    .delivery_status;

describe('Replay while the first job gives up', () => {
  it("keeps the replay's retries going, and the delivery ends by the replay's outcome", async () => {
    const { id, first } = await queuedDelivery('GAP-1');
    // The first job's last try fails: pg-boss moves it to the dead letter, whose worker has not run yet.
    await expect(run(unreachable, first)).rejects.toThrow('socket hang up');
    expect(await statusOf(id)).toBe('retrying');
    const replay = await call(server.url, 'POST', `/events/${id}/replay`, { token: admin });
    expect(replay.status).toBe(200);
    const replayed = (await jobsOf(id)).at(-1) as DeliveryJobData;
    // The replay's first try fails too (the broker still unreachable); then the first job's give-up lands.
    await expect(run(unreachable, replayed)).rejects.toThrow('socket hang up');
    await giveUp(first);
    expect(await statusOf(id)).toBe('retrying');
    // The first job, retried by a process that still held it, sends nothing for a delivery replayed since.
    const sent = simulator.received().length;
    await run(deliveries, first);
    expect(simulator.received()).toHaveLength(sent);
    // The replay's retry reaches the broker: the delivery ends delivered, not dead.
    await run(deliveries, replayed);
    expect(await statusOf(id)).toBe('delivered');
    await giveUp(first);
    expect(await statusOf(id)).toBe('delivered');
  });

  it("ends a replayed delivery as dead when the replay's own job gives up", async () => {
    const { id, first } = await queuedDelivery('GAP-2');
    await expect(run(unreachable, first)).rejects.toThrow('socket hang up');
    await giveUp(first);
    expect(await statusOf(id)).toBe('dead');
    expect((await call(server.url, 'POST', `/events/${id}/replay`, { token: admin })).status).toBe(200);
    const replayed = (await jobsOf(id)).at(-1) as DeliveryJobData;
    await expect(run(unreachable, replayed)).rejects.toThrow('socket hang up');
    await giveUp(replayed);
    expect(await statusOf(id)).toBe('dead');
  });
});
