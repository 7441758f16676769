import { routingChecksumHolds } from '@fleetdesk/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { checkLedger } from '../../modules/ledger/drift';
import { secretBoxOf } from '../../platform/secret-box';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

const distinct = async (query: ReturnType<typeof sql>) =>
  (await database.db.execute<{ value: string }>(query)).rows.map((row) => row.value).sort();

it('seeds money whose balances match their journals, in every status and payout type', async () => {
  const check = await checkLedger(database.db);
  expect(check.journalTotalCents).toBe(0);
  expect(check.drifts).toEqual([]);
  expect(await distinct(sql`select distinct status as value from transaction_requests`)).toEqual([
    'approved',
    'billed',
    'declined',
    'paid',
    'pending',
  ]);
  expect(await distinct(sql`select distinct type as value from transaction_requests`)).toEqual([
    'credit',
    'debit',
    'payout',
  ]);
  expect(await distinct(sql`select distinct type as value from payouts`)).toEqual([
    'ach',
    'cash',
    'check_mail',
    'check_pickup',
    'zelle',
  ]);
  expect(await distinct(sql`select distinct status as value from payouts`)).toEqual([
    'failed',
    'pending',
    'succeeded',
  ]);
});

it('seeds bank accounts sealed with the demo key, routing numbers that pass the checksum', async () => {
  const rows = (
    await database.db.execute<{ sealed: string; last_four: string; routing: string }>(
      sql`select account_number_encrypted as sealed, last_four, routing_number as routing from payment_methods`,
    )
  ).rows;
  expect(rows.length).toBeGreaterThan(10);
  expect(rows.every((row) => routingChecksumHolds(row.routing))).toBe(true);
  const box = secretBoxOf({ bankAccountKey: undefined, demoMode: true });
  for (const row of rows.slice(0, 20)) expect(box.open(row.sealed).endsWith(row.last_four)).toBe(true);
});
