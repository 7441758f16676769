import { sentryBilling } from '@fleetdesk/contract';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { admins } from './access';
import { ts } from './columns';
import { rides } from './rides';

const { SENTRY_CHECK_CODES, SENTRY_FILE_TYPES, SENTRY_INVOICE_STATUSES } = sentryBilling;
type SentryCheckCode = sentryBilling.SentryCheckCode;
type SentryFileType = sentryBilling.SentryFileType;
type SentryInvoiceStatus = sentryBilling.SentryInvoiceStatus;

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * Sentry invoice batches (decision 128): the finished Sentry rides of a date range, checked, then billed
 * by an invoice file. `billed_amount_cents` and `invoiced_rides` are what the last invoice billed.
 */
export const sentryBatches = pgTable(
  'sentry_batches',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    status: text().$type<SentryInvoiceStatus>().notNull().default('open'),
    note: text(),
    fromDatetime: ts('from_datetime').notNull(),
    toDatetime: ts('to_datetime').notNull(),
    billedAmountCents: bigint('billed_amount_cents', { mode: 'number' }).notNull().default(0),
    invoicedRides: integer('invoiced_rides').notNull().default(0),
    /** When the rides were last checked; null once rides or dates changed after it (the check is stale). */
    checkedAt: ts('checked_at'),
    createdBy: integer('created_by').references(() => admins.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('sentry_batches_status_check', sql`${t.status} in (${inList(SENTRY_INVOICE_STATUSES)})`),
    check('sentry_batches_range_check', sql`${t.fromDatetime} <= ${t.toDatetime}`),
    check('sentry_batches_billed_check', sql`${t.billedAmountCents} >= 0 and ${t.invoicedRides} >= 0`),
    index('sentry_batches_status_idx').on(t.status, t.id),
  ],
);

/**
 * The rides a batch holds. `ride_id` is the primary key: a ride is in at most one batch, whatever two
 * assigners do at the same moment. `is_invoiced` marks the rides the last invoice billed.
 */
export const sentryBatchRides = pgTable(
  'sentry_batch_rides',
  {
    rideId: bigint('ride_id', { mode: 'number' })
      .primaryKey()
      .references(() => rides.id, { onDelete: 'cascade' }),
    batchId: integer('batch_id')
      .notNull()
      .references(() => sentryBatches.id, { onDelete: 'cascade' }),
    isInvoiced: boolean('is_invoiced').notNull().default(false),
    assignedAt: ts('assigned_at').notNull().defaultNow(),
  },
  (t) => [index('sentry_batch_rides_batch_idx').on(t.batchId, t.rideId)],
);

/** The last check's findings: a line per ride that cannot be billed, with why. */
export const sentryBatchLogs = pgTable(
  'sentry_batch_logs',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => sentryBatches.id, { onDelete: 'cascade' }),
    rideId: bigint('ride_id', { mode: 'number' })
      .notNull()
      .references(() => rides.id, { onDelete: 'cascade' }),
    code: text().$type<SentryCheckCode>().notNull(),
    note: text().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('sentry_batch_logs_code_check', sql`${t.code} in (${inList(SENTRY_CHECK_CODES)})`),
    index('sentry_batch_logs_batch_idx').on(t.batchId, t.rideId),
  ],
);

/**
 * Every file the area writes (invoices of a batch, reports of a day range), with who made it. The bytes
 * are private in the storage adapter under `storage_key`; answers sign a fresh link each time.
 */
export const sentryFiles = pgTable(
  'sentry_files',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    batchId: integer('batch_id').references(() => sentryBatches.id, { onDelete: 'cascade' }),
    type: text().$type<SentryFileType>().notNull(),
    name: text().notNull(),
    storageKey: text('storage_key').notNull().unique(),
    rows: integer().notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => admins.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('sentry_files_type_check', sql`${t.type} in (${inList(SENTRY_FILE_TYPES)})`),
    check('sentry_files_invoice_batch_check', sql`(${t.type} = 'invoice') = (${t.batchId} is not null)`),
    index('sentry_files_batch_idx').on(t.batchId, t.createdAt),
  ],
);
