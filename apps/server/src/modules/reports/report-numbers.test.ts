import { reports } from '@fleetdesk/contract';
import { parse } from 'csv-parse/sync';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call } from '../../../test/api';
import { download, finishedJob, type JobAnswer } from '../../../test/payout-file-fixtures';
import {
  brokerCompanyId,
  carOfType,
  handRide,
  nyTime,
  PLACES,
  vehicleLicence,
  ZONE_OF_PLACE,
} from '../../../test/report-fixtures';
import { tokenForEmail } from '../../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';

/**
 * Each report over a hand-made set of rides in days the demo leaves empty (spring 2025). What the file
 * must say is added up here from the rides as written, never by the report's code.
 */
let server: TestServer;
let admin: string;
const db = () => server.database.db;
const BASE = 'B01234';
const min = (n: number) => n * 60_000;

async function generated(path: string, query: Record<string, string>) {
  const res = await call<JobAnswer>(server.url, 'GET', `${path}?${new URLSearchParams(query)}`, {
    token: admin,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const job = await finishedJob(server.url, admin, res.body.job.id);
  expect(job, JSON.stringify(job)).toMatchObject({
    status: 'succeeded',
    message: reports.REPORT_MESSAGES.ready,
  });
  const file = await download(server.url, job.url as string);
  expect(file.status).toBe(200);
  return { job, bytes: file.bytes, contentType: file.contentType };
}
const csvRows = (text: string) => parse(text, { bom: true }) as string[][];
async function unzipped(bytes: Buffer): Promise<Record<string, string[][]>> {
  const zip = await JSZip.loadAsync(bytes);
  const files: Record<string, string[][]> = {};
  for (const [name, entry] of Object.entries(zip.files)) files[name] = csvRows(await entry.async('string'));
  return files;
}

let yellow: Awaited<ReturnType<typeof carOfType>>;
let sedan: Awaited<ReturnType<typeof carOfType>>;
let mta: number;
const P = PLACES;

/** Yellow and sedan trips of March and April 2025, with their surcharges in cents as FACTS §4.1 gives them. */
const TRIPS = [
  {
    at: '2025-03-03T10:00:00',
    from: P.timesSquare,
    to: P.downtownBrooklyn,
    cents: [50, 100, 250],
    price: 2500,
    net: 1800,
  },
  {
    at: '2025-03-03T12:00:00',
    from: P.harlem,
    to: P.whitePlains,
    cents: [50, 100, 0],
    price: 6000,
    net: 4500,
  },
  {
    at: '2025-03-04T09:30:00',
    from: P.downtownBrooklyn,
    to: P.newark,
    cents: [0, 100, 0],
    price: 7000,
    net: 5000,
  },
  {
    at: '2025-03-04T18:15:00',
    from: P.timesSquare,
    to: P.harlem,
    cents: [50, 100, 0],
    price: 3000,
    net: 2000,
    mta: true,
  },
  {
    at: '2025-04-01T08:00:00',
    from: P.downtownBrooklyn,
    to: P.timesSquare,
    cents: [50, 100, 250],
    price: 2600,
    net: 1900,
  },
] as const;
const SEDAN_TRIP = { at: '2025-03-05T11:00:00', price: 4000, net: 3000 };

beforeAll(async () => {
  server = await startTestServer({
    env: { JOBS: 'true', TLC_BASE_LICENSE: BASE, AUTH_RATE_LIMIT: '1000' },
  });
  admin = await tokenForEmail(db(), ADMIN);
  yellow = await carOfType(db(), 2);
  sedan = await carOfType(db(), 1);
  mta = await brokerCompanyId(db(), 'mta');
  for (const t of TRIPS) {
    const pickupAt = nyTime(t.at);
    await handRide(db(), {
      status: 'finished',
      companyId: 'mta' in t ? mta : undefined,
      car: yellow,
      pickupAt,
      pickedUpAt: new Date(pickupAt.getTime() + min(3)),
      dropoffAt: new Date(pickupAt.getTime() + min(40)),
      from: t.from,
      to: t.to,
      priceCents: t.price,
      driverNetCents: t.net,
      vendorCents: t.price,
    });
  }
  const sedanAt = nyTime(SEDAN_TRIP.at);
  await handRide(db(), {
    status: 'finished',
    car: sedan,
    pickupAt: sedanAt,
    pickedUpAt: new Date(sedanAt.getTime() + min(25)), // late: not on time
    dropoffAt: new Date(sedanAt.getTime() + min(50)),
    priceCents: SEDAN_TRIP.price,
    driverNetCents: SEDAN_TRIP.net,
    cashCents: SEDAN_TRIP.price,
  });
  // Neither counts: a cancelled yellow trip and one outside the days.
  await handRide(db(), { status: 'driver_canceled', car: yellow, pickupAt: nyTime('2025-03-06T10:00:00') });
  await handRide(db(), {
    status: 'finished',
    car: yellow,
    pickupAt: nyTime('2025-02-28T23:00:00'),
    priceCents: 999,
  });
});
afterAll(() => server.close());

const nyText = (at: Date) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'America/New_York',
    dateStyle: 'short',
    timeStyle: 'medium',
  }).format(at);

