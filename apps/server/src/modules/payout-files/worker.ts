import { PAYOUT_FILE_MESSAGES } from '@fleetdesk/contract';
import { createAccounting } from '../../platform/adapters/accounting';
import type { JobDefinition } from '../../platform/jobs';
import type { ModuleDeps } from '../../platform/module';
import { FileJobRefusal, runAchFile } from './ach-job';
import { runBankImport } from './bank-import';
import { runPayoutsExport } from './export-job';
import { createFileJobRecords, FILE_JOBS_QUEUE, type FileJobData } from './job-records';
import { runQuickbooksImport } from './quickbooks-job';

type WorkerDeps = Omit<ModuleDeps, 'jobs'>;

/**
 * The pg-boss job that runs every file job. A failure is recorded on the job at once (the admin sees
 * 'Something went wrong', or a refusal's own words) instead of waiting for retries; pg-boss retries only
 * a run that never finished (a crash), and a job already finished is not run again.
 */
export function fileJobsDefinition(deps: WorkerDeps): JobDefinition<FileJobData> {
  const records = createFileJobRecords(deps);
  const accounting = createAccounting(deps.config);
  return {
    name: FILE_JOBS_QUEUE,
    retryLimit: 2,
    retryDelaySeconds: 10,
    async handle({ fileJobId }) {
      const job = await records.start(fileJobId);
      if (!job) return;
      try {
        if (job.kind === 'payouts_export') await runPayoutsExport(deps, records, job);
        else if (job.kind === 'payouts_ach') await runAchFile(deps, records, job);
        else if (job.kind === 'bank_file_import') await runBankImport(deps, records, job);
        else await runQuickbooksImport(deps, accounting, records, job);
      } catch (error) {
        if (error instanceof FileJobRefusal) return records.fail(job.id, error.message);
        deps.log.error(
          `file job ${job.id} (${job.kind}) failed: ${error instanceof Error ? error.stack : error}`,
        );
        await records.fail(job.id, PAYOUT_FILE_MESSAGES.importFailed);
      }
    },
  };
}
