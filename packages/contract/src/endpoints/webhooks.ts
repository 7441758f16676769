import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { Vendor, WEBHOOK_DIRECTIONS, Webhook, WebhookEvent } from '../entities/webhook';
import { listSearch } from '../validation/common';
import { CENTS_ONLY } from '../validation/moneyAmount';

/**
 * Spec 3 §2, §7 "Webhooks and events" (decisions 121–123): every exchange with a broker, in and out, is an
 * event with its attempts; the log lists attempts, the event page shows one exchange.
 */

export const WEBHOOKS_PAGE_SIZES = [5, 10, 25, 50, 100] as const;
export const WEBHOOKS_PAGE_SIZE = 10;
/** The longest search text (trimmed): a name or a fragment of a payload. */
export const WEBHOOKS_SEARCH_MAX = 200;
/** The event page lists the attempts of this many days back (spec 3 §9). */
export const WEBHOOK_ATTEMPTS_DAYS = 15;
export const WEBHOOK_TYPE_FILTERS = ['all', ...WEBHOOK_DIRECTIONS] as const;
export const WEBHOOK_TYPE_LABELS = { all: 'All', inbound: 'Inbound', outbound: 'Outbound' } as const;
export const WEBHOOKS_MESSAGES = {
  dateOrder: 'The end date must not be before the start date',
  replayed: 'The delivery was queued again',
  notReplayable: 'Only an outbound delivery to a broker can be replayed',
  replayBusy: 'The delivery is being sent right now; try again in a moment.',
  signatureMissing: 'The request is not signed',
  signatureMismatch: 'The signature does not match',
  signatureStale: 'The signature is too old',
  inboundNotConfigured: 'Inbound calls from this broker are not configured',
} as const;

export const webhooksQuery = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    per_page: z.coerce
      .number()
      .int()
      .refine((n) => (WEBHOOKS_PAGE_SIZES as readonly number[]).includes(n), 'Unknown page size')
      .default(WEBHOOKS_PAGE_SIZE),
    /** Matches the attempt's name, or any text in its payload. */
    search: listSearch(WEBHOOKS_SEARCH_MAX),
    /** New York days, both included. */
    start_date: z.iso.date().optional(),
    end_date: z.iso.date().optional(),
    vendor_id: z.coerce.number().int().positive().optional(),
    type: z.enum(WEBHOOK_TYPE_FILTERS).default('all'),
  })
  .refine((q) => !q.start_date || !q.end_date || q.start_date <= q.end_date, {
    message: WEBHOOKS_MESSAGES.dateOrder,
    path: ['end_date'],
  });
export type WebhooksQuery = z.input<typeof webhooksQuery>;

export const listWebhooks = defineEndpoint({
  method: 'GET',
  path: '/webhooks',
  summary: 'Attempts of broker exchanges, newest first: search by name or payload, dates, vendor, direction',
  tag: 'webhooks',
  auth: 'user',
  permission: 'developer.view_webhooks',
  fleet: false,
  query: webhooksQuery,
  response: z.object({
    webhooks: z.object({
      data: z.array(Webhook),
      total: z.number().int(),
      current_page: z.number().int(),
      per_page: z.number().int(),
    }),
  }),
});

export const listVendors = defineEndpoint({
  method: 'GET',
  path: '/vendors',
  summary: 'The brokers whose exchanges the webhooks log holds (the vendor filter)',
  tag: 'webhooks',
  auth: 'user',
  permission: 'developer.view_webhooks',
  fleet: false,
  response: z.object({ vendors: z.array(Vendor) }),
});

const eventParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const getEvent = defineEndpoint({
  method: 'GET',
  path: '/events/{id}',
  summary: 'One broker exchange with its attempts of the past 15 days',
  tag: 'webhooks',
  auth: 'user',
  permission: 'developer.view_webhooks',
  fleet: false,
  params: eventParams,
  response: z.object({ event: WebhookEvent, webhooks: z.array(Webhook) }),
});

export const replayEvent = defineEndpoint({
  method: 'POST',
  path: '/events/{id}/replay',
  summary: 'Send an outbound delivery again with its idempotency key (the broker acts on it at most once)',
  tag: 'webhooks',
  auth: 'user',
  permission: 'developer.replay_webhooks',
  fleet: false,
  params: eventParams,
  response: z.object({ event: WebhookEvent, message: z.string() }),
});

export const BROKER_INBOUND_TYPES = ['trip.offered', 'trip.updated', 'trip.cancelled'] as const;

const inboundTrip = z.object({
  reference_id: z.string().trim().min(1).max(100),
  pickup_at: z.iso.datetime({ offset: true }).optional(),
  first_name: z.string().trim().min(1).max(100).optional(),
  last_name: z.string().trim().min(1).max(100).optional(),
  phone_number: z.string().trim().max(30).optional(),
  start_address: z.string().trim().min(1).max(300).optional(),
  start_lat: z.number().min(-90).max(90).optional(),
  start_lon: z.number().min(-180).max(180).optional(),
  destination_address: z.string().trim().min(1).max(300).optional(),
  destination_lat: z.number().min(-90).max(90).optional(),
  destination_lon: z.number().min(-180).max(180).optional(),
  /** A ride holds 1 to 4 seats, as every booking does. */
  seats: z.number().int().min(1).max(4).optional(),
  /** What the broker pays for the trip, in dollars: whole cents, as every money amount (decision 186). */
  vendor_amount: z.number().min(0).max(100_000).multipleOf(0.01, CENTS_ONLY).optional(),
  note: z.string().trim().max(1000).optional(),
  reason: z.string().trim().max(300).optional(),
});

export const brokerInboundBody = z.object({
  /** The broker's id of this event: a resend of the same id is answered as the first time. */
  event_id: z.string().trim().min(1).max(200),
  type: z.enum(BROKER_INBOUND_TYPES),
  trip: inboundTrip,
});
export type BrokerInboundBody = z.infer<typeof brokerInboundBody>;

export const receiveBrokerEvent = defineEndpoint({
  method: 'POST',
  path: '/brokers/{broker}/events',
  summary:
    "A broker's signed call: a trip offered, updated or cancelled, applied to its ride once per event_id",
  tag: 'webhooks',
  auth: 'public',
  permission: null,
  fleet: false,
  rawBody: true,
  params: z.object({ broker: z.enum(['sentry', 'sentry2', 'arro']) }),
  body: brokerInboundBody,
  response: z.object({
    status_code: z.number().int(),
    message: z.string(),
    event_id: z.number().int(),
    ride_id: z.number().int().nullable(),
  }),
});
