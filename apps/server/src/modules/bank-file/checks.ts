import { bankFile, type FileLineError } from '@fleetdesk/contract';
import ExcelJS from 'exceljs';
import { unpackedSize } from './unpacked-size';

const { BANK_FILE_MAX_CHECKS, BANK_FILE_MESSAGES } = bankFile;

/**
 * Reads the bank's spreadsheet of issued checks (decision 113): the first worksheet, a header row, then a
 * check per row. Columns are found by their header, in any order and case: the check number, the amount
 * in dollars, the payee and, optionally, the issue date. Empty rows are skipped; every bad row is named
 * with its line, so the bank's file can be fixed in one go.
 */

export interface IssuedCheck {
  /** The line of the worksheet, for messages. */
  line: number;
  number: string;
  amountCents: number;
  payee: string;
  /** The row's own issue date, as a calendar day; null when its cell is empty. */
  issuedOn: { year: number; month: number; day: number } | null;
}

const HEADERS = {
  number: ['check number', 'check #', 'check no', 'check no.', 'check'],
  amount: ['amount', 'check amount'],
  payee: ['payee', 'payee name', 'name'],
  issuedOn: ['issue date', 'date', 'check date'],
} as const;
type Column = keyof typeof HEADERS;
const REQUIRED: readonly Column[] = ['number', 'amount', 'payee'];
const HEADER_WORDS: Record<Column, string> = {
  number: 'Check Number',
  amount: 'Amount',
  payee: 'Payee',
  issuedOn: 'Issue Date',
};

/** A cell's value as text, numbers and dates kept apart (a formula counts as its result). */
function cellValue(cell: ExcelJS.Cell): string | number | Date | null {
  const value = cell.value;
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || value instanceof Date) return value;
  if (typeof value === 'object' && 'result' in value) {
    const result = value.result;
    return typeof result === 'number' || result instanceof Date ? result : result ? String(result) : null;
  }
  const text = cell.text.trim();
  return text === '' ? null : text;
}

/** Dollars (a number, or text like "$1,234.50") as whole cents; null when not a positive amount. */
function amountCents(value: string | number | Date): number | null {
  const dollars =
    typeof value === 'number'
      ? value
      : typeof value === 'string'
        ? Number(value.replace(/[$,\s]/g, ''))
        : NaN;
  if (!Number.isFinite(dollars) || dollars <= 0 || dollars >= 100_000_000) return null;
  const cents = Math.round(dollars * 100);
  return Math.abs(cents - dollars * 100) < 1e-6 ? cents : null;
}

/** A date cell (Excel stores a day as midnight UTC) or text MM/DD/YYYY. */
function calendarDay(value: string | number | Date): IssuedCheck['issuedOn'] {
  if (value instanceof Date)
    return { year: value.getUTCFullYear(), month: value.getUTCMonth() + 1, day: value.getUTCDate() };
  const match = typeof value === 'string' ? /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value) : null;
  if (!match) return null;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = new Date(Date.UTC(year, month - 1, day));
  return at.getUTCMonth() === month - 1 && at.getUTCDate() === day ? { year, month, day } : null;
}

/**
 * What a workbook may unpack to: the most checks a file holds take about 2.5 MB of sheet XML, so this
 * leaves room for other sheets and styles while keeping exceljs's memory and time to a few seconds.
 */
export const MAX_UNPACKED_BYTES = 12 * 1024 * 1024;

export type ReadChecks = { checks: IssuedCheck[]; errors: [] } | { checks: []; errors: FileLineError[] };

export async function readIssuedChecks(bytes: Uint8Array): Promise<ReadChecks> {
  if ((unpackedSize(bytes, MAX_UNPACKED_BYTES) ?? 0) > MAX_UNPACKED_BYTES)
    return { checks: [], errors: [{ line: 0, message: BANK_FILE_MESSAGES.tooLarge }] };
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  } catch {
    return { checks: [], errors: [{ line: 0, message: BANK_FILE_MESSAGES.notSpreadsheet }] };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { checks: [], errors: [{ line: 0, message: BANK_FILE_MESSAGES.notSpreadsheet }] };

  const columns: Partial<Record<Column, number>> = {};
  sheet.getRow(1).eachCell((cell, at) => {
    const header = cell.text.trim().toLowerCase();
    for (const column of Object.keys(HEADERS) as Column[])
      if (columns[column] === undefined && (HEADERS[column] as readonly string[]).includes(header))
        columns[column] = at;
  });
  const missing = REQUIRED.filter((column) => columns[column] === undefined);
  if (missing.length > 0)
    return {
      checks: [],
      errors: [
        {
          line: 1,
          message: `The header row needs the columns ${missing.map((c) => HEADER_WORDS[c]).join(', ')}`,
        },
      ],
    };

  const checks: IssuedCheck[] = [];
  const errors: FileLineError[] = [];
  const seen = new Map<string, number>();
  for (let line = 2; line <= sheet.rowCount; line++) {
    const row = sheet.getRow(line);
    const read = (column: Column) => {
      const at = columns[column];
      return at === undefined ? null : cellValue(row.getCell(at));
    };
    const [numberCell, amountCell, payeeCell, dateCell] = [
      read('number'),
      read('amount'),
      read('payee'),
      read('issuedOn'),
    ];
    if ([numberCell, amountCell, payeeCell, dateCell].every((v) => v === null)) continue;
    const problems: string[] = [];
    const number = numberCell === null ? '' : String(numberCell).trim();
    if (!/^\d{1,10}$/.test(number)) problems.push('Check Number must be 1 to 10 digits');
    else if (seen.has(number)) problems.push(`Check Number ${number} is also on line ${seen.get(number)}`);
    const cents = amountCell === null ? null : amountCents(amountCell);
    if (cents === null) problems.push('Amount must be a positive number of dollars with at most 2 decimals');
    const payee = typeof payeeCell === 'string' ? payeeCell : payeeCell === null ? '' : String(payeeCell);
    if (payee === '') problems.push('Payee is required');
    const issuedOn = dateCell === null ? null : calendarDay(dateCell);
    if (dateCell !== null && issuedOn === null) problems.push('Issue Date is invalid');
    if (problems.length > 0) {
      errors.push({ line, message: `Line ${line}: ${problems.join('; ')}` });
      continue;
    }
    seen.set(number, line);
    checks.push({ line, number, amountCents: cents as number, payee, issuedOn });
    if (checks.length > BANK_FILE_MAX_CHECKS) {
      errors.push({ line, message: `A file holds at most ${BANK_FILE_MAX_CHECKS} checks` });
      break;
    }
  }
  if (errors.length > 0) return { checks: [], errors };
  if (checks.length === 0) return { checks: [], errors: [{ line: 2, message: 'The file holds no checks' }] };
  return { checks, errors: [] };
}
