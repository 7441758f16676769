import type { JobDefinition } from '../jobs';
import type { ModuleDeps } from '../module';
import type { FileJobRow } from './queries';
import type { FileJobData } from './queue';
import { createFileJobRecords, type FileJobRecords, FileJobRefusal } from './records';

/**
 * The pg-boss job that runs the file jobs of one queue. A failure is recorded on the job at once (the
 * admin reads `failureMessage`, or a refusal's own words) instead of waiting for retries; pg-boss
 * retries only a run that never finished (a crash), and a job already finished is not run again.
 */
export function fileJobDefinition(
  deps: Omit<ModuleDeps, 'jobs'>,
  queue: string,
  failureMessage: string,
  run: (records: FileJobRecords, job: FileJobRow) => Promise<void>,
): JobDefinition<FileJobData> {
  const records = createFileJobRecords(deps);
  return {
    name: queue,
    retryLimit: 2,
    retryDelaySeconds: 10,
    async handle({ fileJobId }) {
      const job = await records.start(fileJobId);
      if (!job) return;
      try {
        await run(records, job);
      } catch (error) {
        if (error instanceof FileJobRefusal) return records.fail(job.id, error.message);
        deps.log.error(
          `file job ${job.id} (${job.kind}) failed: ${error instanceof Error ? error.stack : error}`,
        );
        await records.fail(job.id, failureMessage);
      }
    },
  };
}
