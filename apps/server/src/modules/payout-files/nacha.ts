import { routingChecksumHolds } from '@fleetdesk/contract';

/**
 * The NACHA (ACH) file of driver payouts (FACTS.md §5): pure, so it is tested line by line. One PPD
 * batch of credits (service class 220): a file header, a batch header, one entry per payout, the batch
 * control, the file control, and lines of 94 nines up to a multiple of ten lines (blocking factor 10).
 * Every record is 94 characters; alphanumeric fields are upper case, left-justified and space-padded;
 * numeric fields right-justified and zero-padded.
 */

export const RECORD_LENGTH = 94;
export const BLOCKING_FACTOR = 10;
/** Checking and savings account credits. */
export const CHECKING_CREDIT = '22';
export const SAVINGS_CREDIT = '32';
/** The largest amount one entry can carry (10 digits of cents). */
export const MAX_ENTRY_CENTS = 9_999_999_999;

/** The operator's side of the file, from configuration (README, ACH_* variables). */
export interface AchOrigin {
  /** The routing number of the bank (or ACH operator) the file is sent to: 9 digits. */
  immediateDestination: string;
  immediateDestinationName: string;
  /** 10 characters as the bank asks: often `1` + the EIN, or a blank and a routing number. */
  immediateOrigin: string;
  /** The operator's name in the file header (23) and batch header (16). */
  companyName: string;
  /** The company identification of the batch (10): often `1` + the EIN. */
  companyId: string;
  /** The routing number of the operator's own bank (the ODFI): its first 8 digits go in the batch. */
  originatingRouting: string;
  /** Shown on the driver's bank statement (10). */
  entryDescription: string;
}

export interface AchEntryInput {
  transactionCode: typeof CHECKING_CREDIT | typeof SAVINGS_CREDIT;
  routingNumber: string;
  accountNumber: string;
  amountCents: number;
  /** The driver id (15). */
  individualId: string;
  individualName: string;
}

export interface AchFileInput {
  origin: AchOrigin;
  /** File creation date and time, YYMMDD and HHMM (New York). */
  createdOn: string;
  createdAt: string;
  /** A–Z or 0–9: tells apart files sent the same day. */
  fileIdModifier: string;
  /** The day the drivers should be paid, YYMMDD. */
  effectiveDate: string;
  entries: readonly AchEntryInput[];
  /**
   * The trace sequence of the first entry (default 1). Counting on from earlier files keeps trace numbers
   * unique across files, so a bank's return names one entry of one file.
   */
  firstSequence?: number;
}

export interface AchFile {
  text: string;
  /** Each entry's trace number, in the order of `entries`. */
  traceNumbers: string[];
  entryHash: string;
  totalCreditCents: number;
}

/** Latin letters that are not a base letter plus an accent (NFD leaves them whole), in ASCII. */
const OWN_LETTERS: Readonly<Record<string, string>> = {
  Ł: 'L',
  Ø: 'O',
  Đ: 'D',
  Ð: 'D',
  Ħ: 'H',
  Ŧ: 'T',
  Æ: 'AE',
  Œ: 'OE',
  Þ: 'TH',
};

/**
 * Upper-case ASCII letters, digits, spaces and the punctuation banks accept: accents are dropped, letters
 * of their own spelled in ASCII (Ł as L, Æ as AE), anything else one space per character.
 */
export function achText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9 .,&'/()#*+-]/gu, (char) => OWN_LETTERS[char] ?? ' ');
}

/**
 * The entry's individual name, which a PPD entry requires: the first of the names that keeps a letter
 * or digit in ACH text (an account name written in another script keeps none).
 */
export const achName = (...names: string[]): string =>
  names.find((name) => /[A-Z0-9]/.test(achText(name))) ?? names.find(Boolean) ?? '';

/** An alphanumeric field: cut to `width` and padded with spaces on the right. */
export const alpha = (value: string, width: number): string => achText(value).slice(0, width).padEnd(width);

/** A numeric field: zero-padded on the left; refuses a value that does not fit. */
export function numeric(value: number | string, width: number): string {
  const digits = String(value);
  if (!/^\d+$/.test(digits) || digits.length > width)
    throw new Error(`${digits} does not fit a ${width}-digit field`);
  return digits.padStart(width, '0');
}

function record(...fields: string[]): string {
  const line = fields.join('');
  if (line.length !== RECORD_LENGTH) throw new Error(`an ACH record of ${line.length} characters: ${line}`);
  return line;
}

