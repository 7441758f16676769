import type { DeliveryStatus, WebhookDirection, WebhookStatus } from '@fleetdesk/contract';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { rides } from './rides';

/**
 * One exchange with a broker (spec 3 §3 "Webhook event"), in or out. Outbound, `idempotency_key` is the
 * `Idempotency-Key` every attempt sends (the broker acts once per key); inbound, it is the broker's own
 * event id, so a resend is answered from `answer` and changes nothing. A delivery (a notification we owe
 * the broker) also carries its `delivery_status`; its job takes it with a lease, so a process that died
 * mid-send leaves it for the sweep to queue again.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    direction: text().$type<WebhookDirection>().notNull(),
    /** The broker's key: sentry, sentry2, arro. */
    broker: text().notNull(),
    type: text().notNull(),
    name: text().notNull(),
    data: jsonb().notNull(),
    idempotencyKey: text('idempotency_key'),
    rideId: bigint('ride_id', { mode: 'number' }).references(() => rides.id, { onDelete: 'set null' }),
    deliveryStatus: text('delivery_status').$type<DeliveryStatus>(),
    /** Until when the delivering process holds the delivery; past it, the sweep queues it again. */
    leaseUntil: ts('lease_until'),
    /**
     * Which jobs own the delivery: each Replay adds one and queues a job carrying the new number, so a
     * job queued before it (still retrying, or giving up) neither sends it nor marks it dead.
     */
    deliveryGeneration: integer('delivery_generation').notNull().default(0),
    /** The ride log line a ride-change notification was made from (at most one notification each). */
    sourceRideEventId: bigint('source_ride_event_id', { mode: 'number' }),
    /** Inbound: the HTTP status and body we answered the first time, given again to a resend. */
    answerStatus: integer('answer_status'),
    answer: jsonb(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('webhook_events_direction_check', sql`${t.direction} in ('inbound', 'outbound')`),
    check(
      'webhook_events_delivery_status_check',
      sql`${t.deliveryStatus} is null or ${t.deliveryStatus} in ('queued', 'delivering', 'retrying', 'delivered', 'dead')`,
    ),
    uniqueIndex('webhook_events_key_idx')
      .on(t.direction, t.broker, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    uniqueIndex('webhook_events_source_ride_event_idx')
      .on(t.sourceRideEventId)
      .where(sql`${t.sourceRideEventId} is not null`),
    index('webhook_events_delivery_idx')
      .on(t.deliveryStatus, t.leaseUntil)
      .where(sql`${t.deliveryStatus} in ('queued', 'delivering')`),
    index('webhook_events_created_idx').on(t.createdAt),
  ],
);

/** One attempt of an exchange (spec 3 §3 "Webhook", its 18 fields): what was sent, what came back. */
export const webhooks = pgTable(
  'webhooks',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    method: text().notNull(),
    link: text().notNull(),
    headers: jsonb().$type<Record<string, string>>().notNull(),
    payload: jsonb(),
    response: jsonb(),
    /** Milliseconds from sending to the answer (or to giving up). */
    responseTime: integer('response_time'),
    responseStatusCode: integer('response_status_code'),
    exception: text(),
    status: text().$type<WebhookStatus>().notNull(),
    vendorStatus: text('vendor_status').$type<'success' | 'failed' | 'pending'>().notNull(),
    nextWebhookId: integer('next_webhook_id'),
    vendorId: integer('vendor_id'),
    type: text().$type<WebhookDirection>().notNull(),
    /** Where the attempt came from: the request id, the job and its try, a replay by whom. */
    trace: text(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('webhooks_status_check', sql`${t.status} in ('succeeded', 'failed', 'pending')`),
    check('webhooks_vendor_status_check', sql`${t.vendorStatus} in ('success', 'failed', 'pending')`),
    check('webhooks_type_check', sql`${t.type} in ('inbound', 'outbound')`),
    index('webhooks_event_idx').on(t.eventId, t.createdAt),
    index('webhooks_created_idx').on(t.createdAt, t.id),
    // The log's search box matches a substring of the name or of the payload's text (pg_trgm), so a
    // search for a trip or a rider reads its matches instead of every attempt of the 15 days.
    index('webhooks_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
    index('webhooks_payload_trgm').using('gin', sql`(${t.payload}::text) gin_trgm_ops`),
  ],
);

/** How far a scan has read a log: the ride-change notifications follow `ride_events` from here. */
export const webhookCursors = pgTable('webhook_cursors', {
  name: text().primaryKey(),
  position: bigint({ mode: 'number' }).notNull(),
});
