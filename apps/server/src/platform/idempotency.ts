import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { AppError } from './errors';

export interface IdempotentCall {
  adminId: number;
  /** The Idempotency-Key header; without one the write simply runs once. */
  key: string | undefined;
  /** The endpoint and the entity it writes to, e.g. "billing.quickCreate 12". */
  route: string;
  body: unknown;
}

const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/**
 * Runs a money write in one transaction, exactly once per (caller, Idempotency-Key): concurrent
 * requests with one key wait on an advisory lock, and the answer is stored in the same transaction as
 * the write, so a retry (after a timeout, a double click, a lost answer) gets the first answer back and
 * changes nothing. The same key sent with another request is refused.
 */
export async function runIdempotent<T>(
  db: Db,
  call: IdempotentCall,
  write: (tx: DbOrTx) => Promise<T>,
): Promise<T> {
  const { key } = call;
  if (!key) return db.transaction(write);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${call.adminId}:${key}`}, 0))`);
    const requestHash = hashOf({ route: call.route, body: call.body });
    const [stored] = await tx
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.adminId, call.adminId), eq(idempotencyKeys.key, key)));
    if (stored) {
      if (stored.requestHash !== requestHash)
        throw new AppError('invalid', 'This Idempotency-Key was already used for another request.');
      return stored.response as T;
    }
    const answer = await write(tx);
    await tx.insert(idempotencyKeys).values({
      key,
      adminId: call.adminId,
      route: call.route,
      requestHash,
      statusCode: 200,
      response: answer as object,
    });
    return answer;
  });
}

/** The journal key of a write: the caller's Idempotency-Key when sent, else one of its own. */
export const journalKeyOf = (call: Pick<IdempotentCall, 'adminId' | 'key'>, fallback: string): string =>
  call.key ? `http:${call.adminId}:${call.key}` : fallback;
