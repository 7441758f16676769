import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { e2eDatabaseUrl } from './env';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface ServerInstance {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts another server process on the e2e database, as a deploy of a new version would. On start it
 * announces its version to every browser, whichever instance they are connected to.
 */
export async function startAnotherInstance(options: {
  port: number;
  version: string;
  /** Settings of this instance only (e.g. MAP_STYLE_URL). */
  env?: Record<string, string>;
}): Promise<ServerInstance> {
  const child: ChildProcess = spawn('node', ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: e2eDatabaseUrl(),
      PORT: String(options.port),
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
  const url = `http://127.0.0.1:${options.port}`;
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
