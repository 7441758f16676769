import { writeFileSync } from 'node:fs';
import { generatedNotice } from '../generated';
import { resultsTable, type ScenarioResult } from '../rides/report';

export interface DataSet {
  drivers: number;
  payouts: number;
  entries: number;
  lines: number;
}

export interface WriteRun {
  name: string;
  writers: number;
  /** Successful first sends: each posts one journal entry. */
  posts: number;
  failures: number;
  /** Refused posts by kind, status and message. */
  failureReasons: Record<string, number>;
  /** Journal entries the run added, counted in the database. */
  entries: number;
  entriesPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  replays: number;
  replayMismatches: number;
  /** Deadlocks PostgreSQL detected during the run (pg_stat_database). */
  deadlocks: number;
  cpuMsPerPost: number;
}

export interface LedgerVerdict {
  drivers: number;
  drifts: number;
  journalTotalCents: number;
}

export interface MoneyRunInfo {
  command: string;
  data: DataSet;
  connections: number[];
  durationSeconds: number;
  writeSeconds: number;
  goalP95Ms: number;
  machine: string;
}

const ms = (value: number) => value.toFixed(1);

function writesTable(runs: readonly WriteRun[]): string {
  const rows = runs.map(
    (r) =>
      `| ${r.name} | ${r.writers} | ${r.posts} | ${r.failures} | ${r.entries} | ${r.entries === r.posts ? 'yes' : '**no**'} | ${r.entriesPerSecond.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.replays - r.replayMismatches}/${r.replays} | ${r.deadlocks} | ${ms(r.cpuMsPerPost)} |`,
  );
  return `| scenario | writers | posts | failures | entries written | one entry per post | entries/s | p50 | p95 | p99 | replays answered alike | deadlocks | CPU ms/post |
| --- | ---: | ---: | ---: | ---: | :---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${rows.join('\n')}`;
}

function refusals(runs: readonly WriteRun[]): string {
  const lines = runs.flatMap((r) =>
    Object.entries(r.failureReasons)
      .sort(([, a], [, b]) => b - a)
      .map(([reason, n]) => `- ${r.name}: ${n} × ${reason}`),
  );
  return lines.length > 0 ? lines.join('\n') : '- none';
}

export function renderReport(
  info: MoneyRunInfo,
  reads: readonly ScenarioResult[],
  writes: readonly WriteRun[],
  ledger: LedgerVerdict,
): string {
  const { data } = info;
  const balanced = ledger.drifts === 0 && ledger.journalTotalCents === 0;
  return `# Money: GET /payouts and ledger posting under load

${generatedNotice(info.command, new Date())}

${data.payouts.toLocaleString('en-US')} payouts, ${data.entries.toLocaleString('en-US')} journal entries,
${data.lines.toLocaleString('en-US')} journal lines, ${data.drivers.toLocaleString('en-US')} drivers; ${info.machine}.
The API server runs in one process (production mode: no response validation), the clients in another.

## GET /payouts

autocannon with ${info.connections.join(' and ')} connection(s) for ${info.durationSeconds} s per scenario after a
1 s warm-up, signed in as the dispatcher, page size 10 unless the scenario says otherwise. Latencies in
milliseconds over every answered request, from the client. Goal: p95 ≤ ${info.goalP95Ms} ms.

${resultsTable(reads, info.goalP95Ms)}

CPU ms/req is the CPU the API process and every PostgreSQL backend spent per answered request
(warm-up included), read from the operating system around each run.

Requests:

${[...new Map(reads.map((r) => [r.name, r])).values()].map((r) => `- ${r.name}: \`GET ${decodeURIComponent(r.path)}\``).join('\n')}

## Ledger posting

Writers each send one post at a time for ${info.writeSeconds} s, signed in as the super admin, through the
HTTP money endpoints with a new \`Idempotency-Key\` per post: half quick-created credits
(\`POST /billing/transaction-requests/{driver}/quick-creation\`, approved and posted at once), 30 % boosts
(\`POST /drivers/{driver}/boost\`), 20 % quick zelle payouts (\`…/quick-creation/payout\`: the payout row
and its move to pending). Each answered post must add exactly one journal entry (counted in the
database). 5 % of posts are sent again with the same key and body, as a client retrying after a lost
answer: the stored answer must come back and nothing be posted. Latency in milliseconds per first send,
from the client; entries/s over the run's wall time. Deadlocks are PostgreSQL's count for the database
(pg_stat_database) over the run: each costs its victim \`deadlock_timeout\` (1 s) and a 409.

${writesTable(writes)}

Refused posts:

${refusals(writes)}

## Ledger check after the runs

${ledger.drivers.toLocaleString('en-US')} drivers' balance rows against the sum of their journal lines
(\`checkLedger\`, the nightly job's check): ${ledger.drifts} differ. The whole journal sums to
${ledger.journalTotalCents} cents. ${balanced ? 'Every balance equals its journal and the journal balances.' : '**The ledger does not check out.**'}

Analysis by hand (not written by this run): \`money-api-notes.md\`.
`;
}

export function writeReport(
  path: string,
  info: MoneyRunInfo,
  reads: readonly ScenarioResult[],
  writes: readonly WriteRun[],
  ledger: LedgerVerdict,
) {
  writeFileSync(path, renderReport(info, reads, writes, ledger));
}
