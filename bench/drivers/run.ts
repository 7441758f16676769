// npm run bench:drivers [-- --drivers 20000 --cars 30000 --rides 100000 --duration 5 --connections 1 --reset]
// Seeds (or reuses) a database in .data/bench-drivers, serves the API from this process and drives
// GET /drivers with typical grid requests from a second process (autocannon, bench/rides/load.ts).
// Writes bench/results/drivers-api.md.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { serveAndDrive } from '../rides/serve-and-drive';
import { driversBenchConfig, openBenchDatabase, prepareBenchData } from './database';
import { writeReport } from './report';
import { benchQueries, pathOf } from './scenarios';

const { values } = parseArgs({
  options: {
    drivers: { type: 'string', default: '20000' },
    cars: { type: 'string', default: '30000' },
    rides: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '1' },
    reset: { type: 'boolean', default: false },
  },
});
const GOAL_P95_MS = 30;

// Production mode: the contract check of every answer is a test aid, not part of serving.
process.env.NODE_ENV = 'production';
const config = driversBenchConfig();
const database = await openBenchDatabase();
const { db } = database;

try {
  const size = { drivers: Number(values.drivers), cars: Number(values.cars), rides: Number(values.rides) };
  const have = await prepareBenchData(database, size, values.reset);
  const { results, machine } = await serveAndDrive({
    config,
    db,
    databaseUrl: database.url,
    scenarios: (await benchQueries(db)).map((q) => ({ name: q.name, path: pathOf(q.query) })),
    connections: values.connections.split(',').map(Number),
    durationSeconds: Number(values.duration),
  });
  const output = join(import.meta.dirname, '..', 'results', 'drivers-api.md');
  writeReport(
    output,
    {
      command: `npm run bench:drivers ${process.argv.slice(2).join(' ')}`.trim(),
      ...have,
      rides: size.rides,
      connections: values.connections.split(',').map(Number),
      durationSeconds: Number(values.duration),
      goalP95Ms: GOAL_P95_MS,
      machine,
    },
    results,
  );
  console.log(`bench:drivers wrote ${output}`);
} finally {
  await database.close();
}
