import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDriver } from '../../../test/driver-fixtures';
import { balanceCents, COMPANY, CREDIT_CATEGORY, moneyCall } from '../../../test/money-fixtures';
import { driverWithMoney } from '../../../test/payout-fixtures';
import { tokenForEmail } from '../../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { journalEntries, payouts, transactionRequests } from '../../db/schema';
import { updateRequest } from './queries';

// Approve and Decline clicked on one request at the same moment (two reviewers, or one changing their
// mind): every click is a move spec 2 §4 allows, and the money must follow the status it ends in. A
// request's journal keys name the state it left by its updated_at (decision 100), so each state needs
// its own updated_at even when the reviews queue on the request's lock within one millisecond.

let server: TestServer;
let admin: string;
const db = () => server.database.db;
const send = (path: string, body?: unknown) => moneyCall(server.url, admin, 'POST', path, body);
const CLICKS = ['approved', 'declined', 'approved', 'declined', 'approved'];
const ROUNDS = 12;

beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenForEmail(db(), 'admin@fleetdesk.test');
});
afterAll(() => server.close());

/** The request's journal, for a failure message that shows which posting was skipped. */
const journalOf = (requestId: number) =>
  db()
    .select({ kind: journalEntries.kind, key: journalEntries.idempotencyKey })
    .from(journalEntries)
    .where(eq(journalEntries.transactionRequestId, requestId))
    .orderBy(journalEntries.id);

/** A new driver's pending $10 credit request. */
async function pendingCredit() {
  const driverId = await makeDriver(db());
  const created = await send(`/billing/transaction-requests/${driverId}`, {
    type: 'credit',
    amount: 10,
    description: 'Credit',
    category_id: CREDIT_CATEGORY,
    company_id: COMPANY,
  });
  return { id: created.body.transaction_request.id, driverId };
}

describe('reviews of one request at the same moment', () => {
  it('give every state of the request its own updated_at, even within one transaction', async () => {
    const { id } = await pendingCredit();
    const stamps = await db().transaction(async (tx) => {
      const read = async () =>
        (await tx.select().from(transactionRequests).where(eq(transactionRequests.id, id)))[0]?.updatedAt;
      await updateRequest(tx, id, { status: 'approved' });
      const first = await read();
      await updateRequest(tx, id, { status: 'declined' });
      return [first, await read()];
    });
    expect(stamps[1]?.getTime()).toBeGreaterThan(stamps[0]?.getTime() ?? Number.POSITIVE_INFINITY);
  });

  it('leave a credit declined last with the balance it started with', async () => {
    const drift: unknown[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const { id, driverId } = await pendingCredit();
      const update = (status: string) => send(`/billing/transaction-requests/${id}/update`, { status });
      const answers = await Promise.all(CLICKS.map(update));
      expect(answers.map((answer) => answer.status)).toEqual(CLICKS.map(() => 200));
      expect((await update('declined')).status).toBe(200);
      const balance = await balanceCents(db(), driverId);
      if (balance.available !== 0) drift.push({ request: id, balance, journal: await journalOf(id) });
    }
    expect(drift).toEqual([]);
  });

  it('leave an approved payout request with one live payout whose amount alone waits in pending', async () => {
    const drift: unknown[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const driverId = await driverWithMoney(db(), 10_000);
      const created = await send(`/billing/transaction-requests/${driverId}/payout`, {
        amount: '30',
        description: 'Payout',
        payout_type: 'check_pickup',
      });
      const id = created.body.transaction_request.id;
      const update = (status: string) =>
        send(`/billing/transaction-requests/${id}/update-payout`, { status });
      const answers = await Promise.all(CLICKS.map(update));
      expect(answers.map((answer) => answer.status)).toEqual(CLICKS.map(() => 200));
      expect((await update('declined')).status).toBe(200);
      expect((await update('approved')).status).toBe(200);
      const live = await db()
        .select({ cents: payouts.amountCents })
        .from(payouts)
        .where(and(eq(payouts.transactionRequestId, id), ne(payouts.status, 'failed')));
      const seen = { live: live.map((payout) => payout.cents), balance: await balanceCents(db(), driverId) };
      if (
        JSON.stringify(seen) !== JSON.stringify({ live: [3000], balance: { available: 7000, pending: 3000 } })
      )
        drift.push({ request: id, ...seen, journal: await journalOf(id) });
    }
    expect(drift).toEqual([]);
  });
});
