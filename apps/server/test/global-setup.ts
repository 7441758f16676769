import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDb } from '../src/db/client';
import { migrateDatabase, startEmbeddedPostgres } from '../src/db/database';
import { seedDemo } from '../src/db/seed';
import { startJobs } from '../src/platform/jobs';
import { DEMO_TEMPLATE, EMPTY_TEMPLATE } from './templates';

/**
 * One PostgreSQL for the whole run (embedded unless TEST_DATABASE_URL is given) holding two migrated
 * templates; each test file clones the one it needs, which takes milliseconds.
 */
export default async function setup(project: TestProject) {
  const given = process.env.TEST_DATABASE_URL;
  const dataDir = given ? undefined : await mkdtemp(path.join(tmpdir(), 'fleetdesk-test-pg-'));
  const server = dataDir
    ? await startEmbeddedPostgres({
        dataDir: path.join(dataDir, 'pg'),
        port: 20000 + Math.floor(Math.random() * 20000),
        persistent: false,
        durable: false,
      })
    : undefined;
  const adminUrl = given ?? (server as NonNullable<typeof server>).url;
  const admin = createDb(adminUrl, { max: 2, statementTimeoutMs: 0 });
  for (const name of [EMPTY_TEMPLATE, DEMO_TEMPLATE]) {
    await admin.$client.query(`drop database if exists ${name}`);
    await admin.$client.query(`create database ${name}`);
    const url = withDatabase(adminUrl, name);
    const db = createDb(url, { max: 4, statementTimeoutMs: 0 });
    await migrateDatabase(db);
    // pg-boss creates its schema on first start; doing it here spares every test file that cost.
    const jobs = await startJobs(url, [], { work: false, onError: () => {} });
    await jobs.close();
    if (name === DEMO_TEMPLATE) await seedDemo(db, { rides: 400, drivers: 40 });
    await db.$client.end();
  }
  await admin.$client.end();
  project.provide('databaseUrl', adminUrl);
  return async () => {
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}
