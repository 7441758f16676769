import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { RideRecord } from './queries';
import { invoiceSheet, needsNewTripId, REPORT_SHEETS, sheetCsv } from './sheets';

const ride = (overrides: Partial<RideRecord>): RideRecord => ({
  id: 7,
  status: 'finished',
  referenceId: 'S7',
  riderSignatureUrl: 'x',
  amountChargedCents: 1234,
  vendorAmountCents: 1200,
  distance: 3.456,
  vendorDistance: 3.4,
  start: { lat: 40.7, lon: -73.9 },
  destination: { lat: 40.71, lon: -73.91 },
  pickupAt: new Date('2026-11-02T15:30:00Z'),
  driverId: 3,
  driverName: 'Dana Driver',
  driverCompany: 'Fleet',
  riderName: 'Rita Rider',
  newTripId: null,
  ...overrides,
});

describe('the invoice file', () => {
  it('bills each ride its amount charged, New York time, with the total in a closing line', () => {
    const rows = parse(
      sheetCsv(invoiceSheet(4, [ride({}), ride({ id: 8, amountChargedCents: 766 })])),
    ) as string[][];
    expect(rows[1]).toEqual([
      '4',
      '7',
      'S7',
      '2026-11-02 10:30',
      'Rita Rider',
      'Dana Driver',
      '3.46',
      '12.34',
    ]);
    expect(rows.at(-1)).toEqual(['Total', '', '', '', '', '', '2 rides', '20.00']);
  });

  it('writes text a spreadsheet would run as a formula as plain text', () => {
    const rows = parse(
      sheetCsv(invoiceSheet(4, [ride({ riderName: '=HYPERLINK("http://x")', driverName: '+1 Dana' })])),
    ) as string[][];
    expect(rows[1]?.[4]).toBe('\'=HYPERLINK("http://x")');
    expect(rows[1]?.[5]).toBe("'+1 Dana");
  });
});

describe('new trip id needed', () => {
  it('asks for one when finished without a trip id or canceled by the rider after a driver was sent', () => {
    expect(needsNewTripId(ride({ referenceId: null }))).toBe('Finished without a Sentry trip id');
    expect(needsNewTripId(ride({ status: 'user_canceled' }))).toBe(
      'Canceled by the rider after a driver was sent',
    );
    expect(needsNewTripId(ride({ status: 'user_canceled', driverId: null }))).toBeNull();
    expect(needsNewTripId(ride({ referenceId: null, newTripId: 'N1' }))).toBeNull();
    expect(needsNewTripId(ride({}))).toBeNull();
  });
});

describe('compliant drivers', () => {
  it('never reads 100% for a driver with a ride that fails a check', () => {
    // 199 of 200 rides pass: 99.5% must not round up to the 100% of a fully compliant driver.
    const rides = Array.from({ length: 200 }, (_, i) =>
      ride({ id: i + 1, riderSignatureUrl: i === 0 ? null : 'x' }),
    );
    const [row] = REPORT_SHEETS['compliant-drivers'](rides).rows;
    expect(row?.slice(3)).toEqual([200, 199, 1, '99%', 'No']);
    const all = REPORT_SHEETS['compliant-drivers']([ride({}), ride({ id: 8 })]).rows[0];
    expect(all?.slice(3)).toEqual([2, 2, 0, '100%', 'Yes']);
  });
});
