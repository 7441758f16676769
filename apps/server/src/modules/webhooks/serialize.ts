import type { Webhook, WebhookAttempt, WebhookEvent } from '@fleetdesk/contract';
import type { AttemptRow, EventRow } from './queries';

export function toWebhook(row: AttemptRow): Webhook {
  return {
    id: row.id,
    event_id: row.eventId,
    name: row.name,
    method: row.method,
    link: row.link,
    headers: row.headers,
    payload: row.payload,
    response: row.response,
    response_time: row.responseTime,
    response_status_code: row.responseStatusCode,
    exception: row.exception,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    vendor_status: row.vendorStatus,
    next_webhook_id: row.nextWebhookId,
    vendor_id: row.vendorId,
    type: row.type,
    trace: row.trace,
  };
}

const toAttempt = (row: AttemptRow): WebhookAttempt => ({
  id: row.id,
  status: row.status,
  url: row.link,
  created_at: row.createdAt.toISOString(),
  trace: row.trace,
  response_status_code: row.responseStatusCode,
  response_time: row.responseTime,
  exception: row.exception,
});

export function toWebhookEvent(
  row: EventRow,
  attempts: readonly AttemptRow[],
  vendor: { vendorId: number | null; name: string } | null,
): WebhookEvent {
  return {
    id: row.id,
    data: row.data,
    type: row.type,
    created_at: row.createdAt.toISOString(),
    direction: row.direction,
    name: row.name,
    vendor_id: vendor?.vendorId ?? null,
    vendor_name: vendor?.name ?? null,
    ride_id: row.rideId,
    idempotency_key: row.idempotencyKey,
    delivery_status: row.deliveryStatus,
    can_replay: row.deliveryStatus !== null,
    webhooks: attempts.map(toAttempt),
  };
}
