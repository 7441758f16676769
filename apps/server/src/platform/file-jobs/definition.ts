import type { JobDefinition } from '../jobs';
import type { ModuleDeps } from '../module';
import type { FileJobRow } from './queries';
import type { FileJobData } from './queue';
import { createFileJobRecords, type FileJobRecords, FileJobRefusal } from './records';

/** What a job given up says (its process died on every try, or its time ran out): a new start is safe. */
export const FILE_JOB_GIVEN_UP =
  'The job stopped before it finished (the server restarted or it ran out of time). Please start it again.';

/**
 * The pg-boss job that runs the file jobs of one queue. A failure is recorded on the job at once (the
 * admin reads `failureMessage`, or a refusal's own words) instead of waiting for retries; pg-boss
 * retries only a run that never finished (a crash), and a job already finished is not run again. When
 * the retries died too, the job is given up and ends failed with FILE_JOB_GIVEN_UP.
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
    // Without this a job whose process died on every try would read as running for ever (a toast
    // that never ends); a job that finished meanwhile is left as it was.
    async onGiveUp({ fileJobId }) {
      deps.log.error(`file job ${fileJobId} given up: its job died on every try`);
      await records.fail(fileJobId, FILE_JOB_GIVEN_UP);
    },
  };
}
