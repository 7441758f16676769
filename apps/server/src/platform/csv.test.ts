import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvBytes, safeCell, safeText, UTF8_BOM } from './csv';

describe('CSV of the exports', () => {
  it('neutralises every cell start a spreadsheet reads as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(safeText(`${start}1+1`)).toBe(`'${start}1+1`);
    expect(safeText('Ada = 1')).toBe('Ada = 1');
    expect(safeText('')).toBe('');
  });

  it('leaves a plain number a number, even negative and as text', () => {
    expect(safeCell('-0.80')).toBe('-0.80');
    expect(safeCell(-3)).toBe(-3);
    expect(safeCell('-0.80 due')).toBe("'-0.80 due");
  });

  // RFC 4180 §2.6: a field with a line break is quoted, so a note typed on two lines stays one cell and
  // its second line cannot start a row a spreadsheet would read as a formula.
  it('keeps a field with a lone line break in its row, quoted, with CRLF between records', () => {
    const text = csvBytes([
      ['Note', 'Amount'],
      ['Paid in full\n=cmd', '12.50'],
      ['Second\rline', '-0.80'],
    ]).toString('utf8');
    expect(text).toBe('\uFEFFNote,Amount\r\n"Paid in full\n=cmd",12.50\r\n"Second\rline",-0.80\r\n');
    expect(parse(text, { bom: true })).toEqual([
      ['Note', 'Amount'],
      ['Paid in full\n=cmd', '12.50'],
      ['Second\rline', '-0.80'],
    ]);
  });

  // Excel reads a CSV without a byte order mark in the computer's code page: "José Peña" shows as
  // "JosÃ© PeÃ±a". A file a program reads (a bank's, the TLC's) goes without: it may take the mark for text.
  it('starts a file people open with the UTF-8 byte order mark, and one for a program without', () => {
    const rows = [['Driver'], ['José Peña 🚕']];
    const forPeople = csvBytes(rows);
    expect([...forPeople.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(forPeople.toString('utf8')).toBe(`${UTF8_BOM}Driver\r\nJosé Peña 🚕\r\n`);
    expect(csvBytes(rows, { forMachine: true }).toString('utf8')).toBe('Driver\r\nJosé Peña 🚕\r\n');
  });
});
