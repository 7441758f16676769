import type { FileLineError } from '@fleetdesk/contract';

/**
 * A bank's NACHA return file (the payouts it could not pay): the same 94-character records as the file
 * we sent, each returned entry (6) followed by its return addenda (7, type 99) naming the reason (R01…)
 * and the trace number of our original entry. Notifications of change (addenda type 98) return nothing
 * and are passed over. Pure: every wrong line is named before anything is settled.
 */

export interface NachaReturn {
  /** The line of the returned entry (6 record), 1-based. */
  line: number;
  /** The trace number of our entry, as the bank quotes it. */
  originalTrace: string;
  /** R01…R99 and the bank's words, e.g. "R03 No account/unable to locate account". */
  reason: string;
  amountCents: number;
  individualId: string;
}

export type ParsedNachaReturns =
  | { ok: true; returns: NachaReturn[] }
  | { ok: false; errors: FileLineError[] };

const RECORD = 94;
const FILLER = '9'.repeat(RECORD);

/** Whether the bytes look like a NACHA file rather than a CSV: a file header record first. */
export const isNachaFile = (text: string): boolean => /^101[ 0-9]{20}[^\r\n]{71}\r?(\n|$)/.test(text);

/** Common reasons, for a return whose addenda carries no words of its own. */
const REASONS: Readonly<Record<string, string>> = {
  R01: 'Insufficient funds',
  R02: 'Account closed',
  R03: 'No account/unable to locate account',
  R04: 'Invalid account number',
  R16: 'Account frozen',
  R20: 'Non-transaction account',
  R23: 'Credit entry refused by receiver',
};

export function parseNachaReturns(text: string): ParsedNachaReturns {
  const lines = text.replace(/\r/g, '').replace(/\n+$/, '').split('\n');
  const errors: FileLineError[] = [];
  const returns: NachaReturn[] = [];
  for (const [i, line] of lines.entries())
    if (line.length !== RECORD)
      errors.push({ line: i + 1, message: `A record has 94 characters, not ${line.length}.` });
  if (errors.length > 0) return { ok: false, errors: errors.slice(0, 50) };

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    if (line[0] !== '6') continue;
    const addenda = lines[i + 1] ?? '';
    const at = i + 1;
    if (addenda.startsWith('798')) continue;
    if (line[78] !== '1' || !addenda.startsWith('799')) {
      errors.push({
        line: at,
        message: 'A returned entry must be followed by its return addenda (type 99).',
      });
      continue;
    }
    const code = addenda.slice(3, 6);
    const originalTrace = addenda.slice(6, 21);
    if (!/^R\d\d$/.test(code))
      errors.push({ line: at + 1, message: `"${code}" is not a return reason code.` });
    else if (!/^\d{15}$/.test(originalTrace))
      errors.push({ line: at + 1, message: 'The original trace number must be 15 digits.' });
    else if (!/^\d{10}$/.test(line.slice(29, 39)))
      errors.push({ line: at, message: 'The amount must be 10 digits.' });
    else {
      const words = addenda.slice(35, 79).trim() || REASONS[code] || '';
      returns.push({
        line: at,
        originalTrace,
        reason: `${code} ${words}`.trim(),
        amountCents: Number(line.slice(29, 39)),
        individualId: line.slice(39, 54).trim(),
      });
    }
  }
  if (!lines.some((line) => line.startsWith('9') && line !== FILLER))
    errors.push({ line: lines.length, message: 'The file control record (9) is missing.' });
  if (errors.length > 0) return { ok: false, errors: errors.slice(0, 50) };
  if (returns.length === 0)
    return { ok: false, errors: [{ line: 1, message: 'The file has no returned entries.' }] };
  return { ok: true, returns };
}
