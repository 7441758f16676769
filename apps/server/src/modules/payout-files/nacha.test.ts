import { routingChecksumHolds } from '@fleetdesk/contract';
import { describe, expect, it } from 'vitest';
import { readAchFile } from '../../../test/nacha-check';
import {
  type AchEntryInput,
  type AchOrigin,
  achName,
  achText,
  buildAchFile,
  entryHash,
  numeric,
} from './nacha';

const ORIGIN: AchOrigin = {
  immediateDestination: '021000021',
  immediateDestinationName: 'JPMorgan Chase',
  immediateOrigin: '1123456789',
  companyName: 'Fleetdesk NYC Rides Incorporated',
  companyId: '1123456789',
  originatingRouting: '026009593',
  entryDescription: 'PAYOUT',
};

const entry = (over: Partial<AchEntryInput> = {}): AchEntryInput => ({
  transactionCode: '22',
  routingNumber: '091000019',
  accountNumber: '123456789012',
  amountCents: 12_345,
  individualId: '42',
  individualName: 'José Ñúñez',
  ...over,
});

const build = (entries: AchEntryInput[]) =>
  buildAchFile({
    origin: ORIGIN,
    createdOn: '261125',
    createdAt: '0930',
    fileIdModifier: 'A',
    effectiveDate: '261126',
    entries,
  });

