import type { webhooks as contract } from '@fleetdesk/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tripOffer } from '../../../test/broker-trips';
import { makeRide, rideRow, rideTrail, SENTRY, SENTRY2 } from '../../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { loadConfig } from '../../config';
import { auditLog, rides, webhookEvents, webhooks } from '../../db/schema';
import { sendBrokerEvent } from '../../platform/adapters/brokers/simulator-deliveries';
import { offerDemoTrip } from './demo-brokers';

/** The brokers' signed inbound endpoint: signatures, offers, updates, cancellations, and resends. */
type BrokerInboundBody = contract.BrokerInboundBody;
const SECRET = 'sentry-test-secret-0123456789';
let server: TestServer;
let sequence = 0;

beforeAll(async () => {
  server = await startTestServer({
    env: { BROKER_SENTRY_SECRET: SECRET, BROKER_SENTRY2_SECRET: 'sentry2-test-secret-0123456789' },
  });
});
afterAll(() => server.close());
beforeEach(() => {
  sequence += 1;
});

const send = (event: BrokerInboundBody, options: { signWith?: string; broker?: 'sentry' | 'sentry2' } = {}) =>
  sendBrokerEvent({
    serverUrl: server.url,
    broker: options.broker ?? 'sentry',
    secret: SECRET,
    event,
    ...options,
  });

const offerOf = (referenceId: string): BrokerInboundBody =>
  tripOffer(referenceId, `evt-offer-${sequence}`, {
    phone_number: '+12125550147',
    seats: 1,
    note: 'Wheelchair folds',
  });

const ridesOfTrip = (referenceId: string) =>
  server.database.db
    .select()
    .from(rides)
    .where(and(eq(rides.companyId, SENTRY), eq(rides.referenceId, referenceId)));

