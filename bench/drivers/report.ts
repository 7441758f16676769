import { writeFileSync } from 'node:fs';
import { generatedNotice } from '../generated';
import type { ScenarioResult } from '../rides/report';

export interface RunInfo {
  command: string;
  drivers: number;
  cars: number;
  rides: number;
  connections: number[];
  durationSeconds: number;
  goalP95Ms: number;
  machine: string;
}

const ms = (value: number) => value.toFixed(1);

export function renderReport(info: RunInfo, results: readonly ScenarioResult[]): string {
  const rows = results.map(
    (r) =>
      `| ${r.name} | ${r.connections} | ${r.requests} | ${r.failures} | ${r.requestsPerSecond.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.cpuMsPerRequest === undefined ? '' : ms(r.cpuMsPerRequest)} | ${r.p95 <= info.goalP95Ms ? 'yes' : '**no**'} |`,
  );
  return `# GET /drivers under load

${generatedNotice(info.command, new Date())}

${info.drivers.toLocaleString('en-US')} drivers, ${info.cars.toLocaleString('en-US')} cars,
${info.rides.toLocaleString('en-US')} rides; ${info.machine}. The API server runs in one process (production
mode: no response validation), autocannon in another with ${info.connections.join(' and ')} connection(s) for
${info.durationSeconds} s per scenario after a 1 s warm-up, signed in as the dispatcher, default page size.
Latencies in milliseconds over every answered request, from the client. Goal: p95 ≤ ${info.goalP95Ms} ms.

| scenario | connections | requests | failures | req/s | p50 | p95 | p99 | CPU ms/req | p95 ≤ goal |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | :---: |
${rows.join('\n')}

CPU ms/req is the CPU the API process and every PostgreSQL backend spent per answered request
(warm-up included), read from the operating system around each run.

Requests:

${[...new Map(results.map((r) => [r.name, r])).values()].map((r) => `- ${r.name}: \`GET ${decodeURIComponent(r.path)}\``).join('\n')}

Analysis by hand (not written by this run): \`drivers-api-notes.md\`.
`;
}

export function writeReport(path: string, info: RunInfo, results: readonly ScenarioResult[]) {
  writeFileSync(path, renderReport(info, results));
}
