// npm run bench:money [-- --payouts 1000000 --drivers 20000 --duration 5 --connections 1 --writers 8 --write-seconds 20 --reset]
// Seeds (or reuses) a database in .data/bench-money with a million payouts and ten million journal
// lines, serves the API from this process, drives GET /payouts with the list's typical filters
// (autocannon, bench/rides/load.ts), then has concurrent writers post money through the HTTP endpoints
// (write.ts), and checks every balance against its journal. Writes bench/results/money-api.md.
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client';
import { checkLedger } from '../../apps/server/src/modules/ledger/drift';
import { ownCpuMs, postgresCpuMs } from '../rides/cpu';
import { percentile } from '../rides/report';
import { runChild, serveAndDrive, serveApi } from '../rides/serve-and-drive';
import { moneyBenchConfig, openMoneyBenchDatabase, prepareMoneyBench } from './database';
import { type WriteRun, writeReport } from './report';
import { benchQueries, pathOf } from './scenarios';
import type { WritePlan, WriteResult } from './write';

const { values } = parseArgs({
  options: {
    payouts: { type: 'string', default: '1000000' },
    drivers: { type: 'string', default: '20000' },
    rides: { type: 'string', default: '20000' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '1' },
    writers: { type: 'string', default: '8' },
    'write-seconds': { type: 'string', default: '20' },
    reset: { type: 'boolean', default: false },
  },
});
const GOAL_P95_MS = 50;
const REPLAY_SHARE = 0.05;

// Production mode: the contract check of every answer is a test aid, not part of serving.
process.env.NODE_ENV = 'production';
const config = moneyBenchConfig();
const database = await openMoneyBenchDatabase();
const { db } = database;

const lastEntryId = async () =>
  Number((await db.execute<{ n: string }>(sql`select max(id) as n from journal_entries`)).rows[0]?.n ?? 0);
/** Entries written after `id` (counted: ids of rolled-back posts leave gaps). */
const entriesAfter = async (id: number) =>
  Number(
    (await db.execute<{ n: string }>(sql`select count(*) as n from journal_entries where id > ${id}`)).rows[0]
      ?.n ?? 0,
  );

/** Deadlocks PostgreSQL has detected in this database so far (its statistics, flushed within a second). */
async function deadlocks() {
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const { rows } = await db.execute<{ n: string }>(
    sql`select deadlocks as n from pg_stat_database where datname = current_database()`,
  );
  return Number(rows[0]?.n ?? 0);
}

/** What the writers need from the data: drivers free to be paid out, a credit category, a company. */
async function writeTargets(database: Db) {
  const { rows: drivers } = await database.execute<{ id: number }>(sql`
    select d.id from drivers d join driver_balances b on b.driver_id = d.id
    where not d.payout_hold and b.available_cents >= 100000 order by d.id`);
  const { rows: refs } = await database.execute<{ category_id: number; company_id: number }>(sql`
    select (select min(id) from transaction_categories where type = 'credit') as category_id,
      (select min(id) from companies) as company_id`);
  const hot = drivers[Math.floor(drivers.length / 2)];
  if (!hot || !refs[0]) throw new Error('the bench database has no driver with money to pay out');
  return {
    spread: drivers.map((d) => d.id),
    hot: [hot.id],
    creditCategoryId: refs[0].category_id,
    companyId: refs[0].company_id,
  };
}

/** Runs the writers once against the served API and measures them from both sides. */
async function measureWrites(
  name: string,
  plan: WritePlan,
  pgDataDir: string,
): Promise<{ run: WriteRun; result: WriteResult }> {
  const lastBefore = await lastEntryId();
  const deadlocksBefore = await deadlocks();
  const cpuBefore = ownCpuMs() + postgresCpuMs(pgDataDir);
  const result = await runChild<WriteResult>(join(import.meta.dirname, 'write.ts'), plan);
  const cpuMs = ownCpuMs() + postgresCpuMs(pgDataDir) - cpuBefore;
  const entries = await entriesAfter(lastBefore);
  const deadlocksDetected = (await deadlocks()) - deadlocksBefore;
  const posts = result.posts.credit + result.posts.boost + result.posts.payout;
  const run: WriteRun = {
    name,
    writers: plan.writers,
    posts,
    failures: result.failures,
    failureReasons: result.failureReasons,
    entries,
    entriesPerSecond: entries / result.elapsedSeconds,
    p50: percentile(result.latencies, 50),
    p95: percentile(result.latencies, 95),
    p99: percentile(result.latencies, 99),
    replays: result.replays,
    replayMismatches: result.replayMismatches,
    deadlocks: deadlocksDetected,
    cpuMsPerPost: cpuMs / Math.max(1, posts + result.replays),
  };
  console.log(
    `${name}: ${posts} posts (${JSON.stringify(result.posts)}), ${entries} entries, ${run.entriesPerSecond.toFixed(0)} entries/s, p50 ${run.p50.toFixed(1)} ms, p95 ${run.p95.toFixed(1)} ms, ${result.failures} failures, ${deadlocksDetected} deadlocks, replays ${result.replays - result.replayMismatches}/${result.replays} answered alike`,
  );
  for (const [reason, n] of Object.entries(result.failureReasons)) console.log(`  refused ${n}× ${reason}`);
  return { run, result };
}