describe('the NACHA file', () => {
  it('has the records at the positions of FACTS.md §5.2', () => {
    const lines = build([entry(), entry({ transactionCode: '32', routingNumber: '111000025' })]).text.split(
      '\n',
    );
    const [header = '', batch = '', first = '', second = '', control = '', fileControl = ''] = lines;
    // File header: priority 01, destination, origin, date, time, modifier, 094, 10, 1, names.
    expect(header.slice(0, 3)).toBe('101');
    expect(header.slice(3, 13)).toBe(' 021000021');
    expect(header.slice(13, 23)).toBe('1123456789');
    expect(header.slice(23, 33)).toBe('2611250930');
    expect(header.slice(33, 40)).toBe('A094101');
    expect(header.slice(40, 63)).toBe('JPMORGAN CHASE         ');
    expect(header.slice(63, 86)).toBe('FLEETDESK NYC RIDES INC');
    // Batch header: 220, company name (16), id, PPD, description, effective date, ODFI, batch 1.
    expect(batch.slice(0, 4)).toBe('5220');
    expect(batch.slice(4, 20)).toBe('FLEETDESK NYC RI');
    expect(batch.slice(40, 63)).toBe('1123456789PPDPAYOUT    ');
    expect(batch.slice(69, 75)).toBe('261126');
    expect(batch.slice(78, 94)).toBe('1026009590000001');
    // Entries: code, DFI + check digit, account (17), cents (10), driver id (15), name (22), trace.
    expect(first.slice(0, 12)).toBe('622091000019');
    expect(first.slice(12, 29)).toBe('123456789012     ');
    expect(first.slice(29, 39)).toBe('0000012345');
    expect(first.slice(39, 54)).toBe('42             ');
    expect(first.slice(54, 76)).toBe('JOSE NUNEZ            ');
    expect(first.slice(78, 94)).toBe('0026009590000001');
    expect(second.slice(0, 12)).toBe('632111000025');
    expect(second.slice(79, 94)).toBe('026009590000002');
    // Controls: count 2, hash 09100001 + 11100002 = 20200003, credits 24690.
    expect(control.slice(0, 20)).toBe('82200000020020200003');
    expect(control.slice(20, 44)).toBe(`${'0'.repeat(12)}000000024690`);
    expect(fileControl.slice(0, 31)).toBe('9000001000001000000020020200003');
  });

  // NFD takes the accent off é or ñ, but Ł, Ø, Æ or Đ are letters of their own: they became blanks, so
  // "Łukasz Østergård" reached the bank as " UKASZ  STERGARD".
  it('spells the letters NACHA lacks in plain ASCII instead of blanking them', () => {
    expect(achText('Łukasz Østergård-Æsir')).toBe('LUKASZ OSTERGARD-AESIR');
    expect(achText('Đorđe Þórsson, Œuvre, Straße')).toBe('DORDE THORSSON, OEUVRE, STRASSE');
    expect(achText('Ana 🚕')).toBe('ANA  ');
  });

  // The individual name is required in a PPD entry: an account name in another script left it blank.
  it("names the entry with the driver's name when the account name keeps no letter in ASCII", () => {
    expect(achName('王伟', 'Wei Wang')).toBe('Wei Wang');
    expect(achName('Ана Петрова', 'Ana Petrova')).toBe('Ana Petrova');
    expect(achName('Ana Smith LLC', 'Ana Smith')).toBe('Ana Smith LLC');
    expect(achName('', 'Ana Smith')).toBe('Ana Smith');
  });

  it('is accepted by an independent NACHA parser, totals, hash and blocks included', () => {
    const entries = Array.from({ length: 23 }, (_, i) =>
      entry({ amountCents: 100 + i, individualId: String(i + 1), routingNumber: '021000089' }),
    );
    const file = build(entries);
    const parsed = readAchFile(file.text);
    expect(file.text.split('\n').filter(Boolean)).toHaveLength(30);
    expect(parsed.batches[0]?.entries).toHaveLength(23);
    expect(parsed.batches[0]?.serviceClassCode).toBe(220);
    expect(parsed.batches[0]?.entryClassCode).toBe('PPD');
    for (const e of parsed.batches[0]?.entries ?? []) {
      const routing = `${String(e.receivingDFIIdentification).padStart(8, '0')}${e.checkDigit}`;
      expect(routingChecksumHolds(routing)).toBe(true);
    }
    expect(parsed.file.footer.totalCredit).toBe(entries.reduce((s, e) => s + e.amountCents, 0));
  });

  it('pads a file that fills its blocks with no filler and one that does not with nines', () => {
    const six = build(Array.from({ length: 6 }, () => entry()))
      .text.split('\n')
      .filter(Boolean);
    expect(six).toHaveLength(10);
    expect(six[9]?.slice(0, 1)).toBe('9');
    expect(six[9]).not.toBe('9'.repeat(94));
    const seven = build(Array.from({ length: 7 }, () => entry()))
      .text.split('\n')
      .filter(Boolean);
    expect(seven).toHaveLength(20);
    expect(seven.slice(11)).toEqual(Array.from({ length: 9 }, () => '9'.repeat(94)));
  });

  it('counts trace numbers on from earlier files, wrapping after seven digits', () => {
    const traces = (firstSequence: number) =>
      buildAchFile({
        origin: ORIGIN,
        createdOn: '261125',
        createdAt: '0930',
        fileIdModifier: 'B',
        effectiveDate: '261126',
        entries: [entry(), entry()],
        firstSequence,
      }).traceNumbers;
    expect(traces(41)).toEqual(['026009590000041', '026009590000042']);
    expect(traces(9_999_999)).toEqual(['026009599999999', '026009590000001']);
  });

  it('keeps the rightmost ten digits of the entry hash', () => {
    // 200 × 99999999 = 19 999 999 800; 101 × 99999999 = 10 099 999 899.
    expect(entryHash(Array.from({ length: 200 }, () => '999999999'))).toBe('9999999800');
    expect(entryHash(Array.from({ length: 101 }, () => '999999999'))).toBe('0099999899');
    expect(entryHash(['021000021'])).toBe('0002100002');
  });

  it('refuses what a bank would refuse', () => {
    expect(() => build([])).toThrow('at least one entry');
    expect(() => build([entry({ routingNumber: '021000022' })])).toThrow('routing');
    expect(() => build([entry({ accountNumber: '12-34' })])).toThrow('account');
    expect(() => build([entry({ amountCents: 0 })])).toThrow('amount');
    expect(() => build([entry({ amountCents: 10_000_000_000 })])).toThrow('amount');
    expect(() => numeric(1234, 3)).toThrow('does not fit');
  });
});
