// npx tsx bench/rides/contention.ts [-- --workers 8 --seconds 5 --hold-ms 2]
// How the ride_status_counts triggers serialize concurrent ride changes on the bench database (run
// bench:rides first). Each worker repeats a transaction shaped like a ride action: change one ride's
// status, hold the transaction `hold-ms` (the action's event, audit and outbox rows), change it back,
// commit; the data is left as it was. Rides on the same summary row (one day, company, fleet, status)
// against rides spread over many rows, with the triggers on and off. Writes
// bench/results/rides-api-contention.md.
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { createDb } from '../../apps/server/src/db/client';
import { generatedNotice } from '../generated';
import { openBenchDatabase } from './database';
import { percentile } from './report';

const { values } = parseArgs({
  options: {
    workers: { type: 'string', default: '8' },
    seconds: { type: 'string', default: '5' },
    'hold-ms': { type: 'string', default: '2' },
  },
});
const workers = Number(values.workers);
const seconds = Number(values.seconds);
const holdMs = Number(values['hold-ms']);
const TRIGGERS = ['rides_status_counts_insert_delete', 'rides_status_counts_update'];

const database = await openBenchDatabase();
const pool = createDb(database.url, { max: workers + 1 });

/** Pending rides without a driver: `workers` of one summary row, or one of each of `workers` rows. */
async function ridesFor(sameRow: boolean): Promise<number[]> {
  const { rows } = await pool.execute<{ id: number }>(
    sameRow
      ? sql`with hot as (
              select (pickup_at at time zone 'America/New_York')::date as day, company_id, fleet_id from rides
              where status = 'pending' and driver_id is null group by 1, 2, 3 order by count(*) desc limit 1)
            select r.id from rides r, hot where r.status = 'pending' and r.driver_id is null
              and (r.pickup_at at time zone 'America/New_York')::date = hot.day and r.company_id = hot.company_id
              and r.fleet_id is not distinct from hot.fleet_id
            limit ${workers}`
      : sql`select distinct on ((pickup_at at time zone 'America/New_York')::date, company_id) id from rides
            where status = 'pending' and driver_id is null order by (pickup_at at time zone 'America/New_York')::date, company_id, id
            limit ${workers}`,
  );
  return rows.map((r) => Number(r.id));
}

/** Transactions per second and their latency with every worker changing its own ride. */
async function measure(ids: number[]) {
  const latencies: number[] = [];
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    ids.map(async (id) => {
      while (Date.now() < end) {
        const started = performance.now();
        await pool.transaction(async (tx) => {
          await tx.execute(sql`update rides set status = 'company_canceled' where id = ${id}`);
          await tx.execute(sql`select pg_sleep(${holdMs / 1000})`);
          await tx.execute(sql`update rides set status = 'pending' where id = ${id}`);
        });
        latencies.push(performance.now() - started);
      }
    }),
  );
  const sorted = latencies.sort((a, b) => a - b);
  return { perSecond: sorted.length / seconds, p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
}

const setTriggers = (on: boolean) =>
  Promise.all(
    TRIGGERS.map((name) =>
      pool.execute(sql.raw(`alter table rides ${on ? 'enable' : 'disable'} trigger ${name}`)),
    ),
  );

const rows: string[] = [];
const loadAtStart = loadavg()[0]?.toFixed(1);
try {
  for (const sameRow of [true, false]) {
    const ids = await ridesFor(sameRow);
    for (const triggers of [true, false]) {
      await setTriggers(triggers);
      const r = await measure(ids);
      const line = `| ${sameRow ? 'one summary row' : `${ids.length} summary rows`} | ${triggers ? 'on' : 'off'} | ${ids.length} | ${r.perSecond.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} |`;
      console.log(line);
      rows.push(line);
    }
  }
} finally {
  await setTriggers(true);
  await pool.$client.end();
  await database.close();
}

const output = join(import.meta.dirname, '..', 'results', 'rides-api-contention.md');
writeFileSync(
  output,
  `# Ride changes and the status-count summary's row locks

${generatedNotice(`npx tsx bench/rides/contention.ts ${process.argv.slice(2).join(' ')}`.trim(), new Date())}

${cpus().length} cores, Node ${process.version}, load average ${loadAtStart} when it began and ${loadavg()[0]?.toFixed(1)} when it ended (other processes share the cores).
${workers} workers, ${seconds} s per line; each transaction changes one ride's status, holds ${holdMs} ms (as an
action writes its event, audit and outbox rows), changes it back and commits. Latency in milliseconds per
transaction.

| rides of | triggers | workers | transactions/s | p50 | p95 |
| --- | :---: | ---: | ---: | ---: | ---: |
${rows.join('\n')}
`,
);
console.log(`wrote ${output}`);
