import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { repoRoot } from '../src/config';

/** Processes started by the helpers below and not yet exited: an afterAll kills what a failed test left. */
export const running = new Set<ChildProcess>();

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Runs a TypeScript entry point of the repository (tsx) with `env` over this process's environment. */
export function spawnEntry(
  entry: string,
  args: readonly string[],
  env: Record<string, string>,
  options: { detached?: boolean; input?: string } = {},
): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    cwd: repoRoot,
    detached: options.detached ?? false,
    env: { ...process.env, ...env },
    stdio: [options.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
  });
  if (options.input !== undefined) child.stdin?.end(options.input);
  running.add(child);
  const chunks: string[] = [];
  child.stdout?.on('data', (c: Buffer) => chunks.push(c.toString()));
  child.stderr?.on('data', (c: Buffer) => chunks.push(c.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  return { child, output: () => chunks.join(''), exited };
}

/**
 * Starts main.ts as the leader of its own process group, as a shell starts a foreground job, and waits for
 * its start banner (or its exit). `env` names DATA_DIR.
 */
export async function startServerProcess(env: Record<string, string>): Promise<Started> {
  const started = spawnEntry(
    'apps/server/src/main.ts',
    [],
    { SIMULATOR: 'false', AUTH_HASH_CONCURRENCY: '1', ...env },
    { detached: true },
  );
  const { child, output } = started;
  const end = Date.now() + 150_000;
  while (!output().includes('Fleetdesk is running on')) {
    if (child.exitCode !== null || Date.now() > end) return started;
    await new Promise((r) => setTimeout(r, 100));
  }
  // Let the job workers reach the database, as they do within a second of a real start.
  await new Promise((r) => setTimeout(r, 1500));
  return started;
}
