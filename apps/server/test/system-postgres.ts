import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const SYSTEM_POSTGRES = '/usr/lib/postgresql';

/** The newest PostgreSQL installed from the system's packages (server and client tools), if any. */
export function systemPostgresBin(): string | undefined {
  if (!existsSync(SYSTEM_POSTGRES)) return undefined;
  const majors = readdirSync(SYSTEM_POSTGRES)
    .map(Number)
    .filter((major) => existsSync(path.join(SYSTEM_POSTGRES, String(major), 'bin', 'initdb')))
    .sort((a, b) => b - a);
  return majors.length > 0 ? path.join(SYSTEM_POSTGRES, String(majors[0]), 'bin') : undefined;
}

/**
 * A throwaway cluster of the system's PostgreSQL on a free port (TCP only, trust auth, no fsync). As
 * root it runs as the `postgres` OS user, since PostgreSQL refuses root.
 */
export function startSystemPostgres(bin: string): { url: string; stop(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'fleetdesk-system-pg-'));
  const isRoot = process.getuid?.() === 0;
  if (isRoot) {
    const { uid, gid } = postgresUser();
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o700);
  }
  const run = (tool: string, args: string[]) =>
    execFileSync(
      isRoot ? 'runuser' : path.join(bin, tool),
      isRoot ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args,
      {
        stdio: 'pipe',
      },
    );
  const data = path.join(dir, 'data');
  const port = 20000 + Math.floor(Math.random() * 20000);
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--locale=C.UTF-8', '--encoding=UTF8']);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories= -c fsync=off`;
  run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The `postgres` OS user (the embedded server's test setup creates it when running as root). */
function postgresUser(): { uid: number; gid: number } {
  const idOf = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }));
  return { uid: idOf('-u'), gid: idOf('-g') };
}