try {
  if (!existsSync(join(import.meta.dirname, '../../apps/server/src/modules/payouts/routes.ts')))
    throw new Error('GET /payouts is not served yet (apps/server/src/modules/payouts)');
  const data = await prepareMoneyBench(
    database,
    { payouts: Number(values.payouts), drivers: Number(values.drivers), rides: Number(values.rides) },
    values.reset,
  );
  const connections = values.connections.split(',').map(Number);
  const durationSeconds = Number(values.duration);
  const { results: reads, machine: readsMachine } = await serveAndDrive({
    config,
    db,
    databaseUrl: database.url,
    scenarios: (await benchQueries(db)).map((q) => ({ name: q.name, path: pathOf(q.query) })),
    connections,
    durationSeconds,
  });

  const targets = await writeTargets(db);
  const writers = Number(values.writers);
  const writeSeconds = Number(values['write-seconds']);
  const api = await serveApi({ config, db, databaseUrl: database.url }, 'admin@fleetdesk.test');
  const loadAtStart = loadavg()[0]?.toFixed(1);
  const writes: WriteRun[] = [];
  try {
    const plan = {
      baseUrl: api.baseUrl,
      token: api.token,
      writers,
      durationSeconds: writeSeconds,
      creditCategoryId: targets.creditCategoryId,
      companyId: targets.companyId,
      replayShare: REPLAY_SHARE,
    };
    const pgDataDir = join(config.dataDir, 'pg');
    const spread = `${writers} writers, drivers at random (${targets.spread.length.toLocaleString('en-US')})`;
    writes.push((await measureWrites(spread, { ...plan, driverIds: targets.spread }, pgDataDir)).run);
    const hot = `${writers} writers, one driver (one balance row lock)`;
    writes.push((await measureWrites(hot, { ...plan, driverIds: targets.hot }, pgDataDir)).run);
  } finally {
    await api.close();
  }
  const loadAfter = loadavg()[0]?.toFixed(1);
  const machine = `${readsMachine}; during the writes the load average went from ${loadAtStart} to ${loadAfter}`;

  const check = await checkLedger(db);
  const balances = Number(
    (await db.execute<{ n: string }>(sql`select count(*) as n from driver_balances`)).rows[0]?.n,
  );
  const ledger = {
    drivers: balances,
    drifts: check.drifts.length,
    journalTotalCents: check.journalTotalCents,
  };
  console.log(
    `ledger check: ${balances} balances, ${check.drifts.length} differ from their journal; the journal sums to ${check.journalTotalCents} cents${check.drifts.length === 0 && check.journalTotalCents === 0 ? ': every balance equals the sum of its journal' : ': LEDGER DOES NOT CHECK OUT'}`,
  );
  const after = Number(
    (await db.execute<{ n: string }>(sql`select count(*) as n from journal_lines`)).rows[0]?.n,
  );
  const output = join(import.meta.dirname, '..', 'results', 'money-api.md');
  writeReport(
    output,
    {
      command: `npm run bench:money ${process.argv.slice(2).join(' ')}`.trim(),
      data,
      connections,
      durationSeconds,
      writeSeconds,
      goalP95Ms: GOAL_P95_MS,
      machine,
    },
    reads,
    writes,
    ledger,
  );
  console.log(`bench:money wrote ${output} (${after} journal lines after the writes)`);
} finally {
  await database.close();
}
