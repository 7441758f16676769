// npm run bench:fuzz [-- --requests 200000 --seed 1 --concurrency 8 --batch 100]
// The schema-driven fuzzing of apps/server/test/fuzz.test.ts at a larger scale: a fresh embedded
// PostgreSQL with the small demo, the real app, and bad requests derived from the contract. Writes
// bench/results/fuzz.md; exits 1 when any request got a 5xx or a refused batch changed rows.
import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { createDb } from '../../apps/server/src/db/client';
import { migrateDatabase, startEmbeddedPostgres } from '../../apps/server/src/db/database';
import { seedDemo } from '../../apps/server/src/db/seed';
import { createSession } from '../../apps/server/src/platform/auth/sessions';
import { ADMIN, FLEET_USER } from '../../apps/server/test/api';
import { databaseFingerprint } from '../../apps/server/test/fuzz/fingerprint';
import { fuzzRequests } from '../../apps/server/test/fuzz/generator';
import { type FuzzResult, runFuzz } from '../../apps/server/test/fuzz/runner';
import { generatedNotice } from '../generated';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '200000' },
    seed: { type: 'string', default: '1' },
    concurrency: { type: 'string', default: '8' },
    batch: { type: 'string', default: '100' },
  },
});
const requests = Number(values.requests);
const seed = Number(values.seed);
const concurrency = Number(values.concurrency);
const batchSize = Number(values.batch);

const dataDir = await mkdtemp(join(tmpdir(), 'fleetdesk-fuzz-'));
const postgres = await startEmbeddedPostgres({
  dataDir: join(dataDir, 'pg'),
  port: 20000 + Math.floor(Math.random() * 20000),
  persistent: false,
  durable: false,
});
const db = createDb(postgres.url, { max: 10 });
const startedAt = new Date();
try {
  await migrateDatabase(db);
  await seedDemo(db, { rides: 400, drivers: 40 });
  const config = loadConfig({
    PORT: '0',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST: '/nonexistent',
    JOBS: 'false',
    AUTH_RATE_LIMIT: '100000000',
  });
  const app = await buildApp(config, db, postgres.url);
  await app.fastify.listen({ port: 0, host: '127.0.0.1' });
  const address = app.fastify.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const sessionOf = async (email: string) => {
    const { rows } = await db.execute<{ id: number }>(sql`select id from admins where email = ${email}`);
    return (await createSession(db, rows[0]?.id as number, 24 * 3_600_000, {})).token;
  };
  console.log(`bench:fuzz sending ${requests} requests (seed ${seed}, ${concurrency} at a time)…`);
  const result = await runFuzz(fuzzRequests(seed, requests), {
    baseUrl: `http://127.0.0.1:${port}`,
    callers: { staff: await sessionOf(ADMIN), fleet: await sessionOf(FLEET_USER) },
    withoutSession: ['auth.logout'],
    concurrency,
    batchSize,
    fingerprint: () => databaseFingerprint(db.$client),
    seed,
  });
  await app.close();
  const path = join(import.meta.dirname, '../results/fuzz.md');
  writeFileSync(path, report(result));
  console.log(`bench:fuzz wrote ${path}`);
  process.exitCode = result.serverErrorCount === 0 && result.changedByRefused.length === 0 ? 0 : 1;
} finally {
  await db.$client.end();
  await postgres.stop();
  await rm(dataDir, { recursive: true, force: true });
}

function report(result: FuzzResult): string {
  const statuses = Object.entries(result.byStatus)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, count]) => `| ${status} | ${count} |`);
  const failures = result.serverErrors.map(
    (f) => `| ${f.status} | ${f.endpoint} | \`${f.mutation.replaceAll('|', '\\|').slice(0, 80)}\` |`,
  );
  return [
    '# Schema-driven fuzzing',
    '',
    generatedNotice(
      `npm run bench:fuzz -- --requests ${requests} --seed ${seed} --concurrency ${concurrency} --batch ${batchSize}`,
      startedAt,
    ),
    '',
    `- Requests sent: **${result.sent}** in ${(result.durationMs / 1000).toFixed(1)} s ` +
      `(${Math.round(result.sent / (result.durationMs / 1000))} per second, ${concurrency} at a time; ` +
      `${(result.fingerprintMs / 1000).toFixed(1)} s of it taking database fingerprints).`,
    `- 5xx answers or dropped connections: **${result.serverErrorCount}**.`,
    `- Batches compared before/after (reads, and writes answered only 4xx): ${result.comparedBatches}; ` +
      `of them changed rows: **${result.changedByRefused.length}**.`,
    `- Write batches not compared because some request in them was valid and succeeded: ${result.batchesWithSuccess}.`,
    '',
    '## Slowest answers',
    '',
    '| ms | endpoint | mutation |',
    '| --- | --- | --- |',
    ...result.slowest.map(
      (s) => `| ${s.ms} | ${s.endpoint} | \`${s.mutation.replaceAll('|', '\\|').slice(0, 80)}\` |`,
    ),
    '',
    '## Answers by status',
    '',
    '| status | requests |',
    '| --- | --- |',
    ...statuses,
    '',
    ...(failures.length > 0
      ? [
          '## Server errors (first 50)',
          '',
          '| status | endpoint | mutation |',
          '| --- | --- | --- |',
          ...failures,
          '',
        ]
      : []),
    ...(result.changedByRefused.length > 0
      ? [
          '## Refused batches that changed rows',
          '',
          ...result.changedByRefused.map((c) => `- ${c.endpoint}`),
          '',
        ]
      : []),
  ].join('\n');
}
