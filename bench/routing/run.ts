// npm run bench:routing [-- --rides 2000 --drivers 150 --scenarios demo|none --time-limit <seconds> --idle-seconds 15 --rate 10 --reset]
// Seeds (or reuses) a demo database in .data/bench-routing, lays out a New York day of new rides with
// every driver on the road, serves the API from this process with the routing-run job, has an admin
// ROUTE the day over HTTP, and measures the run (phases, memory, event loop) and the API from a second
// process before and during it. Writes bench/results/routing-day.md.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { type PerformanceMeasure, PerformanceObserver, performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { API_BASE, COMPANY_STATE_HEADER, defaultRideDays, rideDaysToDatetimes } from '@fleetdesk/contract';
import { sql } from 'drizzle-orm';
import { ROUTING_QUEUE } from '../../apps/server/src/modules/routing/run/job';
import { RUN_PHASE_MEASURE } from '../../apps/server/src/modules/routing/run/phases';
import { percentile } from '../rides/report';
import { machineLine, serveApi } from '../rides/serve-and-drive';
import { openRoutingBenchDatabase, prepareRoutingBench, routingBenchConfig } from './database';
import { benchDate, prepareDay } from './day';
import { readOutcome } from './outcome';
import type { ProbePlan, ProbeSample } from './probe';
import { type LagRow, summariseLatencies, type Window, writeReport } from './report';

const { values } = parseArgs({
  options: {
    rides: { type: 'string', default: '2000' },
    drivers: { type: 'string', default: '150' },
    'time-limit': { type: 'string' },
    'idle-seconds': { type: 'string', default: '15' },
    rate: { type: 'string', default: '10' },
    'timeout-minutes': { type: 'string', default: '30' },
    scenarios: { type: 'string', default: 'demo' },
    reset: { type: 'boolean', default: false },
  },
});

// Production mode: the contract check of every answer is a test aid, not part of serving.
process.env.NODE_ENV = 'production';
const base = routingBenchConfig();
const solverTimeLimitMs = values['time-limit']
  ? Number(values['time-limit']) * 1000
  : base.routing.solverTimeLimitMs;
const config = {
  ...base,
  jobs: [ROUTING_QUEUE],
  routing: { ...base.routing, solverTimeLimitMs },
};
const STATE = 'NY';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The probe process (probe.ts): answers a function that stops it and resolves its samples. */
function startProbe(plan: ProbePlan) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'probe.ts')], {
    env: { ...process.env, BENCH_PLAN: JSON.stringify(plan) },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  let out = '';
  child.stdout?.on('data', (chunk) => {
    out += chunk;
  });
  const ended = new Promise<ProbeSample[]>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`probe exited ${code}`)),
    );
  });
  return () => {
    child.send('stop');
    return ended;
  };
}

/** How late a 20 ms timer fires on this (the server's) event loop, sampled for the whole bench. */
function startLagSampler() {
  const samples: { at: number; lag: number }[] = [];
  const every = 20;
  let expected = performance.now() + every;
  const timer = setInterval(() => {
    const now = performance.now();
    samples.push({ at: Date.now(), lag: Math.max(0, now - expected) });
    expected = now + every;
  }, every);
  return {
    samples,
    stop: () => clearInterval(timer),
  };
}

/** The run's phase measures (routing-run:matrix, routing-run:solve) in epoch milliseconds. */
function observePhases() {
  const measured = new Map<string, { from: number; to: number; detail: Record<string, number> }>();
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.name.startsWith(RUN_PHASE_MEASURE)) continue;
      const from = performance.timeOrigin + entry.startTime;
      measured.set(entry.name.slice(RUN_PHASE_MEASURE.length), {
        from,
        to: from + entry.duration,
        detail: ((entry as PerformanceMeasure).detail ?? {}) as Record<string, number>,
      });
    }
  });
  observer.observe({ entryTypes: ['measure'] });
  return { measured, stop: () => observer.disconnect() };
}

/** The run's timeline from what the bench saw and the phases the job measured. */
function phaseWindows(
  t: { posted: number; started: number; finished: number },
  measured: ReturnType<typeof observePhases>['measured'],
): Window[] {
  const matrix = measured.get('matrix');
  const solve = measured.get('solve');
  const windows: Window[] = [
    { name: 'queued (until pg-boss hands the job over)', from: t.posted, to: t.started },
  ];
  if (!matrix || !solve)
    return [...windows, { name: 'run (phases not measured)', from: t.started, to: t.finished }];
  // The poll sees the run 'running' up to a poll late; the matrix cannot have begun before the run did.
  const started = Math.min(t.started, matrix.from);
  return [
    { ...windows[0], to: started } as Window,
    { name: 'inputs: rides, drivers and their papers read', from: started, to: matrix.from },
    { name: `travel matrix (${matrix.detail.locations} locations)`, from: matrix.from, to: matrix.to },
    { name: 'solver input built, scenarios marked', from: matrix.to, to: solve.from },
    {
      name: `search in the worker thread (${solve.detail.requests} rides, ${solve.detail.vehicles} vehicles)`,
      from: solve.from,
      to: solve.to,
    },
    { name: 'plan checked, routes written', from: solve.to, to: t.finished },
  ];
}

function lagRows(samples: readonly { at: number; lag: number }[], windows: readonly Window[]): LagRow[] {
  return windows.map((w) => {
    const lags = samples
      .filter((s) => s.at >= w.from && s.at < w.to)
      .map((s) => s.lag)
      .sort((a, b) => a - b);
    return {
      window: w.name,
      seconds: (w.to - w.from) / 1000,
      p99: percentile(lags, 99),
      max: lags[lags.length - 1] ?? Number.NaN,
    };
  });
}

