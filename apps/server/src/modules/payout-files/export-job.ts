import { PAYOUT_FILE_MESSAGES, type PayoutExportFormat, type payouts } from '@fleetdesk/contract';
import { newStorageKey } from '../../platform/adapters/storage/keys';
import type { FileJobRow } from '../../platform/file-jobs/queries';
import type { FileJobRecords } from '../../platform/file-jobs/records';
import type { ModuleDeps } from '../../platform/module';
import { findPayoutsForExport } from '../payouts/service';
import { toPayout } from '../payouts/views';
import { formatRequestedOn, payoutCells, payoutsCsv, payoutsXlsx } from './spreadsheet';

/** What an export job keeps in `params`: the list filters (parsed), the format, and when it was asked. */
export interface ExportParams {
  filters: payouts.PayoutFilters;
  format: PayoutExportFormat;
  requested_at: string;
}

const CONTENT_TYPES = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** Rows between two progress reports. */
const PROGRESS_STEP = 500;

/** The file name the browser saves: `payouts-2026-11-25-0930.csv`, New York time like the file's dates. */
export const exportFileName = (at: Date, format: PayoutExportFormat): string =>
  `payouts-${formatRequestedOn(at.toISOString()).replace(' ', '-').replace(':', '')}.${format}`;

/**
 * Writes the payouts matching the filters (as they stood when asked: the time window is fixed at the
 * request) to CSV or XLSX in the storage adapter, privately; the job's url is a signed link to it.
 */
export async function runPayoutsExport(
  deps: Pick<ModuleDeps, 'db' | 'storage'>,
  records: FileJobRecords,
  job: FileJobRow,
): Promise<void> {
  const params = job.params as unknown as ExportParams;
  const requestedAt = new Date(params.requested_at);
  const payouts = await findPayoutsForExport(deps.db, { companyIds: null }, params.filters, requestedAt);
  const report = records.progress(job.id);
  const rows = [];
  for (const [i, row] of payouts.entries()) {
    rows.push(payoutCells(toPayout(row)));
    if ((i + 1) % PROGRESS_STEP === 0) await report(i + 1, payouts.length);
  }
  const bytes = params.format === 'xlsx' ? await payoutsXlsx(rows) : payoutsCsv(rows);
  const contentType = CONTENT_TYPES[params.format];
  const key = newStorageKey(false, 'exports', contentType);
  await deps.storage.put(key, bytes, contentType);
  await records.succeed(job.id, {
    message: PAYOUT_FILE_MESSAGES.exported,
    done: rows.length,
    total: rows.length,
    resultKey: key,
    fileName: exportFileName(requestedAt, params.format),
  });
}
