import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import { startTestServer } from '../../test/server';
import { PURGE_EXPIRED_JOB } from '../modules/auth/jobs';
import { deadLetterQueue, startJobs } from './jobs';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const expiredSessions = async () =>
  Number(
    (
      await database.db.execute<{ n: string }>(
        sql`select count(*) as n from sessions where expires_at < now() - interval '1 day'`,
      )
    ).rows[0]?.n,
  );

describe('jobs', () => {
  it('runs a job queued before a restart once the server is back', async () => {
    await database.db.execute(sql`
      insert into sessions (admin_id, token_hash, expires_at)
      select id, 'old-' || id, now() - interval '3 days' from admins limit 2`);
    expect(await expiredSessions()).toBe(2);

    const stopped = await startTestServer({ database, env: { JOBS: 'false' } });
    expect(await stopped.app.jobs.send(PURGE_EXPIRED_JOB, {})).toBeTruthy();
    await stopped.close();
    expect(await expiredSessions()).toBe(2);

    const restarted = await startTestServer({ database, env: { JOBS: 'true' } });
    try {
      for (let i = 0; i < 100 && (await expiredSessions()) > 0; i++)
        await new Promise((r) => setTimeout(r, 200));
      expect(await expiredSessions()).toBe(0);
    } finally {
      await restarted.close();
    }
  });

  it('retries a failing job with backoff, then leaves it in its dead-letter queue with its data', async () => {
    const name = 'always-fails';
    const tries: Date[] = [];
    const failures: string[] = [];
    const jobs = await startJobs(
      database.url,
      [
        {
          name,
          retryLimit: 2,
          retryDelaySeconds: 1,
          handle: async () => {
            tries.push(new Date());
            throw new Error('the partner is down');
          },
        },
      ],
      { work: true, onError: () => {}, onJobFailed: (message) => failures.push(message) },
    );
    const deadJobs = () =>
      database.db.execute<{ data: { ride: number } }>(
        sql`select data from pgboss.job where name = ${deadLetterQueue(name)}`,
      );
    try {
      await jobs.send(name, { ride: 7 });
      for (let i = 0; i < 150 && (await deadJobs()).rows.length === 0; i++)
        await new Promise((r) => setTimeout(r, 100));
      expect((await deadJobs()).rows.map((r) => r.data)).toEqual([{ ride: 7 }]);
      // The first try and two retries, each later than the one before by at least the retry delay.
      expect(tries).toHaveLength(3);
      const gaps = tries.slice(1).map((t, i) => t.getTime() - (tries[i] as Date).getTime());
      for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(1000);
      expect(failures).toHaveLength(3);
      expect(failures[0]).toMatch(/^job always-fails .+ failed: the partner is down$/);
    } finally {
      await jobs.close();
    }
  });

  it('tells a job’s owner once it is given up, with its data', async () => {
    const name = 'gives-up';
    const givenUp: object[] = [];
    const jobs = await startJobs(
      database.url,
      [
        {
          name,
          retryLimit: 0,
          handle: async () => {
            throw new Error('the matrix is too big');
          },
          onGiveUp: async (data) => {
            givenUp.push(data);
          },
        },
      ],
      { work: true, onError: () => {} },
    );
    try {
      await jobs.send(name, { run: 9 });
      for (let i = 0; i < 150 && givenUp.length === 0; i++) await new Promise((r) => setTimeout(r, 100));
      await new Promise((r) => setTimeout(r, 1500));
      expect(givenUp).toEqual([{ run: 9 }]);
    } finally {
      await jobs.close();
    }
  });

  it('refuses to start with a JOBS list naming no job, and names the jobs there are', async () => {
    const refused = startTestServer({ database, env: { JOBS: 'payout-files,payout-file' } });
    await expect(refused).rejects.toThrow(
      /^Invalid configuration: JOBS: no job is called payout-file \(the jobs: .*\bpayout-files\b/,
    );
    // Queues, and background work that is no queue (late-risk), as the browser tests' server lists them.
    const jobs = 'payout-files,routing-run,notify-drivers,report-files,standing-orders,late-risk';
    await (await startTestServer({ database, env: { JOBS: jobs } })).close();
  });
});
