import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DEMO_PASSWORD, DISPATCHER } from '../../e2e/support/auth';

const repoRoot = resolve(import.meta.dirname, '../..');

/**
 * The production web build, to its own folder so it never races another build of apps/web/dist.
 * `readable` leaves the code unminified, so a CPU profile names the functions.
 */
export function buildWeb(outDir: string, readable = false): void {
  console.log(`bench:rides-web building the web app to ${outDir}…`);
  const options = ['--outDir', outDir, '--emptyOutDir', ...(readable ? ['--minify', 'false'] : [])];
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web', '--', ...options], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error(`the web build failed (exit ${build.status})`);
}

export interface BenchServer {
  baseUrl: string;
  /** Sign-in codes as the server prints them ("verification code for <e-mail>: <code>"). */
  codeFor(email: string, after: number): Promise<string>;
  stop(): Promise<void>;
}

/**
 * The real server as `npm start` runs it, in production mode: embedded PostgreSQL in a fresh temp
 * DATA_DIR, migrated and seeded with the demo (3000 rides) — or DATABASE_URL when set.
 */
export async function startServer(options: { port: number; webDist: string }): Promise<BenchServer> {
  const { SMTP_URL: _mail, SMS_API_URL: _sms, ...env } = process.env;
  const dataDir = mkdtempSync(join(tmpdir(), 'fleetdesk-bench-web-'));
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  const child: ChildProcess = spawn('node', ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...env,
      NODE_ENV: 'production',
      PORT: String(options.port),
      HOST: '127.0.0.1',
      WEB_DIST: options.webDist,
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(40000 + Math.floor(Math.random() * 10000)),
      JOBS: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const codes: { email: string; code: string; at: number }[] = [];
  let log = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    log += chunk;
    const lines = log.split('\n');
    log = lines.pop() ?? '';
    for (const line of lines) {
      const match = line.match(/verification code for (\S+): (\d{6})/);
      if (match) codes.push({ email: match[1] as string, code: match[2] as string, at: Date.now() });
      else if (line.startsWith('Seeding') || line.startsWith('  ')) console.log(`  server: ${line.trim()}`);
    }
  });
  const baseUrl = `http://127.0.0.1:${options.port}`;
  // The server stops its embedded PostgreSQL on SIGTERM; then the throwaway data folder goes.
  const stop = async () => {
    await new Promise<void>((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
    removeData();
  };
  // First start initialises, migrates and seeds PostgreSQL: allow a few minutes on a busy machine.
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) {
      removeData();
      throw new Error(`the server exited with code ${child.exitCode}`);
    }
    const up = await fetch(`${baseUrl}/api/v1/version`)
      .then((r) => r.ok)
      .catch(() => false);
    if (up) break;
    if (attempt > 1500) {
      await stop();
      throw new Error('the server did not start within 5 minutes');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    stop,
    async codeFor(email, after) {
      for (let attempt = 0; attempt < 100; attempt++) {
        const found = codes.findLast((c) => c.email === email && c.at >= after);
        if (found) return found.code;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`the server printed no verification code for ${email}`);
    },
  };
}

export interface Session {
  token: string;
  expires_at: string;
  user: Record<string, unknown>;
  permissions: string[];
}

async function postJson<T>(url: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as T;
  if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** Signs the demo dispatcher in over the API: request a code, read it from the server log, verify. */
export async function signInDispatcher(server: BenchServer): Promise<Session> {
  const credentials = { email: DISPATCHER, password: DEMO_PASSWORD, type: 'email' };
  const since = Date.now();
  await postJson(`${server.baseUrl}/api/v1/auth/request`, credentials);
  const code = await server.codeFor(DISPATCHER, since);
  return postJson(`${server.baseUrl}/api/v1/auth/verify`, { ...credentials, verification_code: code });
}

/** POST /rides/{id}: an edit as another dispatcher's screen would send it. */
export const editRide = (server: BenchServer, token: string, rideId: number, body: object) =>
  postJson<unknown>(`${server.baseUrl}/api/v1/rides/${rideId}`, body, token);
