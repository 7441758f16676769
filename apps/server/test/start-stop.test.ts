import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './db';
import { freePort, running, type Started, startServerProcess } from './server-process';

/**
 * `npm start` as a newcomer runs it: the server with its embedded PostgreSQL in a data folder of its own,
 * stopped the ways a terminal and a supervisor stop it, and killed outright, then started again.
 */
let dataDir: string;

const start = (env: Record<string, string>): Promise<Started> =>
  startServerProcess({ DATA_DIR: dataDir, ...env });

const postmasterPid = () => {
  const file = path.join(dataDir, 'pg', 'postmaster.pid');
  return existsSync(file) ? Number(readFileSync(file, 'utf8').split('\n')[0]) : null;
};

/** The process group of a process (Linux's /proc/<pid>/stat, fifth field). */
const processGroupOf = (pid: number) =>
  Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ')[2]);

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Asks for sign-in codes: each hashes (argon2) and then writes to the database, and the server is started
 * with one hash at a time, so they are still being answered when the signal that follows them arrives.
 */
async function signInsInFlight(port: string): Promise<Promise<number[]>> {
  const answers = Promise.all(
    ['admin', 'dispatcher', 'fleet', 'admin', 'dispatcher', 'fleet'].map((user) =>
      fetch(`http://127.0.0.1:${port}/api/v1/auth/request`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `${user}@fleetdesk.test`, password: 'fleetdesk-demo', type: 'email' }),
      }).then(
        (r) => r.status,
        () => 0,
      ),
    ),
  );
  await new Promise((r) => setTimeout(r, 50));
  return answers;
}

/** What a clean stop prints: the shutdown line and no error from a database that went away first. */
function expectCleanStop(output: string) {
  expect(output).toMatch(/SIG(INT|TERM): shutting down…/);
  expect(output).not.toMatch(/"level":50|terminating connection|Failed query/);
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'fleetdesk-start-stop-'));
});

afterAll(async () => {
  for (const child of running) child.kill('SIGKILL');
  const pid = postmasterPid();
  if (pid && alive(pid)) process.kill(pid, 'SIGINT');
  await new Promise((r) => setTimeout(r, 1000));
  await rm(dataDir, { recursive: true, force: true });
});

describe('stopping and starting the server', () => {
  it('answers the requests in flight on SIGTERM with DATABASE_URL, then exits 0', async () => {
    const database = await createTestDatabase();
    try {
      const port = String(await freePort());
      // The seeded demo in demo mode, so the demo's accounts sign in.
      const server = await start({ PORT: port, DATABASE_URL: database.url, SEED_DEMO: 'true' });
      expect(server.output()).toContain('Fleetdesk is running on');
      const answers = await signInsInFlight(port);
      server.child.kill('SIGTERM');
      expect(await answers).toEqual(Array(6).fill(200));
      expect(await server.exited).toBe(0);
      expectCleanStop(server.output());
    } finally {
      await database.drop();
    }
  }, 120_000);

  it('closes the server before its embedded PostgreSQL on Ctrl-C and on SIGTERM, exits 0 and starts again', async () => {
    const env = { PORT: String(await freePort()), EMBEDDED_PG_PORT: String(await freePort()) };
    const first = await start({ ...env, SEED_DEMO: 'true' });
    expect(first.output()).toContain('Fleetdesk is running on');
    // PostgreSQL runs outside the server's process group: a terminal's Ctrl-C reaches only the server,
    // which stops PostgreSQL once its requests and jobs are done with it.
    expect(processGroupOf(postmasterPid() as number)).not.toBe(first.child.pid);
    const firstAnswer = await signInsInFlight(env.PORT);
    // Ctrl-C: the terminal signals the whole foreground process group.
    process.kill(-(first.child.pid as number), 'SIGINT');
    expect(await firstAnswer).toEqual(Array(6).fill(200));
    expect(await first.exited).toBe(0);
    expectCleanStop(first.output());
    expect(postmasterPid()).toBeNull();

    const second = await start({ ...env, SEED_DEMO: 'true' });
    expect(second.output()).toContain('Fleetdesk is running on');
    expect(second.output()).not.toContain('Seeding');
    const secondAnswer = await signInsInFlight(env.PORT);
    // A supervisor (systemd, Docker) signals the server's process.
    second.child.kill('SIGTERM');
    expect(await secondAnswer).toEqual(Array(6).fill(200));
    expect(await second.exited).toBe(0);
    expectCleanStop(second.output());
    expect(postmasterPid()).toBeNull();
    // Two starts, the first seeding the demo, on a machine busy with other test files.
  }, 240_000);

  it('stops the PostgreSQL a killed server left running, and refuses a second server on the same data', async () => {
    const env = {
      PORT: String(await freePort()),
      EMBEDDED_PG_PORT: String(await freePort()),
      SEED_DEMO: 'false',
    };
    const killed = await start(env);
    expect(killed.output()).toContain('Fleetdesk is running on');
    const orphan = postmasterPid() as number;
    // kill -9, the OOM killer: no shutdown, and PostgreSQL keeps running without its server.
    killed.child.kill('SIGKILL');
    await killed.exited;
    expect(alive(orphan)).toBe(true);

    const next = await start(env);
    expect(next.output()).toContain('Fleetdesk is running on');
    expect(alive(orphan)).toBe(false);

    const second = await start({ ...env, PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`Another Fleetdesk process (PID ${next.child.pid}) uses ${dataDir}`);
    expect(await fetch(`http://127.0.0.1:${env.PORT}/ready`).then((r) => r.status)).toBe(200);

    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
    expect(postmasterPid()).toBeNull();
  }, 240_000);

  it('says which port is in use, and leaves no PostgreSQL behind', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '0.0.0.0', resolve));
    const { port } = taken.address() as { port: number };
    try {
      const server = await start({
        PORT: String(port),
        EMBEDDED_PG_PORT: String(await freePort()),
        SEED_DEMO: 'false',
      });
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain(`Fleetdesk did not start: port ${port} is in use by another program`);
      expect(server.output()).not.toContain('    at ');
      // The exit sent PostgreSQL its stop, which takes it a moment.
      for (let i = 0; i < 100 && postmasterPid() !== null; i++) await new Promise((r) => setTimeout(r, 100));
      expect(postmasterPid()).toBeNull();
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  }, 120_000);
});