const database = await openRoutingBenchDatabase();
const { db } = database;
try {
  await prepareRoutingBench(database, Number(values.drivers), values.reset);
  const date = benchDate();
  if (values.scenarios !== 'demo' && values.scenarios !== 'none')
    throw new Error(`--scenarios is demo or none, not ${values.scenarios}`);
  const day = await prepareDay(db, date, Number(values.rides), values.scenarios);
  await db.execute(sql`analyze`);
  console.log(
    `bench:routing day ${date}: ${day.rides} rides (${day.wheelchair} wheelchair, ${day.stretcher} stretcher, ${day.appointments} appointments), ${day.drivers} drivers (${day.wheelchairCars} WAV, ${day.stretcherCars} stretcher)`,
  );
  const api = await serveApi({ config, db, databaseUrl: database.url }, 'admin@fleetdesk.test');
  const lag = startLagSampler();
  const phases = observePhases();
  const rate = Number(values.rate);
  const ridesPath = `${API_BASE}/rides?${new URLSearchParams(rideDaysToDatetimes(defaultRideDays(Date.now())))}`;
  const stopProbe = startProbe({
    baseUrl: api.baseUrl,
    token: api.token,
    rate,
    targets: [
      { name: 'GET /rides (opening view)', path: ridesPath },
      {
        name: 'GET /routing/routes (the day)',
        path: `${API_BASE}/routing/routes?date=${date}`,
        headers: { [COMPANY_STATE_HEADER]: STATE },
      },
    ],
  });
  let peakRss = process.memoryUsage.rss();
  let outcome: Awaited<ReturnType<typeof readOutcome>>;
  let windows: Window[];
  let idle: Window;
  let wallSeconds: number;
  let samples: ProbeSample[];
  let loadAtStart: string | undefined;
  try {
    const probeStarted = Date.now();
    loadAtStart = loadavg()[0]?.toFixed(1);
    await pause(Number(values['idle-seconds']) * 1000);
    const posted = Date.now();
    idle = { name: 'idle, before ROUTE', from: probeStarted + 1000, to: posted };
    const response = await fetch(`${api.baseUrl}${API_BASE}/routing/routes/route`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${api.token}`,
        'content-type': 'application/json',
        [COMPANY_STATE_HEADER]: STATE,
      },
      body: JSON.stringify({ date }),
    });
    if (!response.ok) throw new Error(`ROUTE answered ${response.status}: ${await response.text()}`);
    const { run } = (await response.json()) as { run: { id: number } };
    const answered = Date.now();
    console.log(`bench:routing ROUTE queued run ${run.id}`);
    let started = 0;
    let lastProgress = -1;
    const deadline = answered + Number(values['timeout-minutes']) * 60_000;
    for (;;) {
      peakRss = Math.max(peakRss, process.memoryUsage.rss());
      const { rows } = await db.execute<{ status: string; progress: number }>(
        sql`select status, progress from routing_runs where id = ${run.id}`,
      );
      const row = rows[0];
      if (row?.status === 'running' && started === 0) started = Date.now();
      if (row && Math.floor(row.progress / 10) !== Math.floor(lastProgress / 10)) {
        console.log(
          `  ${((Date.now() - answered) / 1000).toFixed(1)} s: ${row.status} ${row.progress.toFixed(0)}%`,
        );
        lastProgress = row.progress;
      }
      if (row?.status === 'finished' || row?.status === 'failed') break;
      if (Date.now() > deadline)
        throw new Error(`run ${run.id} did not finish in ${values['timeout-minutes']} minutes`);
      await pause(100);
    }
    outcome = await readOutcome(db, run.id, date, day.drivers);
    const finished = outcome.finishedAt?.getTime() ?? Date.now();
    wallSeconds = (finished - answered) / 1000;
    windows = phaseWindows({ posted: answered, started: started || answered, finished }, phases.measured);
    // A little of the quiet after the run, so the last phase's requests have answered.
    await pause(1000);
    samples = await stopProbe();
  } finally {
    lag.stop();
    phases.stop();
    await api.close();
  }
  const whole: Window = { name: 'the whole run', from: windows[0]?.from ?? 0, to: windows.at(-1)?.to ?? 0 };
  const latencyWindows = [idle, whole, ...windows.filter((w) => w.to - w.from >= 2000)];
  const targets = [...new Set(samples.map((s) => s.name))];
  const latencies = targets.flatMap((target) =>
    latencyWindows.map((w) =>
      summariseLatencies(
        target,
        w.name,
        samples.filter((s) => s.name === target && s.at >= w.from && s.at < w.to),
      ),
    ),
  );
  for (const row of latencies)
    console.log(
      `  ${row.target} ${row.window}: p50 ${row.p50.toFixed(1)} ms, p95 ${row.p95.toFixed(1)} ms (${row.requests})`,
    );
  console.log(
    `bench:routing run ${outcome.status}: ${outcome.served}/${outcome.rides} served on ${outcome.vehicles} vehicles, ${outcome.distanceMiles.toFixed(0)} miles, ${wallSeconds.toFixed(1)} s`,
  );
  const output = join(import.meta.dirname, '..', 'results', 'routing-day.md');
  writeReport(output, {
    command: `npm run bench:routing ${process.argv.slice(2).join(' ')}`.trim(),
    day,
    outcome,
    solverTimeLimitMs,
    probeRate: rate,
    wallSeconds,
    phases: windows,
    peakRssMb: peakRss / 1024 / 1024,
    latencies,
    lags: lagRows(lag.samples, [idle, whole, ...windows]),
    machine: machineLine(loadAtStart),
  });
  console.log(`bench:routing wrote ${output}`);
} finally {
  await database.close();
}
