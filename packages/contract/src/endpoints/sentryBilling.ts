import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import {
  SENTRY_BILLING_STATUSES,
  SENTRY_INVOICE_STATUSES,
  SENTRY_REPORT_TYPES,
  SentryFile,
  SentryInvoice,
  SentryLog,
  SentryTrip,
} from '../entities/sentryBilling';
import { maxCharactersMessage } from '../messages';
import { idField, listSearch } from '../validation/common';

export * from '../entities/sentryBilling';

/**
 * Spec 3 §7 "Broker billing batches and trips" (decision 128). Billing staff only: `sentry.view` reads,
 * `sentry.manage` changes batches and writes their files; fleet users never, facility users never.
 */

/** `app_action` sent to staff after every change of a batch; payload `{ batch_id }`: read it again. */
export const SENTRY_BATCH_ACTION = 'sentry.batch_updated';

/** Spec 3 §9: sentry grids page 5 to 500; invoices and batches 50 a page. */
export const SENTRY_TRIP_PAGE_SIZES = [5, 25, 50, 100, 250, 500] as const;
export const SENTRY_TRIP_PAGE_SIZE = 50;
export const SENTRY_BATCH_PAGE_SIZE = 50;

/** Ours where the spec shows no text (spec 3 §8: batch actions' success messages). */
export const SENTRY_MESSAGES = {
  created: 'Great! You have created a new invoice batch!',
  updated: 'Great! You have updated the batch!',
  exported: 'Great! The invoice has been exported!',
  allBillable: 'Great! Every ride of the batch can be billed!',
  reportReady: 'Great! Your report is ready!',
  dateOrder: 'The end date must not be before the start date',
  dateRequired: 'Required',
  reportTypeRequired: 'Report type is required',
  nothingToBill: 'No ride of this batch can be billed: run the checks and read the logs',
  noRides: 'This batch holds no rides: assign rides first',
} as const;
export const statusSwitchedMessage = (label: string) => `Great! The batch is now ${label}!`;
export const ridesAssignedMessage = (n: number) => `Great! ${n} ride(s) assigned to the batch!`;
export const ridesHeldBackMessage = (n: number) =>
  `Checks done: ${n} ride(s) cannot be billed (see the logs)`;
export const notEditableMessage = (label: string) =>
  `The batch is ${label}: its dates and rides can no longer change`;
export const transitionMessage = (from: string, to: string) => `A batch cannot go from ${from} to ${to}`;

const isoTime = z.iso.datetime({
  offset: true,
  error: (issue) => (issue.input ? 'Invalid date' : SENTRY_MESSAGES.dateRequired),
});

/** A batch's range: both ends given, the end not before the start. */
const batchRange = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ ...shape, from_datetime: isoTime, to_datetime: isoTime }).superRefine((value, ctx) => {
    const { from_datetime: from, to_datetime: to } = value as { from_datetime: string; to_datetime: string };
    if (Date.parse(to) < Date.parse(from))
      ctx.addIssue({ code: 'custom', path: ['to_datetime'], message: SENTRY_MESSAGES.dateOrder });
  });

const batchParams = z.object({ id: idField });
const invoiceAnswer = z.object({ invoice: SentryInvoice, message: z.string() });
/** A batch's note: at most this many characters. */
export const SENTRY_NOTE_MAX = 1000;
const note = z
  .string()
  .trim()
  .max(SENTRY_NOTE_MAX, maxCharactersMessage(SENTRY_NOTE_MAX))
  .nullable()
  .optional();

const read = { tag: 'sentry', auth: 'user', permission: 'sentry.view', fleet: false } as const;
const manage = { tag: 'sentry', auth: 'user', permission: 'sentry.manage', fleet: false } as const;

export const listBatches = defineEndpoint({
  ...read,
  method: 'GET',
  path: '/billing/sentry/batches',
  summary: 'Invoice batches, newest first: search by id or note, filter by status, 50 a page',
  query: z.object({
    search: listSearch(100),
    status: z.enum(SENTRY_INVOICE_STATUSES).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  }),
  response: z.object({
    invoices: z.object({
      data: z.array(SentryInvoice),
      current_page: z.number().int(),
      per_page: z.number().int(),
      total: z.number().int(),
      next_page_url: z.string().nullable(),
    }),
  }),
});

export const createBatch = defineEndpoint({
  ...manage,
  method: 'POST',
  path: '/billing/sentry/batches',
  summary: 'A new open batch for a date range (rides are assigned by assign-rides)',
  body: batchRange({ note }),
  response: invoiceAnswer,
});

export const batchStatuses = defineEndpoint({
  ...read,
  method: 'GET',
  path: '/billing/sentry/batches/statuses',
  summary: 'The statuses a batch may have, with their labels, and where each may go',
  response: z.object({
    invoice_statuses: z.array(
      z.object({ id: z.enum(SENTRY_INVOICE_STATUSES), name: z.string(), next: z.array(z.string()) }),
    ),
  }),
});

export const batchLogs = defineEndpoint({
  ...read,
  method: 'GET',
  path: '/billing/sentry/batches/{id}/logs',
  summary: "The last check's findings: a line per ride that cannot be billed, and why",
  params: batchParams,
  response: z.object({ logs: z.array(SentryLog) }),
});

