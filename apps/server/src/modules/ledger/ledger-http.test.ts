import type { DriverBalance, DriverTransaction } from '@fleetdesk/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, DISPATCHER, FLEET_USER } from '../../../test/api';
import { makeDriver } from '../../../test/driver-fixtures';
import { staffHolding, tokenForEmail } from '../../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { auditLog, journalEntries } from '../../db/schema';
import { postEntry, reverseEntry } from './posting';
import { linesOf } from './rules';

let server: TestServer;
let admin: string;
const db = () => server.database.db;

type Transactions = {
  transactions: { data: DriverTransaction[]; next_page_url: string | null };
  hasNextPage: boolean;
  balance: DriverBalance;
  message?: string;
};
type Boost = { message: string; payout: DriverBalance; errors?: Record<string, string[]> };

const boost = (token: string, driverId: number, body: unknown, key?: string) =>
  call<Boost>(server.url, 'POST', `/drivers/${driverId}/boost`, {
    token,
    body,
    headers: key ? { 'idempotency-key': key } : {},
  });
const transactions = (token: string, driverId: number, query = '') =>
  call<Transactions>(server.url, 'GET', `/drivers/${driverId}/transactions${query}`, { token });

const post = (
  driverId: number,
  kind: 'credit' | 'debit' | 'payout' | 'payout_paid',
  cents: number,
  extra = {},
) =>
  db().transaction((tx) =>
    postEntry(tx, {
      kind,
      driverId,
      description: `${kind} ${cents}`,
      lines: linesOf(kind, cents),
      idempotencyKey: `${kind}-${driverId}-${Math.random()}`,
      createdBy: null,
      ...extra,
    }),
  );

beforeAll(async () => {
  server = await startTestServer({ env: { AUTH_RATE_LIMIT: '1000' } });
  admin = await tokenForEmail(db(), 'admin@fleetdesk.test');
});
afterAll(async () => {
  await server.close();
});

describe('POST /drivers/{id}/boost', () => {
  it('posts a boost, answers the new balance, and audits it', async () => {
    const driverId = await makeDriver(db());
    const res = await boost(admin, driverId, { amount: '12.50', description: 'Rainy day' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'Great! You have boosted balance',
      payout: { available: 12.5, pending: 0 },
    });
    const [row] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'driver.boost'), eq(auditLog.entityId, String(driverId))));
    expect(row?.after).toMatchObject({ amount_cents: 1250 });
  });

  it('a retry with the same Idempotency-Key posts once and answers the same; another body is refused', async () => {
    const driverId = await makeDriver(db());
    const first = await boost(admin, driverId, { amount: 5 }, 'key-boost-1');
    const retries = await Promise.all(
      [1, 2, 3].map(() => boost(admin, driverId, { amount: 5 }, 'key-boost-1')),
    );
    for (const retry of retries) expect(retry.body).toEqual(first.body);
    const entries = await db().select().from(journalEntries).where(eq(journalEntries.driverId, driverId));
    expect(entries).toHaveLength(1);
    const other = await boost(admin, driverId, { amount: 6 }, 'key-boost-1');
    expect(other.status).toBe(422);
    expect(other.body.message).toBe('This Idempotency-Key was already used for another request.');
    expect((await transactions(admin, driverId)).body.balance).toEqual({ available: 5, pending: 0 });
  });

  it.each([
    [{}, 'Amount is required'],
    [{ amount: 'ten' }, 'Must be number!'],
    [{ amount: 0 }, 'Amount must be greater than 0!'],
    [{ amount: '12345678901' }, 'Amount must be at most 10 characters!'],
  ])('refuses %j with %s and posts nothing', async (body, message) => {
    const driverId = await makeDriver(db());
    const res = await boost(admin, driverId, body);
    expect(res.status).toBe(422);
    expect(res.body.errors?.amount).toEqual([message]);
    expect(await db().select().from(journalEntries).where(eq(journalEntries.driverId, driverId))).toEqual([]);
  });

  it('needs credits.quick-create; fleet users may not; an unknown driver is 404', async () => {
    const driverId = await makeDriver(db());
    const without = await staffHolding(db(), []);
    expect((await boost(without, driverId, { amount: 1 })).status).toBe(403);
    const holder = await staffHolding(db(), ['credits.quick-create']);
    expect((await boost(holder, driverId, { amount: 1 })).status).toBe(200);
    const fleet = await tokenForEmail(db(), FLEET_USER);
    const res = await call(server.url, 'POST', `/drivers/${driverId}/boost`, {
      token: fleet,
      body: { amount: 1 },
      fleet: true,
    });
    expect(res.status).toBe(403);
    expect((await boost(admin, 99_999_999, { amount: 1 })).status).toBe(404);
  });
});

describe('GET /drivers/{id}/transactions', () => {
  it('lists the entries newest first with the balance after each, by tab, with statuses', async () => {
    const driverId = await makeDriver(db());
    const credit = await post(driverId, 'credit', 10_000);
    await post(driverId, 'debit', 2_500);
    const paidPayout = await post(driverId, 'payout', 3_000, { payoutId: null });
    const failedPayout = await post(driverId, 'payout', 1_000);
    await db().transaction((tx) =>
      reverseEntry(tx, failedPayout.id, {
        idempotencyKey: `r-${driverId}`,
        createdBy: null,
        description: 'Bank refused',
      }),
    );
    expect(credit.available).toBe(10_000);
    expect(paidPayout.available).toBe(4_500);

    const all = await transactions(admin, driverId);
    expect(all.status).toBe(200);
    expect(all.body.balance).toEqual({ available: 45, pending: 30 });
    expect(all.body.transactions.data.map((t) => [t.category, t.amount, t.balance, t.status])).toEqual([
      ['reversal', 10, 45, 'succeeded'],
      ['payout', -10, 35, 'failed'],
      ['payout', -30, 45, 'pending'],
      ['debit', -25, 75, 'succeeded'],
      ['credit', 100, 100, 'succeeded'],
    ]);
    const tab = async (name: string) =>
      (await transactions(admin, driverId, `?tab=${name}`)).body.transactions.data.map((t) => t.category);
    expect(await tab('payments')).toEqual(['credit']);
    expect(await tab('payouts')).toEqual(['payout', 'payout']);
    expect(await tab('transactions')).toEqual(['reversal', 'debit']);
  });

  it('pages with next_page_url and hasNextPage', async () => {
    const driverId = await makeDriver(db());
    for (let n = 1; n <= 3; n++) await post(driverId, 'credit', n * 100);
    const first = await transactions(admin, driverId, '?per_page=2');
    expect(first.body.hasNextPage).toBe(true);
    expect(first.body.transactions.data.map((t) => t.amount)).toEqual([3, 2]);
    const next = await call<Transactions>(
      server.url,
      'GET',
      first.body.transactions.next_page_url as string,
      {
        token: admin,
      },
    );
    expect(next.body.transactions.data.map((t) => t.amount)).toEqual([1]);
    expect(next.body.hasNextPage).toBe(false);
  });

  it('is the operator staff’s: fleet users are refused, an unknown driver is 404', async () => {
    const driverId = await makeDriver(db());
    const fleet = await tokenForEmail(db(), FLEET_USER);
    const res = await call(server.url, 'GET', `/drivers/${driverId}/transactions`, {
      token: fleet,
      fleet: true,
    });
    expect(res.status).toBe(403);
    expect((await transactions(await tokenForEmail(db(), DISPATCHER), driverId)).status).toBe(200);
    expect((await transactions(admin, 99_999_999)).status).toBe(404);
  });
});
