import { PAYMENT_MESSAGES, type PaymentMethod } from '@fleetdesk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, FLEET_USER } from '../../../test/api';
import { makeDriver } from '../../../test/driver-fixtures';
import { moneyCall } from '../../../test/money-fixtures';
import { driverWithMoney } from '../../../test/payout-fixtures';
import { staffHolding, tokenForEmail } from '../../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { auditLog, paymentMethods, payouts } from '../../db/schema';
import { secretBoxOf } from '../../platform/secret-box';

let server: TestServer;
let admin: string;
const db = () => server.database.db;
const ACCOUNT = '000123456789';

type Added = { message: string; payout: PaymentMethod; errors?: Record<string, string[]> };
const add = (driverId: number, body: object, token = admin) =>
  call<Added>(server.url, 'POST', `/drivers/${driverId}/payments/banks`, {
    token,
    body: {
      entity_id: driverId,
      entity_type: 'driver',
      name: 'Chase checking',
      routing_number: '021000021',
      account_number: ACCOUNT,
      ...body,
    },
  });
const list = (driverId: number, token = admin) =>
  call<{ payment_methods: PaymentMethod[] }>(server.url, 'GET', `/drivers/${driverId}/payment-methods`, {
    token,
  });

beforeAll(async () => {
  server = await startTestServer({ env: { AUTH_RATE_LIMIT: '1000' } });
  admin = await tokenForEmail(db(), 'admin@fleetdesk.test');
});
afterAll(async () => {
  await server.close();
});

describe('bank accounts', () => {
  it('stores the account number sealed, answers and audits only its last four', async () => {
    const driverId = await makeDriver(db());
    const res = await add(driverId, {});
    expect(res.status).toBe(200);
    expect(res.body.payout).toMatchObject({
      name: 'Chase checking',
      last_four: '6789',
      routing_number: '021000021',
      status: 'valid',
    });
    expect(JSON.stringify(res.body)).not.toContain(ACCOUNT);

    const [row] = await db().select().from(paymentMethods).where(eq(paymentMethods.driverId, driverId));
    expect(row?.accountNumberEncrypted).not.toContain(ACCOUNT);
    // The demo's key opens it: the number is kept, just not readable without the key.
    expect(
      secretBoxOf({ bankAccountKey: undefined, demoMode: true }).open(row?.accountNumberEncrypted as string),
    ).toBe(ACCOUNT);

    const audits = await db().select().from(auditLog).where(eq(auditLog.action, 'payment_method.add'));
    const mine = audits.filter((a) => a.entityId === String(driverId));
    expect(mine).toHaveLength(1);
    expect(JSON.stringify(mine)).not.toContain(ACCOUNT);
    expect(mine[0]?.after).toMatchObject({ last_four: '6789' });

    expect((await list(driverId)).body.payment_methods.map((m) => m.last_four)).toEqual(['6789']);
  });

  it.each([
    [{ routing_number: '021000022' }, 'routing_number', 'Invalid Routing Number!'],
    [{ routing_number: '12345' }, 'routing_number', 'Must be 9 characters!'],
    [
      { account_number: '12345678901234567' },
      'account_number',
      'Account Number must be at most 16 characters!',
    ],
    [{ account_number: 'abc' }, 'account_number', 'Must be number!'],
    [{ name: '' }, 'name', 'Required'],
    [{ name: 'x'.repeat(31) }, 'name', 'Must be at most 30 characters!'],
  ])('refuses %j with %s %s and stores nothing', async (change, field, message) => {
    const driverId = await makeDriver(db());
    const res = await add(driverId, change);
    expect(res.status).toBe(422);
    expect(res.body.errors?.[field]).toEqual([message]);
    expect(await db().select().from(paymentMethods).where(eq(paymentMethods.driverId, driverId))).toEqual([]);
  });

  it('removing one keeps it for its payouts, marked deleted, and lists it no more', async () => {
    const driverId = await makeDriver(db());
    const { body } = await add(driverId, {});
    const removed = await call(server.url, 'POST', `/payments/${body.payout.id}/delete`, { token: admin });
    expect(removed.body).toEqual({ message: 'Great! You have removed payment' });
    expect((await list(driverId)).body.payment_methods).toEqual([]);
    const [row] = await db().select().from(paymentMethods).where(eq(paymentMethods.id, body.payout.id));
    expect(row?.status).toBe('deleted');
    const again = await call(server.url, 'POST', `/payments/${body.payout.id}/delete`, { token: admin });
    expect(again.status).toBe(404);
  });

  it('fleet users and facility users are refused; an unknown driver is 404', async () => {
    const driverId = await makeDriver(db());
    const fleet = await tokenForEmail(db(), FLEET_USER);
    const res = await call(server.url, 'GET', `/drivers/${driverId}/payment-methods`, {
      token: fleet,
      fleet: true,
    });
    expect(res.status).toBe(403);
    const facility = await staffHolding(db(), [], 50);
    expect((await add(driverId, {}, facility)).status).toBe(404);
    expect((await list(driverId, facility)).status).toBe(404);
    expect((await add(99_999_999, {})).status).toBe(404);
    const crossed = await add(driverId, { entity_id: driverId + 1 });
    expect(crossed.status).toBe(422);
    expect(crossed.body.errors?.entity_id).toEqual(['Must be the driver of the address']);
  });
});

describe('a bank account money is still on its way to', () => {
  const remove = (paymentId: number) =>
    call(server.url, 'POST', `/payments/${paymentId}/delete`, { token: admin });
  const review = (requestId: number, status: string) =>
    moneyCall(server.url, admin, 'POST', `/billing/transaction-requests/${requestId}/update-payout`, {
      status,
    });
  /** A driver with $100, a bank account and an ach payout request of $30 to it. */
  async function requested() {
    const driverId = await driverWithMoney(db(), 10_000);
    const paymentId = (await add(driverId, {})).body.payout.id;
    const created = await moneyCall(
      server.url,
      admin,
      'POST',
      `/billing/transaction-requests/${driverId}/payout`,
      {
        amount: '30',
        description: 'Payout',
        payout_type: 'ach',
        payment_id: paymentId,
      },
    );
    return { driverId, paymentId, requestId: created.body.transaction_request.id };
  }

  it('is not deleted while a payout request to it waits for review, which stays declinable', async () => {
    const { driverId, paymentId, requestId } = await requested();
    const refused = await remove(paymentId);
    expect(refused).toEqual({
      status: 409,
      body: { message: PAYMENT_MESSAGES.payoutWaiting(`payout request #${requestId}`) },
    });
    expect((await list(driverId)).body.payment_methods.map((m) => m.id)).toEqual([paymentId]);
    expect((await review(requestId, 'declined')).status).toBe(200);
    expect((await remove(paymentId)).status).toBe(200);
  });

  it('is not deleted while its approved payout is pending at the bank (the ACH file would still pay it)', async () => {
    const { paymentId, requestId } = await requested();
    expect((await review(requestId, 'approved')).status).toBe(200);
    const refused = await remove(paymentId);
    expect(refused).toEqual({
      status: 409,
      body: { message: PAYMENT_MESSAGES.payoutWaiting(`payout request #${requestId}`) },
    });
    // Once the bank has paid it, the account is history only and may go.
    await db()
      .update(payouts)
      .set({ status: 'succeeded', bankStatus: 'succeeded' })
      .where(eq(payouts.paymentMethodId, paymentId));
    expect((await remove(paymentId)).status).toBe(200);
  });
});