export const getBatch = defineEndpoint({
  ...read,
  method: 'GET',
  path: '/billing/sentry/batch/{id}',
  summary: 'One batch',
  params: batchParams,
  response: z.object({ invoice: SentryInvoice }),
});

export const batchFiles = defineEndpoint({
  ...read,
  method: 'GET',
  path: '/billing/sentry/batches/{id}/files',
  summary: "The batch's file history, newest first, each with who made it and a signed link",
  params: batchParams,
  response: z.object({ files: z.object({ data: z.array(SentryFile), total: z.number().int() }) }),
});

export const updateBatch = defineEndpoint({
  ...manage,
  method: 'POST',
  path: '/billing/sentry/batches/{id}',
  summary: "Changes the batch's dates and note; rides outside the new range leave the batch",
  params: batchParams,
  body: batchRange({ note }),
  response: invoiceAnswer,
});

export const switchBatchStatus = defineEndpoint({
  ...manage,
  method: 'POST',
  path: '/billing/sentry/batches/{id}/status',
  summary: 'Moves the batch to another status its current one allows (paid and rejected mark its rides)',
  params: batchParams,
  body: z.object({ status: z.enum(SENTRY_INVOICE_STATUSES) }),
  response: invoiceAnswer,
});

export const exportBatch = defineEndpoint({
  ...manage,
  // GET as spec 3 §7 has it, though it writes: the service refuses read-only admins itself.
  method: 'GET',
  path: '/billing/sentry/batches/{id}/export',
  summary:
    'Checks the rides and writes the invoice CSV of the billable ones (kept in the history); a write despite GET',
  params: batchParams,
  response: z.object({
    file_url: z.string(),
    status_code: z.number().int(),
    file: SentryFile,
    invoice: SentryInvoice,
    message: z.string(),
  }),
});

export const runBatchChecks = defineEndpoint({
  ...manage,
  method: 'POST',
  path: '/billing/sentry/batches/{id}/run-checks',
  summary:
    'Writes a log line per ride that cannot be billed (no signature, zero amount, no trip id, distance off)',
  params: batchParams,
  response: invoiceAnswer,
});

export const assignBatchRides = defineEndpoint({
  ...manage,
  method: 'POST',
  path: '/billing/sentry/batches/{id}/assign-rides',
  summary: "Puts the finished Sentry rides of the batch's range that no batch holds yet into it",
  params: batchParams,
  response: invoiceAnswer.extend({ assigned: z.number().int() }),
});

/** The Trips tab's age choices (days since pickup): how long a ride has waited, for chasing unbilled ones. */
export const SENTRY_TRIP_AGES = [7, 30, 60, 90] as const;

/** The Trips tab's filters: a day range (New York days), ride id, billing status, age, one batch. */
export const sentryTripsQuery = z.object({
  search: listSearch(40),
  older_than_days: z.coerce.number().int().min(1).max(3650).optional(),
  billing_status: z.enum(SENTRY_BILLING_STATUSES).optional(),
  batch_id: idField.optional(),
  start_date: z.iso.date().optional(),
  end_date: z.iso.date().optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(5).max(500).default(SENTRY_TRIP_PAGE_SIZE),
});
export type SentryTripsQuery = z.output<typeof sentryTripsQuery>;

export const listTrips = defineEndpoint({
  ...read,
  method: 'GET',
  path: '/billing/sentry/rides',
  summary: 'Sentry rides, newest pickup first, with their amounts, billing status and batch',
  query: sentryTripsQuery,
  response: z.object({
    rides: z.object({
      data: z.array(SentryTrip),
      current_page: z.number().int(),
      per_page: z.number().int(),
      total: z.number().int(),
      next_page_url: z.string().nullable(),
    }),
  }),
});

export const tripBillingStatuses = defineEndpoint({
  ...read,
  method: 'GET',
  path: '/billing/sentry/rides/statuses',
  summary: 'The billing statuses a ride may have',
  response: z.object({ billing_statuses: z.array(z.enum(SENTRY_BILLING_STATUSES)) }),
});

/** A report covers New York days, both counted, at most a quarter. */
export const SENTRY_REPORT_MAX_DAYS = 93;
export const sentryReportBody = z
  .object({
    start_date: z.iso.date({ error: SENTRY_MESSAGES.dateRequired }),
    end_date: z.iso.date({ error: SENTRY_MESSAGES.dateRequired }),
  })
  .superRefine((value, ctx) => {
    const days = (Date.parse(value.end_date) - Date.parse(value.start_date)) / 86_400_000 + 1;
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['end_date'], message: SENTRY_MESSAGES.dateOrder });
    else if (days > SENTRY_REPORT_MAX_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['end_date'],
        message: `A report covers at most ${SENTRY_REPORT_MAX_DAYS} days`,
      });
  });

export const downloadReport = defineEndpoint({
  ...read,
  method: 'POST',
  path: '/billing/sentry/reports/{report_type}',
  summary: 'Writes a report of the Sentry rides of a day range as CSV; the file is kept with who made it',
  params: z.object({
    report_type: z.enum(SENTRY_REPORT_TYPES, { error: SENTRY_MESSAGES.reportTypeRequired }),
  }),
  body: sentryReportBody,
  response: z.object({ file_url: z.string(), file: SentryFile, message: z.string() }),
});
