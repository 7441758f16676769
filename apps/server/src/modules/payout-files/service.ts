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
import { queueFileJob } from '../../platform/file-jobs/queue';
import { createFileJobRecords } from '../../platform/file-jobs/records';
import type { ModuleDeps } from '../../platform/module';
import { checkBankFile } from './bank-import';
import type { ExportParams } from './export-job';
import { countAchCandidates } from './queries';
import { PAYOUT_FILES_QUEUE } from './worker';

/** `POST /payouts/export` without filters: every payout of the last year (of one company, when named). */
const EXPORT_ALL_RANGE_HOURS = 24 * 366;

/** Payouts are the operator's money: facility users have none (as the payouts list decides). */
function assertOperatorStaff(caller: Caller) {
  if (caller.companyIds !== null) throw forbidden();
}

export function createPayoutFilesService(deps: ModuleDeps) {
  const { db, storage } = deps;
  const records = createFileJobRecords(deps);
  const accounting = createAccounting(deps.config);

  const queue = (
    caller: Caller,
    kind: FileJobKind,
    options: { params?: Record<string, unknown>; inputKey?: string } = {},
  ): Promise<{ job: FileJob; url: string | null }> =>
    queueFileJob(
      deps,
      records,
      PAYOUT_FILES_QUEUE,
      { kind, createdBy: caller.adminId, ...options },
      PAYOUT_FILE_MESSAGES.importFailed,
    );

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
