import { writeFileSync } from 'node:fs';
import { generatedNotice } from '../generated';
import { resultsTable, type ScenarioResult } from '../rides/report';

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

export function renderReport(info: RunInfo, results: readonly ScenarioResult[]): string {
  return `# GET /drivers under load

${generatedNotice(info.command, new Date())}

${info.drivers.toLocaleString('en-US')} drivers, ${info.cars.toLocaleString('en-US')} cars,
${info.rides.toLocaleString('en-US')} rides; ${info.machine}. The API server runs in one process (production
mode: no response validation), autocannon in another with ${info.connections.join(' and ')} connection(s) for
${info.durationSeconds} s per scenario after a 1 s warm-up, signed in as the dispatcher, default page size.
Latencies in milliseconds over every answered request, from the client. Goal: p95 ≤ ${info.goalP95Ms} ms.

${resultsTable(results, info.goalP95Ms)}

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
