import { PAYOUT_FILE_MESSAGES } from '@fleetdesk/contract';
import { createAccounting } from '../../platform/adapters/accounting';
import { fileJobDefinition } from '../../platform/file-jobs/definition';
import type { ModuleDeps } from '../../platform/module';
import { runAchFile } from './ach-job';
import { runBankImport } from './bank-import';
import { runPayoutsExport } from './export-job';
import { runQuickbooksImport } from './quickbooks-job';

/** The pg-boss queue the payout file jobs run on. */
export const PAYOUT_FILES_QUEUE = 'payout-files';

/** Runs each payout file job by its kind (the platform records its start, failure and progress). */
export function payoutFilesDefinition(deps: Omit<ModuleDeps, 'jobs'>) {
  const accounting = createAccounting(deps.config);
  return fileJobDefinition(deps, PAYOUT_FILES_QUEUE, PAYOUT_FILE_MESSAGES.importFailed, (records, job) => {
    if (job.kind === 'payouts_export') return runPayoutsExport(deps, records, job);
    if (job.kind === 'payouts_ach') return runAchFile(deps, records, job);
    if (job.kind === 'bank_file_import') return runBankImport(deps, records, job);
    return runQuickbooksImport(deps, accounting, records, job);
  });
}
