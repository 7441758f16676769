import { writeFileSync } from 'node:fs';
import { generatedNotice } from '../generated';
import { BARE_LOOKUP, SEARCH_GOAL_P95_MS } from './scenarios';

/** A typical dispatcher request against GET /rides. */
export interface Scenario {
  name: string;
  path: string;
  /** This scenario's own goal, when it differs from the run's. */
  goalP95Ms?: number;
}

export interface ScenarioResult {
  name: string;
  path: string;
  goalP95Ms?: number;
  connections: number;
  requests: number;
  failures: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Requests of the warm-up second before this run (counted in the CPU per request). */
  warmupRequests?: number;
  /** CPU of the API process and PostgreSQL per request: what latency would be on idle cores. */
  cpuMsPerRequest?: number;
  /** The API process's share of it (the rest is PostgreSQL's): where to look first. */
  apiCpuMsPerRequest?: number;
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}

export function summarise(
  scenario: Scenario,
  connections: number,
  latencies: number[],
  failures: number,
  durationSeconds: number,
): ScenarioResult {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    ...scenario,
    connections,
    requests: sorted.length,
    failures,
    requestsPerSecond: sorted.length / durationSeconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
}

export interface RunInfo {
  command: string;
  rides: number;
  drivers: number;
  connections: number[];
  durationSeconds: number;
  goalP95Ms: number;
  machine: string;
}

const ms = (value: number) => value.toFixed(1);

/**
 * Each scenario's p95 over the p95 of the bare lookup run just before it at the same connections: the
 * machine's load (shared cores) slows both, so the ratio says what the list costs beyond the floor.
 */
function ratioTable(results: readonly ScenarioResult[]): string {
  const floor = new Map<number, number>();
  const rows: string[] = [];
  for (const r of results) {
    const bare = floor.get(r.connections);
    if (r.name === BARE_LOOKUP) floor.set(r.connections, r.p95);
    else if (bare !== undefined)
      rows.push(
        `| ${r.name} | ${r.connections} | ${ms(r.p95)} | ${ms(bare)} | ${(r.p95 / bare).toFixed(1)} |`,
      );
  }
  if (rows.length === 0) return '';
  return `p95 against the p95 of the bare lookup run just before it at the same connections:

| scenario | connections | p95 | bare lookup p95 | ratio |
| --- | ---: | ---: | ---: | ---: |
${rows.join('\n')}`;
}

/** CPU per request, and when known how it splits: `total (API + PostgreSQL)`. */
function cpuCell(r: ScenarioResult): string {
  if (r.cpuMsPerRequest === undefined) return '';
  if (r.apiCpuMsPerRequest === undefined) return ms(r.cpuMsPerRequest);
  return `${ms(r.cpuMsPerRequest)} (${ms(r.apiCpuMsPerRequest)} + ${ms(r.cpuMsPerRequest - r.apiCpuMsPerRequest)})`;
}

/** The results table of an API benchmark's report, header included. */
export function resultsTable(results: readonly ScenarioResult[], goalP95Ms: number): string {
  const rows = results.map(
    (r) =>
      `| ${r.name} | ${r.connections} | ${r.requests} | ${r.failures} | ${r.requestsPerSecond.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${cpuCell(r)} | ${r.p95 <= (r.goalP95Ms ?? goalP95Ms) ? 'yes' : '**no**'} |`,
  );
  return `| scenario | connections | requests | failures | req/s | p50 | p95 | p99 | CPU ms/req (API + PostgreSQL) | p95 ≤ goal |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | :---: |
${rows.join('\n')}`;
}

export function renderReport(info: RunInfo, results: readonly ScenarioResult[]): string {
  return `# GET /rides under load

${generatedNotice(info.command, new Date())}

${info.rides.toLocaleString('en-US')} rides,
${info.drivers.toLocaleString('en-US')} drivers; ${info.machine}. The API server runs in one process (production
mode: no response validation), autocannon in another with ${info.connections.join(' and ')} connection(s) for
${info.durationSeconds} s per scenario after a 1 s warm-up (and, before the first, one unmeasured second of every
request, so no scenario pays for compiling the server's code alone). Latencies in milliseconds over every
answered request, from the client. Goal: p95 ≤ ${info.goalP95Ms} ms (searches: ${SEARCH_GOAL_P95_MS} ms).

${resultsTable(results, info.goalP95Ms)}

${ratioTable(results)}

CPU ms/req is the CPU the API process and every PostgreSQL backend spent per answered request
(warm-up included), read from the operating system around each run: it grows far less than latency when other processes
take the cores, so it is the number to compare between runs on a busy machine. In brackets, the
API process's share and PostgreSQL's (every backend, the server's background processes included).

Where the time goes: \`npx tsx bench/rides/explain.ts\` writes the plan of every statement of each
request (EXPLAIN ANALYZE on the same database) to \`rides-api-plans.md\`. Without a search, a request
runs the page's ids (an index-only scan in (pickup_at, id) order: of \`rides_company_pickup_idx\` with
a company filter, else of \`rides_list_idx\`) and, on other
pooled connections at the same time, the status-tab and fleet counts: for a date range with at most
company filters, the sum of the \`ride_status_counts\` rows of the days it touches less the rides of
those days outside the range (the last minute of a 23:59 end), else one range of
\`rides_status_fleet_pickup_idx\` per (status, fleet) pair, counted from the index alone; then the rows
of the page's ids (a prepared nine-table join). With a search, one statement finds the matches once
(the search's own index: trigram for names and phones) and takes both the page's ids and the counts
from them. Name and phone searches spend most of their time reading their trigram matches.

Requests:

${[...new Map(results.map((r) => [r.name, r])).values()].map((r) => `- ${r.name}: \`GET ${decodeURIComponent(r.path)}\``).join('\n')}

What changed between runs and why (written by hand, not by this run): \`rides-api-notes.md\`.
`;
}

export function writeReport(path: string, info: RunInfo, results: readonly ScenarioResult[]) {
  writeFileSync(path, renderReport(info, results));
}
