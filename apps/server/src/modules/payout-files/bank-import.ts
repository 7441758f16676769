import { type FileLineError, PAYOUT_FILE_MESSAGES } from '@fleetdesk/contract';
import type { DbOrTx } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { type FileJobRow, finishFileJob } from '../../platform/file-jobs/queries';
import type { FileJobRecords } from '../../platform/file-jobs/records';
import type { ModuleDeps } from '../../platform/module';
import { isBankStatusEditable } from '../payouts/rules';
import { settlePayout } from '../payouts/settlement';
import {
  type BankReturn,
  lineMessage,
  type Parsed,
  parseBankReturns,
  returnsProblems,
  type StoredPayoutState,
} from './bank-returns';
import { isNachaFile, type NachaReturn, parseNachaReturns } from './nacha-returns';
import { selectAchEntriesByTrace, selectPayoutsByNumber } from './queries';

/**
 * A bank file read whole: our CSV of returns, or the bank's NACHA return file, whose entries are found
 * by the trace numbers of the ACH files we sent (each must match its entry's amount and driver).
 */
export async function readBankFile(db: DbOrTx, bytes: Uint8Array): Promise<Parsed> {
  const text = Buffer.from(bytes).toString('utf8');
  if (!isNachaFile(text)) return parseBankReturns(bytes);
  const parsed = parseNachaReturns(text);
  if (!parsed.ok) return parsed;
  const entries = await selectAchEntriesByTrace(
    db,
    parsed.returns.map((r) => r.originalTrace),
  );
  const errors: FileLineError[] = [];
  const returns: BankReturn[] = [];
  for (const r of parsed.returns) {
    const matching = entries.filter((e) => e.traceNumber === r.originalTrace && sameEntry(e, r));
    if (matching.length !== 1 || returns.some((known) => known.payoutNumber === matching[0]?.payoutNumber))
      errors.push({
        line: r.line,
        message: `No single payout of our ACH files has the trace number ${r.originalTrace} and this amount.`,
      });
    else
      returns.push({
        line: r.line,
        payoutNumber: matching[0]?.payoutNumber as string,
        outcome: 'failed',
        reason: r.reason,
      });
  }
  return errors.length > 0 ? { ok: false, errors: errors.slice(0, 50) } : { ok: true, returns };
}

const sameEntry = (entry: { amountCents: number; driverId: number }, r: NachaReturn) =>
  entry.amountCents === r.amountCents && String(entry.driverId) === r.individualId;

/**
 * The payouts a bank file names (read, or locked inside the import's transaction), and the lines they
 * refuse.
 */
async function storedState(db: DbOrTx, returns: BankReturn[], lock: boolean) {
  const rows = await selectPayoutsByNumber(
    db,
    returns.map((r) => r.payoutNumber),
    lock,
  );
  const stored = new Map<string, StoredPayoutState & { id: number }>(
    rows.map((row) => [row.payoutNumber, row]),
  );
  return { stored, problems: returnsProblems(returns, stored, (type) => !isBankStatusEditable(type)) };
}

/** A refused file: 422, the first wrong line in the message, every wrong line under `imported_file`. */
export const refusedFile = (errors: FileLineError[]) =>
  new AppError('invalid', lineMessage(errors[0] as FileLineError), {
    imported_file: errors.map(lineMessage),
  });

/**
 * The request's check of a bank file: it must read whole and name only payouts it may settle, or the
 * answer says which lines are wrong and nothing is stored or changed. Answers the lines to settle.
 */
export async function checkBankFile(db: DbOrTx, bytes: Uint8Array): Promise<BankReturn[]> {
  const parsed = await readBankFile(db, bytes);
  if (!parsed.ok) throw refusedFile(parsed.errors);
  const { problems } = await storedState(db, parsed.returns, false);
  if (problems.length > 0) throw refusedFile(problems);
  return parsed.returns;
}

class RefusedInJob extends Error {
  constructor(readonly errors: FileLineError[]) {
    super(lineMessage(errors[0] as FileLineError));
  }
}

/**
 * Settles every payout of a checked bank file in one transaction (payouts/settlement.ts): paid ones
 * succeed, returned ones fail and their money goes back to the driver. The file is checked again under
 * the payouts' locks; if anything changed since the request so that a line no longer holds, nothing
 * is settled and the job fails naming the line.
 */
export async function runBankImport(
  deps: Pick<ModuleDeps, 'db' | 'storage'>,
  records: FileJobRecords,
  job: FileJobRow,
): Promise<void> {
  const object = job.inputKey ? await deps.storage.get(job.inputKey) : null;
  if (!object) throw new Error(`the bank file of job ${job.id} is not in storage`);
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  const parsed = await readBankFile(deps.db, Buffer.concat(chunks));
  if (!parsed.ok) return records.fail(job.id, PAYOUT_FILE_MESSAGES.importFailed, parsed.errors);
  const report = records.progress(job.id);
  const returns = parsed.returns;
  try {
    const finished = await deps.db.transaction(async (tx) => {
      const { stored, problems } = await storedState(tx, returns, true);
      if (problems.length > 0) throw new RefusedInJob(problems);
      let settled = 0;
      for (const [i, line] of returns.entries()) {
        const payoutId = stored.get(line.payoutNumber)?.id as number;
        const result = await settlePayout(tx, payoutId, line.outcome, { adminId: job.createdBy });
        if (result.settled) settled++;
        await report(i + 1, returns.length);
      }
      await writeAudit(tx, {
        adminId: job.createdBy,
        action: 'payouts.import_bank_file',
        entityType: 'file_job',
        entityId: job.id,
        after: { lines: returns.map((r) => [r.payoutNumber, r.outcome, r.reason]), settled },
      });
      return finishFileJob(tx, job.id, {
        status: 'succeeded',
        message: PAYOUT_FILE_MESSAGES.bankFileImported,
        done: settled,
        total: returns.length,
      });
    });
    records.publish(finished);
  } catch (error) {
    if (!(error instanceof RefusedInJob)) throw error;
    await records.fail(job.id, PAYOUT_FILE_MESSAGES.importFailed, error.errors);
  }
}
