import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import type { BoardsResult } from './boards';
import type { PostgresActivity } from './pg-activity';
import type { PositionsResult } from './positions';
import type { RidesDriverResult } from './rides-driver';
import type { ServerLoad } from './server-load';
import { type Summary, summarise } from './stats';

/** The issue's goals on this 2-core machine. */
const GOAL_RIDE_P99_MS = 100;
const GOAL_POSITIONS_PER_SECOND = 2_000;

export interface RealtimeRun {
  command: string;
  settings: {
    boards: number;
    fleetShare: number;
    positionsPerSecond: number;
    batch: number;
    actionsPerSecond: number;
    durationSeconds: number;
    boardProcesses: number;
    maxInFlight: number;
  };
  loadAtStart: number;
  loadAtEnd: number;
  driven: RidesDriverResult;
  posted: PositionsResult;
  heard: BoardsResult[];
  server: ServerLoad;
  postgres: PostgresActivity;
}

const sum = (items: readonly BoardsResult[], pick: (r: BoardsResult) => number) =>
  items.reduce((total, r) => total + pick(r), 0);
const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : '–');
const row = (label: string, s: Summary) =>
  `| ${label} | ${s.count} | ${ms(s.p50)} | ${ms(s.p90)} | ${ms(s.p99)} | ${ms(s.max)} |`;
/** JSON kB a second each sampled board heard, by action type, largest first. */
function bytesPerBoard(heard: readonly BoardsResult[], seconds: number): string {
  const boards = sum(heard, (r) => r.sampledBoards);
  const bytes = new Map<string, number>();
  for (const r of heard)
    for (const [type, n] of Object.entries(r.sampledBytes)) bytes.set(type, (bytes.get(type) ?? 0) + n);
  return [...bytes]
    .sort((a, b) => b[1] - a[1])
    .map(([type, n]) => `${type} ${(n / boards / seconds / 1000).toFixed(1)} kB`)
    .join(', ');
}
const yes = (ok: boolean) => (ok ? 'yes' : '**no**');

