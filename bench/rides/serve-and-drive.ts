import { spawn } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app';
import type { Config } from '../../apps/server/src/config';
import type { Db } from '../../apps/server/src/db/client';
import { createSession } from '../../apps/server/src/platform/auth/sessions';
import { ownCpuMs, postgresCpuMs } from './cpu';
import type { ScenarioResult } from './report';

/** Runs `script` in a child process with `plan` in BENCH_PLAN and reads the one JSON line it prints. */
export function runChild<T>(script: string, plan: object): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      env: { ...process.env, BENCH_PLAN: JSON.stringify(plan) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`${script} exited ${code}`)),
    );
  });
}

/** Runs the load process (autocannon, load.ts). */
const drive = (plan: object) => runChild<ScenarioResult[]>(join(import.meta.dirname, 'load.ts'), plan);

export interface ApiRun {
  config: Config;
  db: Db;
  databaseUrl: string;
  scenarios: readonly { name: string; path: string }[];
  connections: readonly number[];
  durationSeconds: number;
  /** The demo account the requests are signed in as; default the dispatcher. */
  email?: string;
}

export interface ServedApi {
  baseUrl: string;
  /** A session of the signed-in demo account. */
  token: string;
  close(): Promise<void>;
}

/** Serves the API from this process on a free local port, with a session of the demo account `email`. */
export async function serveApi(
  run: Pick<ApiRun, 'config' | 'db' | 'databaseUrl'>,
  email = 'dispatcher@fleetdesk.test',
): Promise<ServedApi> {
  const app = await buildApp(run.config, run.db, run.databaseUrl);
  await app.fastify.listen({ port: 0, host: '127.0.0.1' });
  const address = app.fastify.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const { rows } = await run.db.execute<{ id: number }>(sql`select id from admins where email = ${email}`);
  const { token } = await createSession(run.db, rows[0]?.id as number, 3_600_000, {});
  return { baseUrl: `http://127.0.0.1:${port}`, token, close: () => app.close() };
}

/** The machine line of a report: cores, Node, and the load average around the run. */
export const machineLine = (loadAtStart: string | undefined) =>
  `${cpus().length} cores, Node ${process.version}, load average ${loadAtStart} when the load began and ${loadavg()[0]?.toFixed(1)} when it ended (other processes share the cores)`;

/**
 * Serves the API from this process and drives each scenario at each connection level from a second
 * process as the demo dispatcher, one load run at a time so the CPU spent in between belongs to it alone.
 * Answers the results and the machine line of the report.
 */
export async function serveAndDrive(run: ApiRun): Promise<{ results: ScenarioResult[]; machine: string }> {
  const api = await serveApi(run, run.email);
  const loadAtStart = loadavg()[0]?.toFixed(1);
  const results: ScenarioResult[] = [];
  const pgDataDir = join(run.config.dataDir, 'pg');
  try {
    // One unmeasured second of every distinct request first: the process compiles its code paths
    // (JIT) once, which the first measured scenario would otherwise pay for alone.
    await drive({
      baseUrl: api.baseUrl,
      token: api.token,
      connections: [1],
      durationSeconds: 1,
      scenarios: [...new Map(run.scenarios.map((s) => [s.path, s])).values()],
    });
    for (const scenario of run.scenarios) {
      for (const level of run.connections) {
        const apiBefore = ownCpuMs();
        const cpuBefore = apiBefore + postgresCpuMs(pgDataDir);
        const [result] = await drive({
          baseUrl: api.baseUrl,
          token: api.token,
          connections: [level],
          durationSeconds: run.durationSeconds,
          scenarios: [scenario],
        });
        const apiMs = ownCpuMs() - apiBefore;
        const cpuMs = apiBefore + apiMs + postgresCpuMs(pgDataDir) - cpuBefore;
        const served = (result?.requests ?? 0) + (result?.warmupRequests ?? 0);
        if (!result) continue;
        results.push({
          ...result,
          cpuMsPerRequest: cpuMs / Math.max(1, served),
          apiCpuMsPerRequest: apiMs / Math.max(1, served),
        });
        console.log(
          `${result.name} (${level} conn.): p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, ${result.requestsPerSecond.toFixed(0)} req/s`,
        );
      }
    }
  } finally {
    await api.close();
  }
  return { results, machine: machineLine(loadAtStart) };
}
