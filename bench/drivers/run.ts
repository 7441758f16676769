// npm run bench:drivers [-- --drivers 20000 --cars 30000 --rides 100000 --duration 5 --connections 1 --reset]
// Seeds (or reuses) a database in .data/bench-drivers, serves the API from this process and drives
// GET /drivers with typical grid requests from a second process (autocannon, bench/rides/load.ts).
// Writes bench/results/drivers-api.md.
import { spawn } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app';
import { createSession } from '../../apps/server/src/platform/auth/sessions';
import { ownCpuMs, postgresCpuMs } from '../rides/cpu';
import type { ScenarioResult } from '../rides/report';
import { benchConfig, openBenchDatabase, prepareBenchData } from './database';
import { writeReport } from './report';
import { benchQueries, pathOf } from './scenarios';

const { values } = parseArgs({
  options: {
    drivers: { type: 'string', default: '20000' },
    cars: { type: 'string', default: '30000' },
    rides: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '1' },
    reset: { type: 'boolean', default: false },
  },
});
const GOAL_P95_MS = 30;

// Production mode: the contract check of every answer is a test aid, not part of serving.
process.env.NODE_ENV = 'production';
const config = benchConfig();
const database = await openBenchDatabase();
const { db } = database;

/** Runs the load process (the rides bench's) and reads its one JSON line. */
function drive(plan: object): Promise<ScenarioResult[]> {
  return new Promise((resolve, reject) => {
    const load = join(import.meta.dirname, '..', 'rides', 'load.ts');
    const child = spawn(process.execPath, ['--import', 'tsx', load], {
      env: { ...process.env, BENCH_PLAN: JSON.stringify(plan) },
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`load process exited ${code}`)),
    );
  });
}

try {
  const size = { drivers: Number(values.drivers), cars: Number(values.cars), rides: Number(values.rides) };
  const have = await prepareBenchData(database, size, values.reset);
  const app = await buildApp(config, db, database.url);
  await app.fastify.listen({ port: 0, host: '127.0.0.1' });
  const address = app.fastify.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const { rows } = await db.execute<{ id: number }>(
    sql`select id from admins where email = 'dispatcher@fleetdesk.test'`,
  );
  const { token } = await createSession(db, rows[0]?.id as number, 3_600_000, {});
  const connections = values.connections.split(',').map(Number);
  const durationSeconds = Number(values.duration);
  const loadAtStart = loadavg()[0]?.toFixed(1);
  const results: ScenarioResult[] = [];
  const pgDataDir = join(config.dataDir, 'pg');
  for (const q of await benchQueries(db)) {
    for (const level of connections) {
      const cpuBefore = ownCpuMs() + postgresCpuMs(pgDataDir);
      const [result] = await drive({
        baseUrl: `http://127.0.0.1:${port}`,
        token,
        connections: [level],
        durationSeconds,
        scenarios: [{ name: q.name, path: pathOf(q.query) }],
      });
      const cpuMs = ownCpuMs() + postgresCpuMs(pgDataDir) - cpuBefore;
      const served = (result?.requests ?? 0) + (result?.warmupRequests ?? 0);
      if (result) results.push({ ...result, cpuMsPerRequest: cpuMs / Math.max(1, served) });
      console.log(
        `${q.name} (${level} conn.): p50 ${result?.p50.toFixed(1)} ms, p95 ${result?.p95.toFixed(1)} ms`,
      );
    }
  }
  await app.close();
  const output = join(import.meta.dirname, '..', 'results', 'drivers-api.md');
  writeReport(
    output,
    {
      command: `npm run bench:drivers ${process.argv.slice(2).join(' ')}`.trim(),
      ...have,
      rides: size.rides,
      connections,
      durationSeconds,
      goalP95Ms: GOAL_P95_MS,
      machine: `${cpus().length} cores, Node ${process.version}, load average ${loadAtStart} when the load began and ${loadavg()[0]?.toFixed(1)} when it ended (other processes share the cores)`,
    },
    results,
  );
  console.log(`bench:drivers wrote ${output}`);
} finally {
  await database.close();
}
