import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/api';
import { ARRO, makeRide, rideRow, rideTrail, SENTRY, staffHolding } from '../../../test/ride-fixtures';
import { startTestServer } from '../../../test/server';
import { eventually } from '../../../test/sockets';
import { loadConfig } from '../../config';
import { brokerCalls, rides } from '../../db/schema';
import { type Brokers, createBrokers } from '../../platform/adapters/brokers';
import { type BrokerSimulator, startBrokerSimulator } from '../../platform/adapters/brokers/simulator';
import { RETRY_BROKER_CALL_JOB, retryBrokerCall, sweepAbandonedClaims } from './broker-retry';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

/** A server whose brokers all live on `simulator`, and a dispatcher allowed to reject and to edit. */
async function serverOn(simulator: BrokerSimulator, timeoutMs: number) {
  const env = {
    BROKER_SENTRY_URL: simulator.brokerUrl('sentry'),
    BROKER_SENTRY2_URL: simulator.brokerUrl('sentry2'),
    BROKER_ARRO_URL: simulator.brokerUrl('arro'),
    BROKER_TIMEOUT_MS: String(timeoutMs),
  };
  const server = await startTestServer({ env });
  const token = await staffHolding(server.database.db, [
    'rides.reject-sentry',
    'rides.update-dangerous-fields',
  ]);
  const post = (path: string, body: unknown) => call(server.url, 'POST', path, { token, body });
  const get = (path: string) => call(server.url, 'GET', path, { token });
  return { server, env, post, get };
}

const received = (simulator: BrokerSimulator, path: string) =>
  simulator.received().filter((r) => r.path === path);

describe('a broker that takes 10 s to answer', () => {
  let simulator: BrokerSimulator;
  let setup: Awaited<ReturnType<typeof serverOn>>;
  beforeAll(async () => {
    simulator = await startBrokerSimulator({ slowMs: 10_000 });
    // Patient enough to wait for it: the call succeeds, late.
    setup = await serverOn(simulator, 20_000);
  });
  afterAll(async () => {
    await setup.server.close();
    await simulator.close();
  });

  it('holds no lock or connection meanwhile: 20 other requests, on the same ride too, answer first', async () => {
    const { server, post, get } = setup;
    const db = server.database.db;
    const ride = await makeRide(db, { status: 'assigned', companyId: SENTRY, referenceId: 'S-SLOW-10' });
    let slowAnswered = false;
    const slow = post(`/rides/${ride.id}/sentry/cancel`, {
      status: 'company_canceled',
      updated_at: ride.updated_at,
    }).then((res) => {
      slowAnswered = true;
      return res;
    });
    await eventually(() => expect(received(simulator, '/sentry/rides/S-SLOW-10/cancel')).toHaveLength(1));

    const others = await Promise.all([
      // Edits and reads of the ride whose broker call is under way (before: blocked on its row lock).
      ...Array.from({ length: 8 }, (_, i) => post(`/rides/${ride.id}`, { pickup_note: `Gate code ${i}` })),
      ...Array.from({ length: 8 }, () => get(`/rides/${ride.id}`)),
      // Broker calls on other rides, answered at once.
      ...(
        await Promise.all(
          Array.from({ length: 4 }, (_, i) =>
            makeRide(db, { status: 'pending', companyId: ARRO, referenceId: `A-QUICK-${i}` }),
          ),
        )
      ).map((other) => post(`/rides/${other.id}/arro/reject`, { reason: 'No car free' })),
    ]);
    expect(slowAnswered).toBe(false);
    expect(
      others.map((r) => r.status),
      JSON.stringify(others.map((r) => r.body.message)),
    ).toEqual(Array(20).fill(200));

    // The claim: a second broker call on the ride waits for the first one's answer.
    const now = await rideRow(db, ride.id);
    const second = await post(`/rides/${ride.id}/sentry/cancel`, {
      status: 'company_canceled',
      updated_at: now.updatedAt.toISOString(),
    });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(
      `Ride ${ride.id} is waiting for Sentry's answer to an earlier cancel call; try again once it has answered.`,
    );
    expect(slowAnswered).toBe(false);

    const res = await slow;
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // Edited meanwhile, still cancellable: the broker's yes is applied to the ride as it is now.
    const after = await rideRow(db, ride.id);
    expect(after.status).toBe('company_canceled');
    expect(after.pickupNote).toMatch(/^Gate code \d$/);
    const trail = await rideTrail(db, ride.id);
    expect(trail.calls).toMatchObject([
      { broker: 'sentry', action: 'cancel', outcome: 'succeeded', statusCode: 200 },
    ]);
    expect(trail.calls[0]?.idempotencyKey).toBe(
      received(simulator, '/sentry/rides/S-SLOW-10/cancel')[0]?.idempotencyKey,
    );
  }, 30_000);
});

