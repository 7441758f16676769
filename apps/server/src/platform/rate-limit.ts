import { createHash } from 'node:crypto';
import { MESSAGES } from '@fleetdesk/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { AppError } from './errors';

const MAX_KEY_LENGTH = 100;

/** Keys carry what a client sent (an e-mail, a forwarded address): a long one is stored as its digest. */
function boundedKey(key: string): string {
  return key.length <= MAX_KEY_LENGTH ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`;
}

const tooMany = () => new AppError('too_many_requests', MESSAGES.tooManyAttempts);

/**
 * Fixed-window counter kept in PostgreSQL so every server instance shares it: counts one more event
 * under `key` and answers how many the current window holds.
 */
export async function countEvent(db: DbOrTx, key: string, windowSeconds: number): Promise<number> {
  const result = await db.execute<{ count: number }>(sql`
    insert into rate_limits (key, window_start, count) values (${boundedKey(key)}, now(), 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start < now() - make_interval(secs => ${windowSeconds})
                   then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start < now() - make_interval(secs => ${windowSeconds})
                   then now() else rate_limits.window_start end
    returning count`);
  return Number(result.rows[0]?.count ?? 0);
}

/** Counts the attempt, then refuses with 429 once the window holds more than `limit` attempts. */
export async function consumeRateLimit(
  db: DbOrTx,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<void> {
  if ((await countEvent(db, key, windowSeconds)) > limit) throw tooMany();
}

/** Refuses with 429 while the current window already holds `limit` events; counts nothing. */
export async function assertUnderLimit(
  db: DbOrTx,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<void> {
  const result = await db.execute<{ count: number }>(sql`
    select count from rate_limits
    where key = ${boundedKey(key)} and window_start >= now() - make_interval(secs => ${windowSeconds})`);
  if (Number(result.rows[0]?.count ?? 0) >= limit) throw tooMany();
}
