import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import { createDb, type Db } from './client';

let database: TestDatabase;
const opened: Db[] = [];
beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
});
afterAll(async () => {
  for (const db of opened) await db.$client.end();
  await database.drop();
});

const open = (options: Parameters<typeof createDb>[1]) => {
  const db = createDb(database.url, options);
  opened.push(db);
  return db;
};

describe('the database pool', () => {
  it('sets the statement and idle-in-transaction timeouts on every connection', async () => {
    const db = open({ statementTimeoutMs: 1234, idleInTransactionTimeoutMs: 5678 });
    const { rows } = await db.execute<{ statement: string; idle: string }>(
      sql`select current_setting('statement_timeout') as statement,
                 current_setting('idle_in_transaction_session_timeout') as idle`,
    );
    expect(rows[0]).toEqual({ statement: '1234ms', idle: '5678ms' });
  });

  it('cancels a statement that runs past the timeout', async () => {
    const db = open({ statementTimeoutMs: 200 });
    await expect(db.$client.query('select pg_sleep(5)')).rejects.toThrow(
      'canceling statement due to statement timeout',
    );
  });

  it('ends a transaction left idle, so its row locks are released', async () => {
    const db = open({ idleInTransactionTimeoutMs: 200 });
    const client = await db.$client.connect();
    await client.query('begin');
    await new Promise((r) => setTimeout(r, 600));
    await expect(client.query('select 1')).rejects.toThrow();
    client.release(true);
  });

  it('keeps the process running when the database cuts a connection the code holds, and answers again', async () => {
    const db = open({});
    const held = await db.$client.connect();
    await held.query('listen fleetdesk_probe');
    const { rows } = await held.query<{ pid: number }>('select pg_backend_pid() as pid');
    const ended = new Promise((resolve) => held.once('end', resolve));
    await open({}).$client.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
    await ended;
    held.release(true);
    const { rows: again } = await db.$client.query<{ one: number }>('select 1 as one');
    expect(again[0]?.one).toBe(1);
  });

  it('fails a query that waits for a connection longer than the connect timeout', async () => {
    const db = open({ max: 1, connectionTimeoutMs: 200 });
    const held = await db.$client.connect();
    try {
      await expect(db.$client.query('select 1')).rejects.toThrow('timeout exceeded when trying to connect');
    } finally {
      held.release();
    }
  });
});
