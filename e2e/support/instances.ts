import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { e2eDatabaseUrl } from './env';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface ServerInstance {
  url: string;
  stop(): Promise<void>;
}

/** A port nothing listens on now (the system picks it), so a leftover server can never answer instead. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as AddressInfo;
  await new Promise((done) => probe.close(done));
  return port;
}

/**
 * Starts another server process on the e2e database, on a free port, as a deploy of a new version
 * would. On start it announces its version to every browser, whichever instance they are connected to.
 */
export async function startAnotherInstance(options: {
  version: string;
  /** Settings of this instance only (e.g. MAP_STYLE_URL). */
  env?: Record<string, string>;
}): Promise<ServerInstance> {
  const port = await freePort();
  const child: ChildProcess = spawn('node', ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: e2eDatabaseUrl(),
      PORT: String(port),
      FLEETDESK_VERSION: options.version,
      // The same demo deployment as the first instance (its data already seeded): demo mode, so it opens
      // the demo's sealed bank account numbers with the same key, as a real deploy shares BANK_ACCOUNT_KEY.
      SEED_DEMO: 'true',
      JOBS: 'false',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 150; attempt++) {
    const up = await fetch(`${url}/api/v1/version`)
      .then((r) => r.ok)
      .catch(() => false);
    if (up) break;
    if (child.exitCode !== null) throw new Error(`The second instance exited with code ${child.exitCode}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
