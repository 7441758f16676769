import type { Payout } from '@fleetdesk/contract';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { exportFileName } from './export-job';
import { formatRequestedOn, PAYOUT_COLUMNS, payoutCells, payoutsCsv, payoutsXlsx } from './spreadsheet';

const payout = (over: Partial<Payout> = {}): Payout => ({
  id: 7,
  payout_number: 'P-000007',
  status: 'succeeded',
  bank_status: 'failed',
  quickbooks_status: 'pending',
  quickbooks_id: null,
  description: 'Payout',
  note: '=HYPERLINK("http://evil.example","click")',
  reference: '+1 555',
  amount: 1234.5,
  type: 'cash',
  receiver_entity_type: 'driver',
  payee_bank_name: 'Chase',
  payee_payment_method_last_four: '6789',
  fhv_license: null,
  driver_id: 42,
  names: '@Ada, "the" Lovelace',
  payee_name: '-Ada',
  company_id: null,
  company: null,
  transaction_request_id: null,
  created_at: '2026-07-04T16:05:00.000Z',
  updated_at: '2026-07-04T16:05:00.000Z',
  ...over,
});

describe('payout exports', () => {
  // A spreadsheet starts a row at a bare line break outside quotes: its second line would be a formula.
  it('quote a note typed on two lines, so it stays one cell of its row', () => {
    const note = "Paid in full\n=cmd|' /C calc'!A0";
    const text = payoutsCsv([payoutCells(payout({ note }))]).toString('utf8');
    expect(text.endsWith(`,"${note}"\r\n`)).toBe(true);
    expect((parse(text, { bom: true }) as string[][])[1]?.at(-1)).toBe(note);
  });

  it('write the list columns to CSV, quoted where needed, formulas as text', () => {
    const csv = payoutsCsv([payoutCells(payout())]).toString('utf8');
    const [header, row] = parse(csv, { bom: true }) as string[][];
    expect(header).toEqual(PAYOUT_COLUMNS.map((c) => c.header));
    expect(row).toEqual([
      'P-000007',
      `'@Ada, "the" Lovelace`,
      "'-Ada",
      '',
      '42',
      '',
      'Zelle',
      'driver',
      'Chase ****6789',
      '2026-07-04 12:05',
      '1234.50',
      'Done',
      'Failed',
      'Pending',
      '',
      "'+1 555",
      `'=HYPERLINK("http://evil.example","click")`,
    ]);
  });

  it('write XLSX whose amount is a number and whose formulas are text', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await payoutsXlsx([payoutCells(payout())])) as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('Payouts');
    expect(sheet?.getRow(1).getCell(1).value).toBe('ID');
    const row = sheet?.getRow(2);
    expect(row?.getCell(11).value).toBe(1234.5);
    expect(row?.getCell(17).value).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(row?.getCell(17).formula).toBeUndefined();
    expect(sheet?.rowCount).toBe(2);
  });

  it('show the request time in New York, across the DST change', () => {
    expect(formatRequestedOn('2026-01-15T05:30:00.000Z')).toBe('2026-01-15 00:30');
    expect(formatRequestedOn('2026-07-15T04:30:00.000Z')).toBe('2026-07-15 00:30');
  });

  // The file holds New York times; its name said UTC, so an evening export was named after tomorrow.
  it('name the file after the New York day and time it was asked', () => {
    expect(exportFileName(new Date('2026-11-30T01:05:00.000Z'), 'csv')).toBe('payouts-2026-11-29-2005.csv');
    expect(exportFileName(new Date('2026-07-15T04:30:00.000Z'), 'xlsx')).toBe('payouts-2026-07-15-0030.xlsx');
  });
});
