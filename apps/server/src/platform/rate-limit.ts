import { MESSAGES } from '@fleetdesk/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { AppError } from './errors';

/**
 * Fixed-window counter kept in PostgreSQL so every server instance shares it. Counts the attempt,
 * then refuses with 429 once the window holds more than `limit` attempts.
 */
export async function consumeRateLimit(
  db: DbOrTx,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<void> {
  const result = await db.execute<{ count: number }>(sql`
    insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start < now() - make_interval(secs => ${windowSeconds})
                   then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start < now() - make_interval(secs => ${windowSeconds})
                   then now() else rate_limits.window_start end
    returning count`);
  const count = Number(result.rows[0]?.count ?? 0);
  if (count > limit) throw new AppError('too_many_requests', MESSAGES.tooManyAttempts);
}
