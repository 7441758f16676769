import { z } from 'zod';

/**
 * Sentry billing (spec 3 §3, decision 128): invoice batches of finished Sentry rides, the files made for
 * them, the check findings, and the trips as the billing screens show them. Amounts are dollars.
 */

/** A batch's life (ours: the spec lets the server name them). The first is where a new batch starts. */
export const SENTRY_INVOICE_STATUSES = [
  'open',
  'checked',
  'exported',
  'submitted',
  'paid',
  'rejected',
  'cancelled',
] as const;
export type SentryInvoiceStatus = (typeof SENTRY_INVOICE_STATUSES)[number];
export const SENTRY_INVOICE_STATUS_LABELS: Readonly<Record<SentryInvoiceStatus, string>> = {
  open: 'Open',
  checked: 'Checked',
  exported: 'Exported',
  submitted: 'Submitted to Sentry',
  paid: 'Paid',
  rejected: 'Rejected by Sentry',
  cancelled: 'Cancelled',
};

/** A ride's billing status (spec 3 §4: paid, pending, failed). */
export const SENTRY_BILLING_STATUSES = ['pending', 'paid', 'failed'] as const;
export type SentryBillingStatus = (typeof SENTRY_BILLING_STATUSES)[number];

/** Why run-checks holds a ride back from the invoice, each with the words of its log line. */
export const SENTRY_CHECK_CODES = [
  'not_finished',
  'no_signature',
  'zero_amount',
  'missing_trip_id',
  'distance_off',
] as const;
export type SentryCheckCode = (typeof SENTRY_CHECK_CODES)[number];

/** The reports of the Trips tab's Reports dialog (spec 3 §7 POST /billing/sentry/reports/{report_type}). */
export const SENTRY_REPORT_TYPES = [
  'distance-correction-report',
  'compliant-drivers',
  'new-trip-id-needed',
] as const;
export type SentryReportType = (typeof SENTRY_REPORT_TYPES)[number];
export const SENTRY_REPORT_LABELS: Readonly<Record<SentryReportType, string>> = {
  'distance-correction-report': 'Distance correction report',
  'compliant-drivers': 'Compliant drivers',
  'new-trip-id-needed': 'New trip id needed',
};

/** What a kept file is: a batch's invoice, or one of the reports. */
export const SENTRY_FILE_TYPES = ['invoice', ...SENTRY_REPORT_TYPES] as const;
export type SentryFileType = (typeof SENTRY_FILE_TYPES)[number];

const isoTime = z.string();

export const SentryInvoice = z.object({
  id: z.number().int(),
  status: z.enum(SENTRY_INVOICE_STATUSES),
  note: z.string().nullable(),
  from_datetime: isoTime,
  to_datetime: isoTime,
  /** Rides held by the batch. */
  total_rides: z.number().int(),
  /** What the last invoice billed (0 until exported). */
  billed_amount: z.number(),
  /** Rides on the last invoice. */
  invoiced_rides: z.number().int(),
  /** Rides the last check held back (null: never checked since the rides or dates last changed). */
  problem_rides: z.number().int().nullable(),
  created_by: z.string().nullable(),
  created_at: isoTime,
  updated_at: isoTime,
});
export type SentryInvoice = z.infer<typeof SentryInvoice>;

export const SentryFile = z.object({
  id: z.number().int(),
  batch_id: z.number().int().nullable(),
  type: z.enum(SENTRY_FILE_TYPES),
  name: z.string(),
  /** Who made the file (spec: uploaded_by). */
  uploaded_by: z.string().nullable(),
  created_at: isoTime,
  /** A signed, expiring link to the file. */
  path: z.string(),
  rows: z.number().int(),
});
export type SentryFile = z.infer<typeof SentryFile>;

export const SentryLog = z.object({
  id: z.number().int(),
  ride_id: z.number().int(),
  code: z.enum(SENTRY_CHECK_CODES),
  note: z.string(),
  created_at: isoTime,
});
export type SentryLog = z.infer<typeof SentryLog>;

/** A Sentry trip (spec 3 §3 "Sentry trip" and "Batch ride"). */
export const SentryTrip = z.object({
  id: z.number().int(),
  reference_id: z.string().nullable(),
  pickup_at: isoTime,
  dropoff_at: isoTime.nullable(),
  pickup: z.string(),
  dropoff: z.string(),
  ride_type: z.string(),
  /** The rider. */
  names: z.string(),
  driver_company: z.string().nullable(),
  driver_names: z.string().nullable(),
  driver_id: z.number().int().nullable(),
  car_id: z.number().int().nullable(),
  distance: z.number(),
  vendor_distance: z.number().nullable(),
  vendor_amount: z.number().nullable(),
  driver_net: z.number(),
  amount_charged: z.number().nullable(),
  status: z.string(),
  billing_status: z.enum(SENTRY_BILLING_STATUSES),
  rider_signature_url: z.string().nullable(),
  batch_id: z.number().int().nullable(),
});
export type SentryTrip = z.infer<typeof SentryTrip>;
