import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { brokerName } from '../../modules/webhooks/names';
import { insertAttempt, insertEvent, type NewAttempt } from '../../modules/webhooks/queries';
import type { DbOrTx } from '../client';
import { companies, rides } from '../schema';

/** Where the demo's simulated brokers live (the in-process simulator's port changes per start). */
const BROKER_URL = 'http://127.0.0.1:7070';
const INBOUND_URL = '/api/v1/brokers';
const MINUTE_MS = 60_000;

interface Trip {
  rideId: number;
  referenceId: string;
  broker: string;
  vendorId: number | null;
}

/** Up to `count` rides of each API broker with a trip id: the exchanges are about them. */
async function brokerTrips(tx: DbOrTx, count: number): Promise<Trip[]> {
  const rows = await tx
    .select({
      rideId: rides.id,
      referenceId: rides.referenceId,
      broker: companies.brokerKey,
      vendorId: companies.vendorId,
    })
    .from(rides)
    .innerJoin(companies, eq(companies.id, rides.companyId))
    .where(and(inArray(companies.brokerKey, ['sentry', 'sentry2', 'arro']), isNotNull(rides.referenceId)))
    .orderBy(asc(rides.id));
  const byBroker = new Map<string, Trip[]>();
  for (const row of rows) {
    const list = byBroker.get(row.broker as string) ?? [];
    if (list.length < count)
      list.push({ ...row, referenceId: row.referenceId as string, broker: row.broker as string });
    byBroker.set(row.broker as string, list);
  }
  return [...byBroker.values()].flat();
}

const ok = (body: unknown) =>
  ({
    response: body,
    responseStatusCode: 200,
    exception: null,
    status: 'succeeded',
    vendorStatus: 'success',
  }) as const;
const failed = (code: number | null, error: string) =>
  ({
    response: { error },
    responseStatusCode: code,
    exception: error,
    status: 'failed',
    vendorStatus: 'failed',
  }) as const;

/**
 * A week of broker exchanges around the demo's rides, so the webhooks log and its event pages have
 * something to show: ride actions' calls (one answered only on its retry), ride-change deliveries (one
 * given up after its last try), trips offered by brokers (one sent twice) and a forged call refused.
 */
export async function insertWebhookLog(tx: DbOrTx, now: Date): Promise<number> {
  const trips = await brokerTrips(tx, 4);
  let events = 0;
  for (const [index, trip] of trips.entries()) {
    const name = brokerName(trip.broker);
    const at = (minutesAgo: number) => new Date(now.getTime() - (index * 97 + minutesAgo) * MINUTE_MS);
    const key = `demo-${trip.broker}-${trip.rideId}`;
    const kind = index % 4;
    const outbound = kind !== 3;
    const type = ['ride.cancel', 'ride.status_changed', 'ride.take', 'trip.offered'][kind] as string;
    const what = ['cancel', 'ride accepted', 'take', 'trip offered'][kind] as string;
    const link = outbound
      ? `${BROKER_URL}/${trip.broker}/${kind === 1 ? 'ride-events' : `rides/${trip.referenceId}/${kind === 0 ? 'cancel' : 'take'}`}`
      : `${INBOUND_URL}/${trip.broker}/events`;
    const data =
      kind === 3
        ? {
            event_id: `${trip.broker}-evt-${trip.rideId}`,
            type,
            trip: { reference_id: trip.referenceId, seats: 1 },
          }
        : kind === 1
          ? {
              type,
              reference_id: trip.referenceId,
              ride_id: trip.rideId,
              event: 'accepted',
              status: 'accepted',
            }
          : { status: 'user_canceled', note: 'Rider called the office' };
    const dead = kind === 1 && index % 8 === 5;
    const event = await insertEvent(tx, {
      direction: outbound ? 'outbound' : 'inbound',
      broker: trip.broker,
      type,
      name: `${name} ${what} · trip ${trip.referenceId}`,
      data,
      idempotencyKey: kind === 3 ? (data as { event_id: string }).event_id : key,
      rideId: trip.rideId,
      deliveryStatus: kind === 1 ? (dead ? 'dead' : 'delivered') : null,
      createdAt: at(40),
      updatedAt: at(10),
    });
    events += 1;
    const attempt = (
      minutesAgo: number,
      outcome: ReturnType<typeof ok> | ReturnType<typeof failed>,
      trace: string,
    ): NewAttempt => ({
      eventId: event.id,
      name: event.name,
      method: 'POST',
      link,
      headers: { 'content-type': 'application/json', 'idempotency-key': event.idempotencyKey as string },
      payload: data,
      responseTime:
        outcome.responseStatusCode === null ? 10_000 : 80 + ((index * 37 + minutesAgo * 13) % 400),
      vendorId: trip.vendorId,
      type: outbound ? 'outbound' : 'inbound',
      trace,
      createdAt: at(minutesAgo),
      ...outcome,
    });
    const tries = dead
      ? Array.from({ length: 7 }, (_, n) =>
          attempt(40 - n * 5, failed(503, 'The broker is down for maintenance'), `try ${n + 1} of 7`),
        )
      : kind === 2
        ? [
            attempt(
              40,
              failed(null, `${name} could not be reached: no answer within 10000 ms`),
              'no answer: asked again with the same key',
            ),
            attempt(
              39,
              ok({ status_code: 200, trip_id: trip.referenceId, action: 'take' }),
              'retry answered',
            ),
          ]
        : kind === 3
          ? [
              attempt(
                40,
                ok({ status_code: 200, message: `Ride ${trip.rideId} created`, ride_id: trip.rideId }),
                'applied',
              ),
              attempt(
                38,
                ok({ status_code: 200, message: `Ride ${trip.rideId} created`, ride_id: trip.rideId }),
                'resend: answered as the first time, nothing changed',
              ),
            ]
          : [
              attempt(
                40,
                ok({
                  status_code: 200,
                  trip_id: trip.referenceId,
                  action: kind === 0 ? 'cancel' : 'accepted',
                }),
                'answered',
              ),
            ];
    for (const row of tries) await insertAttempt(tx, row);
  }
  const forged = trips[0];
  if (forged) {
    const event = await insertEvent(tx, {
      direction: 'inbound',
      broker: forged.broker,
      type: 'trip.cancelled',
      name: `${brokerName(forged.broker)} trip cancelled · trip ${forged.referenceId}`,
      data: { event_id: 'unverified', type: 'trip.cancelled', trip: { reference_id: forged.referenceId } },
      answerStatus: 403,
      answer: { message: 'The signature does not match' },
      createdAt: new Date(now.getTime() - 5 * MINUTE_MS),
    });
    await insertAttempt(tx, {
      eventId: event.id,
      name: event.name,
      method: 'POST',
      link: `${INBOUND_URL}/${forged.broker}/events`,
      headers: { 'content-type': 'application/json', 'x-broker-signature': 't=0,v1=00' },
      payload: event.data,
      responseTime: 3,
      vendorId: forged.vendorId,
      type: 'inbound',
      trace: 'refused: The signature does not match',
      createdAt: new Date(now.getTime() - 5 * MINUTE_MS),
      ...failed(403, 'The signature does not match'),
    });
    events += 1;
  }
  return events;
}
