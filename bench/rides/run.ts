// npm run bench:rides [-- --rides 1000000 --drivers 20000 --duration 10 --connections 1,2 --reset]
// Seeds (or reuses) a large database in .data/bench, serves the API from this process and drives
// GET /rides with typical dispatcher requests from a second process (autocannon). Writes
// bench/results/rides-api.md.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { benchConfig, openBenchDatabase, prepareBenchData } from './database';
import { writeReport } from './report';
import { BARE_LOOKUP, bareLookupPath, benchQueries, middleRide, pathOf } from './scenarios';
import { serveAndDrive } from './serve-and-drive';

const { values } = parseArgs({
  options: {
    rides: { type: 'string', default: '1000000' },
    drivers: { type: 'string', default: '20000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '1,2' },
    reset: { type: 'boolean', default: false },
  },
});
const rides = Number(values.rides);
const drivers = Number(values.drivers);
// The opening view and the typical dispatcher filters at one connection (issue 15); searches keep 50 ms.
const GOAL_P95_MS = 20;

// Production mode: the contract check of every answer is a test aid, not part of serving.
process.env.NODE_ENV = 'production';
const config = benchConfig();
const database = await openBenchDatabase();
const { db } = database;

try {
  const have = await prepareBenchData(database, { rides, drivers, reset: values.reset });
  const connections = values.connections.split(',').map(Number);
  const bareLookup = { name: BARE_LOOKUP, path: bareLookupPath((await middleRide(db)).id) };
  const durationSeconds = Number(values.duration);
  const { results, machine } = await serveAndDrive({
    config,
    db,
    databaseUrl: database.url,
    // The bare lookup runs right before each scenario, so each ratio compares minutes of the same load.
    scenarios: (await benchQueries(db)).flatMap((q) => [
      bareLookup,
      { name: q.name, path: pathOf(q.query), goalP95Ms: q.goalP95Ms },
    ]),
    connections,
    durationSeconds,
  });
  const output = join(import.meta.dirname, '..', 'results', 'rides-api.md');
  writeReport(
    output,
    {
      command: `npm run bench:rides ${process.argv.slice(2).join(' ')}`.trim(),
      rides: have,
      drivers,
      connections,
      durationSeconds,
      goalP95Ms: GOAL_P95_MS,
      machine,
    },
    results,
  );
  for (const r of results)
    console.log(
      `${r.name} (${r.connections} conn.): p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, ${r.requestsPerSecond.toFixed(0)} req/s, CPU ${r.cpuMsPerRequest?.toFixed(1)} ms/req`,
    );
  console.log(`bench:rides wrote ${output}`);
} finally {
  await database.close();
}
