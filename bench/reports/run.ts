// npm run bench:reports [-- --rides 1000000 --reset]
// Loads (or reuses) a database in .data/bench-reports with `--rides` finished rides in one month, then
// writes the TLC trip-record export and the MTA OTP zip over the first 1, 7, 15 and 30 days of it, as
// the report job does (keyset batches streamed to CSV, stored through the storage adapter), measuring
// each run's time and the process's peak memory. Writes bench/results/reports.md.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { createPlaceFinder } from '../../apps/server/src/modules/reports/geography/places';
import { loadZoneShapes } from '../../apps/server/src/modules/reports/geography/taxi-zones';
import { BATCH_ROWS, runReport } from '../../apps/server/src/modules/reports/report-jobs';
import { createDiskStorage } from '../../apps/server/src/platform/adapters/storage/disk';
import { createFileLinks } from '../../apps/server/src/platform/adapters/storage/links';
import { insertFileJob, selectFileJob } from '../../apps/server/src/platform/file-jobs/queries';
import { createFileJobRecords } from '../../apps/server/src/platform/file-jobs/records';
import type { Realtime } from '../../apps/server/src/platform/realtime';
import { addCalendarDays } from '../../packages/contract/src/endpoints/driverStats';
import { BENCH_MONTH, openReportsBenchDatabase, prepareReportsBench } from './database';

const { values } = parseArgs({
  options: { rides: { type: 'string', default: '1000000' }, reset: { type: 'boolean', default: false } },
});
const rides = Number(values.rides);
const database = await openReportsBenchDatabase();
const { db } = database;
const loaded = await prepareReportsBench(database, rides, values.reset ?? false);
const [admin] = (await db.execute<{ id: number }>(sql`select min(id) as id from admins`)).rows;

const storage = createDiskStorage(mkdtempSync(join(tmpdir(), 'bench-reports-files-')));
// Nobody listens: the bench measures the file, not the socket.
const realtime = { emitToAdmin() {} } as unknown as Realtime;
const records = createFileJobRecords({ db, realtime, fileLinks: createFileLinks('bench', 60_000) });
// The shipped taxi zone shapes, as the report worker reads them.
const places = createPlaceFinder(loadZoneShapes(undefined));
const gc = (globalThis as { gc?: () => void }).gc;

interface Run {
  report: string;
  days: number;
  rows: number;
  seconds: number;
  peakRssMb: number;
  peakHeapMb: number;
  bytes: number;
}

async function measure(kind: 'report_tlc_trips' | 'report_mta_otp', days: number): Promise<Run> {
  gc?.();
  const span = { start_date: BENCH_MONTH.start, end_date: addCalendarDays(BENCH_MONTH.start, days - 1) };
  const row = await insertFileJob(db, {
    kind,
    createdBy: Number(admin?.id),
    params: { ...span, base_license: 'B00001' },
  });
  const started = await records.start(row.id);
  if (!started) throw new Error('job did not start');
  let peakRss = 0;
  let peakHeap = 0;
  const sample = () => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  };
  const timer = setInterval(sample, 20);
  const t0 = performance.now();
  await runReport({ db, storage }, places, records, started);
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(timer);
  sample();
  const done = await selectFileJob(db, row.id);
  const stored = done?.resultKey ? await storage.get(done.resultKey) : null;
  stored?.body.destroy();
  const run = {
    report: kind === 'report_tlc_trips' ? 'TLC trip records (CSV)' : 'MTA OTP (zip of 2 CSV)',
    days,
    rows: done?.total ?? 0,
    seconds,
    peakRssMb: peakRss / 2 ** 20,
    peakHeapMb: peakHeap / 2 ** 20,
    bytes: stored?.size ?? 0,
  };
  console.log(
    `  ${run.report}, ${days} d: ${run.rows} rows in ${seconds.toFixed(1)} s, peak RSS ${run.peakRssMb.toFixed(0)} MB`,
  );
  return run;
}

console.log(`bench:reports: ${loaded} rides in ${BENCH_MONTH.start.slice(0, 7)}; batches of ${BATCH_ROWS}`);
const runs: Run[] = [];
for (const kind of ['report_tlc_trips', 'report_mta_otp'] as const)
  for (const days of [1, 7, 15, 30]) runs.push(await measure(kind, days));

const fmt = (n: number, d = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });
const lines = [
  '# bench:reports — report files over one month of rides',
  '',
  `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`npm run bench:reports -- --rides ${rides}\`: ` +
    `${fmt(loaded)} finished rides in ${BENCH_MONTH.start.slice(0, 7)} (one in ten for the transit authority's ` +
    `broker, so the OTP report's trips are a tenth of the TLC export's). Load average at the end ` +
    `${loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')} on a shared 2-core machine.`,
  '',
  'Each run is a report job as the worker runs it (`runReport`): keyset batches of ' +
    `${fmt(BATCH_ROWS)} rides streamed to a CSV on disk (and zipped with archiver for the OTP report), then ` +
    "stored through the disk storage adapter. Peak memory is this process's (PostgreSQL runs apart), sampled " +
    'every 20 ms, after a garbage collection before each run. Pickup and drop-off zones are resolved with ' +
    'the shipped TLC taxi zone shapes, as in use.',
  '',
  '| report | days | rows written | seconds | rows/s | file MB | peak RSS MB | peak heap MB |',
  '|---|---:|---:|---:|---:|---:|---:|---:|',
  ...runs.map(
    (r) =>
      `| ${r.report} | ${r.days} | ${fmt(r.rows)} | ${fmt(r.seconds, 1)} | ${fmt(r.rows / r.seconds)} | ${fmt(r.bytes / 2 ** 20, 1)} | ${fmt(r.peakRssMb)} | ${fmt(r.peakHeapMb)} |`,
  ),
  '',
  'Memory is flat when the peak stays about the same from 1 day to 30 days while the rows grow 30 times.',
  '',
];
const out = process.env.BENCH_REPORTS_OUT ?? join(process.cwd(), 'bench', 'results', 'reports.md');
writeFileSync(out, lines.join('\n'));
console.log(`wrote ${out}`);
await database.close();
