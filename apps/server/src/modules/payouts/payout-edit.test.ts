import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/api';
import { balanceCents, moneyCall, type RequestAnswer } from '../../../test/money-fixtures';
import {
  bankAccountOf,
  driverWithMoney,
  journalBalances,
  type PayoutAnswer,
  payoutRow,
} from '../../../test/payout-fixtures';
import { staffHolding, tokenForEmail } from '../../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { admins, auditLog, journalEntries, payouts, transactionRequests } from '../../db/schema';
import { BANK_STATUS_NOT_EDITABLE, BANK_STATUS_SETTLED, STALE_PAYOUT } from './rules';
import { settlePayout } from './settlement';

let server: TestServer;
let admin: string;
const db = () => server.database.db;
const edit = (id: number, body: object, token = admin) =>
  call<PayoutAnswer>(server.url, 'POST', `/payouts/${id}`, { token, body });

/** A driver with $100 available and a quick payout of $30 of `type`: $70 available, $30 pending. */
async function madePayout(type: 'check_pickup' | 'check_mail' | 'ach' | 'zelle') {
  const driverId = await driverWithMoney(db(), 10_000);
  const paymentId = type === 'ach' ? await bankAccountOf(db(), driverId) : undefined;
  const { body } = await moneyCall<RequestAnswer>(
    server.url,
    admin,
    'POST',
    `/billing/transaction-requests/${driverId}/quick-creation/payout`,
    { amount: 30, description: 'Payout', payout_type: type, payment_id: paymentId },
  );
  const requestId = body.transaction_request.id;
  const [payout] = await db().select().from(payouts).where(eq(payouts.transactionRequestId, requestId));
  if (!payout) throw new Error('no payout was made');
  return { driverId, requestId, id: payout.id };
}

/** The balance row and the journal agree, and read `expected`. */
async function expectBalances(driverId: number, expected: { available: number; pending: number }) {
  expect(await balanceCents(db(), driverId)).toEqual(expected);
  expect(await journalBalances(db(), driverId)).toEqual(expected);
}

const requestStatus = async (id: number) =>
  (await db().select().from(transactionRequests).where(eq(transactionRequests.id, id)))[0]?.status;
const entriesOf = (payoutId: number) =>
  db().select().from(journalEntries).where(eq(journalEntries.payoutId, payoutId)).orderBy(journalEntries.id);

beforeAll(async () => {
  server = await startTestServer({ env: { AUTH_RATE_LIMIT: '1000' } });
  admin = await tokenForEmail(db(), 'admin@fleetdesk.test');
});
afterAll(() => server.close());

