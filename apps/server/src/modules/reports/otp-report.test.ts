import { reports } from '@fleetdesk/contract';
import { parse } from 'csv-parse/sync';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call } from '../../../test/api';
import { download, finishedJob, type JobAnswer } from '../../../test/payout-file-fixtures';
import { brokerCompanyId, carOfType, type HandRide, handRide, nyTime } from '../../../test/report-fixtures';
import { tokenForEmail } from '../../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';

/**
 * The MTA OTP zip over hand-made Access-A-Ride trips of two May 2025 days, and the dashboard's on-time
 * figure for the same day: both must count the same trips as on time (decision 124).
 */
let server: TestServer;
let admin: string;
const db = () => server.database.db;
const min = (n: number) => n * 60_000;

/** Minutes after the promised pickup (negative: early); null: not picked up. */
interface Trip {
  day: string;
  status: HandRide['status'];
  late: number | null;
  /** Drop-off minutes after the appointment, for appointment trips. */
  appointmentLate?: number;
}
const TRIPS: Trip[] = [
  { day: '2025-05-01', status: 'finished', late: -5 },
  { day: '2025-05-01', status: 'finished', late: 10 },
  { day: '2025-05-01', status: 'finished', late: 25 },
  { day: '2025-05-01', status: 'finished', late: 45 },
  { day: '2025-05-01', status: 'finished', late: 0, appointmentLate: 4 },
  { day: '2025-05-01', status: 'finished', late: 20, appointmentLate: 6 },
  { day: '2025-05-02', status: 'driver_canceled', late: null },
  { day: '2025-05-02', status: 'user_canceled', late: null },
  { day: '2025-05-02', status: 'accepted', late: null },
  // Part of a minute late is a minute late: 20 min 30 s is not within 20 minutes, and reads 21.
  { day: '2025-05-02', status: 'finished', late: 20.5 },
  { day: '2025-05-02', status: 'finished', late: -0.5 },
];
const promisedAt = (trip: Trip, i: number) => nyTime(`${trip.day}T${String(8 + i).padStart(2, '0')}:00:00`);

beforeAll(async () => {
  server = await startTestServer({ env: { JOBS: 'true', AUTH_RATE_LIMIT: '1000' } });
  admin = await tokenForEmail(db(), ADMIN);
  const mta = await brokerCompanyId(db(), 'mta');
  const car = await carOfType(db(), 1);
  for (const [i, trip] of TRIPS.entries()) {
    const pickupAt = promisedAt(trip, i);
    const pickedUpAt = trip.late === null ? null : new Date(pickupAt.getTime() + min(trip.late));
    const appointmentAt = trip.appointmentLate === undefined ? null : new Date(pickupAt.getTime() + min(60));
    const dropoffAt =
      appointmentAt && trip.appointmentLate !== undefined
        ? new Date(appointmentAt.getTime() + min(trip.appointmentLate))
        : pickedUpAt && new Date(pickedUpAt.getTime() + min(30));
    const needsDriver = ['finished', 'accepted', 'driver_canceled'].includes(trip.status);
    await handRide(db(), {
      status: trip.status,
      companyId: mta,
      car: needsDriver ? car : undefined,
      pickupAt,
      pickedUpAt,
      dropoffAt,
      appointmentAt,
    });
  }
});
afterAll(() => server.close());

describe('MTA OTP pickup and acceptance', () => {
  it('counts offers, acceptance and on-time pickups by window, per day and per trip', async () => {
    const res = await call<JobAnswer>(
      server.url,
      'GET',
      '/reports/mta_otp_pickup_and_acceptance?start_date=2025-05-01&end_date=2025-05-02',
      { token: admin },
    );
    expect(res.status).toBe(200);
    const job = await finishedJob(server.url, admin, res.body.job.id);
    expect(job).toMatchObject({
      status: 'succeeded',
      file_name: 'mta-otp-pickup-and-acceptance_2025-05-01_2025-05-02.zip',
    });
    const file = await download(server.url, job.url as string);
    expect(file.contentType).toMatch(/application\/zip/);
    const zip = await JSZip.loadAsync(file.bytes);
    const read = async (name: string) =>
      parse(await (zip.file(name)?.async('string') ?? ''), { bom: true }) as string[][];

    const offered = TRIPS.filter((t) => t.status !== 'user_canceled');
    const pct = (a: number, b: number) => (b === 0 ? '' : ((a / b) * 100).toFixed(1));
    const expectedDay = (day: string) => {
      const of = offered.filter((t) => t.day === day);
      const up = of.filter((t) => t.late !== null);
      const within = (m: number) => up.filter((t) => (t.late ?? 0) <= m).length;
      const accepted = of.filter((t) => ['finished', 'accepted'].includes(t.status)).length;
      const appts = up.filter((t) => t.appointmentLate !== undefined);
      const apptsOnTime = appts.filter((t) => (t.appointmentLate ?? 0) <= 5).length;
      return [
        day,
        of.length,
        accepted,
        pct(accepted, of.length),
        up.length,
        up.filter((t) => (t.late ?? 0) < 0).length,
      ]
        .concat([15, 20, 30].flatMap((m) => [within(m), pct(within(m), up.length)]))
        .concat([appts.length, apptsOnTime, pct(apptsOnTime, appts.length)])
        .map(String);
    };
    const [dayHeader, ...days] = await read('otp-by-day.csv');
    expect(dayHeader?.slice(6, 12)).toEqual([
      'On Time 15 min',
      'OTP 15 min %',
      'On Time 20 min',
      'OTP 20 min %',
      'On Time 30 min',
      'OTP 30 min %',
    ]);
    expect(days).toEqual([expectedDay('2025-05-01'), expectedDay('2025-05-02')]);
    expect(days[0]?.slice(1, 5)).toEqual(['6', '6', '100.0', '6']);

    const [, ...trips] = await read('otp-trips.csv');
    const yn = (b: boolean) => (b ? 'Y' : 'N');
    expect(trips.map((row) => [row[2], row[3], row[6], row[7], row[8], row[9], row[12]])).toEqual(
      offered.map((t) => [
        t.status,
        yn(['finished', 'accepted'].includes(t.status)),
        t.late === null ? '' : String(Math.ceil(t.late) || 0),
        ...[15, 20, 30].map((m) => yn(t.late !== null && t.late <= m)),
        t.appointmentLate === undefined ? '' : yn(t.appointmentLate <= 5),
      ]),
    );

    // The dashboard's on-time figure for the broker's day counts the same trips as the 20-minute column.
    const otp = await call<{ vendors: { name: string; total: number; on_time: number }[] }>(
      server.url,
      'GET',
      '/metrics/otp-by-vendors?date=2025-05-01',
      { token: admin },
    );
    const broker = otp.body.vendors.find((v) => v.name === 'MTA Access-A-Ride');
    expect(broker).toMatchObject({ total: 6, on_time: Number(days[0]?.[8]) });
    expect(reports.OTP_WINDOWS_MINUTES.onTime).toBe(20);
  });
});
