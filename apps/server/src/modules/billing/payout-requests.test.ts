import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDriver } from '../../../test/driver-fixtures';
import { balanceCents, COMPANY, CREDIT_CATEGORY, moneyCall } from '../../../test/money-fixtures';
import { staffHolding, tokenForEmail } from '../../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { drivers, paymentMethods, payouts, transactionRequests } from '../../db/schema';
import { postEntry } from '../ledger/posting';
import { linesOf } from '../ledger/rules';

let server: TestServer;
let admin: string;
const db = () => server.database.db;
const send = (path: string, body?: unknown, token = admin) =>
  moneyCall(server.url, token, 'POST', path, body);

/** A driver holding `cents` available, with one bank account unless told otherwise. */
async function paidDriver(cents: number, withBank = true) {
  const driverId = await makeDriver(db());
  await db().transaction((tx) =>
    postEntry(tx, {
      kind: 'credit',
      driverId,
      description: 'Earnings',
      lines: linesOf('credit', cents),
      idempotencyKey: `earn-${driverId}`,
      createdBy: null,
    }),
  );
  if (!withBank) return { driverId, paymentId: 0 };
  const [bank] = await db()
    .insert(paymentMethods)
    .values({
      driverId,
      name: 'Chase',
      routingNumber: '021000021',
      accountNumberEncrypted: 'sealed',
      lastFour: '6789',
    })
    .returning();
  return { driverId, paymentId: bank?.id as number };
}

const payoutBody = (paymentId: number, extra = {}) => ({
  amount: '30',
  description: 'Payout',
  payout_type: 'ach',
  payment_id: paymentId,
  reference: 'REF-1',
  ...extra,
});

beforeAll(async () => {
  server = await startTestServer({ env: { AUTH_RATE_LIMIT: '1000' } });
  admin = await tokenForEmail(db(), 'admin@fleetdesk.test');
});
afterAll(async () => {
  await server.close();
});

