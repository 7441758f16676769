// npm run bench:webhooks [-- --events 400000 --samples 20 --reset]
// Seeds (or reuses) a database in .data/bench-webhooks with the demo and `events` broker exchanges over
// 15 days, serves the API from this process and asks GET /webhooks for each scenario one request at a
// time as the demo admin; then explains (ANALYZE, BUFFERS) the two statements of each scenario.
// Writes bench/results/webhooks-api.md.
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import { attemptStatements, searchStatement } from '../../apps/server/src/modules/webhooks/queries';
import { generatedNotice } from '../generated';
import { percentile } from '../rides/report';
import { machineLine, serveApi } from '../rides/serve-and-drive';
import { openBenchDatabase, prepareBenchData, webhooksBenchConfig } from './database';
import { pathOf, webhooksScenarios } from './scenarios';

const { values } = parseArgs({
  options: {
    events: { type: 'string', default: '400000' },
    samples: { type: 'string', default: '20' },
    reset: { type: 'boolean', default: false },
  },
});
const GOAL_P95_MS = 100;
const PER_PAGE = 10;
// A slow scenario stops sampling after this long, so one bad plan cannot hold the run for minutes.
const SCENARIO_BUDGET_MS = 30_000;

process.env.NODE_ENV = 'production';
const config = webhooksBenchConfig();
const database = await openBenchDatabase();
const { db } = database;
const { dialect } = db as unknown as { dialect: PgDialect };
const ms = (n: number) => n.toFixed(1);

try {
  const { attempts } = await prepareBenchData(database, Number(values.events), values.reset);
  const [vendor] = (
    await db.execute<{ id: number }>(
      sql`select vendor_id as id from companies where broker_key = 'sentry' limit 1`,
    )
  ).rows;
  const day = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
  const scenarios = webhooksScenarios(vendor?.id ?? 0, day);
  const api = await serveApi({ config, db, databaseUrl: database.url }, 'admin@fleetdesk.test');
  const loadAtStart = loadavg()[0]?.toFixed(1);
  const rows: string[] = [];
  try {
    for (const s of scenarios) {
      const ask = async () => {
        const started = performance.now();
        const res = await fetch(`${api.baseUrl}${pathOf(s)}`, {
          headers: { authorization: `Bearer ${api.token}` },
        });
        const body = (await res.json()) as { webhooks?: { total: number } };
        if (res.status !== 200) throw new Error(`${s.name}: ${res.status} ${JSON.stringify(body)}`);
        return { took: performance.now() - started, total: body.webhooks?.total ?? 0 };
      };
      const { total } = await ask(); // warm-up, unmeasured
      const took: number[] = [];
      const until = performance.now() + SCENARIO_BUDGET_MS;
      while (took.length < Number(values.samples) && (took.length < 3 || performance.now() < until))
        took.push((await ask()).took);
      took.sort((a, b) => a - b);
      const p95 = percentile(took, 95);
      rows.push(
        `| ${s.name} | ${total.toLocaleString('en-US')} | ${took.length} | ${ms(percentile(took, 50))} | ${ms(p95)} | ${p95 <= GOAL_P95_MS ? 'yes' : '**no**'} |`,
      );
      console.log(rows.at(-1));
    }
  } finally {
    await api.close();
  }
  const machine = machineLine(loadAtStart);
  const plans: string[] = [];
  for (const s of scenarios) {
    const offset = ((s.page ?? 1) - 1) * PER_PAGE;
    const f = { ...s.filters, limit: PER_PAGE, offset };
    const { page, total } = attemptStatements(db, f);
    // A search runs one statement for its matches (then the page's rows by id); the rest, page and count.
    const statements = f.search
      ? ([['matches', dialect.sqlToQuery(searchStatement(f))]] as const)
      : ([
          ['page', page.toSQL()],
          ['count', total.toSQL()],
        ] as const);
    for (const [label, statement] of statements) {
      const { rows: plan } = await db.$client.query(
        `explain (analyze, buffers, costs off) ${statement.sql}`,
        statement.params as unknown[],
      );
      plans.push(`### ${s.name}: ${label}\n\n\`\`\`\n${plan.map((r) => r['QUERY PLAN']).join('\n')}\n\`\`\``);
    }
  }
  const command = `npm run bench:webhooks ${process.argv.slice(2).join(' ')}`.trim();
  const output = join(import.meta.dirname, '..', 'results', 'webhooks-api.md');
  writeFileSync(
    output,
    `# GET /webhooks on a busy log

${generatedNotice(command, new Date())}

${attempts.toLocaleString('en-US')} attempts of ${Number(values.events).toLocaleString('en-US')} exchanges over 15 days
(bench/webhooks/database.ts); ${machine}. The API server runs in this process (production mode), asked one
request at a time as the demo admin, ${PER_PAGE} a page: up to ${values.samples} measured requests per scenario
after one unmeasured (fewer past ${SCENARIO_BUDGET_MS / 1000} s, at least 3). Latencies in milliseconds from the
client. Goal: p95 ≤ ${GOAL_P95_MS} ms. "matches" is the total the page reports.

| scenario | matches | requests | p50 | p95 | p95 ≤ goal |
| --- | ---: | ---: | ---: | ---: | :---: |
${rows.join('\n')}

Requests:

${scenarios.map((s) => `- ${s.name}: \`GET ${decodeURIComponent(pathOf(s))}\``).join('\n')}

## Plans

The statements of each request (modules/webhooks/queries.ts): without a search \`attemptStatements\`, the page
and its count side by side; with one, \`searchStatement\` reads its matches once for the count and the page's
ids (then the page's rows are read by id),
explained on the same database after the timed requests (so with warm caches).

${plans.join('\n\n')}

Analysis by hand (not written by this run): \`webhooks-api-notes.md\`.
`,
  );
  console.log(`bench:webhooks wrote ${output}`);
} finally {
  await database.close();
}
