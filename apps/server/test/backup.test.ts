import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config';
import { createDb, type Db } from '../src/db/client';
import { migrateDatabase } from '../src/db/database';
import { seedDemo } from '../src/db/seed';
import { startJobs } from '../src/platform/jobs';
import { withDatabase } from './global-setup';
import { startSystemPostgres, systemPostgresBin } from './system-postgres';

const SCRIPT = path.join(repoRoot, 'scripts/db-backup-restore.mjs');

/**
 * The embedded PostgreSQL package ships no pg_dump, and pg_dump refuses a server newer than itself, so
 * the round trip runs on a cluster of the system's PostgreSQL (Debian's `postgresql` package), whose
 * pg_dump and pg_restore match it: the demo is migrated and seeded there as `npm start` would.
 */
const bin = systemPostgresBin();
let cluster: ReturnType<typeof startSystemPostgres>;
let demoUrl: string;
let demo: Db;

beforeAll(async () => {
  if (!bin) throw new Error('No system PostgreSQL under /usr/lib/postgresql: apt-get install postgresql');
  cluster = startSystemPostgres(bin);
  const admin = createDb(cluster.url, { max: 1 });
  await admin.$client.query('create database demo');
  await admin.$client.end();
  demoUrl = withDatabase(cluster.url, 'demo');
  demo = createDb(demoUrl, { max: 4, statementTimeoutMs: 0 });
  await migrateDatabase(demo);
  const jobs = await startJobs(demoUrl, [], { work: false, onError: () => {} });
  await jobs.close();
  await seedDemo(demo, { rides: 120, drivers: 12 });
}, 120_000);
afterAll(async () => {
  await demo?.$client.end();
  cluster?.stop();
});

function backupRestore(args: string[], env: Record<string, string> = {}) {
  const run = spawnSync(process.execPath, [SCRIPT, ...args], {
    encoding: 'utf8',
    env: { ...process.env, PG_BIN: bin ?? '', ...env },
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('scripts/db-backup-restore.mjs', () => {
  it('restores the demo into a fresh database with every row and the same content', async () => {
    const { status, output } = backupRestore([demoUrl, '--keep']);
    expect(output).toMatch(/round trip matched: \d+ tables, \d+ rows, checksums of public\.admins/);
    expect(status).toBe(0);

    const [, restoredName, dump] = output.match(/kept the restored database (\S+) and the dump (\S+)/) ?? [];
    rmSync(path.dirname(dump as string), { recursive: true, force: true });
    const restored = createDb(withDatabase(cluster.url, restoredName as string), { max: 1 });
    const digest = `select count(*)::int as n, md5(string_agg(r::text, '' order by r.id)) as sum from rides r`;
    const [original, copy] = await Promise.all([demo.$client.query(digest), restored.$client.query(digest)]);
    await restored.$client.end();
    expect(copy.rows[0]).toEqual(original.rows[0]);
    expect(copy.rows[0].n).toBe(120);
  });

  it('refuses, naming what to install, without a pg_dump that can read the server', () => {
    const { status, output } = backupRestore([demoUrl], { PG_BIN: '/nonexistent' });
    expect(status).toBe(2);
    expect(output).toMatch(/no pg_dump\/pg_restore of PostgreSQL \d+ or newer/);
  });
});
