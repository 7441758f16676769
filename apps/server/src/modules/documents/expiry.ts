import { writeAudit } from '../../platform/audit';
import type { JobDefinition } from '../../platform/jobs';
import type { ModuleDeps } from '../../platform/module';
import { lockExpiredLiveDocuments, updateDocumentRow } from './queries';
import { actuality, businessDay } from './rules';

export const EXPIRE_DOCUMENTS_JOB = 'documents.expire';
/** 05:10 UTC is past midnight in New York in winter (00:10) and in summer (01:10). */
const DAILY_AFTER_NEW_YORK_MIDNIGHT = '10 5 * * *';

/**
 * Marks every pending or valid document that expired before today (New York) invalid and not actual,
 * with its actuality message and an audit row by the system, in one transaction. Reads already show
 * such documents as invalid; the job makes the stored status say so too. Returns the ids it marked.
 */
export async function expireDocuments({ db }: Pick<ModuleDeps, 'db'>, now = new Date()): Promise<number[]> {
  const today = businessDay(now);
  return db.transaction(async (tx) => {
    const expired = await lockExpiredLiveDocuments(tx, today);
    for (const document of expired) {
      await updateDocumentRow(tx, document.id, {
        status: 'invalid',
        ...actuality(document.expiresAt, today),
      });
      await writeAudit(tx, {
        adminId: null,
        action: 'document.expired',
        entityType: 'document',
        entityId: document.id,
        before: { status: document.status },
        after: { status: 'invalid', expires_at: document.expiresAt },
      });
    }
    return expired.map((d) => d.id);
  });
}

/** Daily, without retries: the next day's run picks up whatever a failed run left. */
export const expireDocumentsJob = (deps: Pick<ModuleDeps, 'db'>): JobDefinition<object> => ({
  name: EXPIRE_DOCUMENTS_JOB,
  cron: DAILY_AFTER_NEW_YORK_MIDNIGHT,
  retryLimit: 0,
  handle: async () => {
    await expireDocuments(deps);
  },
});