describe('POST /payouts/{id}: a check settled at the desk', () => {
  it('Done: the amount leaves pending for the bank, the payout succeeds and its request is paid', async () => {
    const made = await madePayout('check_pickup');
    await expectBalances(made.driverId, { available: 7000, pending: 3000 });
    const res = await edit(made.id, { bank_status: 'succeeded' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Great! You have updated payout');
    expect(res.body.payout).toMatchObject({ status: 'succeeded', bank_status: 'succeeded' });
    await expectBalances(made.driverId, { available: 7000, pending: 0 });
    expect(await requestStatus(made.requestId)).toBe('paid');
    expect((await entriesOf(made.id)).map((entry) => entry.kind)).toEqual(['payout', 'payout_paid']);

    // Settled once: saying Done again moves nothing; going back is refused.
    expect((await edit(made.id, { bank_status: 'succeeded', note: 'Picked up' })).status).toBe(200);
    expect(await entriesOf(made.id)).toHaveLength(2);
    const back = await edit(made.id, { bank_status: 'pending' });
    expect(back.status).toBe(422);
    expect(back.body.errors).toEqual({ bank_status: [BANK_STATUS_SETTLED] });
    await expectBalances(made.driverId, { available: 7000, pending: 0 });
  });

  it('failed: the move is reversed, the money is available again, the request declined', async () => {
    const made = await madePayout('check_mail');
    const res = await edit(made.id, { bank_status: 'failed' });
    expect(res.body.payout).toMatchObject({ status: 'failed', bank_status: 'failed' });
    await expectBalances(made.driverId, { available: 10_000, pending: 0 });
    expect(await requestStatus(made.requestId)).toBe('declined');
    expect((await entriesOf(made.id)).map((entry) => entry.kind)).toEqual(['payout', 'reversal']);
    expect((await edit(made.id, { bank_status: 'succeeded' })).body.errors).toEqual({
      bank_status: [BANK_STATUS_SETTLED],
    });
    await expectBalances(made.driverId, { available: 10_000, pending: 0 });
  });

  it('settles a payout once even when asked twice (the export/import path)', async () => {
    const made = await madePayout('check_mail');
    const first = await db().transaction((tx) => settlePayout(tx, made.id, 'succeeded', { adminId: null }));
    const again = await db().transaction((tx) => settlePayout(tx, made.id, 'failed', { adminId: null }));
    expect(first.settled).toBe(true);
    expect(again).toMatchObject({ settled: false, payout: { status: 'succeeded' } });
    await expectBalances(made.driverId, { available: 7000, pending: 0 });
    const missing = await db().transaction((tx) => settlePayout(tx, 987_654, 'failed', { adminId: null }));
    expect(missing).toEqual({ settled: false, payout: undefined });
  });
});

describe('POST /payouts/{id}: the other fields and the rules', () => {
  it('ach and Zelle payouts learn their bank status from the bank: refused, nothing changed', async () => {
    for (const type of ['ach', 'zelle'] as const) {
      const made = await madePayout(type);
      const res = await edit(made.id, { bank_status: 'succeeded', note: 'Paid?' });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ bank_status: [BANK_STATUS_NOT_EDITABLE] });
      expect(await payoutRow(db(), made.id)).toMatchObject({ bankStatus: 'pending', note: null });
      await expectBalances(made.driverId, { available: 7000, pending: 3000 });
    }
  });

  it('edits the QuickBooks status and id, note, reference and description, with an audit row', async () => {
    const made = await madePayout('ach');
    const res = await edit(made.id, {
      quickbooks_status: 'succeeded',
      quickbooks_id: ' QB-1001 ',
      note: 'Sent on Friday',
      reference: 'REF-9',
      description: 'Weekly payout',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.payout).toMatchObject({
      quickbooks_status: 'succeeded',
      quickbooks_id: 'QB-1001',
      note: 'Sent on Friday',
      reference: 'REF-9',
      description: 'Weekly payout',
      status: 'pending',
      bank_status: 'pending',
    });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payout.update'), eq(auditLog.entityId, String(made.id))));
    expect(audit?.before).toMatchObject({ quickbooksStatus: 'pending', note: null });
    expect(audit?.after).toMatchObject({ quickbooksStatus: 'succeeded', note: 'Sent on Friday' });
    expect((await edit(made.id, { note: '' })).body.payout.note).toBeNull();
  });

  it.each([
    [{ description: '' }, 'description', 'Required'],
    [{ reference: 'r'.repeat(51) }, 'reference', 'Max characters count is 50!'],
    [{ note: 'n'.repeat(256) }, 'note', 'Max characters count is 255!'],
    [{ bank_status: 'done' }, 'bank_status', expect.any(String)],
  ])('refuses %j', async (body, field, message) => {
    const made = await madePayout('check_mail');
    const res = await edit(made.id, body);
    expect(res.status).toBe(422);
    expect(res.body.errors?.[field]).toEqual([message]);
  });

  it('refuses a save based on an older copy (409), and of two at once exactly one wins', async () => {
    const made = await madePayout('check_pickup');
    const seen = (await call<PayoutAnswer>(server.url, 'GET', `/payouts/${made.id}`, { token: admin })).body
      .payout.updated_at;
    expect((await edit(made.id, { note: 'First', updated_at: seen })).status).toBe(200);
    const stale = await edit(made.id, { note: 'Second', updated_at: seen });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(STALE_PAYOUT);
    expect((await payoutRow(db(), made.id))?.note).toBe('First');

    const current = (await payoutRow(db(), made.id))?.updatedAt.toISOString();
    const race = await Promise.all([
      edit(made.id, { bank_status: 'succeeded', updated_at: current }),
      edit(made.id, { bank_status: 'failed', updated_at: current }),
    ]);
    expect(race.map((res) => res.status).sort()).toEqual([200, 409]);
    const won = race.find((res) => res.status === 200)?.body.payout.bank_status;
    await expectBalances(
      made.driverId,
      won === 'succeeded' ? { available: 7000, pending: 0 } : { available: 10_000, pending: 0 },
    );
  });

  it('needs payouts.update-request; a read-only admin and a facility user are refused', async () => {
    const made = await madePayout('check_mail');
    const without = await staffHolding(db(), []);
    expect((await edit(made.id, { note: 'x' }, without)).status).toBe(403);
    expect((await call(server.url, 'GET', `/payouts/${made.id}`, { token: without })).status).toBe(200);
    const holder = await staffHolding(db(), ['payouts.update-request']);
    expect((await edit(made.id, { note: 'by the holder' }, holder)).status).toBe(200);

    const readOnly = await staffHolding(db(), ['payouts.update-request']);
    const [session] = await db()
      .select()
      .from(admins)
      .where(eq(admins.lastName, await lastNameOf(readOnly)));
    await db()
      .update(admins)
      .set({ isReadOnly: true })
      .where(eq(admins.id, session?.id as number));
    expect((await edit(made.id, { bank_status: 'succeeded' }, readOnly)).status).toBe(403);

    const facility = await staffHolding(db(), ['payouts.update-request'], 50);
    expect((await edit(made.id, { bank_status: 'succeeded' }, facility)).status).toBe(403);
    expect((await call(server.url, 'GET', `/payouts/${made.id}`, { token: facility })).status).toBe(403);
    expect(await payoutRow(db(), made.id)).toMatchObject({ bankStatus: 'pending', note: 'by the holder' });
    await expectBalances(made.driverId, { available: 7000, pending: 3000 });
    expect((await edit(987_654, { note: 'x' })).status).toBe(404);
  });
});

/** The last name staffHolding gives its user, read back through the account endpoint. */
async function lastNameOf(token: string): Promise<string> {
  const res = await call<{ user: { last_name: string } }>(server.url, 'GET', '/account', { token });
  return res.body.user.last_name;
}