describe('POST /brokers/{broker}/events', () => {
  it("creates the broker's ride for an offered trip, logged, audited and answered with its id", async () => {
    const res = await send(offerOf(`OFFER-${sequence}`));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [ride] = await ridesOfTrip(`OFFER-${sequence}`);
    expect(res.body).toMatchObject({
      status_code: 200,
      message: `Ride ${ride?.id} created`,
      ride_id: ride?.id,
    });
    expect(ride).toMatchObject({
      status: 'pending',
      firstName: 'Rosa',
      vendorAmountCents: 4250,
      paymentType: 'account',
      tripNote: 'Wheelchair folds',
    });
    expect(ride?.pickupAt.toISOString()).toBe('2030-03-04T19:30:00.000Z');
    const trail = await rideTrail(server.database.db, ride?.id as number);
    expect(trail.events.at(-1)?.body).toBe(`Offered by Sentry (event evt-offer-${sequence})`);
    const audits = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'ride.created'), eq(auditLog.entityId, String(ride?.id))));
    expect(audits).toHaveLength(1);
    const [event] = await server.database.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.idempotencyKey, `evt-offer-${sequence}`));
    expect(event).toMatchObject({ direction: 'inbound', type: 'trip.offered', rideId: ride?.id });
  });

  it('answers a resend of an event id as the first time and changes nothing (idempotent replay)', async () => {
    const offer = offerOf(`REPLAY-${sequence}`);
    const first = await send(offer);
    const again = await send(offer);
    const racing = await Promise.all([send(offer), send(offer)]);
    expect(again).toEqual(first);
    expect(racing).toEqual([first, first]);
    expect(await ridesOfTrip(`REPLAY-${sequence}`)).toHaveLength(1);
    const [event] = await server.database.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.idempotencyKey, offer.event_id));
    const attempts = await server.database.db
      .select()
      .from(webhooks)
      .where(eq(webhooks.eventId, event?.id as number));
    expect(attempts).toHaveLength(4);
    expect(attempts.filter((a) => a.trace?.startsWith('resend of'))).toHaveLength(3);

    const cancel = {
      event_id: `evt-cancel-${sequence}`,
      type: 'trip.cancelled' as const,
      trip: { reference_id: `REPLAY-${sequence}` },
    };
    expect((await send(cancel)).body).toMatchObject({ status_code: 200 });
    const rideId = (first.body as { ride_id: number }).ride_id;
    const updatedAt = (await rideRow(server.database.db, rideId)).updatedAt;
    expect((await send(cancel)).body).toMatchObject({ status_code: 200 });
    expect((await rideRow(server.database.db, rideId)).updatedAt).toEqual(updatedAt);
  });

  it("applies an update to the trip's ride and a cancellation as user_canceled, with log lines", async () => {
    const ride = await makeRide(server.database.db, {
      status: 'assigned',
      companyId: SENTRY,
      referenceId: `UPD-${sequence}`,
    });
    const update = await send({
      event_id: `evt-update-${sequence}`,
      type: 'trip.updated',
      trip: { reference_id: `UPD-${sequence}`, pickup_at: '2030-05-06T09:00:00Z', note: 'Ring twice' },
    });
    expect(update.body).toMatchObject({
      status_code: 200,
      message: `Ride ${ride.id} updated`,
      ride_id: ride.id,
    });
    const row = await rideRow(server.database.db, ride.id);
    expect(row.pickupAt.toISOString()).toBe('2030-05-06T09:00:00.000Z');
    expect(row.tripNote).toBe('Ring twice');
    const cancel = await send({
      event_id: `evt-cancel-${sequence}`,
      type: 'trip.cancelled',
      trip: { reference_id: `UPD-${sequence}`, reason: 'Rider cancelled by phone' },
    });
    expect(cancel.body).toMatchObject({ status_code: 200, message: `Ride ${ride.id} cancelled` });
    expect((await rideRow(server.database.db, ride.id)).status).toBe('user_canceled');
    const trail = await rideTrail(server.database.db, ride.id);
    expect(trail.events.at(-1)?.body).toBe(
      `Cancelled by Sentry: Rider cancelled by phone (event evt-cancel-${sequence})`,
    );
    const late = await send({
      event_id: `evt-late-${sequence}`,
      type: 'trip.updated',
      trip: { reference_id: `UPD-${sequence}`, note: 'x' },
    });
    expect(late.body).toMatchObject({
      status_code: 409,
      message: `Ride ${ride.id} is user_canceled: it changes no more`,
    });
  });

  it("answers an unknown trip 404 in the body, and another broker's trip is not found either", async () => {
    await makeRide(server.database.db, {
      status: 'pending',
      companyId: SENTRY2,
      referenceId: `OTHER-${sequence}`,
    });
    const res = await send({
      event_id: `evt-x-${sequence}`,
      type: 'trip.cancelled',
      trip: { reference_id: `OTHER-${sequence}` },
    });
    expect(res).toMatchObject({ status: 200, body: { status_code: 404, ride_id: null } });
  });

  it('refuses a call signed with another secret, or not signed, with 403; it is logged and changes no ride', async () => {
    const forged = await send(offerOf(`FORGED-${sequence}`), { signWith: 'not-the-sentry-secret-at-all' });
    expect(forged).toEqual({ status: 403, body: { message: 'The signature does not match' } });
    expect(await ridesOfTrip(`FORGED-${sequence}`)).toEqual([]);
    const unsigned = await fetch(`${server.url}/api/v1/brokers/sentry/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(offerOf(`FORGED-${sequence}`)),
    });
    expect(unsigned.status).toBe(403);
    expect(await unsigned.json()).toEqual({ message: 'The request is not signed' });
    const logged = await server.database.db
      .select()
      .from(webhooks)
      .where(eq(webhooks.name, `Sentry trip offered · trip FORGED-${sequence}`));
    expect(logged.map((w) => [w.status, w.responseStatusCode, w.exception])).toEqual([
      ['failed', 403, 'The signature does not match'],
      ['failed', 403, 'The request is not signed'],
    ]);
    // The forged call did not take the event id: the real one is applied.
    const real = await send(offerOf(`FORGED-${sequence}`));
    expect(real.body).toMatchObject({ status_code: 200 });
  });

  it('refuses a broker whose secret is not configured outside the demo (503), and a body that is not an event (422)', async () => {
    // A deployment (DATABASE_URL set, no demo) with only Sentry's secret.
    const deployed = await startTestServer({
      database: server.database,
      env: {
        DATABASE_URL: server.database.url,
        BROKER_SENTRY_SECRET: SECRET,
        BANK_ACCOUNT_KEY: 'ab'.repeat(32),
      },
    });
    try {
      const arro = await sendBrokerEvent({
        serverUrl: deployed.url,
        broker: 'arro',
        secret: 'whatever-secret-0123',
        event: offerOf('A-1'),
      });
      expect(arro).toEqual({
        status: 503,
        body: { message: 'Inbound calls from this broker are not configured' },
      });
    } finally {
      await deployed.close();
    }
    const bad = await send({
      event_id: 'x',
      type: 'trip.exploded',
      trip: {},
    } as unknown as BrokerInboundBody);
    expect(bad.status).toBe(422);
  });

  it('in the demo, a simulated broker offers a trip through the signed endpoint', async () => {
    const config = loadConfig({ BROKER_SENTRY_SECRET: SECRET });
    // Tick 0 is Sentry's turn.
    const answer = await offerDemoTrip({ db: server.database.db, config }, server.url, new Date(0));
    if (!answer) throw new Error('the demo broker offered no trip');
    expect(answer).toMatchObject({ status: 200, body: { status_code: 200 } });
    const rideId = (answer.body as { ride_id: number }).ride_id;
    const ride = await rideRow(server.database.db, rideId);
    expect(ride).toMatchObject({ companyId: SENTRY, referenceId: 'SIM0', status: 'pending' });
    const [event] = await server.database.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.idempotencyKey, 'sim-SIM0'));
    expect(event).toMatchObject({ direction: 'inbound', type: 'trip.offered', rideId });
  });
});