/** Writes the report of one run to `path`; answers its headline for the console. */
export function writeReport(path: string, run: RealtimeRun): string {
  const { settings: s, driven, posted, heard, server } = run;
  const all = <T>(pick: (r: BoardsResult) => T[]) => heard.flatMap(pick);
  const write = summarise(all((r) => [...r.rides.fromWrite[0], ...r.rides.fromWrite[1]]));
  const missing = sum(heard, (r) => r.rides.missing);
  // Over the seconds the phones posted; the feed kept pace if it left no batch waiting and answered the
  // last one within a second of the end (a longer tail shows in `drain`).
  const perSecond = posted.accepted / s.durationSeconds;
  const drain = posted.seconds - s.durationSeconds;
  const keptPace = perSecond >= GOAL_POSITIONS_PER_SECOND && posted.backlog === 0 && drain <= 1;
  const fleetBoards = Math.round(s.boards * s.fleetShare);
  const headline = `ride changes p99 ${ms(write.p99)} ms, ${missing} lost; ${perSecond.toFixed(0)} positions/s accepted`;
  const text = `# Realtime fan-out under load

_Written by \`${run.command}\` on ${new Date().toISOString().slice(0, 10)}: every number comes from that run. The next run overwrites this file; notes written by hand go in \`realtime-notes.md\` beside it._

${s.boards} boards (Socket.IO clients with the web app's socket options, each its own session: ${s.boards - fleetBoards} operator staff, ${fleetBoards} fleet users spread over the 4 demo fleets) in ${s.boardProcesses} child process(es). While they listened for ${s.durationSeconds} s, another process moved rides through the real ride actions (\`POST /rides/{id}\`: assign, En route, On Location, Pickup, Dropoff) at ${s.actionsPerSecond} actions/s as the super admin, and another posted the driver apps' batches to \`POST /driver-app/positions\`: ${s.positionsPerSecond} drivers, each a batch of ${s.batch} fixes every ${s.batch} s, ${s.positionsPerSecond} fixes/s offered, at most ${s.maxInFlight} requests open at once. The API served from one process (production mode) on its own embedded PostgreSQL. ${cpus().length} cores, Node ${process.version}; load average ${run.loadAtStart.toFixed(1)} when the load began and ${run.loadAtEnd.toFixed(1)} when it ended (other processes share the cores).

| goal | measured | met |
| --- | --- | :---: |
| ride changes reach every board: p99 ≤ ${GOAL_RIDE_P99_MS} ms | p99 ${ms(write.p99)} ms | ${yes(write.p99 <= GOAL_RIDE_P99_MS)} |
| ≥ ${GOAL_POSITIONS_PER_SECOND} positions/s accepted, keeping pace | ${perSecond.toFixed(0)} /s, last answer ${drain.toFixed(1)} s after the posting ended | ${yes(keptPace)} |
| zero lost ride events | ${missing} lost | ${yes(missing === 0 && driven.made.length > 0)} |

## Ride events

Every board that may see a ride must hear each of its actions exactly once: staff boards every bench ride, a fleet's boards the rides of that fleet's drivers.

| ride actions made | failed | deliveries due | delivered | lost | duplicates | heard by a board that may not see them | company_affiliate heard |
| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
| ${driven.made.length} | ${driven.failed.length} | ${sum(heard, (r) => r.rides.expected)} | ${sum(heard, (r) => r.rides.delivered)} | ${missing} | ${sum(heard, (r) => r.rides.duplicates)} | ${sum(heard, (r) => r.rides.unexpected)} | ${sum(heard, (r) => r.rides.companyAffiliate)} |

Delivery latency in ms, over every (board, event) delivery. "From the write": the ride's \`updated_at\`, stamped inside the transaction before its commit, to the board's handler (same machine, same clock): an upper bound of commit → board. "From the emit": the action's \`at\`, stamped as the server emits it after the commit.

| measured | deliveries | p50 | p90 | p99 | max |
| --- | ---: | ---: | ---: | ---: | ---: |
${row('from the write, every board', write)}
${row('from the write, staff boards', summarise(all((r) => r.rides.fromWrite[0])))}
${row('from the write, fleet boards', summarise(all((r) => r.rides.fromWrite[1])))}
${row('from the emit, every board', summarise(all((r) => r.rides.fromEmit)))}
${row('ride action request → answer (the acting client)', driven.answer)}
${
  driven.failed.length > 0
    ? `\nFailed actions (first 5): ${driven.failed
        .slice(0, 5)
        .map((f) => `ride ${f.rideId}: ${f.status} ${f.message}`)
        .join('; ')}.\n`
    : ''
}${driven.skipped > 0 ? `\n${driven.skipped} actions came due while every started ride awaited its answer and none was left to start.\n` : ''}
Bytes of JSON each board heard a second, by action type (every tenth board sampled): ${bytesPerBoard(heard, server.seconds)}.

## Positions

| fixes offered | accepted | accepted/s of posting | batches posted | refused | batches left waiting at the end | answer p50 | answer p99 |
| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
| ${posted.offered} | ${posted.accepted} | ${perSecond.toFixed(0)} | ${posted.requests} | ${posted.refused} | ${posted.backlog} | ${ms(posted.answer.p50)} | ${ms(posted.answer.p99)} |

Positions reach the boards throttled by design (one \`driver.positions\` per room a second, the latest fix of each driver the room may see), so they are counted apart from ride events: a fix overtaken by a newer one within the second is never sent.

| position messages heard | positions delivered (all boards) | distinct fixes heard by staff boards | a fleet board hearing another fleet's driver | age at the board p50 | p99 |
| ---: | ---: | ---: | ---: | ---: | ---: |
| ${sum(heard, (r) => r.positions.messages)} | ${sum(heard, (r) => r.positions.delivered)} | ${Math.max(...heard.map((r) => r.positions.distinctFixes))} | ${sum(heard, (r) => r.positions.leaks)} | ${ms(summarise(all((r) => r.positions.age)).p50)} | ${ms(summarise(all((r) => r.positions.age)).p99)} |

Age: the board's clock less the fix's time; the newest fix of a batch is stamped as it is posted, so this is post → stored → throttled → board (one board in ten sampled).

## Server

| API CPU (% of one core) | PostgreSQL CPU (% of one core) | API RSS peak | API heap peak | API event-loop delay p99 | max | boards connected | disconnects |
| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
| ${server.apiCpuPercent.toFixed(0)} | ${server.postgresCpuPercent.toFixed(0)} | ${server.rssPeakMb.toFixed(0)} MB | ${server.heapPeakMb.toFixed(0)} MB | ${server.loopDelayP99Ms.toFixed(0)} ms | ${server.loopDelayMaxMs.toFixed(0)} ms | ${sum(heard, (r) => r.authenticated)} | ${sum(heard, (r) => r.disconnects)} |

PostgreSQL backends of the bench database that were not idle, on average over ${run.postgres.samples} samples of \`pg_stat_activity\` (4 a second): ${run.postgres.states.map((s) => `${s.what} ${s.backends.toFixed(2)}`).join(', ')}. "idle in transaction" is a transaction waiting for the API's next statement.${
    run.postgres.lockWaits.length > 0
      ? ` Statements found waiting for a lock (samples): ${run.postgres.lockWaits
          .slice(0, 4)
          .map((w) => `\`${w.statement}…\` ${w.samples}`)
          .join('; ')}.`
      : ''
  }

Measured over ${server.seconds.toFixed(0)} s (the load and ${s.durationSeconds > 0 ? 'the 3 s after it' : ''}).

What changed between runs and why (written by hand, not by this run): \`realtime-notes.md\`.
`;
  writeFileSync(path, text);
  return headline;
}
