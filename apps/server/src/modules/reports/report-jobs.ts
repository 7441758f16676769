import { type FileJobKind, reports } from '@fleetdesk/contract';
import type { FileJobRow } from '../../platform/file-jobs/queries';
import type { FileJobRecords } from '../../platform/file-jobs/records';
import type { ModuleDeps } from '../../platform/module';
import type { PlaceFinder } from './geography/places';
import { type CsvPart, storeReport } from './output';
import {
  type Cursor,
  countAar,
  countFinished,
  countYellow,
  dailyRevenue,
  otpByDay,
  otpTripBatch,
  type Span,
  tlcTripBatch,
  yellowTripBatch,
} from './queries';
import { dollars, percent, reportFileName, tlcFileName, yellowTripSurcharges } from './rules';

/** What a report job keeps in `params`: its days, and the base licence the TLC export names. */
export interface ReportParams {
  start_date: string;
  end_date: string;
  base_license?: string;
}

/** Rows read from the database at a time: memory holds one batch, however long the report. */
export const BATCH_ROWS = 5_000;

type Deps = Pick<ModuleDeps, 'db' | 'storage'>;
type Progress = (done: number, total: number) => Promise<void>;

/** The rows of a keyset-paged query, batch after batch, reporting each batch to `progress`. */
async function* inBatches<T extends { id: number; cursor_at: string }>(
  fetch: (cursor: Cursor | null, limit: number) => Promise<T[]>,
  progress: (read: number) => Promise<void>,
): AsyncGenerator<T> {
  let cursor: Cursor | null = null;
  let read = 0;
  for (;;) {
    const batch = await fetch(cursor, BATCH_ROWS);
    for (const row of batch) yield row;
    read += batch.length;
    await progress(read);
    const last = batch.at(-1);
    if (!last || batch.length < BATCH_ROWS) return;
    cursor = { pickupAt: last.cursor_at, id: last.id };
  }
}

const yesNo = (flag: boolean | null) => (flag === null ? '' : flag ? 'Y' : 'N');

/** FACTS §3.1: base, pickup and drop-off date-time and taxi zone, driver and vehicle TLC licences. */
async function tlcParts(deps: Deps, places: PlaceFinder, span: Span, base: string, progress: Progress) {
  const total = await countFinished(deps.db, span);
  const trips = inBatches(
    (cursor, limit) => tlcTripBatch(deps.db, span, cursor, limit),
    (read) => progress(read, total),
  );
  const rows = async function* () {
    for await (const trip of trips)
      yield [
        base,
        trip.pickup_time,
        trip.dropoff_time ?? '',
        places.zoneOf(trip.start_lat, trip.start_lon),
        places.zoneOf(trip.destination_lat, trip.destination_lon),
        trip.driver_tlc ?? '',
        trip.vehicle_tlc ?? '',
      ];
  };
  const header = [
    'Base License Number',
    'Pickup DateTime',
    'DropOff DateTime',
    'PULocationID',
    'DOLocationID',
    'Driver TLC License Number',
    'Vehicle TLC License Number',
  ];
  return [{ name: tlcFileName(base, span), header, rows: rows(), forMachine: true }];
}

/** Each yellow trip's surcharges, and the month totals they add up to (FACTS §4.3). */
async function mtaTaxParts(deps: Deps, places: PlaceFinder, span: Span, progress: Progress) {
  const total = await countYellow(deps.db, span);
  const months = new Map<string, { trips: number; mta: number[]; imp: number[]; cong: number[] }>();
  const trips = inBatches(
    (cursor, limit) => yellowTripBatch(deps.db, span, cursor, limit),
    (read) => progress(read, total),
  );
  const rows = async function* () {
    for await (const trip of trips) {
      const start = places.placeOf(trip.start_lat, trip.start_lon);
      const end = places.placeOf(trip.destination_lat, trip.destination_lon);
      const charged = yellowTripSurcharges({
        day: trip.day,
        startsInNyc: start.inNyc,
        endsInMctd: end.inMctd,
        withinNyState: start.inNyState && end.inNyState,
        startsInCongestionZone: start.inCongestionZone,
        endsInCongestionZone: end.inCongestionZone,
        isMtaTrip: trip.is_mta_trip,
      });
      const month = months.get(trip.day.slice(0, 7)) ?? { trips: 0, mta: [0, 0], imp: [0, 0], cong: [0, 0] };
      month.trips += 1;
      const add = (sum: number[], cents: number) => {
        sum[0] = (sum[0] ?? 0) + (cents > 0 ? 1 : 0);
        sum[1] = (sum[1] ?? 0) + cents;
      };
      add(month.mta, charged.mtaTax);
      add(month.imp, charged.improvement);
      add(month.cong, charged.congestion);
      months.set(trip.day.slice(0, 7), month);
      const sum = charged.mtaTax + charged.improvement + charged.congestion;
      yield [trip.id, trip.day, trip.plate ?? '', start.zoneId, end.zoneId, yesNo(trip.is_mta_trip)].concat(
        [charged.mtaTax, charged.improvement, charged.congestion, sum].map(dollars),
      );
    }
  };
  const tripHeader = ['Ride ID', 'Date', 'Plate', 'PULocationID', 'DOLocationID', 'MTA Trip'];
  const money = ['MTA Tax', 'Improvement Surcharge', 'Congestion Surcharge', 'Total'];
  // The totals are read after the trips part is written: parts are written in order.
  const totals = function* () {
    for (const [month, m] of [...months].sort()) {
      const amounts = [m.mta[1] ?? 0, m.imp[1] ?? 0, m.cong[1] ?? 0];
      yield [month, m.trips, m.mta[0], dollars(amounts[0] ?? 0), m.imp[0], dollars(amounts[1] ?? 0)].concat([
        m.cong[0],
        dollars(amounts[2] ?? 0),
        dollars(amounts.reduce((a, b) => a + b, 0)),
      ]);
    }
  };
  const totalsHeader = ['Month', 'Trips', 'MTA Tax Trips', 'MTA Tax', 'Improvement Trips'].concat([
    'Improvement Surcharge',
    'Congestion Trips',
    'Congestion Surcharge',
    'Total',
  ]);
  return [
    { name: 'yellow-cab-trips.csv', header: [...tripHeader, ...money], rows: rows() },
    { name: 'yellow-cab-monthly-totals.csv', header: totalsHeader, rows: { [Symbol.iterator]: totals } },
  ];
}

