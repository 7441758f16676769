import { BROKER_SIGNATURE_HEADER } from '@fleetdesk/contract';
import type { BrokerApiKey } from './broker';
import { signBrokerBody } from './exchanges';

/** Where a simulated broker takes our notifications of its rides' changes. */
export const RIDE_EVENTS_PATH = /^\/(sentry2?|arro)\/ride-events$/;
/** A notification about a trip whose reference id contains this answers 503, so retries can be exercised. */
export const UNAVAILABLE_REFERENCE_MARK = 'DOWN';

/**
 * The simulated broker's answer to a notification: 400 without an idempotency key (a broker could not
 * tell a resend from a new one), 503 for a DOWN trip, else 200. The caller answers a repeated key with
 * the first answer, so the broker acts on each key once.
 */
export function answerRideEvent(body: unknown, idempotencyKey: string | null) {
  if (!idempotencyKey)
    return { status: 400, body: { status_code: 400, error: 'Idempotency-Key is required' } };
  const reference = String((body as { reference_id?: unknown } | null)?.reference_id ?? '');
  if (reference.includes(UNAVAILABLE_REFERENCE_MARK))
    return { status: 503, body: { status_code: 503, error: 'The broker is down for maintenance' } };
  return { status: 200, body: { status_code: 200, received: idempotencyKey } };
}

/**
 * The simulated broker calling us: a trip offered, updated or cancelled, signed with the broker's secret
 * as a real broker signs (exchanges.ts). Answers our status and body.
 */
export async function sendBrokerEvent(options: {
  serverUrl: string;
  broker: BrokerApiKey;
  secret: string;
  event: Record<string, unknown>;
  /** Signs another secret's signature, to show a forged call is refused. */
  signWith?: string;
}): Promise<{ status: number; body: unknown }> {
  const payload = JSON.stringify(options.event);
  const response = await fetch(`${options.serverUrl}/api/v1/brokers/${options.broker}/events`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [BROKER_SIGNATURE_HEADER]: signBrokerBody(options.signWith ?? options.secret, payload),
    },
    body: payload,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}
