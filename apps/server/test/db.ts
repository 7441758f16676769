import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createDb, type Db } from '../src/db/client';
import { withDatabase } from './global-setup';
import { DEMO_TEMPLATE, EMPTY_TEMPLATE } from './templates';

export interface TestDatabase {
  db: Db;
  url: string;
  drop(): Promise<void>;
}

/** A fresh database for one test file: migrated, and holding the small demo unless `empty`. */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<TestDatabase> {
  const adminUrl = inject('databaseUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${options.empty ? EMPTY_TEMPLATE : DEMO_TEMPLATE}`);
  await admin.end();
  const url = withDatabase(adminUrl, name);
  const db = createDb(url, { max: 10 });
  return {
    db,
    url,
    async drop() {
      await db.$client.end();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
