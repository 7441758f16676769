import { sentryBilling } from '@fleetdesk/contract';
import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/api';
import { download } from '../../../test/payout-file-fixtures';
import { tokenForEmail } from '../../../test/ride-fixtures';
import { makeSentryRide, type SentryRideSetup } from '../../../test/sentry-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { sentryFiles } from '../../db/schema';

/**
 * An independent check of the three reports on a hand-made set of rides: what each report must hold is
 * worked out here from the rides' facts and the rules as decisions 129-130 word them, not by the code
 * under test.
 */

let server: TestServer;
let billing: string;
const db = () => server.database.db;
const RANGE = { start_date: '2031-06-02', end_date: '2031-06-03' };

type Hand = SentryRideSetup & { key: string; driver: 'a' | 'b' | 'c' | null; id?: number };
const HAND: Hand[] = [
  { key: 'a-good', driver: 'a', day: '2031-06-02', distance: 5, vendorDistance: 5, amountCents: 2000 },
  { key: 'a-long', driver: 'a', day: '2031-06-02', distance: 8, vendorDistance: 5, amountCents: 3300 },
  { key: 'a-short', driver: 'a', day: '2031-06-03', distance: 1.2, vendorDistance: 2, amountCents: 900 },
  { key: 'a-unsigned', driver: 'a', day: '2031-06-03', isSigned: false },
  { key: 'b-good', driver: 'b', day: '2031-06-02' },
  { key: 'b-near', driver: 'b', day: '2031-06-02', distance: 5.7, vendorDistance: 5 },
  { key: 'b-no-trip', driver: 'b', day: '2031-06-03', referenceId: null },
  { key: 'b-zero', driver: 'b', day: '2031-06-03', amountCents: 0 },
  { key: 'c-good', driver: 'c', day: '2031-06-03' },
  { key: 'canceled-after-driver', driver: 'a', day: '2031-06-03', status: 'user_canceled' },
  { key: 'canceled-new-trip', driver: 'b', day: '2031-06-03', status: 'user_canceled', newTripId: 'N-77' },
  { key: 'canceled-no-driver', driver: null, day: '2031-06-02', status: 'user_canceled' },
  // Outside the reports: another broker's ride, and a ride of the next day, both far off.
  { key: 'arro', driver: 'a', day: '2031-06-02', companyId: 3, distance: 20 },
  { key: 'next-day', driver: 'a', day: '2031-06-04', distance: 20, referenceId: null },
];
const inReports = (ride: Hand) => ride.companyId === undefined && ride.day <= RANGE.end_date;
const isFinished = (ride: Hand) => (ride.status ?? 'finished') === 'finished';
const billed = (ride: Hand) => ride.distance ?? 5;
const sentryMiles = (ride: Hand) => (ride.vendorDistance === undefined ? 5 : (ride.vendorDistance as number));
const isOff = (ride: Hand) =>
  Math.abs(billed(ride) - sentryMiles(ride)) > Math.max(0.5, 0.15 * sentryMiles(ride));
const isCompliant = (ride: Hand) =>
  ride.isSigned !== false && ride.amountCents !== 0 && ride.referenceId !== null && !isOff(ride);

const driverIds: Record<string, number> = {};
const driverNames: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  billing = await tokenForEmail(db(), 'billing@fleetdesk.test');
  const { rows } = await db().execute<{ id: number; name: string }>(
    sql`select id, first_name || ' ' || last_name as name from drivers where status = 'active' order by id limit 3`,
  );
  ['a', 'b', 'c'].forEach((key, i) => {
    driverIds[key] = Number(rows[i]?.id);
    driverNames[key] = String(rows[i]?.name);
  });
  for (const ride of HAND)
    ride.id = await makeSentryRide(db(), {
      ...ride,
      driverId: ride.driver ? (driverIds[ride.driver] as number) : null,
    });
});
afterAll(() => server.close());

async function report(type: sentryBilling.SentryReportType) {
  const answer = await call<{ file_url: string; file: sentryBilling.SentryFile; message: string }>(
    server.url,
    'POST',
    `/billing/sentry/reports/${type}`,
    { token: billing, body: RANGE },
  );
  expect(answer.status).toBe(200);
  expect(answer.body.message).toBe(sentryBilling.SENTRY_MESSAGES.reportReady);
  const file = await download(server.url, answer.body.file_url);
  expect(file.status).toBe(200);
  const [header, ...rows] = parse(file.bytes.toString('utf8'), { bom: true }) as string[][];
  return { header, rows, file: answer.body.file };
}

