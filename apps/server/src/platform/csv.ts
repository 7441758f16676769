import { stringify } from 'csv-stringify/sync';

/**
 * CSV as every export writes it: RFC 4180 (comma, double-quote escapes, CRLF records), with a field
 * that holds a line break quoted. csv-stringify quotes only a whole CRLF once records end in CRLF, so a
 * lone LF in a note or trip id would otherwise split the row (and start a new line a spreadsheet reads).
 */
export const CSV_OPTIONS = { record_delimiter: 'windows', quote_record_delimiter: true, bom: true } as const;

/**
 * Excel reads a CSV as UTF-8 only when it starts with the byte order mark (csv-stringify's `bom`):
 * without it "José Peña" opens as "JosÃ© PeÃ±a". A file a program reads rather than a person (the bank's
 * positive-pay upload, the TLC's trip records) is written without it, as a strict reader may take the
 * mark for part of its first header.
 */
export const UTF8_BOM = '\uFEFF';
export const csvOptions = ({ forMachine = false } = {}) => ({ ...CSV_OPTIONS, bom: !forMachine });

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

/** Rows (a header first) as CSV bytes, every cell made safe; the BOM unless a program reads the file. */
export function csvBytes(rows: readonly (readonly unknown[])[], who: { forMachine?: boolean } = {}): Buffer {
  return Buffer.from(
    stringify(
      rows.map((row) => row.map(safeCell)),
      csvOptions(who),
    ),
    'utf8',
  );
}
