import { randomUUID } from 'node:crypto';
import { BROKER_SIGNATURE_HEADER, type WebhookEvent } from '@fleetdesk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call } from '../../../test/api';
import { deliveryDepsOf } from '../../../test/delivery-setup';
import { makeRide, SENTRY, tokenForEmail } from '../../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { auditLog, rideEvents, webhookEvents, webhooks } from '../../db/schema';
import { checkBrokerSignature } from '../../platform/adapters/brokers';
import { type BrokerSimulator, startBrokerSimulator } from '../../platform/adapters/brokers/simulator';
import { createDeliveries } from './deliveries';
import { RIDE_CHANGE_TYPE } from './names';
import { insertEvent } from './queries';

/**
 * Ride-change notifications: found in the broker rides' log by the sweep, delivered by the server's
 * `broker-webhook-delivery` worker to the simulated broker, retried, given up, replayed.
 */
const SECRET = 'sentry-delivery-secret-0123456789';
let simulator: BrokerSimulator;
let server: TestServer;
let deliveries: ReturnType<typeof createDeliveries>;
let deliveryDeps: Parameters<typeof createDeliveries>[0];
let admin: string;

beforeAll(async () => {
  simulator = await startBrokerSimulator();
  const env = {
    BROKER_SENTRY_URL: simulator.brokerUrl('sentry'),
    BROKER_SENTRY2_URL: simulator.brokerUrl('sentry2'),
    BROKER_ARRO_URL: simulator.brokerUrl('arro'),
    BROKER_SENTRY_SECRET: SECRET,
  };
  server = await startTestServer({ env: { ...env, JOBS: 'broker-webhook-delivery' } });
  deliveryDeps = deliveryDepsOf(server, env);
  deliveries = createDeliveries(deliveryDeps);
  admin = await tokenForEmail(server.database.db, ADMIN);
  // The first sweep starts the log's cursor at now: the demo's past is not sent.
  await deliveries.sweep();
});
afterAll(async () => {
  await server.close();
  await simulator.close();
});

/** A line in a ride's log, as the ride actions write it. */
async function logLine(rideId: number, eventType: string) {
  await server.database.db
    .insert(rideEvents)
    .values({ rideId, eventType, adminId: null, body: `to ${eventType}` });
}

async function eventOf(referenceId: string) {
  const rows = await server.database.db
    .select()
    .from(webhookEvents)
    .where(eq(webhookEvents.name, `Sentry ride accepted · trip ${referenceId}`));
  return rows;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 100; i += 1) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('timed out');
}

const eventPage = (id: number) =>
  call<{ event: WebhookEvent }>(server.url, 'GET', `/events/${id}`, { token: admin });