/** The batch's entry hash: the sum of the entries' 8-digit receiving DFI ids, its rightmost 10 digits. */
export function entryHash(routingNumbers: readonly string[]): string {
  const sum = routingNumbers.reduce((total, routing) => total + BigInt(routing.slice(0, 8)), 0n);
  return sum.toString().slice(-10).padStart(10, '0');
}

function checkEntry(entry: AchEntryInput, index: number): void {
  const where = `entry ${index + 1}`;
  if (!routingChecksumHolds(entry.routingNumber)) throw new Error(`${where}: invalid routing number`);
  if (!/^\d{1,17}$/.test(entry.accountNumber)) throw new Error(`${where}: invalid account number`);
  if (!Number.isInteger(entry.amountCents) || entry.amountCents <= 0 || entry.amountCents > MAX_ENTRY_CENTS)
    throw new Error(`${where}: invalid amount ${entry.amountCents}`);
}

function checkOrigin(origin: AchOrigin): void {
  if (!routingChecksumHolds(origin.immediateDestination))
    throw new Error('ACH_IMMEDIATE_DESTINATION is not a valid routing number');
  if (!routingChecksumHolds(origin.originatingRouting))
    throw new Error('ACH_ORIGINATING_ROUTING is not a valid routing number');
  if (origin.immediateOrigin.length !== 10) throw new Error('ACH_IMMEDIATE_ORIGIN must be 10 characters');
  if (origin.companyId.length !== 10) throw new Error('ACH_COMPANY_ID must be 10 characters');
}

export function buildAchFile(input: AchFileInput): AchFile {
  const { origin, entries } = input;
  checkOrigin(origin);
  entries.forEach(checkEntry);
  if (entries.length === 0) throw new Error('an ACH file needs at least one entry');
  if (!/^[A-Z0-9]$/.test(input.fileIdModifier)) throw new Error('the file id modifier is one of A-Z, 0-9');
  const odfi = origin.originatingRouting.slice(0, 8);
  const batchNumber = numeric(1, 7);

  const fileHeader = record(
    '1',
    '01',
    ` ${origin.immediateDestination}`,
    origin.immediateOrigin,
    numeric(input.createdOn, 6),
    numeric(input.createdAt, 4),
    input.fileIdModifier,
    '094',
    '10',
    '1',
    alpha(origin.immediateDestinationName, 23),
    alpha(origin.companyName, 23),
    alpha('', 8),
  );
  const batchHeader = record(
    '5',
    '220',
    alpha(origin.companyName, 16),
    alpha('', 20),
    alpha(origin.companyId, 10),
    'PPD',
    alpha(origin.entryDescription, 10),
    alpha('', 6),
    numeric(input.effectiveDate, 6),
    alpha('', 3),
    '1',
    odfi,
    batchNumber,
  );
  const first = input.firstSequence ?? 1;
  const traceNumbers = entries.map((_, i) => `${odfi}${numeric(((first + i - 1) % 9_999_999) + 1, 7)}`);
  const entryLines = entries.map((entry, i) =>
    record(
      '6',
      entry.transactionCode,
      entry.routingNumber.slice(0, 8),
      entry.routingNumber.slice(8),
      alpha(entry.accountNumber, 17),
      numeric(entry.amountCents, 10),
      alpha(entry.individualId, 15),
      alpha(entry.individualName, 22),
      alpha('', 2),
      '0',
      traceNumbers[i] as string,
    ),
  );
  const hash = entryHash(entries.map((e) => e.routingNumber));
  const totalCreditCents = entries.reduce((total, e) => total + e.amountCents, 0);
  const batchControl = record(
    '8',
    '220',
    numeric(entries.length, 6),
    hash,
    numeric(0, 12),
    numeric(totalCreditCents, 12),
    alpha(origin.companyId, 10),
    alpha('', 19),
    alpha('', 6),
    odfi,
    batchNumber,
  );
  const lineCount = entries.length + 4;
  const blocks = Math.ceil(lineCount / BLOCKING_FACTOR);
  const fileControl = record(
    '9',
    numeric(1, 6),
    numeric(blocks, 6),
    numeric(entries.length, 8),
    hash,
    numeric(0, 12),
    numeric(totalCreditCents, 12),
    alpha('', 39),
  );
  const fillers = Array.from({ length: blocks * BLOCKING_FACTOR - lineCount }, () =>
    '9'.repeat(RECORD_LENGTH),
  );
  const lines = [fileHeader, batchHeader, ...entryLines, batchControl, fileControl, ...fillers];
  return { text: `${lines.join('\n')}\n`, traceNumbers, entryHash: hash, totalCreditCents };
}
