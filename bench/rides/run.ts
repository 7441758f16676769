// npm run bench:rides [-- --rides 1000000 --drivers 20000 --duration 10 --connections 1,2 --reset]
// Seeds (or reuses) a large database in .data/bench, serves the API from this process and drives
// GET /rides with typical dispatcher requests from a second process (autocannon). Writes
// bench/results/rides-api.md.
import { spawn } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app';
import { createSession } from '../../apps/server/src/platform/auth/sessions';
import { ownCpuMs, postgresCpuMs } from './cpu';
import { benchConfig, openBenchDatabase, prepareBenchData } from './database';
import { type ScenarioResult, writeReport } from './report';
import { benchQueries, pathOf } from './scenarios';

const { values } = parseArgs({
  options: {
    rides: { type: 'string', default: '1000000' },
    drivers: { type: 'string', default: '20000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '1,2' },
    reset: { type: 'boolean', default: false },
  },
});
const rides = Number(values.rides);
const drivers = Number(values.drivers);
const GOAL_P95_MS = 50;

// Production mode: the contract check of every answer is a test aid, not part of serving.
process.env.NODE_ENV = 'production';
const config = benchConfig();
const database = await openBenchDatabase();
const { db } = database;

/** Runs the load process and reads its one JSON line. */
function drive(plan: object): Promise<ScenarioResult[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'load.ts')], {
      env: { ...process.env, BENCH_PLAN: JSON.stringify(plan) },
      stdio: ['ignore', 'pipe', 'inherit'],
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
  const have = await prepareBenchData(database, { rides, drivers, reset: values.reset });
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
      // One load run per scenario and level, so the CPU spent in between belongs to it alone.
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
    }
  }
  await app.close();
  const output = join(import.meta.dirname, '..', 'results', 'rides-api.md');
  writeReport(
    output,
    {
      command: `npm run bench:rides ${process.argv.slice(2).join(' ')}`.trim(),
      rides: have,
      drivers,
      connections,
      durationSeconds,
      goalP95Ms: GOAL_P95_MS,
      machine: `${cpus().length} cores, Node ${process.version}, load average ${loadAtStart} when the load began and ${loadavg()[0]?.toFixed(1)} when it ended (other processes share the cores)`,
    },
    results,
  );
  for (const r of results)
    console.log(
      `${r.name} (${r.connections} conn.): p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, ${r.requestsPerSecond.toFixed(0)} req/s, CPU ${r.cpuMsPerRequest?.toFixed(1)} ms/req`,
    );
  console.log(`bench:rides wrote ${output}`);
} finally {
  await database.close();
}
