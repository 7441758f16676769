import {
  type FileJob,
  type FileJobKind,
  PAYOUT_FILE_MESSAGES,
  type PayoutExportFormat,
  payouts,
} from '@fleetdesk/contract';
import { createAccounting } from '../../platform/adapters/accounting';
import { newStorageKey } from '../../platform/adapters/storage/keys';
import type { Caller } from '../../platform/auth/context';
import { AppError, forbidden, notFound } from '../../platform/errors';
import type { ModuleDeps } from '../../platform/module';
import { checkBankFile } from './bank-import';
import type { ExportParams } from './export-job';
import { createFileJobRecords, FILE_JOBS_QUEUE, type FileJobData } from './job-records';
import { countAchCandidates, insertFileJob } from './queries';

/** `POST /payouts/export` without filters: every payout of the last year (of one company, when named). */
const EXPORT_ALL_RANGE_HOURS = 24 * 366;

/** Payouts are the operator's money: facility users have none (as the payouts list decides). */
function assertOperatorStaff(caller: Caller) {
  if (caller.companyIds !== null) throw forbidden();
}

export function createPayoutFilesService(deps: ModuleDeps) {
  const { db, jobs, storage } = deps;
  const records = createFileJobRecords(deps);
  const accounting = createAccounting(deps.config);

  /** Records the job and hands it to pg-boss; the answer is the queued job (no file yet). */
  async function queue(
    caller: Caller,
    kind: FileJobKind,
    options: { params?: Record<string, unknown>; inputKey?: string } = {},
  ): Promise<{ job: FileJob; url: string | null }> {
    const row = await insertFileJob(db, { kind, createdBy: caller.adminId, params: {}, ...options });
    try {
      await jobs.send<FileJobData>(FILE_JOBS_QUEUE, { fileJobId: row.id });
    } catch (error) {
      // A job nobody will run must not read as queued forever.
      await records.fail(row.id, PAYOUT_FILE_MESSAGES.importFailed);
      throw error;
    }
    const job = records.view(row);
    return { job, url: job.url };
  }

  const queueExport = (caller: Caller, filters: payouts.PayoutFilters, format: PayoutExportFormat) => {
    assertOperatorStaff(caller);
    const params: ExportParams = { filters, format, requested_at: new Date().toISOString() };
    return queue(caller, 'payouts_export', { params: params as unknown as Record<string, unknown> });
  };

  return {
    exportAll(caller: Caller, body: { company_id?: number; format: PayoutExportFormat }) {
      const filters = payouts.payoutFilters.parse({
        range: EXPORT_ALL_RANGE_HOURS,
        company_ids: body.company_id === undefined ? undefined : String(body.company_id),
      });
      return queueExport(caller, filters, body.format);
    },

    exportWithFilter(caller: Caller, body: payouts.PayoutFilters & { format: PayoutExportFormat }) {
      const { format, ...filters } = body;
      return queueExport(caller, filters, format);
    },

    async achFile(caller: Caller) {
      assertOperatorStaff(caller);
      if ((await countAchCandidates(db)) === 0)
        throw new AppError('invalid', PAYOUT_FILE_MESSAGES.noAchPayouts);
      return queue(caller, 'payouts_ach');
    },

    /** Checks the whole file first (a wrong line: 422 naming it, nothing kept), then settles it in a job. */
    async importBankFile(caller: Caller, bytes: Uint8Array) {
      assertOperatorStaff(caller);
      await checkBankFile(db, bytes);
      const inputKey = newStorageKey(false, 'bank-files', 'text/csv');
      await storage.put(inputKey, bytes, 'text/csv');
      return queue(caller, 'bank_file_import', { inputKey });
    },

    /** A GET by the spec, yet it writes: so a read-only admin is refused here, as on every write. */
    quickbooksImport(caller: Caller) {
      if (caller.isReadOnly) throw forbidden();
      assertOperatorStaff(caller);
      if (!accounting) throw new AppError('conflict', PAYOUT_FILE_MESSAGES.quickbooksNotConnected);
      return queue(caller, 'quickbooks_import');
    },

    quickbooksStatus: async () => ({ connected: accounting !== null }),

    async getJob(caller: Caller, id: number) {
      assertOperatorStaff(caller);
      const job = await records.readBy(id, caller);
      if (!job) throw notFound('File job');
      return { job };
    },
  };
}
