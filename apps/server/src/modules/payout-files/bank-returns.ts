import type { FileLineError, PayoutStatus, PayoutType } from '@fleetdesk/contract';
import { parse } from 'csv-parse/sync';

/**
 * The bank's returns file (decision 105), a CSV with a header line:
 *
 *     payout_number,status,reason
 *     P-000123,succeeded,
 *     P-000124,failed,R03 No account/unable to locate account
 *
 * `status` is succeeded (the bank paid) or failed (the bank returned it); `reason` is optional. Pure:
 * the file is checked whole, every wrong line named, before anything is settled.
 */

export const BANK_FILE_HEADER = ['payout_number', 'status', 'reason'] as const;
export const BANK_FILE_MAX_LINES = 20_000;
const OUTCOMES = ['succeeded', 'failed'] as const;
export type BankOutcome = (typeof OUTCOMES)[number];

export interface BankReturn {
  /** The line of the file (1-based, the header is line 1). */
  line: number;
  payoutNumber: string;
  outcome: BankOutcome;
  reason: string;
}

export type Parsed = { ok: true; returns: BankReturn[] } | { ok: false; errors: FileLineError[] };

/** At most this many wrong lines are listed; a file that wrong is the wrong file. */
const MAX_ERRORS = 50;

export function parseBankReturns(bytes: Uint8Array): Parsed {
  const text = Buffer.from(bytes)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  if (text.includes('\u0000') || text.includes('\uFFFD')) return fail(1, 'The file is not a CSV text file.');
  let rows: { record: string[]; line: number }[];
  try {
    // With `info`, each record comes as { record, info } (the typings only know plain rows). A row of
    // empty cells (",,", as Excel saves rows once filled) is as blank as an empty line.
    const options = {
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      info: true,
      trim: true,
    };
    const records = parse(text, options) as unknown as { record: string[]; info: { lines: number } }[];
    rows = records.map((r) => ({ record: r.record, line: r.info.lines }));
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    return fail(line, `The line is not valid CSV: ${(error as Error).message}`);
  }
  const [header, ...lines] = rows;
  const names = header?.record.map((name) => name.toLowerCase()) ?? [];
  if (names.length < 2 || names.length > 3 || names.some((n, i) => n !== BANK_FILE_HEADER[i]))
    return fail(header?.line ?? 1, `The first line must be the header ${BANK_FILE_HEADER.join(',')}.`);
  if (lines.length === 0) return fail(header?.line ?? 1, 'The file has no payouts.');
  if (lines.length > BANK_FILE_MAX_LINES)
    return fail(1, `The file has more than ${BANK_FILE_MAX_LINES} payouts; split it.`);

  const errors: FileLineError[] = [];
  const returns: BankReturn[] = [];
  const seen = new Map<string, number>();
  for (const { record, line } of lines) {
    const problem = lineProblem(record, names.length, seen);
    if (problem) errors.push({ line, message: problem });
    else {
      const [payoutNumber = '', status = '', reason = ''] = record;
      seen.set(payoutNumber, line);
      returns.push({ line, payoutNumber, outcome: status.toLowerCase() as BankOutcome, reason });
    }
  }
  return errors.length > 0 ? { ok: false, errors: errors.slice(0, MAX_ERRORS) } : { ok: true, returns };
}

function lineProblem(record: string[], columns: number, seen: Map<string, number>): string | null {
  const [payoutNumber = '', status = '', reason = ''] = record;
  if (record.length !== columns) return `Expected ${columns} values, found ${record.length}.`;
  if (!/^[A-Za-z0-9-]{1,40}$/.test(payoutNumber)) return 'The payout number is missing or not valid.';
  if (!(OUTCOMES as readonly string[]).includes(status.toLowerCase()))
    return `The status must be succeeded or failed, not "${status.slice(0, 20)}".`;
  if (reason.length > 255) return 'The reason is longer than 255 characters.';
  const earlier = seen.get(payoutNumber);
  return earlier ? `Payout ${payoutNumber} is on line ${earlier} already.` : null;
}

const fail = (line: number, message: string): Parsed => ({ ok: false, errors: [{ line, message }] });

/** What the database holds of a payout a line names. */
export interface StoredPayoutState {
  payoutNumber: string;
  type: PayoutType;
  status: PayoutStatus;
}

/**
 * The lines the stored payouts refuse: an unknown payout, a check (its result is recorded on the
 * payout by hand), or one the bank settled the other way already. A line repeating what is already
 * recorded is fine (a file imported twice changes nothing the second time).
 */
export function returnsProblems(
  returns: readonly BankReturn[],
  stored: ReadonlyMap<string, StoredPayoutState>,
  isBankReported: (type: PayoutType) => boolean,
): FileLineError[] {
  const errors: FileLineError[] = [];
  for (const r of returns) {
    const payout = stored.get(r.payoutNumber);
    if (!payout) errors.push({ line: r.line, message: `There is no payout ${r.payoutNumber}.` });
    else if (!isBankReported(payout.type))
      errors.push({
        line: r.line,
        message: `Payout ${r.payoutNumber} is a check: set its bank status on the payout.`,
      });
    else if (payout.status !== 'pending' && payout.status !== r.outcome)
      errors.push({ line: r.line, message: `Payout ${r.payoutNumber} has already ${payout.status}.` });
  }
  return errors.slice(0, MAX_ERRORS);
}

/** How the first wrong line reads in the answer's message. */
export const lineMessage = (error: FileLineError): string => `Line ${error.line}: ${error.message}`;
