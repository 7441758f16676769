// npx tsx bench/rides/explain.ts — the plan of every statement GET /rides runs for each bench query,
// on the bench database (EXPLAIN ANALYZE), written to bench/results/rides-api-plans.md. This is how
// to check that the indexes of 0003_rides_dispatch.sql serve the list.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { rides as ridesEndpoints } from '@fleetdesk/contract';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../../apps/server/src/db/client';
import * as schema from '../../apps/server/src/db/schema';
import { listRides } from '../../apps/server/src/modules/rides/list';
import { operatorViewer } from '../../apps/server/src/modules/rides/views';
import { createFileLinks } from '../../apps/server/src/platform/adapters/storage/links';
import { generatedNotice } from '../generated';
import { openBenchDatabase } from './database';
import { benchQueries } from './scenarios';

const database = await openBenchDatabase();
const pool = new pg.Pool({ connectionString: database.url, max: 1 });
const statements: { sql: string; params: unknown[] }[] = [];
// The same drizzle setup as the server's, with a logger that keeps each statement it sends.
const recording = drizzle(pool, {
  schema,
  casing: 'snake_case',
  logger: { logQuery: (sql, params) => statements.push({ sql, params }) },
}) as unknown as Db;

// The plans do not depend on how photo addresses are signed: any secret serves.
const viewer = operatorViewer(createFileLinks('explain', 60_000));
const sections: string[] = [];
try {
  for (const bench of await benchQueries(database.db)) {
    statements.length = 0;
    await listRides(recording, ridesEndpoints.rideSearchQuery.parse(bench.query), viewer);
    const plans: string[] = [];
    for (const statement of [...statements]) {
      if (!/^\s*(select|with)\b/i.test(statement.sql)) {
        // A setting the request makes for its transaction (e.g. no parallel workers): hold it for the
        // session, so the plans below are the ones the request gets.
        await pool.query(statement.sql.replace(/^\s*set local/i, 'set'), statement.params);
        continue;
      }
      const { rows } = await pool.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers, costs off) ${statement.sql}`,
        statement.params,
      );
      plans.push(`\`\`\`\n${rows.map((r) => r['QUERY PLAN']).join('\n')}\n\`\`\``);
    }
    sections.push(`## ${bench.name}\n\n\`${new URLSearchParams(bench.query)}\`\n\n${plans.join('\n\n')}`);
    console.log(`explained ${bench.name}`);
  }
  const output = join(import.meta.dirname, '..', 'results', 'rides-api-plans.md');
  const notice = generatedNotice('npx tsx bench/rides/explain.ts', new Date());
  writeFileSync(
    output,
    `# Plans of GET /rides on the bench database\n\n${notice}\n\n${sections.join('\n\n')}\n`,
  );
  console.log(`wrote ${output}`);
} finally {
  await pool.end();
  await database.close();
}
