import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/server';

/** The migration that brings the Sentry keys to a database seeded before them (decision 128). */
const MIGRATION = path.resolve(import.meta.dirname, '../../db/migrations/0030_sentry_permissions.sql');

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const holders = async () => {
  const { rows } = await server.database.db.execute<{ role_id: number; key: string }>(sql`
    select rp.role_id, p.key from role_permissions rp join permissions p on p.id = rp.permission_id
    where p.key like 'sentry.%' order by rp.role_id, p.key`);
  return rows.map((row) => `${row.role_id}:${row.key}`);
};

it('adds the keys to a database seeded without them, for the roles holding the billing reports, once', async () => {
  const db = server.database.db;
  const seeded = await holders();
  expect(seeded).toEqual(['1:sentry.manage', '1:sentry.view', '4:sentry.manage', '4:sentry.view']);
  // The demo as it was before the keys existed.
  await db.execute(sql`delete from permissions where key like 'sentry.%'`);
  await db.execute(sql`delete from permission_groups where key = 'sentry'`);
  const statements = readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint');
  for (let run = 0; run < 2; run++) for (const statement of statements) await db.execute(sql.raw(statement));
  expect(await holders()).toEqual(seeded);
});
