import { z } from 'zod';

/** The header of a signed broker call: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. */
export const BROKER_SIGNATURE_HEADER = 'x-broker-signature';

/** Which way a broker exchange went: a broker calling us, or us calling a broker. */
export const WEBHOOK_DIRECTIONS = ['inbound', 'outbound'] as const;
export type WebhookDirection = (typeof WEBHOOK_DIRECTIONS)[number];

/** One attempt's outcome on our side: the exchange worked (an answer we accept), failed, or is in flight. */
export const WEBHOOK_STATUSES = ['succeeded', 'failed', 'pending'] as const;
export type WebhookStatus = (typeof WEBHOOK_STATUSES)[number];

/** The broker's verdict, as the billing notes' webhooks show it (spec 1 §3). */
export const WEBHOOK_VENDOR_STATUSES = ['success', 'failed', 'pending'] as const;

/**
 * Where an outbound delivery stands: queued, being sent, waiting for its next try, delivered, or given up
 * after its last try (dead letter, until someone presses Replay). Null for exchanges that are not
 * deliveries (the ride actions' own calls, inbound calls).
 */
export const DELIVERY_STATUSES = ['queued', 'delivering', 'retrying', 'delivered', 'dead'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * One attempt of a broker exchange (spec 3 §3 "Webhook", its 18 fields). `link` is the URL called (or, for
 * an inbound call, ours that the broker called); `response_time` is in milliseconds; `next_webhook_id` is
 * the attempt that followed this one on the same event (a retry or a replay).
 */
export const Webhook = z.object({
  id: z.number().int(),
  event_id: z.number().int(),
  name: z.string(),
  method: z.string(),
  link: z.string(),
  headers: z.record(z.string(), z.string()),
  payload: z.unknown(),
  response: z.unknown(),
  response_time: z.number().int().nullable(),
  response_status_code: z.number().int().nullable(),
  exception: z.string().nullable(),
  status: z.enum(WEBHOOK_STATUSES),
  created_at: z.string(),
  vendor_status: z.enum(WEBHOOK_VENDOR_STATUSES),
  next_webhook_id: z.number().int().nullable(),
  vendor_id: z.number().int().nullable(),
  type: z.enum(WEBHOOK_DIRECTIONS),
  trace: z.string().nullable(),
});
export type Webhook = z.infer<typeof Webhook>;

/** An attempt as the event page lists it (spec 3 §3: status, url, created_at, trace), with its id. */
export const WebhookAttempt = z.object({
  id: z.number().int(),
  status: z.enum(WEBHOOK_STATUSES),
  url: z.string(),
  created_at: z.string(),
  trace: z.string().nullable(),
  response_status_code: z.number().int().nullable(),
  response_time: z.number().int().nullable(),
  exception: z.string().nullable(),
});
export type WebhookAttempt = z.infer<typeof WebhookAttempt>;

/**
 * One broker exchange (spec 3 §3 "Webhook event"): what it carries (`data`), its type (e.g.
 * `ride.cancel`, `ride.status_changed`, `trip.offered`), and the attempts of the past 15 days.
 */
export const WebhookEvent = z.object({
  id: z.number().int(),
  data: z.unknown(),
  type: z.string(),
  created_at: z.string(),
  direction: z.enum(WEBHOOK_DIRECTIONS),
  name: z.string(),
  vendor_id: z.number().int().nullable(),
  vendor_name: z.string().nullable(),
  ride_id: z.number().int().nullable(),
  idempotency_key: z.string().nullable(),
  delivery_status: z.enum(DELIVERY_STATUSES).nullable(),
  /** Only an outbound delivery can be sent again. */
  can_replay: z.boolean(),
  webhooks: z.array(WebhookAttempt),
});
export type WebhookEvent = z.infer<typeof WebhookEvent>;

/** A broker as the vendor filter lists it: its vendor id and name. */
export const Vendor = z.object({ id: z.number().int(), name: z.string() });
export type Vendor = z.infer<typeof Vendor>;