describe('ride-change notifications', () => {
  it("sends a broker ride's progress to its broker once, signed, with the event's idempotency key", async () => {
    const ride = await makeRide(server.database.db, {
      status: 'accepted',
      companyId: SENTRY,
      referenceId: 'NOTE-1',
    });
    const other = await makeRide(server.database.db, { status: 'accepted', companyId: 40 });
    await logLine(ride.id, 'accepted');
    await logLine(ride.id, 'update');
    await logLine(other.id, 'accepted');
    await deliveries.sweep();
    await deliveries.sweep();
    const [event] = await eventOf('NOTE-1');
    expect(event).toMatchObject({ direction: 'outbound', type: 'ride.status_changed', rideId: ride.id });
    expect(
      await server.database.db.select().from(webhookEvents).where(eq(webhookEvents.rideId, other.id)),
    ).toEqual([]);
    const page = await until(
      () => eventPage(event?.id as number),
      (res) => res.body.event.delivery_status === 'delivered',
    );
    expect(page.body.event).toMatchObject({
      can_replay: true,
      webhooks: [{ status: 'succeeded', response_status_code: 200 }],
    });
    const received = simulator.received().filter((r) => r.path === '/sentry/ride-events');
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      idempotencyKey: event?.idempotencyKey,
      replayed: false,
      body: { type: 'ride.status_changed', reference_id: 'NOTE-1', event: 'accepted', status: 'accepted' },
    });
  });

  it('Replay sends the same key again: the broker answers as the first time and acts no second time', async () => {
    const ride = await makeRide(server.database.db, {
      status: 'accepted',
      companyId: SENTRY,
      referenceId: 'NOTE-2',
    });
    await logLine(ride.id, 'accepted');
    await deliveries.sweep();
    const [event] = await eventOf('NOTE-2');
    const id = event?.id as number;
    await until(
      () => eventPage(id),
      (res) => res.body.event.delivery_status === 'delivered',
    );
    const res = await call<{ event: WebhookEvent; message: string }>(
      server.url,
      'POST',
      `/events/${id}/replay`,
      { token: admin },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'The delivery was queued again',
      event: { delivery_status: 'queued' },
    });
    const page = await until(
      () => eventPage(id),
      (r) => r.body.event.webhooks.length === 2 && r.body.event.delivery_status === 'delivered',
    );
    expect(page.body.event.delivery_status).toBe('delivered');
    const received = simulator.received().filter((r) => r.idempotencyKey === event?.idempotencyKey);
    expect(received.map((r) => r.replayed)).toEqual([false, true]);
    const [first, second] = await server.database.db
      .select()
      .from(webhooks)
      .where(eq(webhooks.eventId, id))
      .orderBy(webhooks.id);
    expect(first?.nextWebhookId).toBe(second?.id);
    const audit = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'webhook_event.replayed'));
    expect(audit.map((a) => a.entityId)).toContain(String(id));
  });

  it('a broker that keeps failing: retried, then dead until someone replays it', async () => {
    const ride = await makeRide(server.database.db, {
      status: 'accepted',
      companyId: SENTRY,
      referenceId: 'DOWN-3',
    });
    await logLine(ride.id, 'accepted');
    await deliveries.sweep();
    const [event] = await eventOf('DOWN-3');
    const id = event?.id as number;
    // The worker takes it first: wait for its failed try, then try again here and give up.
    await until(
      () => eventPage(id),
      (res) => res.body.event.delivery_status === 'retrying',
    );
    await expect(deliveries.deliver(id)).rejects.toThrow(
      'was not delivered: The broker is down for maintenance',
    );
    await deliveries.giveUp(id);
    const dead = await eventPage(id);
    expect(dead.body.event.delivery_status).toBe('dead');
    expect(dead.body.event.webhooks.map((w) => [w.status, w.response_status_code])).toEqual([
      ['failed', 503],
      ['failed', 503],
    ]);
    const header = simulator
      .received()
      .find(
        (r) =>
          r.path === '/sentry/ride-events' && (r.body as { reference_id?: string }).reference_id === 'DOWN-3',
      );
    expect(header).toBeDefined();
    const replay = await call(server.url, 'POST', `/events/${id}/replay`, { token: admin });
    expect(replay.status).toBe(200);
  });

  it('a send the broker adapter throws on waits as retrying, and the retry sends it', async () => {
    const ride = await makeRide(server.database.db, {
      status: 'accepted',
      companyId: SENTRY,
      referenceId: 'THROW-4',
    });
    // Queued with no job: the server's worker leaves it to this test.
    const event = await insertEvent(server.database.db, {
      direction: 'outbound',
      broker: 'sentry',
      type: RIDE_CHANGE_TYPE,
      name: 'Sentry ride accepted · trip THROW-4',
      data: { reference_id: 'THROW-4', event: 'accepted', status: 'accepted' },
      idempotencyKey: randomUUID(),
      rideId: ride.id,
      deliveryStatus: 'queued',
    });
    const throwing = createDeliveries({
      ...deliveryDeps,
      brokers: { ...deliveryDeps.brokers, api: () => Promise.reject(new Error('socket hang up')) },
    });
    await expect(throwing.deliver(event.id)).rejects.toThrow('socket hang up');
    expect((await eventPage(event.id)).body.event.delivery_status).toBe('retrying');
    // pg-boss's retry comes 30 s later, inside the lease of the failed send: it must still send.
    await deliveries.deliver(event.id);
    expect((await eventPage(event.id)).body.event.delivery_status).toBe('delivered');
  });

  it('signs what it sends with the broker secret', async () => {
    const [attempt] = await server.database.db
      .select()
      .from(webhooks)
      .where(eq(webhooks.name, 'Sentry ride accepted · trip NOTE-1'));
    const payload = Buffer.from(
      JSON.stringify(simulator.received().find((r) => r.path === '/sentry/ride-events')?.body),
    );
    expect(checkBrokerSignature(SECRET, attempt?.headers[BROKER_SIGNATURE_HEADER], payload)).toBe('ok');
  });
});
