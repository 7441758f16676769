import type { FileJob, FileJobKind } from '@fleetdesk/contract';
import type { ModuleDeps } from '../module';
import { insertFileJob } from './queries';
import type { FileJobRecords } from './records';

/** What a file job's pg-boss message carries: the `file_jobs` row it runs. */
export interface FileJobData {
  fileJobId: number;
}

/**
 * Records a file job and hands it to pg-boss on `queue`; the answer is the queued job (no file yet).
 * A job pg-boss refused is marked failed at once: a job nobody will run must not read as queued forever.
 */
export async function queueFileJob(
  { db, jobs }: Pick<ModuleDeps, 'db' | 'jobs'>,
  records: FileJobRecords,
  queue: string,
  values: { kind: FileJobKind; createdBy: number; params?: Record<string, unknown>; inputKey?: string },
  failureMessage: string,
): Promise<{ job: FileJob; url: string | null }> {
  const row = await insertFileJob(db, { params: {}, ...values });
  try {
    await jobs.send<FileJobData>(queue, { fileJobId: row.id });
  } catch (error) {
    await records.fail(row.id, failureMessage);
    throw error;
  }
  const job = records.view(row);
  return { job, url: job.url };
}
