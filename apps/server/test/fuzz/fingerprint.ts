import type pg from 'pg';

/**
 * Tables a refused request may write by design: every signed-in request touches its session, and
 * failed sign-ins are counted (rate limits, a code's tries). The Socket.IO adapter's table is its own.
 */
const WRITTEN_ON_REFUSAL = ['sessions', 'verification_codes', 'rate_limits', 'socket_io_attachments'];

/**
 * A digest of every application table's rows (order-independent), so any insert, update or delete
 * between two calls changes it. Cheap on the test demo (a few thousand rows).
 */
export async function databaseFingerprint(pool: pg.Pool): Promise<string> {
  const { rows: tables } = await pool.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' and not (table_name = any($1))
      order by table_name`,
    [WRITTEN_ON_REFUSAL],
  );
  const digests = tables.map(
    ({ name }) =>
      `select '${name}:' || count(*) || ':' || coalesce(md5(string_agg(md5(t::text), '' order by md5(t::text))), '') as d from "${name}" t`,
  );
  const { rows } = await pool.query<{ d: string }>(digests.join(' union all '));
  return rows.map((r) => r.d).join('|');
}
