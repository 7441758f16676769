import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { admins } from './access';
import { ts } from './columns';
import { drivers } from './fleet';
import { companies, rideTypes } from './reference';
import { riders, rides } from './rides';

/** Notes on rides, drivers, cars and transaction requests (spec 1 §3 "Note"). */
export const notes = pgTable(
  'notes',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    entityType: text('entity_type').notNull(),
    entityId: bigint('entity_id', { mode: 'number' }).notNull(),
    category: text().notNull().default('default'),
    body: text().notNull(),
    adminId: integer('admin_id').references(() => admins.id),
    /** The author's name as written; 'anonymous' is shown when both this and admin are missing. */
    addedBy: text('added_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'notes_entity_type_check',
      sql`${t.entityType} in ('driver', 'ride', 'transaction_request', 'car')`,
    ),
    check(
      'notes_category_check',
      sql`${t.category} in ('ride', 'billing', 'transaction_request', 'dispatch_note', 'edit-cars', 'default', 'other')`,
    ),
    check(
      'notes_body_length_check',
      sql`char_length(${t.body}) between 1 and (case when ${t.entityType} = 'ride' then 250 else 100 end)`,
    ),
    index('notes_entity_idx').on(t.entityType, t.entityId, t.createdAt),
  ],
);

/** What a billing note's webhooks to the broker answered. */
export const noteWebhooks = pgTable(
  'note_webhooks',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    noteId: bigint('note_id', { mode: 'number' })
      .notNull()
      .references(() => notes.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    status: text().notNull(),
    response: text(),
    exception: text(),
    responseStatusCode: integer('response_status_code'),
    vendorStatus: text('vendor_status').notNull().default('pending'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('note_webhooks_vendor_status_check', sql`${t.vendorStatus} in ('success', 'failed', 'pending')`),
    index('note_webhooks_note_idx').on(t.noteId),
  ],
);

/** A priced trip for one ride type; booking must happen before it expires. */
export const rideEstimates = pgTable(
  'ride_estimates',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    rideTypeId: integer('ride_type_id')
      .notNull()
      .references(() => rideTypes.id),
    riderId: integer('rider_id').references(() => riders.id),
    createdBy: integer('created_by').references(() => admins.id),
    amountCents: integer('amount_cents').notNull(),
    tollwaysCents: integer('tollways_cents').notNull().default(0),
    seats: integer().notNull().default(1),
    distance: doublePrecision().notNull(),
    duration: integer().notNull(),
    startAddress: text('start_address').notNull(),
    startLat: doublePrecision('start_lat').notNull(),
    startLon: doublePrecision('start_lon').notNull(),
    destinationAddress: text('destination_address').notNull(),
    destinationLat: doublePrecision('destination_lat').notNull(),
    destinationLon: doublePrecision('destination_lon').notNull(),
    isManualFallbackUsed: boolean('is_manual_fallback_used').notNull().default(false),
    expiresAt: ts('expires_at').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('ride_estimates_money_check', sql`${t.amountCents} >= 0 and ${t.tollwaysCents} >= 0`),
    check('ride_estimates_seats_check', sql`${t.seats} between 1 and 4`),
  ],
);

/** A rider's saved card: the provider's token, the brand and the last four digits, nothing more. */
export const paymentCards = pgTable(
  'payment_cards',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    riderId: integer('rider_id')
      .notNull()
      .references(() => riders.id, { onDelete: 'cascade' }),
    providerToken: text('provider_token').notNull(),
    brand: text().notNull(),
    last4: text().notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('payment_cards_last4_check', sql`${t.last4} ~ '^[0-9]{4}$'`),
    check('payment_cards_month_check', sql`${t.expMonth} between 1 and 12`),
    index('payment_cards_rider_idx').on(t.riderId),
  ],
);

/** Every call made to a broker's API for a ride, with its answer. */
export const brokerCalls = pgTable(
  'broker_calls',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    rideId: bigint('ride_id', { mode: 'number' })
      .notNull()
      .references(() => rides.id, { onDelete: 'cascade' }),
    broker: text().notNull(),
    action: text().notNull(),
    request: jsonb().notNull(),
    statusCode: integer('status_code'),
    response: jsonb(),
    adminId: integer('admin_id').references(() => admins.id),
    /**
     * pending: claimed, the broker is being asked; succeeded: it said yes and the ride changed;
     * refused: it said no; unknown: no answer (timeout, network, 5xx), a job asks again;
     * not_applied: it said yes but the ride had moved on meanwhile, so nothing changed here.
     */
    outcome: text().notNull().default('succeeded'),
    /** Sent as the Idempotency-Key header: asking again with it never acts twice at the broker. */
    idempotencyKey: text('idempotency_key').unique(),
    /** What a yes does to the ride (the status of a cancel, its note, and who decided), for the retry job. */
    plan: jsonb(),
    answeredAt: ts('answered_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('broker_calls_ride_idx').on(t.rideId, t.createdAt),
    // The claim: while one call about a ride awaits its answer, no other broker call on it starts.
    uniqueIndex('broker_calls_one_open_per_ride').on(t.rideId).where(sql`outcome in ('pending', 'unknown')`),
    check(
      'broker_calls_outcome',
      sql`outcome in ('pending', 'succeeded', 'refused', 'unknown', 'not_applied')`,
    ),
  ],
);

/** Every driver a ride was given to, so "rides a driver ever had" (didr:) and the last driver are known. */
export const rideAssignments = pgTable(
  'ride_assignments',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    rideId: bigint('ride_id', { mode: 'number' })
      .notNull()
      .references(() => rides.id, { onDelete: 'cascade' }),
    driverId: integer('driver_id')
      .notNull()
      .references(() => drivers.id),
    adminId: integer('admin_id').references(() => admins.id),
    assignedAt: ts('assigned_at').notNull().defaultNow(),
    unassignedAt: ts('unassigned_at'),
  },
  (t) => [
    index('ride_assignments_driver_idx').on(t.driverId, t.assignedAt),
    index('ride_assignments_ride_idx').on(t.rideId),
  ],
);
