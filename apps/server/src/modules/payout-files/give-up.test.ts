import type { FileJob } from '@fleetdesk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call } from '../../../test/api';
import { tokenForEmail } from '../../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { loadConfig } from '../../config';
import { fileJobs } from '../../db/schema';
import { FILE_JOB_GIVEN_UP } from '../../platform/file-jobs/definition';
import { payoutFilesDefinition } from './worker';

let server: TestServer;
let admin: string;
const readJob = async (id: number) =>
  (await call<{ job: FileJob }>(server.url, 'GET', `/file-jobs/${id}`, { token: admin })).body.job;

/** The payout files' job as a worker runs it; a job given up touches only its `file_jobs` row. */
const definition = () =>
  payoutFilesDefinition({
    db: server.database.db,
    realtime: server.app.realtime,
    fileLinks: server.app.fileLinks,
    config: loadConfig({ DATA_DIR: '/tmp', WEB_DIST: '/nonexistent' }),
    log: { info: () => {}, warn: () => {}, error: () => {} },
  } as never);

async function queuedExport(): Promise<number> {
  const res = await call<{ job: FileJob }>(server.url, 'POST', '/payouts/export-with-filter', {
    token: admin,
    body: { format: 'csv' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.job.id;
}

beforeAll(async () => {
  // No worker: a queued job stays queued, as one whose process died on every try stays running.
  server = await startTestServer({ env: { JOBS: 'false' } });
  admin = await tokenForEmail(server.database.db, ADMIN);
}, 60_000);
afterAll(() => server.close());

describe('a file job whose pg-boss job is given up', () => {
  it('ends failed with a message saying to start it again, not running for ever', async () => {
    const id = await queuedExport();
    // Its process died mid-run: the row says running.
    await server.database.db
      .update(fileJobs)
      .set({ status: 'running', done: 3, total: 10 })
      .where(eq(fileJobs.id, id));
    await definition().onGiveUp?.({ fileJobId: id });
    const job = await readJob(id);
    expect(job).toMatchObject({ status: 'failed', message: FILE_JOB_GIVEN_UP, url: null });
    expect(job.finished_at).not.toBeNull();
  });

  it('leaves a job that already ended as it was', async () => {
    const id = await queuedExport();
    await server.database.db
      .update(fileJobs)
      .set({ status: 'succeeded', message: 'Great! You have exported payouts', finishedAt: new Date() })
      .where(eq(fileJobs.id, id));
    await definition().onGiveUp?.({ fileJobId: id });
    expect(await readJob(id)).toMatchObject({
      status: 'succeeded',
      message: 'Great! You have exported payouts',
    });
  });
});
