import { writeFileSync } from 'node:fs';

/** A typical dispatcher request against GET /rides. */
export interface Scenario {
  name: string;
  path: string;
}

export interface ScenarioResult {
  name: string;
  path: string;
  connections: number;
  requests: number;
  failures: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
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

export function renderReport(info: RunInfo, results: readonly ScenarioResult[]): string {
  const rows = results.map(
    (r) =>
      `| ${r.name} | ${r.connections} | ${r.requests} | ${r.failures} | ${r.requestsPerSecond.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.p95 <= info.goalP95Ms ? 'yes' : '**no**'} |`,
  );
  return `# GET /rides under load

\`${info.command}\` on ${new Date().toISOString().slice(0, 10)}: ${info.rides.toLocaleString('en-US')} rides,
${info.drivers.toLocaleString('en-US')} drivers; ${info.machine}. The API server runs in one process (production
mode: no response validation), autocannon in another with ${info.connections.join(' and ')} connection(s) for
${info.durationSeconds} s per scenario after a 1 s warm-up. Latencies in milliseconds over every
answered request, from the client. Goal: p95 ≤ ${info.goalP95Ms} ms.

| scenario | connections | requests | failures | req/s | p50 | p95 | p99 | p95 ≤ goal |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | :---: |
${rows.join('\n')}

Where the time goes: \`npx tsx bench/rides/explain.ts\` writes the plan of every statement of each
request (EXPLAIN ANALYZE on the same database) to \`rides-api-plans.md\`. A request runs the page's ids
(an index-only scan of \`rides_list_idx\` in (pickup_at, id) order, or the search's own index), the
rows of those ids (a prepared nine-table join), and one grouped count for the status tabs and fleets
(an index-only scan of \`rides_list_idx\` over the date range). The count of a whole day (~125 000 rides
at a million) is most of the time of the day views; name and phone searches read the trigram matches
from the table.

Requests:

${[...new Map(results.map((r) => [r.name, r])).values()].map((r) => `- ${r.name}: \`GET ${decodeURIComponent(r.path)}\``).join('\n')}
`;
}

export function writeReport(path: string, info: RunInfo, results: readonly ScenarioResult[]) {
  writeFileSync(path, renderReport(info, results));
}
