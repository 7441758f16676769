import { PAYOUT_TYPE_LABELS, type Payout, type PayoutStatus, TIME_ZONE } from '@fleetdesk/contract';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { CSV_OPTIONS, safeText } from '../../platform/csv';

/**
 * The payouts export (spec 2 §2 "Columns"): the payouts list's columns, as CSV or XLSX. Text a user or a
 * driver typed (names, notes, references) may start like a formula; a spreadsheet would run it, so
 * such a cell is written with a leading apostrophe (`safeText`) and shows as text.
 */

const STATUS_LABELS: Readonly<Record<PayoutStatus, string>> = {
  pending: 'Pending',
  succeeded: 'Done',
  failed: 'Failed',
};

const requestedOn = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "Requested on" in New York time, `YYYY-MM-DD HH:mm`. */
export const formatRequestedOn = (iso: string): string =>
  requestedOn.format(new Date(iso)).replace(', ', ' ');

type Cell = string | number;

/** The list's columns, in its order; the amount stays a number (dollars). */
export const PAYOUT_COLUMNS: readonly { header: string; value: (p: Payout) => Cell }[] = [
  { header: 'ID', value: (p) => p.payout_number },
  { header: 'Driver', value: (p) => p.names },
  { header: 'Name', value: (p) => p.payee_name },
  { header: 'Company', value: (p) => p.company ?? '' },
  { header: 'Driver ID', value: (p) => p.driver_id },
  { header: 'TLC', value: (p) => p.fhv_license ?? '' },
  { header: 'Type', value: (p) => PAYOUT_TYPE_LABELS[p.type] },
  { header: 'Receiver', value: (p) => p.receiver_entity_type },
  {
    header: 'Payee Bank',
    value: (p) =>
      [p.payee_bank_name, p.payee_payment_method_last_four && `****${p.payee_payment_method_last_four}`]
        .filter(Boolean)
        .join(' '),
  },
  { header: 'Requested on', value: (p) => formatRequestedOn(p.created_at) },
  { header: 'Amount', value: (p) => p.amount },
  { header: 'Status', value: (p) => STATUS_LABELS[p.status] },
  { header: 'Bank Status', value: (p) => STATUS_LABELS[p.bank_status] },
  { header: 'QB Status', value: (p) => STATUS_LABELS[p.quickbooks_status] },
  { header: 'QB ID', value: (p) => p.quickbooks_id ?? '' },
  { header: 'Ref. no.', value: (p) => p.reference ?? '' },
  { header: 'Note', value: (p) => p.note ?? '' },
];

/** One payout as the cells of its row, text neutralised. */
export const payoutCells = (payout: Payout): Cell[] =>
  PAYOUT_COLUMNS.map((column) => {
    const value = column.value(payout);
    return typeof value === 'string' ? safeText(value) : value;
  });

const headers = () => PAYOUT_COLUMNS.map((c) => c.header);

/** RFC 4180 CSV with a header row, amounts with two decimals. */
export function payoutsCsv(rows: readonly Cell[][]): Buffer {
  const amountAt = headers().indexOf('Amount');
  const text = stringify([headers(), ...rows], {
    ...CSV_OPTIONS,
    cast: { number: (n, context) => (context.index === amountAt ? n.toFixed(2) : String(n)) },
  });
  return Buffer.from(text, 'utf8');
}

/** One sheet, "Payouts": a bold header row, the amount column formatted as dollars. */
export async function payoutsXlsx(rows: readonly Cell[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Fleetdesk';
  const sheet = workbook.addWorksheet('Payouts');
  sheet.columns = PAYOUT_COLUMNS.map((c) => ({
    header: c.header,
    width: Math.max(10, c.header.length + 4),
    style: c.header === 'Amount' ? { numFmt: '"$"#,##0.00' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRows(rows as Cell[][]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