async function dailyRevenueParts(deps: Deps, span: Span, progress: Progress) {
  const days = await dailyRevenue(deps.db, span);
  await progress(days.length, days.length);
  const header = [
    'Date',
    'Rides',
    'Revenue',
    'Vendor Amount',
    'Driver Net',
    'Margin',
    'Surge',
    'Cash',
  ].concat(['Picked Up', 'On Time', 'OTP %']);
  const rows = days.map((d) =>
    [d.day, d.rides, ...[d.revenue_cents, d.vendor_cents, d.driver_net_cents].map(dollars)].concat([
      dollars(d.revenue_cents - d.driver_net_cents),
      dollars(d.surge_cents),
      dollars(d.cash_cents),
      d.picked_up,
      d.on_time,
      percent(d.on_time, d.picked_up),
    ]),
  );
  return [{ name: reportFileName('daily-revenue-stats', span, 'csv'), header, rows }];
}

async function otpParts(deps: Deps, span: Span, progress: Progress) {
  const { short, onTime, contract } = reports.OTP_WINDOWS_MINUTES;
  const days = await otpByDay(deps.db, span);
  const total = await countAar(deps.db, span);
  const dayHeader = ['Date', 'Trips Offered', 'Accepted', 'Acceptance %', 'Picked Up', 'Early'].concat(
    [short, onTime, contract].flatMap((m) => [`On Time ${m} min`, `OTP ${m} min %`]),
    ['Appointment Trips', `Drop-off On Time ${reports.APPOINTMENT_DROPOFF_MINUTES} min`, 'Drop-off OTP %'],
  );
  const dayRows = days.map((d) =>
    [d.day, d.offered, d.accepted, percent(d.accepted, d.offered), d.picked_up, d.early].concat(
      [d.within_short, d.on_time, d.within_contract].flatMap((n) => [n, percent(n, d.picked_up)]),
      [d.appointments, d.appointments_on_time, percent(d.appointments_on_time, d.appointments)],
    ),
  );
  const trips = inBatches(
    (cursor, limit) => otpTripBatch(deps.db, span, cursor, limit),
    (read) => progress(read, total),
  );
  const tripRows = async function* () {
    for await (const t of trips)
      yield [
        t.id,
        t.reference_id ?? '',
        t.status,
        yesNo(t.accepted),
        t.promised_pickup,
        t.actual_pickup ?? '',
      ]
        .concat([t.minutes_late ?? ''], [t.within_short, t.on_time, t.within_contract].map(yesNo))
        .concat([t.appointment ?? '', t.actual_dropoff ?? '', yesNo(t.appointment_on_time)]);
  };
  const tripHeader = ['Ride ID', 'Trip ID', 'Status', 'Accepted', 'Promised Pickup', 'Actual Pickup']
    .concat(['Minutes Late', `On Time ${short} min`, `On Time ${onTime} min`, `On Time ${contract} min`])
    .concat(['Appointment', 'Actual Drop-off', 'Drop-off On Time']);
  return [
    { name: 'otp-by-day.csv', header: dayHeader, rows: dayRows },
    { name: 'otp-trips.csv', header: tripHeader, rows: tripRows() },
  ];
}

const ZIPPED: ReadonlySet<FileJobKind> = new Set(['report_mta_taxes', 'report_mta_otp']);
/** A zip's name before its days: `mta-otp-pickup-and-acceptance_2026-11-01_2026-11-30.zip`. */
const ZIP_NAMES: Partial<Record<FileJobKind, string>> = {
  report_mta_taxes: 'yellow-cab-taxes-mta',
  report_mta_otp: 'mta-otp-pickup-and-acceptance',
};

/** Writes the job's report to storage, privately; the job's url is then a signed link to it. */
export async function runReport(deps: Deps, places: PlaceFinder, records: FileJobRecords, job: FileJobRow) {
  const params = job.params as unknown as ReportParams;
  const span = { start: params.start_date, end: params.end_date };
  const progress = records.progress(job.id);
  const parts: CsvPart[] =
    job.kind === 'report_tlc_trips'
      ? await tlcParts(deps, places, span, params.base_license ?? '', progress)
      : job.kind === 'report_mta_taxes'
        ? await mtaTaxParts(deps, places, span, progress)
        : job.kind === 'report_daily_revenue'
          ? await dailyRevenueParts(deps, span, progress)
          : await otpParts(deps, span, progress);
  const isZip = ZIPPED.has(job.kind);
  const { key, rows } = await storeReport(deps.storage, parts, isZip);
  const written = rows.reduce((a, b) => a + b, 0);
  await records.succeed(job.id, {
    message: reports.REPORT_MESSAGES.ready,
    done: written,
    total: written,
    resultKey: key,
    fileName: isZip ? reportFileName(ZIP_NAMES[job.kind] ?? 'report', span, 'zip') : (parts[0]?.name ?? ''),
  });
}
