import type pg from 'pg';

/**
 * Tables a refused request may write by design: every signed-in request touches its session, and
 * failed sign-ins are counted (rate limits, a code's tries). The Socket.IO adapter's table is its own.
 * A broker's call refused for its signature is logged as an exchange (webhook_events, webhooks).
 */
const WRITTEN_ON_REFUSAL = [
  'sessions',
  'verification_codes',
  'rate_limits',
  'socket_io_attachments',
  'webhook_events',
  'webhooks',
];

/**
 * Per application table: its row count and the newest row version's transaction id. An insert or an
 * update writes a row version with a new transaction id, a delete lowers the count, so any change
 * between two calls changes the fingerprint, for the price of one scan (no hashing of row text).
 */
export async function databaseFingerprint(pool: pg.Pool, alsoSkip: string[] = []): Promise<string> {
  const { rows: tables } = await pool.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' and not (table_name = any($1))
      order by table_name`,
    [[...WRITTEN_ON_REFUSAL, ...alsoSkip]],
  );
  const versions = tables.map(
    ({ name }) =>
      `select '${name}:' || count(*) || ':' || coalesce(max(xmin::text::bigint), 0) as v from "${name}"`,
  );
  const { rows } = await pool.query<{ v: string }>(versions.join(' union all '));
  return rows.map((r) => r.v).join('|');
}
