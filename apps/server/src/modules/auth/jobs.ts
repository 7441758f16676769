import { sql } from 'drizzle-orm';
import { purgeExpiredCodes } from '../../platform/adapters/notifier/outbox';
import { everyMinute, type JobDefinition } from '../../platform/jobs';
import type { ModuleDeps } from '../../platform/module';

export const PURGE_EXPIRED_JOB = 'auth.purge-expired';
export const PURGE_OUTBOX_CODES_JOB = 'auth.purge-outbox-codes';

/** Deletes sessions, codes and rate-limit windows that can no longer matter, every hour. */
export function purgeExpiredJob({ db }: Pick<ModuleDeps, 'db'>): JobDefinition<object> {
  return {
    name: PURGE_EXPIRED_JOB,
    cron: '17 * * * *',
    async handle() {
      await db.execute(
        sql`delete from sessions where expires_at < now() - interval '1 day' or revoked_at < now() - interval '1 day'`,
      );
      await db.execute(sql`delete from verification_codes where expires_at < now() - interval '1 day'`);
      await db.execute(sql`delete from rate_limits where window_start < now() - interval '1 day'`);
    },
  };
}

/** Erases sign-in codes the outbox kept for the log channel, every minute, once they have expired. */
export const purgeOutboxCodesJob = ({ db }: Pick<ModuleDeps, 'db'>): JobDefinition<object> =>
  everyMinute(PURGE_OUTBOX_CODES_JOB, () => purgeExpiredCodes(db));