describe('payout requests', () => {
  it('approving moves the amount to pending and makes a pending payout; declining undoes both', async () => {
    const { driverId, paymentId } = await paidDriver(10_000);
    const created = await send(`/billing/transaction-requests/${driverId}/payout`, payoutBody(paymentId));
    expect(created.body.message).toBe('Payout request created successfully!');
    expect(created.body.transaction_request).toMatchObject({
      status: 'pending',
      payout_type: 'ach',
      payment_last_four: '6789',
    });
    const id = created.body.transaction_request.id;

    const approve = await send(`/billing/transaction-requests/${id}/update-payout`, { status: 'approved' });
    expect(approve.body.message).toBe('Great! You have update payout!');
    expect(await balanceCents(db(), driverId)).toEqual({ available: 7000, pending: 3000 });
    const [payout] = await db().select().from(payouts).where(eq(payouts.transactionRequestId, id));
    expect(payout).toMatchObject({
      status: 'pending',
      bankStatus: 'pending',
      amountCents: 3000,
      type: 'ach',
      reference: 'REF-1',
    });
    expect(payout?.payoutNumber).toBe(`P-${String(payout?.id).padStart(6, '0')}`);

    await send(`/billing/transaction-requests/${id}/update-payout`, { status: 'declined' });
    expect(await balanceCents(db(), driverId)).toEqual({ available: 10_000, pending: 0 });
    const [failed] = await db()
      .select()
      .from(payouts)
      .where(eq(payouts.id, payout?.id as number));
    expect(failed?.status).toBe('failed');

    // Approved again: a new payout is made; the failed one stays as the bank file history has it.
    const again = await send(`/billing/transaction-requests/${id}/update-payout`, { status: 'approved' });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(await balanceCents(db(), driverId)).toEqual({ available: 7000, pending: 3000 });
    const made = await db().select().from(payouts).where(eq(payouts.transactionRequestId, id));
    expect(made.map((row) => row.status).sort()).toEqual(['failed', 'pending']);
  });

  it('a paid payout cannot be declined', async () => {
    const { driverId, paymentId } = await paidDriver(5_000);
    const { body } = await send(
      `/billing/transaction-requests/${driverId}/quick-creation/payout`,
      payoutBody(paymentId),
    );
    expect(body.message).toBe('Quick payout created successfully!');
    await db()
      .update(payouts)
      .set({ status: 'succeeded', bankStatus: 'succeeded' })
      .where(eq(payouts.transactionRequestId, body.transaction_request.id));
    const res = await send(`/billing/transaction-requests/${body.transaction_request.id}/update-payout`, {
      status: 'declined',
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This payout has been paid: it cannot be declined.');
    expect(await balanceCents(db(), driverId)).toEqual({ available: 2000, pending: 3000 });
  });

  it('refuses more than the available balance, and any payout while on hold', async () => {
    const { driverId, paymentId } = await paidDriver(2_000);
    const path = `/billing/transaction-requests/${driverId}/quick-creation/payout`;
    const tooMuch = await send(path, payoutBody(paymentId, { amount: '20.01' }));
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.errors?.amount).toEqual(['The amount is more than the available balance of $20.00.']);
    await db().update(drivers).set({ payoutHold: true }).where(eq(drivers.id, driverId));
    const held = await send(path, payoutBody(paymentId, { amount: 5 }));
    expect(held.body.errors?.amount).toEqual(['Payouts are on hold for this driver.']);
    expect(
      await db().select().from(transactionRequests).where(eq(transactionRequests.driverId, driverId)),
    ).toEqual([]);
    expect(await balanceCents(db(), driverId)).toEqual({ available: 2000, pending: 0 });
  });

  it('ach needs one of the driver’s bank accounts; other types drop it', async () => {
    const noBank = await paidDriver(2_000, false);
    const path = (id: number) => `/billing/transaction-requests/${id}/payout`;
    const none = await send(path(noBank.driverId), payoutBody(0, { payment_id: undefined }));
    expect(none.body.errors?.payment_id).toEqual(['Required']);
    const missing = await send(path(noBank.driverId), payoutBody(1));
    expect(missing.body.errors?.payment_id).toEqual(['No banking information. Please indicate it!']);
    const other = await paidDriver(2_000);
    const notTheirs = await send(path(noBank.driverId), payoutBody(other.paymentId));
    expect(notTheirs.body.errors?.payment_id).toEqual(['No banking information. Please indicate it!']);
    const zelle = await send(path(noBank.driverId), payoutBody(other.paymentId, { payout_type: 'zelle' }));
    expect(zelle.status).toBe(200);
    expect(zelle.body.transaction_request).toMatchObject({ payout_type: 'zelle', payment_id: null });
  });

  it('a request whose bank account was deleted (before deletion waited for it) may still be declined, not approved', async () => {
    const { driverId, paymentId } = await paidDriver(10_000);
    const path = `/billing/transaction-requests/${driverId}/payout`;
    const pending = (await send(path, payoutBody(paymentId))).body.transaction_request.id;
    const approved = (await send(path, payoutBody(paymentId))).body.transaction_request.id;
    const review = (id: number, status: string) =>
      send(`/billing/transaction-requests/${id}/update-payout`, { status });
    expect((await review(approved, 'approved')).status).toBe(200);
    await db()
      .update(paymentMethods)
      .set({ status: 'deleted', deletedAt: new Date() })
      .where(eq(paymentMethods.id, paymentId));
    expect((await review(pending, 'approved')).body.errors?.payment_id).toEqual(['Required']);
    expect((await review(pending, 'declined')).status).toBe(200);
    expect((await review(approved, 'declined')).status).toBe(200);
    expect(await balanceCents(db(), driverId)).toEqual({ available: 10_000, pending: 0 });
  });

  it.each([
    [{ description: '' }, 'description', 'Required'],
    [{ description: 'x'.repeat(256) }, 'description', 'Max characters count is 255!'],
    [{ reference: 'r'.repeat(51) }, 'reference', 'Max characters count is 50!'],
    [{ payout_type: 'wire' }, 'payout_type', 'Required'],
  ])('refuses %j', async (change, field, message) => {
    const { driverId, paymentId } = await paidDriver(2_000);
    const res = await send(`/billing/transaction-requests/${driverId}/payout`, payoutBody(paymentId, change));
    expect(res.status).toBe(422);
    expect(res.body.errors?.[field]).toEqual([message]);
  });

  it('payout keys: credits.create requests, payouts.update-request reviews', async () => {
    const { driverId, paymentId } = await paidDriver(5_000);
    const requester = await staffHolding(db(), ['credits.create']);
    const created = await send(
      `/billing/transaction-requests/${driverId}/payout`,
      payoutBody(paymentId),
      requester,
    );
    expect(created.status).toBe(200);
    const update = `/billing/transaction-requests/${created.body.transaction_request.id}/update-payout`;
    expect((await send(update, { status: 'approved' }, requester)).status).toBe(403);
    const reviewer = await staffHolding(db(), ['payouts.update-request']);
    expect((await send(update, { status: 'approved' }, reviewer)).status).toBe(200);
    // A credit request is not a payout request: each update path knows only its own.
    const credit = await send(`/billing/transaction-requests/${driverId}`, {
      type: 'credit',
      amount: 1,
      description: 'Credit',
      category_id: CREDIT_CATEGORY,
      company_id: COMPANY,
    });
    const crossed = await send(
      `/billing/transaction-requests/${credit.body.transaction_request.id}/update-payout`,
      { status: 'approved' },
    );
    expect(crossed.status).toBe(404);
  });

  it('numbers payouts past P-999999 with all their digits', async () => {
    const { driverId } = await paidDriver(10_000, false);
    await db().execute(sql`select setval(pg_get_serial_sequence('payouts', 'id'), 1000122)`);
    const path = `/billing/transaction-requests/${driverId}/quick-creation/payout`;
    const res = await send(path, payoutBody(0, { payout_type: 'zelle', amount: '5', payment_id: undefined }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [made] = await db().select().from(payouts).where(eq(payouts.driverId, driverId));
    expect(made?.payoutNumber).toBe('P-1000123');
  });
});

describe('one driver, many writers', () => {
  it('credits, boosts and payouts sent at once for one driver all post, without deadlock', async () => {
    const { driverId } = await paidDriver(100_000, false);
    const credit = () =>
      send(`/billing/transaction-requests/${driverId}/quick-creation`, {
        type: 'credit',
        amount: '1',
        description: 'Credit',
        category_id: CREDIT_CATEGORY,
        company_id: COMPANY,
      });
    const boost = () => send(`/drivers/${driverId}/boost`, { amount: 1 });
    const payout = () =>
      send(
        `/billing/transaction-requests/${driverId}/quick-creation/payout`,
        payoutBody(0, { payout_type: 'zelle', amount: '1', payment_id: undefined }),
      );
    const writes = Array.from(
      { length: 24 },
      (_, i) => [credit, boost, payout][i % 3] as () => ReturnType<typeof send>,
    );
    const answers = await Promise.all(writes.map((write) => write()));
    expect(answers.map((answer) => answer.status)).toEqual(writes.map(() => 200));
    // 1 000.00 earned, 8 credits and 8 boosts of 1.00 in, 8 payouts of 1.00 out to pending.
    expect(await balanceCents(db(), driverId)).toMatchObject({ available: 100_000 + 800, pending: 800 });
  });
});
