import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import { startTestServer } from '../../test/server';
import { PURGE_EXPIRED_JOB } from '../modules/auth/jobs';

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
});
