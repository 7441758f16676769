import type {
  PayoutStatus,
  PayoutType,
  TransactionRequestStatus,
  TransactionRequestType,
} from '@fleetdesk/contract';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { admins } from './access';
import { ts } from './columns';
import { drivers } from './fleet';
import { companies, transactionCategories } from './reference';
import { rides } from './rides';

/**
 * The money area (issue 11, spec 2): one append-only double-entry ledger in integer cents. Every change
 * of a driver's money is a journal entry whose lines sum to zero (checked at commit by a deferred
 * trigger); entries and lines are never updated or deleted (triggers refuse it): a correction is a new
 * entry that reverses an earlier one. `driver_balances` is kept in the same transaction as the lines
 * and checked against them by a test and a nightly job.
 */

/** Ledger accounts. Driver accounts carry the driver id on the line; operator accounts carry none. */
export const LEDGER_ACCOUNTS = [
  'driver_available',
  'driver_pending',
  'operator_expense',
  'operator_income',
  'operator_bank',
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

/** What an entry records: a credit or debit approved, a payout, a boost, a fee, or a reversal. */
export const JOURNAL_KINDS = [
  'credit',
  'debit',
  'payout',
  'payout_paid',
  'boost',
  'fee',
  'reversal',
] as const;
export type JournalKind = (typeof JOURNAL_KINDS)[number];

export const journalEntries = pgTable(
  'journal_entries',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    kind: text().$type<JournalKind>().notNull(),
    driverId: integer('driver_id')
      .notNull()
      .references(() => drivers.id),
    description: text().notNull(),
    categoryId: integer('category_id').references(() => transactionCategories.id),
    /** The request or payout the entry comes from (its id), for the driver's transactions list. */
    transactionRequestId: integer('transaction_request_id'),
    payoutId: integer('payout_id'),
    /** The entry this one reverses; an entry is reversed at most once. */
    reversesEntryId: bigint('reverses_entry_id', { mode: 'number' }),
    /** A retried write with the same key finds the entry already posted and posts nothing. */
    idempotencyKey: text('idempotency_key').notNull(),
    createdBy: integer('created_by').references(() => admins.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('journal_entries_idempotency_key_idx').on(t.idempotencyKey),
    uniqueIndex('journal_entries_reverses_idx')
      .on(t.reversesEntryId)
      .where(sql`${t.reversesEntryId} is not null`),
    index('journal_entries_driver_idx').on(t.driverId, t.id),
    index('journal_entries_payout_idx').on(t.payoutId),
    index('journal_entries_request_idx').on(t.transactionRequestId),
    check(
      'journal_entries_kind_check',
      sql`${t.kind} in ('credit', 'debit', 'payout', 'payout_paid', 'boost', 'fee', 'reversal')`,
    ),
    check(
      'journal_entries_reversal_check',
      sql`(${t.kind} = 'reversal') = (${t.reversesEntryId} is not null)`,
    ),
  ],
);

export const journalLines = pgTable(
  'journal_lines',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => journalEntries.id),
    account: text().$type<LedgerAccount>().notNull(),
    driverId: integer('driver_id').references(() => drivers.id),
    /** Signed cents: the lines of one entry sum to zero. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** The driver account's balance after this line (driver lines only): the transactions list's balance. */
    balanceAfterCents: bigint('balance_after_cents', { mode: 'number' }),
  },
  (t) => [
    index('journal_lines_entry_idx').on(t.entryId),
    index('journal_lines_driver_idx').on(t.driverId, t.account, t.id),
    check(
      'journal_lines_account_check',
      sql`${t.account} in ('driver_available', 'driver_pending', 'operator_expense', 'operator_income', 'operator_bank')`,
    ),
    check('journal_lines_amount_check', sql`${t.amountCents} <> 0`),
    check(
      'journal_lines_driver_check',
      sql`(${t.account} like 'driver_%') = (${t.driverId} is not null and ${t.balanceAfterCents} is not null)`,
    ),
  ],
);

/** Each driver's balances, kept in the same transaction as the journal lines that change them. */
export const driverBalances = pgTable('driver_balances', {
  driverId: integer('driver_id')
    .primaryKey()
    .references(() => drivers.id),
  availableCents: bigint('available_cents', { mode: 'number' }).notNull().default(0),
  pendingCents: bigint('pending_cents', { mode: 'number' }).notNull().default(0),
  lastEntryId: bigint('last_entry_id', { mode: 'number' }),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * Answers of money writes by their Idempotency-Key header: a retried request (same caller, same key)
 * gets the first answer back and changes nothing; the same key with another body is refused.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text().notNull(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id),
    route: text().notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('idempotency_keys_key_idx').on(t.adminId, t.key)],
);

