import { writeFileSync } from 'node:fs';
import { generatedNotice } from '../generated';
import { percentile } from '../rides/report';
import type { DayFacts } from './day';
import type { PlanOutcome } from './outcome';

/** A stretch of the bench's timeline (epoch ms), e.g. idle, a phase of the run or the whole run. */
export interface Window {
  name: string;
  from: number;
  to: number;
}

/** API latencies of one probe target in one window. */
export interface LatencyRow {
  target: string;
  window: string;
  requests: number;
  failures: number;
  p50: number;
  p95: number;
  max: number;
}

/** The server's event loop in one window: how late a 20 ms timer fired (what every request waits on top). */
export interface LagRow {
  window: string;
  seconds: number;
  p99: number;
  max: number;
}

export interface RoutingBenchRun {
  command: string;
  day: DayFacts;
  outcome: PlanOutcome;
  solverTimeLimitMs: number;
  probeRate: number;
  wallSeconds: number;
  phases: Window[];
  peakRssMb: number;
  latencies: LatencyRow[];
  lags: LagRow[];
  machine: string;
}

export const summariseLatencies = (
  target: string,
  window: string,
  samples: readonly { ms: number; status: number }[],
): LatencyRow => {
  const ok = samples.filter((s) => s.status === 200).map((s) => s.ms);
  ok.sort((a, b) => a - b);
  return {
    target,
    window,
    requests: samples.length,
    failures: samples.length - ok.length,
    p50: percentile(ok, 50),
    p95: percentile(ok, 95),
    max: ok[ok.length - 1] ?? Number.NaN,
  };
};

const ms = (value: number) => (Number.isNaN(value) ? '–' : value.toFixed(1));
const seconds = (value: number) => (value / 1000).toFixed(1);
const share = (part: number, whole: number) => (whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)}%`);
const reasons = (counts: Record<string, number>) => {
  const entries = Object.entries(counts).sort(([, a], [, b]) => b - a);
  return entries.length === 0 ? 'none' : entries.map(([reason, n]) => `${reason} ${n}`).join(', ');
};

function dayTable(day: DayFacts): string {
  const boroughs = Object.entries(day.byBorough)
    .sort(([, a], [, b]) => b - a)
    .map(([borough, n]) => `${borough} ${n}`)
    .join(', ');
  return `| | |
| --- | --- |
| date (New York) | ${day.date} |
| routing scenarios | ${day.scenarios} |
| new rides | ${day.rides}: wheelchair ${day.wheelchair} (of which stretcher ${day.stretcher}), with an appointment ${day.appointments}, pooled ${day.pooled} |
| pickups by borough | ${boroughs} |
| drivers | ${day.drivers} with an active car (${day.seats} seats): ${day.wheelchairCars} wheelchair-accessible, ${day.stretcherCars} of them with a stretcher |`;
}

function planTable(o: PlanOutcome): string {
  if (o.status !== 'finished')
    return `| | |
| --- | --- |
| run | **${o.status}**${o.error ? `: ${o.error}` : ''} |
| rides planned | ${o.rides} |
| routes written | none: a run that fails writes no plan |`;
  const late = o.latePickups;
  const served = (s: { served: number; of: number }) => `${s.served} of ${s.of} (${share(s.served, s.of)})`;
  return `| | |
| --- | --- |
| run | ${o.status}${o.error ? `: ${o.error}` : ''}, travel times ${o.travelSource ?? '–'} |
| rides planned | ${o.rides} |
| served | ${o.served} (${share(o.served, o.rides)}) |
| unserved | ${o.rides - o.served}: ${reasons(o.unservedByReason)} |
| vehicles used | ${o.vehicles} of ${o.driversOffered} drivers (${o.wheelchairVehicles} wheelchair-accessible, ${o.stretcherVehicles} with a stretcher); left out: ${reasons(o.excludedByReason)} |
| rides per vehicle | mean ${o.ridesPerVehicle.mean.toFixed(1)}, most ${o.ridesPerVehicle.max} |
| wheelchair rides served | ${served(o.wheelchairServed)} |
| stretcher rides served | ${served(o.stretcherServed)} |
| appointment rides served | ${served(o.appointmentsServed)} |
| late pickups: more than 15 min after the booked time (Access-A-Ride's 15-minute window) | ${late.over15} of ${o.served} |
| pickups after the booked time, within the 15 minutes the plan allows | ${late.total - late.over15} of ${o.served} (${share(late.total - late.over15, o.served)}): ≤ 5 min ${late.upTo5}, 5–10 min ${late.upTo10}, 10–15 min ${late.upTo15}; latest ${late.maxMinutes.toFixed(1)} min |
| drop-offs after the appointment | ${o.lateAppointments} |
| total distance | ${o.distanceMiles.toFixed(0)} miles (${(o.distanceMiles / Math.max(1, o.served)).toFixed(1)} per ride served) |
| route hours (first departure to last arrival, summed) | ${o.drivingHours.toFixed(0)} h |`;
}

function phaseTable(run: RoutingBenchRun): string {
  const rows = run.phases.map((p) => `| ${p.name} | ${seconds(p.to - p.from)} |`);
  return `| phase | seconds |
| --- | ---: |
${rows.join('\n')}
| **wall time, ROUTE answered to run finished** | **${run.wallSeconds.toFixed(1)}** |`;
}

function latencyTable(rows: readonly LatencyRow[]): string {
  const lines = rows.map(
    (r) =>
      `| ${r.target} | ${r.window} | ${r.requests} | ${r.failures} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.max)} |`,
  );
  return `| request | while | requests | failed | p50 ms | p95 ms | max ms |
| --- | --- | ---: | ---: | ---: | ---: | ---: |
${lines.join('\n')}`;
}

function lagTable(rows: readonly LagRow[]): string {
  const lines = rows.map((r) => `| ${r.window} | ${r.seconds.toFixed(1)} | ${ms(r.p99)} | ${ms(r.max)} |`);
  return `| while | seconds | p99 lag ms | max lag ms |
| --- | ---: | ---: | ---: |
${lines.join('\n')}`;
}

export function renderReport(run: RoutingBenchRun): string {
  return `# Routing: a generated New York day through ROUTE, the job and the worker-thread solver

${generatedNotice(run.command, new Date())}

An admin asks \`POST /api/v1/routing/routes/route\` for the whole day over HTTP; the pg-boss job
\`routing-run\` reads the rides and drivers, builds the travel matrix (straight line × the road factor at
the city speed, as without OSRM), solves in a worker thread with the configured search time
(${seconds(run.solverTimeLimitMs)} s), checks the plan and writes the routes. Meanwhile a second process asks
GET /rides (the list's opening view) and GET /routing/routes (the routing page) in turn, ${run.probeRate}
requests a second, one at a time, as it did before the run while the server was idle.

## The day

${dayTable(run.day)}

## The plan

${planTable(run.outcome)}

## The run

${phaseTable(run)}

Peak resident memory of the server process (main thread and solver thread): ${run.peakRssMb.toFixed(0)} MB.

## The API during the run

${latencyTable(run.latencies)}

Event loop of the server (a 20 ms timer's lateness; every request waits this on top of its own work):

${lagTable(run.lags)}

Machine: ${run.machine}.
`;
}

export function writeReport(path: string, run: RoutingBenchRun) {
  writeFileSync(path, renderReport(run));
}
