import { z } from 'zod';
import type { PermissionKey } from '../permissions';

/**
 * A file job (issue 11 points 7-8): an export or import of payouts run by pg-boss, with its progress.
 * `payouts_export` writes a CSV or XLSX of the payouts list; `payouts_ach` the NACHA file of the ach
 * payouts pending at the bank; `bank_file_import` settles payouts from the bank's returns file;
 * `quickbooks_import` sends paid payouts to QuickBooks. The `report_*` kinds write a report page's file
 * (spec 3 §2 "Report pages", decision 125).
 */
export const FILE_JOB_KINDS = [
  'payouts_export',
  'payouts_ach',
  'bank_file_import',
  'quickbooks_import',
  'report_tlc_trips',
  'report_mta_taxes',
  'report_daily_revenue',
  'report_mta_otp',
] as const;
export type FileJobKind = (typeof FILE_JOB_KINDS)[number];

/** Besides the admin who asked, who may download a job's file: it holds what the kind's page shows. */
export const FILE_JOB_DOWNLOAD_KEYS: Readonly<Record<FileJobKind, PermissionKey>> = {
  payouts_export: 'payouts.export',
  payouts_ach: 'payouts.export',
  bank_file_import: 'payouts.export',
  quickbooks_import: 'payouts.export',
  report_tlc_trips: 'reporting.view_monthly_reports_page',
  report_mta_taxes: 'reporting.view_monthly_reports_page',
  report_daily_revenue: 'reporting.view_daily_revenue_stats',
  report_mta_otp: 'reporting.view_mta_otp_pickup_and_acceptance',
};

export const FILE_JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type FileJobStatus = (typeof FILE_JOB_STATUSES)[number];

/** The formats of `POST /payouts/export` and `/export-with-filter` (the ACH file has its own call). */
export const PAYOUT_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type PayoutExportFormat = (typeof PAYOUT_EXPORT_FORMATS)[number];

/** One wrong line of an imported file: its 1-based number and what is wrong with it. */
export const FileLineError = z.object({ line: z.number().int(), message: z.string() });
export type FileLineError = z.infer<typeof FileLineError>;

export const FileJob = z.object({
  id: z.number().int(),
  kind: z.enum(FILE_JOB_KINDS),
  status: z.enum(FILE_JOB_STATUSES),
  /** Items handled so far, of `total` (0 of 0 until the job has counted them). */
  done: z.number().int(),
  total: z.number().int(),
  /** The spec's success text once succeeded, or what went wrong once failed. */
  message: z.string().nullable(),
  errors: z.array(FileLineError),
  /** A signed, expiring link to the produced file (exports), signed afresh on every read. */
  url: z.string().nullable(),
  file_name: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type FileJob = z.infer<typeof FileJob>;

/** Spec 2 §8: the toasts of the payouts list's Import/export menu, and the server's own words. */
export const PAYOUT_FILE_MESSAGES = {
  exported: 'Great! You have exported payouts',
  bankFileImported: 'Great! You have import Bank File!',
  quickbooksImported: 'Great You have import QuickBooks!',
  importFailed: 'Something went wrong',
  quickbooksNotConnected: 'QuickBooks is not connected',
  noAchPayouts: 'There are no approved ach payouts waiting for an ACH file.',
  /** A bank file whose lines are all settled already, or have nothing to settle. */
  emptyBankFile: 'The file has no payouts.',
} as const;

/** The answer to a request that starts a file job: the job (queued), and its file's link once made. */
export const FileJobAnswer = z.object({
  job: FileJob,
  /** Spec 2 §7 "returns url": null until the job has written the file; then the signed link. */
  url: z.string().nullable(),
});
