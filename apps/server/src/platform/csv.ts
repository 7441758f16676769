import { stringify } from 'csv-stringify/sync';

/**
 * CSV as every export writes it: RFC 4180 (comma, double-quote escapes, CRLF records), with a field
 * that holds a line break quoted. csv-stringify quotes only a whole CRLF once records end in CRLF, so a
 * lone LF in a note or trip id would otherwise split the row (and start a new line a spreadsheet reads).
 */
export const CSV_OPTIONS = { record_delimiter: 'windows', quote_record_delimiter: true } as const;

/** The characters that make a spreadsheet read a cell as a formula (or a DDE command). */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * A text cell a spreadsheet shows as the text it is: text a user, a driver or a broker typed may start
 * like a formula, so it gets a leading apostrophe (OWASP "CSV injection", decision 105).
 */
export const safeText = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value);

/** Any cell: text made safe, but a plain number such as "-0.80", even as text, stays a number. */
export const safeCell = <T>(cell: T): T | string =>
  typeof cell === 'string' && !PLAIN_NUMBER.test(cell) ? safeText(cell) : cell;

/** Rows (a header first) as CSV bytes, every cell made safe. */
export function csvBytes(rows: readonly (readonly unknown[])[]): Buffer {
  return Buffer.from(
    stringify(
      rows.map((row) => row.map(safeCell)),
      CSV_OPTIONS,
    ),
    'utf8',
  );
}
