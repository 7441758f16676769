import { type FileJob, type FileJobKind, PAYOUT_FILE_MESSAGES } from '@fleetdesk/contract';

/** What the progress toast says a job is doing. */
export const FILE_JOB_LABELS: Readonly<Record<FileJobKind, string>> = {
  payouts_export: 'Exporting payouts',
  payouts_ach: 'Writing the ACH file',
  bank_file_import: 'Importing the bank file',
  quickbooks_import: 'Sending payouts to QuickBooks',
  report_tlc_trips: 'Writing the TLC trip records',
  report_mta_taxes: 'Writing the yellow cab taxes report',
  report_daily_revenue: 'Writing the daily revenue stats',
  report_mta_otp: 'Writing the MTA OTP report',
};

export const isFinished = (job: Pick<FileJob, 'status'>): boolean =>
  job.status === 'succeeded' || job.status === 'failed';

/** Percent done, or null while the job has not counted its items yet (an indeterminate bar). */
export function progressPercent(job: Pick<FileJob, 'done' | 'total' | 'status'>): number | null {
  if (job.status === 'succeeded') return 100;
  if (job.total <= 0) return null;
  return Math.min(100, Math.round((job.done / job.total) * 100));
}

/** "Exporting payouts… 120 of 500". */
export function progressText(job: Pick<FileJob, 'kind' | 'done' | 'total'>): string {
  const label = FILE_JOB_LABELS[job.kind];
  return job.total > 0 ? `${label}… ${job.done} of ${job.total}` : `${label}…`;
}

export interface FinishedJobOutcome {
  toasts: { text: string; variant: 'success' | 'error' }[];
  /** The file to save, for an export or the ACH file. */
  download: { url: string; fileName: string } | null;
  /** Imports change payouts: the list and the edit dialog read them again. */
  refreshPayouts: boolean;
}

/**
 * What the page does when a job ends (spec 2 §8): the job's own success text ('Great! You have exported
 * payouts', 'Great! You have import Bank File!', 'Great You have import QuickBooks!'), or 'Something
 * went wrong' followed by the first wrong line, when the server named one.
 */
export function finishedJobOutcome(job: FileJob): FinishedJobOutcome {
  const refreshPayouts = job.kind === 'bank_file_import' || job.kind === 'quickbooks_import';
  if (job.status === 'failed') {
    const [first] = job.errors;
    const detail = first ? `Line ${first.line}: ${first.message}` : job.message;
    const toasts: FinishedJobOutcome['toasts'] = [
      { text: PAYOUT_FILE_MESSAGES.importFailed, variant: 'error' },
    ];
    if (detail && detail !== PAYOUT_FILE_MESSAGES.importFailed)
      toasts.push({ text: detail, variant: 'error' });
    return { toasts, download: null, refreshPayouts };
  }
  return {
    toasts: [{ text: job.message ?? PAYOUT_FILE_MESSAGES.exported, variant: 'success' }],
    download: job.url ? { url: job.url, fileName: job.file_name ?? 'payouts' } : null,
    refreshPayouts,
  };
}
