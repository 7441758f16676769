import {
  FILE_JOB_DOWNLOAD_KEYS,
  FILE_JOB_UPDATED_ACTION,
  type FileJob,
  type FileLineError,
} from '@fleetdesk/contract';
import type { ModuleDeps } from '../module';
import { type FileJobRow, finishFileJob, selectFileJob, setFileJobProgress, startFileJob } from './queries';

/** A job failure whose message the user may read (the rest say 'Something went wrong'). */
export class FileJobRefusal extends Error {}

/** Progress is published at most this often (and at the start and the end). */
const PROGRESS_EVERY_MS = 250;

export type FileJobRecords = ReturnType<typeof createFileJobRecords>;

/**
 * The life of a file job: queued by a request, started and advanced by the worker, finished with a
 * file or with what went wrong. Each change is published to the admin who asked, as the job reads
 * over HTTP (`GET /file-jobs/{id}`), so a page that missed an event can still ask.
 */
export function createFileJobRecords({
  db,
  realtime,
  fileLinks,
}: Pick<ModuleDeps, 'db' | 'realtime' | 'fileLinks'>) {
  const view = (row: FileJobRow): FileJob => ({
    id: row.id,
    kind: row.kind,
    status: row.status,
    done: row.done,
    total: row.total,
    message: row.message,
    errors: row.errors,
    url: row.resultKey ? fileLinks.urlOf(row.resultKey) : null,
    file_name: row.fileName,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  });

  const publish = (row: FileJobRow | undefined) => {
    if (row) realtime.emitToAdmin(FILE_JOB_UPDATED_ACTION, { job: view(row) }, row.createdBy);
  };

  return {
    view,
    publish,
    /**
     * The job as `reader` may see it: its progress and messages (any operator staff); its file's link
     * only for the admin who asked or a holder of the kind's download key (payouts.export for payout
     * files, since an ACH file holds whole account numbers; the report's own key for a report).
     */
    async readBy(id: number, reader: { adminId: number; permissions: ReadonlySet<string> }) {
      const row = await selectFileJob(db, id);
      if (!row) return undefined;
      const job = view(row);
      const mayDownload =
        row.createdBy === reader.adminId || reader.permissions.has(FILE_JOB_DOWNLOAD_KEYS[row.kind]);
      return mayDownload ? job : { ...job, url: null };
    },
    async start(id: number): Promise<FileJobRow | undefined> {
      const row = await startFileJob(db, id);
      publish(row);
      return row;
    },
    /** A progress reporter for one run: writes and publishes `done` of `total`, throttled. */
    progress(id: number) {
      let last = 0;
      return async (done: number, total: number) => {
        if (done < total && Date.now() - last < PROGRESS_EVERY_MS) return;
        last = Date.now();
        publish(await setFileJobProgress(db, id, done, total));
      };
    },
    async succeed(
      id: number,
      result: { message: string; done: number; total: number; resultKey?: string; fileName?: string },
    ) {
      publish(await finishFileJob(db, id, { status: 'succeeded', ...result }));
    },
    async fail(id: number, message: string, errors: FileLineError[] = []) {
      publish(await finishFileJob(db, id, { status: 'failed', message, errors }));
    },
  };
}
