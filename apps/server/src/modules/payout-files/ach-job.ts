import { newYorkDayOf, newYorkMidnight, PAYOUT_FILE_MESSAGES } from '@fleetdesk/contract';
import { newStorageKey } from '../../platform/adapters/storage/keys';
import { writeAudit } from '../../platform/audit';
import { type FileJobRow, finishFileJob } from '../../platform/file-jobs/queries';
import { type FileJobRecords, FileJobRefusal } from '../../platform/file-jobs/records';
import type { ModuleDeps } from '../../platform/module';
import { secretBoxOf } from '../../platform/secret-box';
import { achDates, fileIdModifier } from './ach-dates';
import { achName, buildAchFile, CHECKING_CREDIT } from './nacha';
import { countAchFilesSince, insertAchEntries, lockAchCandidates, lockAchFiles } from './queries';

/**
 * The ACH file (decision 105): in one transaction, the ach payouts pending at the bank that no file
 * holds yet are locked, their account numbers opened, the file written to storage, each payout
 * recorded in `ach_file_entries` with its trace number, and the job marked done. Two files made at
 * once never share a payout (the lock skips locked rows; the unique payout index is the backstop),
 * and a job retried after a crash finds its payouts either all in its own committed file or in none.
 */
export async function runAchFile(
  deps: Pick<ModuleDeps, 'db' | 'storage' | 'config'>,
  records: FileJobRecords,
  job: FileJobRow,
): Promise<void> {
  const box = secretBoxOf(deps.config);
  const report = records.progress(job.id);
  const now = new Date();
  const finished = await deps.db.transaction(async (tx) => {
    const entriesBefore = await lockAchFiles(tx);
    const candidates = await lockAchCandidates(tx);
    if (candidates.length === 0) throw new FileJobRefusal(PAYOUT_FILE_MESSAGES.noAchPayouts);
    const modifier = fileIdModifier(await countAchFilesSince(tx, newYorkMidnight(newYorkDayOf(now))));
    if (!modifier)
      throw new FileJobRefusal('Today has had 36 ACH files already; the next one can be made tomorrow.');
    const entries = [];
    for (const [i, payout] of candidates.entries()) {
      entries.push({
        transactionCode: CHECKING_CREDIT,
        routingNumber: payout.routingNumber,
        accountNumber: box.open(payout.accountNumberEncrypted),
        amountCents: payout.amountCents,
        individualId: String(payout.driverId),
        individualName: achName(payout.accountName ?? '', `${payout.firstName} ${payout.lastName}`),
      } as const);
      await report(i + 1, candidates.length);
    }
    const file = buildAchFile({
      origin: deps.config.ach,
      ...achDates(now),
      fileIdModifier: modifier,
      entries,
      firstSequence: entriesBefore + 1,
    });
    const key = newStorageKey(false, 'ach-files', 'text/plain');
    await deps.storage.put(key, Buffer.from(file.text, 'ascii'), 'text/plain');
    await insertAchEntries(
      tx,
      job.id,
      candidates.map((p, i) => ({
        payoutId: p.payoutId,
        traceNumber: file.traceNumbers[i] as string,
        amountCents: p.amountCents,
      })),
    );
    await writeAudit(tx, {
      adminId: job.createdBy,
      action: 'payouts.ach_file',
      entityType: 'file_job',
      entityId: job.id,
      after: {
        payouts: candidates.map((p) => p.payoutNumber),
        total_cents: file.totalCreditCents,
        entry_hash: file.entryHash,
        file_id_modifier: modifier,
      },
    });
    return finishFileJob(tx, job.id, {
      status: 'succeeded',
      message: PAYOUT_FILE_MESSAGES.exported,
      resultKey: key,
      fileName: `ach-${achDates(now).createdOn}-${modifier}.txt`,
      done: candidates.length,
      total: candidates.length,
    });
  });
  records.publish(finished);
}
