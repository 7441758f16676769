import type { webhooks as contract } from '@fleetdesk/contract';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripOffer as offerOf } from '../../../test/broker-trips';
import { makeRide, rideRow, SENTRY } from '../../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { rides, webhookEvents, webhooks } from '../../db/schema';
import { sendBrokerEvent } from '../../platform/adapters/brokers/simulator-deliveries';
import { listZoneShapes } from '../ride-actions/queries';
import { zoneContaining } from '../ride-actions/rules';
import { REFUSED_LOG_LIMIT } from './inbound';

/** The brokers' inbound endpoint at its edges: racing offers, out-of-range fields, partial moves. */
type BrokerInboundBody = contract.BrokerInboundBody;
const SECRET = 'sentry-test-secret-0123456789';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { BROKER_SENTRY_SECRET: SECRET } });
});
afterAll(() => server.close());

const send = (event: BrokerInboundBody) =>
  sendBrokerEvent({ serverUrl: server.url, broker: 'sentry', secret: SECRET, event });

const ridesOfTrip = (referenceId: string) =>
  server.database.db
    .select({ id: rides.id })
    .from(rides)
    .where(and(eq(rides.companyId, SENTRY), eq(rides.referenceId, referenceId)));

describe('POST /brokers/{broker}/events at its edges', () => {
  it('creates one ride when one trip is offered by several events at once; the others are 409', async () => {
    // A broker re-offering a trip (a new event id each time) must not give us the trip twice.
    const answers = await Promise.all(
      ['a', 'b', 'c', 'd'].map((k) => send(offerOf('RACE-1', `evt-race-${k}`))),
    );
    const made = await ridesOfTrip('RACE-1');
    expect(made).toHaveLength(1);
    const codes = answers.map((a) => (a.body as { status_code: number }).status_code).sort();
    expect(codes).toEqual([200, 409, 409, 409]);
    for (const answer of answers) expect(answer.body).toMatchObject({ ride_id: made[0]?.id });
  });

  it('does not create the ride of a trip the broker cancelled before its offer arrived', async () => {
    // The cancellation overtook the offer (the offer was resent late): no ride may be dispatched for it.
    const cancel = await send({
      event_id: 'evt-early-cancel',
      type: 'trip.cancelled',
      trip: { reference_id: 'LATE-1', reason: 'Rider cancelled' },
    });
    expect(cancel.body).toMatchObject({ status_code: 404, ride_id: null });
    const late = await send(offerOf('LATE-1', 'evt-late-offer'));
    expect(late).toMatchObject({
      status: 200,
      body: {
        status_code: 409,
        message: 'Trip LATE-1 was cancelled by Sentry before it was offered (event evt-early-cancel)',
        ride_id: null,
      },
    });
    expect(await ridesOfTrip('LATE-1')).toEqual([]);
    // A forged cancellation (not signed with the secret) cannot keep a trip from being offered.
    const forged = await sendBrokerEvent({
      serverUrl: server.url,
      broker: 'sentry',
      secret: SECRET,
      signWith: 'not-the-sentry-secret-at-all',
      event: { event_id: 'evt-forged-cancel', type: 'trip.cancelled', trip: { reference_id: 'LATE-3' } },
    });
    expect(forged.status).toBe(403);
    expect((await send(offerOf('LATE-3', 'evt-offer-3'))).body).toMatchObject({ status_code: 200 });
    // Both at once: whichever is applied first, the trip ends with no ride that can still be dispatched.
    const [offered] = await Promise.all([
      send(offerOf('LATE-2', 'evt-race-offer')),
      send({ event_id: 'evt-race-cancel', type: 'trip.cancelled', trip: { reference_id: 'LATE-2' } }),
    ]);
    const [ride] = await ridesOfTrip('LATE-2');
    if (ride) expect((await rideRow(server.database.db, ride.id)).status).toBe('user_canceled');
    else expect(offered.body).toMatchObject({ status_code: 409 });
  });

  it('refuses more seats than a ride holds, naming the field, before anything is stored', async () => {
    // A ride holds 1 to 4 seats; a 6-seat ride type exists, so only the event's own check can refuse it.
    const offer = offerOf('SEATS-1', 'evt-seats-offer');
    const tooMany = await send({ ...offer, trip: { ...offer.trip, seats: 6 } });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body).toMatchObject({ errors: { 'trip.seats': expect.any(Array) } });
    expect(await ridesOfTrip('SEATS-1')).toEqual([]);
    const ride = await makeRide(server.database.db, {
      status: 'pending',
      companyId: SENTRY,
      referenceId: 'SEATS-2',
    });
    const update = await send({
      event_id: 'evt-seats-update',
      type: 'trip.updated',
      trip: { reference_id: 'SEATS-2', seats: 5 },
    });
    expect(update.status).toBe(422);
    expect(update.body).toMatchObject({ errors: { 'trip.seats': expect.any(Array) } });
    expect((await rideRow(server.database.db, ride.id)).seats).toBe(1);
    const events = await server.database.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.idempotencyKey, 'evt-seats-update'));
    expect(events).toEqual([]);
  });

  it("refuses a broker's amount finer than a cent, naming the field, and stores whole cents exactly", async () => {
    // Rounded, a half cent went either way (1.005 → 100 cents, 10.005 → 1001): like a fare, it is refused.
    const offer = offerOf('CENTS-1', 'evt-cents-offer');
    for (const vendor_amount of [1.005, 10.005]) {
      const refused = await send({ ...offer, trip: { ...offer.trip, vendor_amount } });
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({
        errors: { 'trip.vendor_amount': ['At most 2 decimal places (cents)!'] },
      });
    }
    expect(await ridesOfTrip('CENTS-1')).toEqual([]);
    const amounts = { 0.29: 29, 1.15: 115, 4.35: 435, 10.01: 1001, 99999.99: 9_999_999 };
    for (const [dollars, cents] of Object.entries(amounts)) {
      const trip = { ...offer.trip, reference_id: `CENTS-${dollars}`, vendor_amount: Number(dollars) };
      expect((await send({ ...offer, event_id: `evt-cents-${dollars}`, trip })).body).toMatchObject({
        status_code: 200,
      });
      const [ride] = await ridesOfTrip(trip.reference_id);
      expect((await rideRow(server.database.db, ride?.id as number)).vendorAmountCents).toBe(cents);
    }
  });

  it('puts the pickup in the zone of the point it ends at when an update moves only its latitude', async () => {
    const ride = await makeRide(server.database.db, {
      status: 'pending',
      companyId: SENTRY,
      referenceId: 'HALF-1',
    });
    const before = await rideRow(server.database.db, ride.id);
    // From Brooklyn to the Upper East Side, on the same longitude.
    const lat = 40.78;
    const zones = await listZoneShapes(server.database.db);
    const expected = zoneContaining(lat, before.startLon as number, zones);
    expect(expected).not.toBe(before.pickupZoneId);
    const res = await send({
      event_id: 'evt-half-1',
      type: 'trip.updated',
      trip: { reference_id: 'HALF-1', start_lat: lat },
    });
    expect(res.body).toMatchObject({ status_code: 200 });
    const after = await rideRow(server.database.db, ride.id);
    expect([after.startLat, after.startLon]).toEqual([lat, before.startLon]);
    expect(after.pickupZoneId).toBe(expected);
  });

  it('keeps logging forged calls only up to a bound, so anyone cannot fill the log; all are refused', async () => {
    // Anyone can call the endpoint: each refused call used to write an event and an attempt.
    const forged = (i: number) =>
      sendBrokerEvent({
        serverUrl: server.url,
        // Its own count: no other test here sends Sentry 2 a forged call.
        broker: 'sentry2',
        secret: SECRET,
        signWith: 'not-the-sentry2-secret-at-all',
        event: offerOf(`FLOOD-${i}`, `evt-flood-${i}`),
      });
    const answers = [];
    for (let i = 0; i < REFUSED_LOG_LIMIT + 15; i++) answers.push(await forged(i));
    expect(answers.every((a) => a.status === 403)).toBe(true);
    const logged = await server.database.db
      .select({ id: webhooks.id })
      .from(webhooks)
      .where(like(webhooks.name, '% · trip FLOOD-%'));
    expect(logged).toHaveLength(REFUSED_LOG_LIMIT);
    // A signed call is still applied and logged meanwhile.
    expect((await send(offerOf('FLOOD-OK', 'evt-flood-ok'))).body).toMatchObject({ status_code: 200 });
  });
});
