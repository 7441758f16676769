// npm run bench:backoffice [-- --drivers 20000 --cars 30000 --rides 300000 --duration 5 --only documents --reset]
// Seeds (or reuses) a database in .data/bench-backoffice with an operator's year (bench/backoffice/database.ts),
// serves the API from this process and drives the common views of the back-office lists and stats pages
// from a second process (autocannon, bench/rides/load.ts), as the dispatcher or the admin as the screen
// needs. Writes bench/results/backoffice-api.md (not with --only, which is for looking at one screen).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { generatedNotice } from '../generated';
import type { ScenarioResult } from '../rides/report';
import { resultsTable } from '../rides/report';
import { serveAndDrive } from '../rides/serve-and-drive';
import { backofficeBenchConfig, openBenchDatabase, prepareBenchData } from './database';
import { type Account, type BackofficeScenario, backofficeScenarios, GOALS } from './scenarios';

const { values } = parseArgs({
  options: {
    drivers: { type: 'string', default: '20000' },
    cars: { type: 'string', default: '30000' },
    rides: { type: 'string', default: '300000' },
    'standing-orders': { type: 'string', default: '3000' },
    staff: { type: 'string', default: '300' },
    duration: { type: 'string', default: '5' },
    only: { type: 'string' },
    reset: { type: 'boolean', default: false },
  },
});
const EMAIL: Record<Account, string> = {
  dispatcher: 'dispatcher@fleetdesk.test',
  admin: 'admin@fleetdesk.test',
};

// Production mode: the contract check of every answer is a test aid, not part of serving.
process.env.NODE_ENV = 'production';
const config = backofficeBenchConfig();
const database = await openBenchDatabase();
const { db } = database;
const started = Date.now();

try {
  const have = await prepareBenchData(
    database,
    {
      drivers: Number(values.drivers),
      cars: Number(values.cars),
      rides: Number(values.rides),
      standingOrders: Number(values['standing-orders']),
      staff: Number(values.staff),
    },
    values.reset,
  );
  console.log(`bench:backoffice database ready in ${Math.round((Date.now() - started) / 1000)} s`, have);
  const scenarios = (await backofficeScenarios(db)).filter((s) => !values.only || s.screen === values.only);
  const results: ScenarioResult[] = [];
  let machine = '';
  // One served API per account, each driving its screens' scenarios in the listed order.
  for (const account of ['dispatcher', 'admin'] as const) {
    const mine = scenarios.filter((s) => s.account === account);
    if (mine.length === 0) continue;
    const run = await serveAndDrive({
      config,
      db,
      databaseUrl: database.url,
      email: EMAIL[account],
      scenarios: mine.map((s) => ({ name: label(s), path: s.path, goalP95Ms: s.goalP95Ms })),
      connections: [1],
      durationSeconds: Number(values.duration),
    });
    results.push(...run.results);
    machine = run.machine;
  }
  if (values.only) console.log('bench:backoffice --only: no report written');
  else {
    const output = join(import.meta.dirname, '..', 'results', 'backoffice-api.md');
    writeFileSync(output, report(have, scenarios, results, machine));
    console.log(`bench:backoffice wrote ${output}`);
  }
} finally {
  await database.close();
}

function label(s: BackofficeScenario) {
  return `${s.screen}: ${s.name}`;
}

function report(
  have: Record<string, number>,
  scenarios: readonly BackofficeScenario[],
  results: readonly ScenarioResult[],
  machine: string,
) {
  const n = (table: string) => (have[table] ?? 0).toLocaleString('en-US');
  const command = `npm run bench:backoffice ${process.argv.slice(2).join(' ')}`.trim();
  return `# Back-office lists and stats on a large database

${generatedNotice(command, new Date())}

${n('drivers')} drivers, ${n('cars')} cars, ${n('documents')} documents, ${n('rides')} rides over a year,
${n('standing_orders')} standing orders, ${n('admins')} staff users, ${n('sentry_batches')} Sentry batches
(bench/backoffice/database.ts); ${machine}. The API server runs in one process (production mode: no
response validation), autocannon in another with one connection for ${values.duration} s per scenario
after a 1 s warm-up, signed in as the demo dispatcher where the role reaches the screen, else as the
admin. Latencies in milliseconds over every answered request, from the client. Goals: p95 ≤
${GOALS.list} ms for a list, ≤ ${GOALS.stats} ms for a stats page (driver stats, routing stats, surge,
reconciliation).

${resultsTable(results, GOALS.list)}

CPU ms/req is the CPU the API process and every PostgreSQL backend spent per answered request
(warm-up included), read from the operating system around each run.

Requests:

${scenarios.map((s) => `- ${label(s)} (${s.account}, goal ${s.goalP95Ms} ms): \`GET ${decodeURIComponent(s.path)}\``).join('\n')}

Analysis by hand (not written by this run): \`backoffice-api-notes.md\`.
`;
}