/**
 * Bank accounts of drivers (spec 2 "payment methods"). The account number is stored only encrypted
 * (AES-256-GCM, key from configuration) and never returned: answers show the last four digits.
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    driverId: integer('driver_id')
      .notNull()
      .references(() => drivers.id),
    name: text().notNull(),
    routingNumber: text('routing_number').notNull(),
    /** iv, auth tag and cipher text, base64, joined by dots. */
    accountNumberEncrypted: text('account_number_encrypted').notNull(),
    lastFour: text('last_four').notNull(),
    paymentProvider: text('payment_provider').notNull().default('bank'),
    status: text().$type<'valid' | 'invalid' | 'pending' | 'deleted'>().notNull().default('valid'),
    createdAt: ts('created_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    index('payment_methods_driver_idx').on(t.driverId),
    check('payment_methods_routing_check', sql`${t.routingNumber} ~ '^[0-9]{9}$'`),
    check('payment_methods_last_four_check', sql`${t.lastFour} ~ '^[0-9]{1,4}$'`),
    check('payment_methods_status_check', sql`${t.status} in ('valid', 'invalid', 'pending', 'deleted')`),
  ],
);

/** Credit, debit and payout requests (spec 2 §3, §4): approving one posts to the ledger. */
export const transactionRequests = pgTable(
  'transaction_requests',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    type: text().$type<TransactionRequestType>().notNull(),
    status: text().$type<TransactionRequestStatus>().notNull().default('pending'),
    driverId: integer('driver_id')
      .notNull()
      .references(() => drivers.id),
    rideId: integer('ride_id').references(() => rides.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    categoryId: integer('category_id').references(() => transactionCategories.id),
    companyId: integer('company_id').references(() => companies.id),
    description: text().notNull(),
    payoutType: text('payout_type').$type<PayoutType>(),
    paymentMethodId: integer('payment_method_id').references(() => paymentMethods.id),
    reference: text(),
    requestedBy: integer('requested_by').references(() => admins.id),
    reviewedBy: integer('reviewed_by').references(() => admins.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('transaction_requests_list_idx').on(t.type, t.status, t.id),
    index('transaction_requests_driver_ride_idx').on(t.driverId, t.rideId),
    check('transaction_requests_type_check', sql`${t.type} in ('credit', 'debit', 'payout')`),
    check(
      'transaction_requests_status_check',
      sql`${t.status} in ('pending', 'approved', 'declined', 'paid', 'billed')`,
    ),
    check('transaction_requests_amount_check', sql`${t.amountCents} > 0`),
    check(
      'transaction_requests_payout_check',
      sql`(${t.type} = 'payout') = (${t.payoutType} is not null) and (${t.paymentMethodId} is null or ${t.payoutType} = 'ach')`,
    ),
    check('transaction_requests_description_check', sql`char_length(${t.description}) <= 255`),
    check('transaction_requests_reference_check', sql`char_length(${t.reference}) <= 50`),
  ],
);

/** Payouts to drivers (spec 2 "Payout"): made from approved payout requests, paid through the bank. */
export const payouts = pgTable(
  'payouts',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    payoutNumber: text('payout_number').notNull(),
    driverId: integer('driver_id')
      .notNull()
      .references(() => drivers.id),
    transactionRequestId: integer('transaction_request_id').references(() => transactionRequests.id),
    type: text().$type<PayoutType>().notNull(),
    status: text().$type<PayoutStatus>().notNull().default('pending'),
    bankStatus: text('bank_status').$type<PayoutStatus>().notNull().default('pending'),
    quickbooksStatus: text('quickbooks_status').$type<PayoutStatus>().notNull().default('pending'),
    quickbooksId: text('quickbooks_id'),
    description: text().notNull(),
    note: text(),
    reference: text(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    paymentMethodId: integer('payment_method_id').references(() => paymentMethods.id),
    receiverEntityType: text('receiver_entity_type').notNull().default('driver'),
    companyId: integer('company_id').references(() => companies.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payouts_number_idx').on(t.payoutNumber),
    // A request has at most one live payout; a failed one stays beside the next (declined, approved again).
    uniqueIndex('payouts_request_live_idx')
      .on(t.transactionRequestId)
      .where(sql`${t.transactionRequestId} is not null and ${t.status} <> 'failed'`),
    index('payouts_list_idx').on(t.status, t.quickbooksStatus, t.createdAt),
    index('payouts_driver_idx').on(t.driverId),
    // The payouts list's search (number, reference, note) on a million rows: see payoutsWhere.
    index('payouts_search_trgm').using(
      'gin',
      sql`(${t.payoutNumber} || ' ' || coalesce(${t.reference}, '') || ' ' || coalesce(${t.note}, '')) gin_trgm_ops`,
    ),
    check('payouts_type_check', sql`${t.type} in ('zelle', 'check_pickup', 'check_mail', 'ach', 'cash')`),
    check('payouts_status_check', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
    check('payouts_bank_status_check', sql`${t.bankStatus} in ('pending', 'succeeded', 'failed')`),
    check('payouts_qb_status_check', sql`${t.quickbooksStatus} in ('pending', 'succeeded', 'failed')`),
    check('payouts_amount_check', sql`${t.amountCents} > 0`),
    check('payouts_ach_check', sql`${t.type} <> 'ach' or ${t.paymentMethodId} is not null`),
  ],
);
