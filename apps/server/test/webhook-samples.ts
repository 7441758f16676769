import { BROKER_SIGNATURE_HEADER, type EndpointName } from '@fleetdesk/contract';
import { loadConfig } from '../src/config';
import type { Db } from '../src/db/client';
import { webhookEvents } from '../src/db/schema';
import { signBrokerBody } from '../src/platform/adapters/brokers';

/** Webhooks requests for the generated tests: events to read and replay, and a broker's signed call. */
type Sample = { params?: Record<string, unknown>; body?: unknown; headers?: Record<string, string> };

let made = 0;

/** A delivery already made to Sentry: replaying it queues it again (no job runs in the generated tests). */
async function delivery(db: Db): Promise<Sample> {
  made += 1;
  const [event] = await db
    .insert(webhookEvents)
    .values({
      direction: 'outbound',
      broker: 'sentry',
      type: 'ride.status_changed',
      name: `Sentry ride accepted · trip SAMPLE-${made}`,
      data: { reference_id: `SAMPLE-${made}`, event: 'accepted' },
      idempotencyKey: `sample-delivery-${made}-${Math.random().toString(36).slice(2)}`,
      deliveryStatus: 'delivered',
    })
    .returning({ id: webhookEvents.id });
  return { params: { id: event?.id } };
}

/** An update of a trip nobody booked, signed with the test server's (demo) Sentry secret: a 200 answer. */
function signedInbound(): Sample {
  made += 1;
  const body = {
    event_id: `sample-${made}-${Math.random().toString(36).slice(2)}`,
    type: 'trip.updated',
    trip: { reference_id: 'NO-SUCH-TRIP', note: 'Gate code 1234' },
  };
  const secret = loadConfig({}).brokers.secrets.sentry ?? '';
  return {
    params: { broker: 'sentry' },
    body,
    headers: { [BROKER_SIGNATURE_HEADER]: signBrokerBody(secret, JSON.stringify(body)) },
  };
}

export const WEBHOOK_SAMPLES: Partial<Record<EndpointName, (db: Db) => Promise<Sample>>> = {
  'webhooks.event': delivery,
  'webhooks.replay': delivery,
  'webhooks.brokerInbound': async () => signedInbound(),
};
