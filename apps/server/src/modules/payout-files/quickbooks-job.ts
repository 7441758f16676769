import { type FileLineError, newYorkDayOf, PAYOUT_FILE_MESSAGES } from '@fleetdesk/contract';
import { type Accounting, AccountingError } from '../../platform/adapters/accounting';
import { writeAudit } from '../../platform/audit';
import type { FileJobRow } from '../../platform/file-jobs/queries';
import type { FileJobRecords } from '../../platform/file-jobs/records';
import type { ModuleDeps } from '../../platform/module';
import { selectQuickbooksCandidates, setQuickbooksResult } from './queries';

/**
 * Sends each paid payout QuickBooks has no id for, one at a time, and stores the id it answers
 * (QB Status Done, QB ID). A payout QuickBooks refuses is marked failed there and listed in the job's
 * errors (its position in the run as the line); the others still go. A resend is safe: the payout
 * number is QuickBooks' request id.
 */
export async function runQuickbooksImport(
  deps: Pick<ModuleDeps, 'db'>,
  accounting: Accounting | null,
  records: FileJobRecords,
  job: FileJobRow,
): Promise<void> {
  if (!accounting) return records.fail(job.id, PAYOUT_FILE_MESSAGES.quickbooksNotConnected);
  const candidates = await selectQuickbooksCandidates(deps.db);
  const report = records.progress(job.id);
  const errors: FileLineError[] = [];
  let sent = 0;
  for (const [i, payout] of candidates.entries()) {
    const names = `${payout.firstName} ${payout.lastName}`;
    try {
      const { id } = await accounting.recordPayout({
        payoutNumber: payout.payoutNumber,
        driverId: payout.driverId,
        payeeName: payout.businessName || names,
        amountCents: payout.amountCents,
        paidOn: newYorkDayOf(payout.paidAt),
        memo: payout.description,
      });
      await deps.db.transaction(async (tx) => {
        if (!(await setQuickbooksResult(tx, payout.id, { status: 'succeeded', id }))) return;
        sent++;
        await writeAudit(tx, {
          adminId: job.createdBy,
          action: 'payout.quickbooks_import',
          entityType: 'payout',
          entityId: payout.id,
          after: { quickbooks_status: 'succeeded', quickbooks_id: id },
        });
      });
    } catch (error) {
      if (!(error instanceof AccountingError)) throw error;
      await setQuickbooksResult(deps.db, payout.id, { status: 'failed' });
      errors.push({ line: i + 1, message: `${payout.payoutNumber}: ${error.message}` });
    }
    await report(i + 1, candidates.length);
  }
  if (errors.length > 0) return records.fail(job.id, PAYOUT_FILE_MESSAGES.importFailed, errors);
  await records.succeed(job.id, {
    message: PAYOUT_FILE_MESSAGES.quickbooksImported,
    done: sent,
    total: candidates.length,
  });
}
