#!/usr/bin/env node
// Backs up a Fleetdesk database with pg_dump (custom format), restores it into a fresh database on the
// same server with pg_restore, and proves the copy: the row count of every table and a checksum of the
// main tables must equal the source's at the moment of the dump.
//
//   node scripts/db-backup-restore.mjs <database-url> [--file backup.dump] [--keep]
//
// pg_dump must be of the server's major version or newer: PG_BIN names the folder holding pg_dump and
// pg_restore; otherwise /usr/lib/postgresql/<major>/bin and then PATH are tried. --keep leaves the
// restored database (its name is printed) and the dump file; by default both are removed.
// Exit code 0: the copy matched; 1: it did not; 2: the tools or the database could not be used.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';

/** Tables whose whole content is compared, not only their row count: what a restore must not lose. */
const CHECKSUM_TABLES = [
  'public.admins',
  'public.companies',
  'public.drivers',
  'public.riders',
  'public.rides',
];

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { file: { type: 'string' }, keep: { type: 'boolean', default: false } },
});
const sourceUrl = positionals[0] ?? process.env.DATABASE_URL;
if (!sourceUrl)
  fail(2, 'usage: node scripts/db-backup-restore.mjs <database-url> [--file backup.dump] [--keep]');

function fail(code, message) {
  console.error(`db-backup-restore: ${message}`);
  process.exit(code);
}

const majorOf = (tool) => {
  try {
    const version = execFileSync(tool, ['--version'], { encoding: 'utf8' });
    return Number(version.match(/(\d+)(?:\.\d+)?/)?.[1]);
  } catch {
    return undefined;
  }
};

/** The folder (or '' for PATH) whose pg_dump and pg_restore can read this server. */
function findTools(serverMajor) {
  const candidates = process.env.PG_BIN
    ? [process.env.PG_BIN]
    : [
        ...(existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql') : [])
          .map(Number)
          .filter((major) => major >= serverMajor)
          .sort((a, b) => a - b)
          .map((major) => `/usr/lib/postgresql/${major}/bin`),
        '',
      ];
  for (const dir of candidates) {
    const dump = dir ? path.join(dir, 'pg_dump') : 'pg_dump';
    const restore = dir ? path.join(dir, 'pg_restore') : 'pg_restore';
    if ((majorOf(dump) ?? 0) >= serverMajor && (majorOf(restore) ?? 0) >= serverMajor)
      return { dump, restore };
  }
  return fail(
    2,
    `no pg_dump/pg_restore of PostgreSQL ${serverMajor} or newer (set PG_BIN, or install postgresql-client-${serverMajor})`,
  );
}

/** Row count of every table, and a checksum of CHECKSUM_TABLES, as `client` sees the database. */
async function inventory(client) {
  const { rows: tables } = await client.query(
    `select table_schema || '.' || table_name as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
      order by 1`,
  );
  const counts = {};
  for (const { name } of tables) {
    const quoted = name
      .split('.')
      .map((part) => `"${part}"`)
      .join('.');
    const { rows } = await client.query(`select count(*)::bigint as n from ${quoted}`);
    counts[name] = Number(rows[0].n);
  }
  const checksums = {};
  for (const name of CHECKSUM_TABLES.filter((t) => t in counts)) {
    const { rows } = await client.query(
      `select coalesce(md5(string_agg(t::text, E'\\n' order by t::text)), '') as sum from ${name} t`,
    );
    checksums[name] = rows[0].sum;
  }
  return { counts, checksums };
}

const withDatabase = (url, database) => {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
};

const source = new pg.Client({ connectionString: sourceUrl });
await source.connect().catch((e) => fail(2, `cannot connect: ${e.message}`));
const { rows: info } = await source.query(
  "select current_database() as name, current_setting('server_version_num')::int / 10000 as major",
);
const { name: sourceName, major } = info[0];
const tools = findTools(major);

const workDir = mkdtempSync(path.join(tmpdir(), 'fleetdesk-backup-'));
const file = values.file ?? path.join(workDir, `${sourceName}.dump`);
const restoredName = `${sourceName}_restored_${Date.now()}`.slice(0, 63);
let outcome = 2;
try {
  // The dump and the inventory see one snapshot, so writes by a running server cannot make them differ.
  await source.query('begin isolation level repeatable read read only');
  const { rows: snapshot } = await source.query('select pg_export_snapshot() as id');
  const before = await inventory(source);
  console.log(`pg_dump ${sourceName} → ${file}`);
  execFileSync(tools.dump, ['--format=custom', `--snapshot=${snapshot[0].id}`, `--file=${file}`, sourceUrl], {
    stdio: 'inherit',
  });
  await source.query('commit');

  await source.query(`create database "${restoredName}" template template0`);
  console.log(`pg_restore ${file} → ${restoredName}`);
  execFileSync(
    tools.restore,
    ['--no-owner', '--exit-on-error', `--dbname=${withDatabase(sourceUrl, restoredName)}`, file],
    { stdio: 'inherit' },
  );
  const restored = new pg.Client({ connectionString: withDatabase(sourceUrl, restoredName) });
  await restored.connect();
  const after = await inventory(restored);
  await restored.end();

  const problems = [];
  for (const [table, count] of Object.entries(before.counts)) {
    if (after.counts[table] !== count)
      problems.push(`${table}: ${count} rows, restored ${after.counts[table] ?? 'none'}`);
  }
  for (const [table, sum] of Object.entries(before.checksums)) {
    if (after.checksums[table] !== sum) problems.push(`${table}: content differs`);
  }
  const rows = Object.values(before.counts).reduce((a, b) => a + b, 0);
  const tables = Object.keys(before.counts).length;
  outcome = problems.length === 0 ? 0 : 1;
  if (outcome === 0) {
    console.log(
      `round trip matched: ${tables} tables, ${rows} rows, checksums of ${Object.keys(before.checksums).join(', ')}`,
    );
  } else {
    console.error(`round trip did NOT match:\n  ${problems.join('\n  ')}`);
  }
} catch (e) {
  console.error(`db-backup-restore: ${e.message}`);
} finally {
  await source.query('rollback').catch(() => {});
  if (values.keep) {
    console.log(`kept the restored database ${restoredName} and the dump ${file}`);
  } else {
    await source.query(`drop database if exists "${restoredName}"`).catch(() => {});
    rmSync(workDir, { recursive: true, force: true });
  }
  await source.end();
}
process.exit(outcome);
