// npm run bench:realtime [-- --boards 1000 --fleet-share 0.4 --positions 2000 --batch 10
//   --ride-actions 10 --duration 30 --board-processes 2 --max-in-flight 256
//   --cpu-prof /tmp/realtime.cpuprofile --reset]
// Serves the API from this process on its own database (.data/bench-realtime), opens the boards
// (Socket.IO clients signed in as staff and fleet users) in child processes, and while they listen
// moves rides through the ride actions and posts drivers' positions from two more child processes.
// Writes bench/results/realtime.md from what the boards heard.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../../apps/server/src/db/database';
import { benchConfig, prepareBenchData } from '../rides/database';
import { serveApi } from '../rides/serve-and-drive';
import type { Board, BoardsResult } from './boards';
import { startChild } from './child';
import { watchPostgres } from './pg-activity';
import type { PositionsResult } from './positions';
import { type RealtimeRun, writeReport } from './report';
import type { RidesDriverResult } from './rides-driver';
import { watchServer } from './server-load';
import { driverApps, pendingRides, signInBoards } from './setup';

const { values } = parseArgs({
  options: {
    boards: { type: 'string', default: '1000' },
    'fleet-share': { type: 'string', default: '0.4' },
    positions: { type: 'string', default: '2000' },
    batch: { type: 'string', default: '10' },
    'ride-actions': { type: 'string', default: '10' },
    duration: { type: 'string', default: '30' },
    'board-processes': { type: 'string', default: '2' },
    // Phones do not wait for each other: the cap only keeps a server that falls behind from a flood.
    'max-in-flight': { type: 'string', default: '256' },
    'cpu-prof': { type: 'string' },
    reset: { type: 'boolean', default: false },
  },
});
const settings = {
  boards: Number(values.boards),
  fleetShare: Number(values['fleet-share']),
  positionsPerSecond: Number(values.positions),
  batch: Number(values.batch),
  actionsPerSecond: Number(values['ride-actions']),
  durationSeconds: Number(values.duration),
  boardProcesses: Number(values['board-processes']),
  maxInFlight: Number(values['max-in-flight']),
};
/** After the load stops: the last throttled positions and any late ride event still reach the boards. */
const SETTLE_MS = 3_000;

process.env.NODE_ENV = 'production';
const config = benchConfig({
  dataDir: process.env.BENCH_REALTIME_DATA_DIR ?? join(process.cwd(), '.data', 'bench-realtime'),
  pgPort: process.env.BENCH_REALTIME_PG_PORT ?? '54338',
});
const database = await openDatabase(config);
const { db } = database;
try {
  await prepareBenchData(database, {
    rides: 2_000,
    drivers: 2_000,
    reset: values.reset,
    bench: 'bench:realtime',
  });
  console.log('bench:realtime: signing in the boards, issuing device tokens, making rides…');
  const boards = await signInBoards(db, settings.boards, settings.fleetShare);
  const apps = await driverApps(db, settings.positionsPerSecond);
  const rides = await pendingRides(
    db,
    Math.ceil((settings.actionsPerSecond * settings.durationSeconds) / 5) + 5,
  );
  const api = await serveApi({ config, db, databaseUrl: database.url }, 'admin@fleetdesk.test');
  try {
    const boardChildren = Array.from({ length: settings.boardProcesses }, (_, p) =>
      startChild<BoardsResult>('boards.ts', {
        url: api.baseUrl,
        boards: boards.filter((_, i) => i % settings.boardProcesses === p) satisfies Board[],
        driverFleets: apps.fleets,
      }),
    );
    const opened = (await Promise.all(boardChildren.map((c) => c.ready))) as { authenticated: number }[];
    console.log(`bench:realtime: ${opened.reduce((n, o) => n + o.authenticated, 0)} boards signed in`);
    const ridesDriver = startChild<RidesDriverResult>('rides-driver.ts', {
      url: api.baseUrl,
      token: api.token,
      rides,
      actionsPerSecond: settings.actionsPerSecond,
      durationSeconds: settings.durationSeconds,
    });
    const poster = startChild<PositionsResult>('positions.ts', {
      url: api.baseUrl,
      tokens: apps.tokens,
      positionsPerSecond: settings.positionsPerSecond,
      batch: settings.batch,
      durationSeconds: settings.durationSeconds,
      maxInFlight: settings.maxInFlight,
    });
    await Promise.all([ridesDriver.ready, poster.ready]);

    const loadAtStart = loadavg()[0] as number;
    const profiler = values['cpu-prof'] ? new Session() : null;
    if (profiler) {
      profiler.connect();
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.start');
    }
    const watch = watchServer(join(config.dataDir, 'pg'));
    const watchDatabase = await watchPostgres(database.url);
    ridesDriver.send({ go: true });
    poster.send({ go: true });
    const [driven, posted] = await Promise.all([ridesDriver.result, poster.result]);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const server = watch.stop();
    const postgres = await watchDatabase.stop();
    const loadAtEnd = loadavg()[0] as number;
    if (profiler) {
      const { profile } = await profiler.post('Profiler.stop');
      writeFileSync(values['cpu-prof'] as string, JSON.stringify(profile));
      console.log(`bench:realtime: CPU profile of the API process in ${values['cpu-prof']}`);
    }
    for (const child of boardChildren) child.send({ expected: driven.made });
    const heard = await Promise.all(boardChildren.map((c) => c.result));

    const run: RealtimeRun = {
      command: `npm run bench:realtime ${process.argv.slice(2).join(' ')}`.trim(),
      settings,
      loadAtStart,
      loadAtEnd,
      driven,
      posted,
      heard,
      server,
      postgres,
    };
    const output = join(import.meta.dirname, '..', 'results', 'realtime.md');
    const summary = writeReport(output, run);
    console.log(summary);
    console.log(`bench:realtime wrote ${output}`);
  } finally {
    await api.close();
  }
} finally {
  await database.close();
}