describe('Sentry reports, checked against hand-made rides', () => {
  it('distance correction: the finished rides whose miles are off, with the difference', async () => {
    const { rows } = await report('distance-correction-report');
    const expected = HAND.filter((ride) => inReports(ride) && isFinished(ride) && isOff(ride));
    expect(expected.map((ride) => ride.key)).toEqual(['a-long', 'a-short']); // the set is built so
    expect(rows.map((row) => [row[0], row[4], row[5], row[6], row[7], row[8]])).toEqual(
      expected.map((ride) => [
        String(ride.id),
        billed(ride).toFixed(2),
        sentryMiles(ride).toFixed(2),
        'Sentry',
        (billed(ride) - sentryMiles(ride)).toFixed(2),
        ((ride.amountCents ?? 2500) / 100).toFixed(2),
      ]),
    );
  });

  it('compliant drivers: per driver, rides and compliant rides; fully compliant first', async () => {
    const { header, rows, file } = await report('compliant-drivers');
    expect(header).toEqual([
      'Driver ID',
      'Driver',
      'Company',
      'Rides',
      'Compliant rides',
      'Non-compliant rides',
      'Compliance',
      'Compliant',
    ]);
    const tally = ['a', 'b', 'c'].map((driver) => {
      const own = HAND.filter((ride) => ride.driver === driver && inReports(ride) && isFinished(ride));
      const compliant = own.filter(isCompliant).length;
      return { driver, rides: own.length, compliant };
    });
    expect(tally).toEqual([
      { driver: 'a', rides: 4, compliant: 1 },
      { driver: 'b', rides: 4, compliant: 2 },
      { driver: 'c', rides: 1, compliant: 1 },
    ]);
    const expected = [...tally]
      .sort((x, y) => y.compliant / y.rides - x.compliant / x.rides)
      .map((t) => [
        String(driverIds[t.driver]),
        driverNames[t.driver],
        String(t.rides),
        String(t.compliant),
        String(t.rides - t.compliant),
        `${Math.floor((100 * t.compliant) / t.rides)}%`,
        t.compliant === t.rides ? 'Yes' : 'No',
      ]);
    expect(rows.map((row) => [row[0], row[1], ...row.slice(3)])).toEqual(expected);
    const [kept] = await db().select().from(sentryFiles).where(eq(sentryFiles.id, file.id));
    expect(kept).toMatchObject({ type: 'compliant-drivers', batchId: null, rows: 3, createdBy: 5 });
    expect(file.uploaded_by).toBe('Brenda Okafor');
  });

  it('new trip id needed: finished without a trip id, or canceled by the rider after a driver was sent', async () => {
    const { rows } = await report('new-trip-id-needed');
    const expected = HAND.filter(
      (ride) =>
        inReports(ride) &&
        !ride.newTripId &&
        ((isFinished(ride) && ride.referenceId === null) ||
          (ride.status === 'user_canceled' && ride.driver !== null)),
    );
    expect(expected.map((ride) => ride.key)).toEqual(['b-no-trip', 'canceled-after-driver']);
    expect(rows.map((row) => [row[0], row[2], row[6]])).toEqual([
      [String(expected[0]?.id), 'finished', 'Finished without a Sentry trip id'],
      [String(expected[1]?.id), 'user_canceled', 'Canceled by the rider after a driver was sent'],
    ]);
  });

  it('refuses an unknown report and a range that ends before it starts', async () => {
    const unknown = await call<{ message: string }>(server.url, 'POST', '/billing/sentry/reports/weekly', {
      token: billing,
      body: RANGE,
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toBe(sentryBilling.SENTRY_MESSAGES.reportTypeRequired);
    const backwards = await call<{ errors: Record<string, string[]> }>(
      server.url,
      'POST',
      '/billing/sentry/reports/compliant-drivers',
      {
        token: billing,
        body: { start_date: '2031-06-03', end_date: '2031-06-02' },
      },
    );
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors.end_date).toEqual([sentryBilling.SENTRY_MESSAGES.dateOrder]);
  });
});
