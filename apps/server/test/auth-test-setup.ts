import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { DEMO_PASSWORD } from './api';
import { startTestServer, type TestServer } from './server';

/** What the sign-in tests share (auth*.test.ts of modules/auth). */

export const credentials = (email: string, type: 'sms' | 'email' = 'email') => ({
  email,
  password: DEMO_PASSWORD,
  type,
});

/** Forgets a user's codes, so the next request sends one whatever the cooldown. */
export const resetCodeOn = (target: TestServer, email: string) =>
  target.database.db.execute(
    sql`delete from verification_codes where admin_id = (select id from admins where email = ${email})`,
  );

/** Starts a server for the file whose rate limit the tests never reach; the context fills in beforeAll. */
export function authTestServer() {
  const t = { server: undefined as unknown as TestServer };
  beforeAll(async () => {
    t.server = await startTestServer({ env: { AUTH_RATE_LIMIT: '1000' } });
  });
  afterAll(() => t.server.close());
  return t;
}
