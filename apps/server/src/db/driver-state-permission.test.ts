import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/db';

const MIGRATION = path.join(import.meta.dirname, 'migrations/0010_driver_state_permission.sql');
const statements = readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint');

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

async function rolesHolding(key: string): Promise<string[]> {
  const { rows } = await database.db.$client.query<{ name: string }>(
    `select r.name from roles r join role_permissions rp on rp.role_id = r.id
     join permissions p on p.id = rp.permission_id where p.key = $1 order by r.name`,
    [key],
  );
  return rows.map((row) => row.name);
}

describe('migration 0010: drivers.edit-state on a database seeded before the key', () => {
  it('adds the key and grants it to the roles that hold driver keys, once', async () => {
    const seeded = await rolesHolding('drivers.edit-state');
    expect(seeded).toEqual(['Admin', 'Dispatcher', 'Fleet Manager']);
    // A database seeded before the key existed.
    await database.db.$client.query(`delete from permissions where key = 'drivers.edit-state'`);
    expect(await rolesHolding('drivers.edit-state')).toEqual([]);

    for (let run = 0; run < 2; run++) {
      for (const statement of statements) await database.db.$client.query(statement);
    }
    expect(await rolesHolding('drivers.edit-state')).toEqual(seeded);
    const { rows } = await database.db.$client.query(
      `select p.name, g.key as group from permissions p join permission_groups g on g.id = p.group_id
       where p.key = 'drivers.edit-state'`,
    );
    expect(rows).toEqual([{ name: 'Edit state', group: 'drivers' }]);
  });

  it('does nothing on an empty database, where the seed inserts every key', async () => {
    const empty = await createTestDatabase({ empty: true });
    try {
      for (const statement of statements) await empty.db.$client.query(statement);
      const { rows } = await empty.db.$client.query('select count(*)::int as n from permissions');
      expect(rows).toEqual([{ n: 0 }]);
    } finally {
      await empty.drop();
    }
  });
});
