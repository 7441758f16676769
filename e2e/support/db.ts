import pg from 'pg';
import { e2eDatabaseUrl } from './env';

/** Runs one query against the e2e server's database (the same data the app shows). */
export async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * The newest sign-in code sent to `email` (by e-mail, or by SMS to that user's phone), read from the
 * outbox the way a developer reads it from the server log. Waits briefly for it to arrive.
 */
export async function readLatestCode(email: string, sentAfter = new Date(0)): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const rows = await query<{ body: string }>(
      `select o.body from outbox o
       where (o.recipient = $1 or o.recipient = (select phone_number from admins where lower(email) = lower($1)))
         and o.created_at >= $2
       order by o.id desc limit 1`,
      [email, sentAfter],
    );
    const code = rows[0]?.body.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No verification code was sent to ${email}`);
}