describe('TLC trip records', () => {
  it('lists every finished trip of the days with its zones and licences, in the TLC file name', async () => {
    const { job, bytes, contentType } = await generated('/reports/export-tlc-trip-records', {
      start_date: '2025-03-01',
      end_date: '2025-03-31',
    });
    expect(job.file_name).toBe(`${BASE}_20250301-20250331.csv`);
    expect(contentType).toMatch(/text\/csv/);
    // The TLC's program reads it: no byte order mark before the header (platform/csv.ts).
    expect(bytes.toString('utf8').startsWith('Base License Number,')).toBe(true);
    const [header, ...rows] = csvRows(bytes.toString('utf8'));
    expect(header).toEqual([
      'Base License Number',
      'Pickup DateTime',
      'DropOff DateTime',
      'PULocationID',
      'DOLocationID',
      'Driver TLC License Number',
      'Vehicle TLC License Number',
    ]);
    // The shipped taxi zone shapes place each point; the expected ids are the TLC map's.
    const zoneOf = (p: { lat: number }) =>
      String(
        ZONE_OF_PLACE[(Object.keys(P) as (keyof typeof P)[]).find((name) => P[name] === p) as keyof typeof P],
      );
    const yellowVehicle = (await vehicleLicence(db(), yellow.carId)) ?? '';
    const sedanVehicle = (await vehicleLicence(db(), sedan.carId)) ?? '';
    const march = [
      ...TRIPS.filter((t) => t.at.startsWith('2025-03')).map((t) => ({
        ...t,
        car: yellow,
        vehicle: yellowVehicle,
      })),
      { at: SEDAN_TRIP.at, from: P.timesSquare, to: P.harlem, car: sedan, vehicle: sedanVehicle },
    ];
    expect(rows).toEqual(
      march.map((t) => {
        const at = nyTime(t.at);
        return [
          BASE,
          nyText(new Date(at.getTime() + min(t.car === sedan ? 25 : 3))),
          nyText(new Date(at.getTime() + min(t.car === sedan ? 50 : 40))),
          zoneOf(t.from),
          zoneOf(t.to),
          t.car.tlc ?? '',
          t.vehicle,
        ];
      }),
    );
    expect(yellowVehicle).not.toBe('');
  });
});

describe('yellow cab taxes MTA', () => {
  it('charges each yellow trip its surcharges and adds them up by month', async () => {
    const { job, bytes } = await generated('/reports/yellow-cab-taxes-mta', {
      start_date: '2025-03-01',
      end_date: '2025-04-30',
    });
    expect(job.file_name).toBe('yellow-cab-taxes-mta_2025-03-01_2025-04-30.zip');
    const files = await unzipped(bytes);
    const [, ...trips] = files['yellow-cab-trips.csv'] ?? [];
    const $ = (cents: number) => (cents / 100).toFixed(2);
    expect(trips.map((row) => row.slice(1, 2).concat(row.slice(5)))).toEqual(
      TRIPS.map((t) => [
        t.at.slice(0, 10),
        'mta' in t ? 'Y' : 'N',
        ...t.cents.map($),
        $(t.cents.reduce((a: number, b: number) => a + b, 0)),
      ]),
    );
    const [header, ...months] = files['yellow-cab-monthly-totals.csv'] ?? [];
    expect(header?.[0]).toBe('Month');
    const monthOf = (month: string) => {
      const of = TRIPS.filter((t) => t.at.startsWith(month));
      const sum = (i: number) => of.reduce((a, t) => a + (t.cents[i] ?? 0), 0);
      const count = (i: number) => String(of.filter((t) => (t.cents[i] ?? 0) > 0).length);
      return [month, String(of.length), count(0), $(sum(0)), count(1), $(sum(1)), count(2), $(sum(2))].concat(
        $(sum(0) + sum(1) + sum(2)),
      );
    };
    expect(months).toEqual([monthOf('2025-03'), monthOf('2025-04')]);
    expect(months[0]).toEqual(['2025-03', '4', '3', '1.50', '4', '4.00', '1', '2.50', '8.00']);
  });
});

describe('daily revenue stats', () => {
  it('adds up each day of finished rides', async () => {
    const { job, bytes } = await generated('/reports/daily-revenue-stats', {
      start_date: '2025-03-01',
      end_date: '2025-03-31',
    });
    expect(job.file_name).toBe('daily-revenue-stats_2025-03-01_2025-03-31.csv');
    // People open it in Excel, which needs the byte order mark to read UTF-8.
    expect(bytes.toString('utf8').startsWith('\uFEFFDate,')).toBe(true);
    const [, ...days] = csvRows(bytes.toString('utf8'));
    const all = [
      ...TRIPS.filter((t) => t.at.startsWith('2025-03')).map((t) => ({
        ...t,
        vendor: t.price,
        cash: 0,
        late: 3,
      })),
      { ...SEDAN_TRIP, vendor: 0, cash: SEDAN_TRIP.price, late: 25 },
    ];
    const $ = (cents: number) => (cents / 100).toFixed(2);
    const expected = [...new Set(all.map((t) => t.at.slice(0, 10)))].map((day) => {
      const of = all.filter((t) => t.at.startsWith(day));
      const sum = (f: (t: (typeof of)[number]) => number) => of.reduce((a, t) => a + f(t), 0);
      const onTime = of.filter((t) => t.late <= 20).length;
      return [
        day,
        String(of.length),
        $(sum((t) => t.price)),
        $(sum((t) => t.vendor)),
        $(sum((t) => t.net)),
      ].concat([
        $(sum((t) => t.price - t.net)),
        '0.00',
        $(sum((t) => t.cash)),
        String(of.length),
        String(onTime),
        ((onTime / of.length) * 100).toFixed(1),
      ]);
    });
    expect(days).toEqual(expected);
  });
});