describe('a broker that does not answer in time', () => {
  let simulator: BrokerSimulator;
  let setup: Awaited<ReturnType<typeof serverOn>>;
  let brokers: Brokers;
  beforeAll(async () => {
    simulator = await startBrokerSimulator({ slowMs: 1_500 });
    setup = await serverOn(simulator, 300);
    // The retry job's brokers, as the job runner builds them (with a timeout the simulator can meet).
    brokers = createBrokers(loadConfig({ ...setup.env, BROKER_TIMEOUT_MS: '5000' }), quiet);
  });
  afterAll(async () => {
    await brokers.close();
    await setup.server.close();
    await simulator.close();
  });

  const retryDeps = () => ({
    db: setup.server.database.db,
    brokers,
    realtime: setup.server.app.realtime,
    fileLinks: setup.server.app.fileLinks,
  });

  it('leaves the ride untouched, logs the call as unknown and queues a retry, which applies the yes once', async () => {
    const { server, post } = setup;
    const db = server.database.db;
    const ride = await makeRide(db, { status: 'accepted', companyId: SENTRY, referenceId: 'S-SLOW-20' });
    const res = await post(`/rides/${ride.id}/sentry/cancel`, {
      status: 'company_canceled',
      updated_at: ride.updated_at,
    });
    expect(res.status).toBe(504);
    expect(res.body.message).toBe(
      `Ride ${ride.id} was not cancelled yet: Sentry could not be reached: no answer within 300 ms. ` +
        'The call is repeated automatically, and the ride changes if Sentry accepts.',
    );
    const untouched = await rideRow(db, ride.id);
    expect(untouched.status).toBe('accepted');
    expect(untouched.updatedAt.toISOString()).toBe(ride.updated_at);
    const [logged] = (await rideTrail(db, ride.id)).calls;
    expect(logged).toMatchObject({ outcome: 'unknown', statusCode: null, answeredAt: expect.any(Date) });
    const queued = await db.execute<{ data: { callId: number } }>(
      sql`select data from pgboss.job where name = ${RETRY_BROKER_CALL_JOB} and state = 'created'`,
    );
    expect(queued.rows.map((r) => r.data)).toContainEqual({ callId: logged?.id });

    await retryBrokerCall(retryDeps(), logged?.id as number);

    expect((await rideRow(db, ride.id)).status).toBe('company_canceled');
    const trail = await rideTrail(db, ride.id);
    expect(trail.calls).toMatchObject([{ outcome: 'succeeded', statusCode: 200 }]);
    expect(trail.audit.map((a) => a.action)).toEqual(['ride.company_canceled']);
    // The broker heard the same key twice and acted once.
    expect(received(simulator, '/sentry/rides/S-SLOW-20/cancel')).toMatchObject([
      { idempotencyKey: logged?.idempotencyKey, replayed: false },
      { idempotencyKey: logged?.idempotencyKey, replayed: true },
    ]);
    // Settled: a late duplicate of the job does nothing.
    await retryBrokerCall(retryDeps(), logged?.id as number);
    expect(received(simulator, '/sentry/rides/S-SLOW-20/cancel')).toHaveLength(2);
  });

  it('keeps retrying while the broker stays silent, and records a later refusal without touching the ride', async () => {
    const { server, post } = setup;
    const db = server.database.db;
    const ride = await makeRide(db, {
      status: 'pending',
      companyId: SENTRY,
      referenceId: 'S-SLOW-FAIL-21',
      isMarketplaceRide: false,
    });
    const res = await post(`/rides/${ride.id}/sentry/reject`, {});
    expect(res.status).toBe(504);
    const [logged] = (await rideTrail(db, ride.id)).calls;
    const callId = logged?.id as number;

    // The job's broker client is as impatient as the request was: the job fails, pg-boss retries it.
    const impatient = createBrokers(loadConfig({ ...setup.env, BROKER_TIMEOUT_MS: '100' }), quiet);
    await expect(retryBrokerCall({ ...retryDeps(), brokers: impatient }, callId)).rejects.toThrow(
      `Sentry still gave no answer to call ${callId} (ride ${ride.id})`,
    );
    await impatient.close();
    const [stillOpen] = await db.select().from(brokerCalls).where(eq(brokerCalls.id, callId));
    expect(stillOpen?.outcome).toBe('unknown');

    await retryBrokerCall(retryDeps(), callId);
    const [refused] = await db
      .select()
      .from(brokerCalls)
      .where(and(eq(brokerCalls.id, callId), eq(brokerCalls.outcome, 'refused')));
    expect(refused?.statusCode).toBe(422);
    const after = await rideRow(db, ride.id);
    expect(after.isMarketplaceRide).toBe(false);
    expect(after.updatedAt.toISOString()).toBe(ride.updated_at);
  });

  it('records a yes that came after the ride moved on, without applying it', async () => {
    const { server, post } = setup;
    const db = server.database.db;
    const ride = await makeRide(db, { status: 'assigned', companyId: SENTRY, referenceId: 'S-SLOW-22' });
    const res = await post(`/rides/${ride.id}/sentry/cancel`, {
      status: 'company_canceled',
      updated_at: ride.updated_at,
    });
    expect(res.status).toBe(504);
    const [logged] = (await rideTrail(db, ride.id)).calls;
    // Meanwhile the trip was driven and finished.
    await db.update(rides).set({ status: 'finished' }).where(eq(rides.id, ride.id));

    await retryBrokerCall(retryDeps(), logged?.id as number);

    expect((await rideRow(db, ride.id)).status).toBe('finished');
    const trail = await rideTrail(db, ride.id);
    expect(trail.calls).toMatchObject([{ outcome: 'not_applied', statusCode: 200 }]);
    expect(trail.events.at(-1)?.body).toMatch(
      /^Sentry accepted the cancel, but the ride had changed meanwhile: /,
    );
    expect(trail.audit.map((a) => a.action)).toEqual(['ride.broker_cancel_not_applied']);
  });

  it('asks again about a claim a stopped server left pending, and settles it', async () => {
    const { server, post } = setup;
    const db = server.database.db;
    const ride = await makeRide(db, { status: 'assigned', companyId: SENTRY, referenceId: 'S-SLOW-23' });
    const res = await post(`/rides/${ride.id}/sentry/cancel`, {
      status: 'company_canceled',
      updated_at: ride.updated_at,
    });
    expect(res.status).toBe(504);
    // As the server would have left it had it died while the broker was being asked.
    const [logged] = (await rideTrail(db, ride.id)).calls;
    const callId = logged?.id as number;
    await db
      .update(brokerCalls)
      .set({ outcome: 'pending', createdAt: new Date(Date.now() - 3_600_000) })
      .where(eq(brokerCalls.id, callId));
    const config = loadConfig(setup.env);

    await sweepAbandonedClaims({ ...retryDeps(), config, log: quiet });

    expect((await rideRow(db, ride.id)).status).toBe('company_canceled');
    expect((await rideTrail(db, ride.id)).calls).toMatchObject([{ id: callId, outcome: 'succeeded' }]);
  });
});
