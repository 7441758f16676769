import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLEET_USER } from '../../../test/api';
import { makeDriver } from '../../../test/driver-fixtures';
import {
  balanceCents,
  COMPANY,
  CREDIT_CATEGORY,
  DEBIT_CATEGORY,
  moneyCall,
  type RequestAnswer,
  someRide,
} from '../../../test/money-fixtures';
import { fleetOfEmail, staffHolding, tokenForEmail } from '../../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { auditLog, journalEntries, transactionRequests } from '../../db/schema';

/** The Harlem facility of the demo. */
const FACILITY_COMPANY = 50;

let server: TestServer;
let admin: string;
const db = () => server.database.db;
const send = (path: string, body?: unknown, options?: { key?: string; token?: string }) =>
  moneyCall(server.url, options?.token ?? admin, 'POST', path, body, options);

const creditBody = (extra = {}) => ({
  type: 'credit',
  amount: '25.50',
  description: 'Credit',
  category_id: CREDIT_CATEGORY,
  company_id: COMPANY,
  ...extra,
});
const debitBody = (extra = {}) => ({
  type: 'debit',
  amount: 10,
  description: 'Debit',
  category_id: DEBIT_CATEGORY,
  company_id: COMPANY,
  ...extra,
});

beforeAll(async () => {
  server = await startTestServer({ env: { AUTH_RATE_LIMIT: '1000' } });
  admin = await tokenForEmail(db(), 'admin@fleetdesk.test');
});
afterAll(async () => {
  await server.close();
});

describe('credit and debit requests', () => {
  it('a credit request waits; approving posts it, declining reverses it, approving again posts again', async () => {
    const driverId = await makeDriver(db());
    const created = await send(
      `/billing/transaction-requests/${driverId}`,
      creditBody({ note: 'Long wait' }),
    );
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('Credit request created successfully!');
    const request = created.body.transaction_request;
    expect(request).toMatchObject({
      status: 'pending',
      amount: 25.5,
      name: 'Ride adjustment',
      driver_name: 'Test Driver',
    });
    expect(await balanceCents(db(), driverId)).toEqual({ available: 0, pending: 0 });

    const update = (body: object) => send(`/billing/transaction-requests/${request.id}/update`, body);
    const approved = await update({ status: 'approved' });
    expect(approved.body.message).toBe('Great! You have update credit!');
    expect(approved.body.transaction_request).toMatchObject({
      status: 'approved',
      reviewed_by: 'Alicia Morgan',
    });
    expect(await balanceCents(db(), driverId)).toEqual({ available: 2550, pending: 0 });

    expect((await update({ status: 'declined' })).body.transaction_request.status).toBe('declined');
    expect(await balanceCents(db(), driverId)).toEqual({ available: 0, pending: 0 });
    await update({ status: 'approved' });
    expect(await balanceCents(db(), driverId)).toEqual({ available: 2550, pending: 0 });
    const kinds = await db()
      .select({ kind: journalEntries.kind })
      .from(journalEntries)
      .where(eq(journalEntries.transactionRequestId, request.id))
      .orderBy(journalEntries.id);
    expect(kinds.map((k) => k.kind)).toEqual(['credit', 'reversal', 'credit']);

    const preview = await moneyCall<{ notes: { body: string }[] }>(
      server.url,
      admin,
      'GET',
      `/billing/transaction-requests/${request.id}`,
    );
    expect(preview.body.notes.map((n) => n.body)).toEqual(['Long wait']);
  });

  it('refuses status changes outside spec 2 §4 and field changes once reviewed', async () => {
    const driverId = await makeDriver(db());
    const { body } = await send(`/billing/transaction-requests/${driverId}`, creditBody());
    const id = body.transaction_request.id;
    const update = (change: object) => send(`/billing/transaction-requests/${id}/update`, change);
    const paid = await update({ status: 'paid' });
    expect(paid.status).toBe(422);
    expect(paid.body.errors?.status).toEqual(['A pending request cannot become paid.']);
    expect(
      (await update({ description: 'Changed while pending' })).body.transaction_request.description,
    ).toBe('Changed while pending');
    const dropped = await update({ company_id: null });
    expect(dropped.body.errors?.company_id).toEqual(['No company selected']);
    await update({ status: 'approved' });
    const late = await update({ description: 'Too late' });
    expect(late.status).toBe(422);
    expect(late.body.message).toBe('Only a pending request can be changed.');
    const back = await update({ status: 'pending' });
    expect(back.body.errors?.status).toEqual(['A approved request cannot become pending.']);
    expect(await balanceCents(db(), driverId)).toEqual({ available: 2550, pending: 0 });
  });

  it('a change made from an older copy is refused', async () => {
    const driverId = await makeDriver(db());
    const { body } = await send(`/billing/transaction-requests/${driverId}`, creditBody());
    const seen = body.transaction_request.updated_at;
    const id = body.transaction_request.id;
    await send(`/billing/transaction-requests/${id}/update`, {
      description: 'First reviewer',
      updated_at: seen,
    });
    const second = await send(`/billing/transaction-requests/${id}/update`, {
      status: 'approved',
      updated_at: seen,
    });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('This request was changed by someone else. Reload it and try again.');
    expect(await balanceCents(db(), driverId)).toEqual({ available: 0, pending: 0 });
  });

  it('a second credit for one ride needs confirmation; check_exists tells the form', async () => {
    const driverId = await makeDriver(db());
    const ride = await someRide(db());
    const path = `/billing/transaction-requests/${driverId}`;
    const body = creditBody({ ride_id: ride.id, company_id: undefined });
    expect((await send(path, body)).status).toBe(200);
    const check = await moneyCall(
      server.url,
      admin,
      'GET',
      `/billing/transaction-requests/check_exists?driver_id=${driverId}&ride_id=${ride.id}`,
    );
    expect(check.body).toEqual({ exists_credit: false, exists_transaction_request: true });
    const again = await send(path, body);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Credit for this ride already exists!');
    const confirmed = await send(path, { ...body, confirm_existing: true });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.transaction_request.company_id).toBe(ride.companyId);
  });

  it.each([
    [creditBody({ amount: '' }), 'amount', 'Amount is required'],
    [creditBody({ amount: '-3' }), 'amount', 'Amount must be greater than 0!'],
    [creditBody({ amount: '3x' }), 'amount', 'Must be number!'],
    [creditBody({ category_id: undefined }), 'category_id', 'Category is required'],
    [creditBody({ category_id: DEBIT_CATEGORY }), 'category_id', 'Category is required'],
    [creditBody({ company_id: 0 }), 'company_id', 'No company selected'],
    [creditBody({ note: 'x'.repeat(101) }), 'note', 'Max characters count is 100!'],
    [debitBody({ company_id: 0 }), 'company_id', 'No company selected'],
    [debitBody({ category_id: CREDIT_CATEGORY }), 'category_id', 'Required'],
    [debitBody({ description: '' }), 'description', 'Required'],
    [debitBody({ amount: '' }), 'amount', 'Required'],
    [debitBody({ amount: '12345678901' }), 'amount', 'Amount must be at most 10 characters!'],
  ])('refuses %j: %s %s, storing nothing', async (body, field, message) => {
    const driverId = await makeDriver(db());
    const res = await send(`/billing/transaction-requests/${driverId}`, body);
    expect(res.status).toBe(422);
    expect(res.body.errors?.[field]).toEqual([message]);
    expect(
      await db().select().from(transactionRequests).where(eq(transactionRequests.driverId, driverId)),
    ).toEqual([]);
  });

  it('a debit request says so, and needs credit-and-debit.create', async () => {
    const driverId = await makeDriver(db());
    const res = await send(`/billing/transaction-requests/${driverId}`, debitBody());
    expect(res.body.message).toBe('Great! You have made request for debit');
    const creditsOnly = await staffHolding(db(), ['credits.create']);
    expect(
      (await send(`/billing/transaction-requests/${driverId}`, debitBody(), { token: creditsOnly })).status,
    ).toBe(403);
    expect(
      (await send(`/billing/transaction-requests/${driverId}`, creditBody(), { token: creditsOnly })).status,
    ).toBe(200);
  });
});

describe('quick credits and debits', () => {
  it('post at once, exactly once per Idempotency-Key, and are audited', async () => {
    const driverId = await makeDriver(db());
    const path = `/billing/transaction-requests/${driverId}/quick-creation`;
    const answers = await Promise.all(
      [1, 2, 3].map(() => send(path, creditBody({ amount: 40 }), { key: `q-${driverId}` })),
    );
    expect(new Set(answers.map((a) => a.body.transaction_request.id)).size).toBe(1);
    expect(answers[0]?.body.message).toBe('Quick credit created successfully!');
    expect(answers[0]?.body.transaction_request.status).toBe('approved');
    const debit = await send(path, debitBody({ amount: 15 }));
    expect(debit.body.message).toBe('Great! You have created quick debit');
    expect(await balanceCents(db(), driverId)).toEqual({ available: 2500, pending: 0 });
    const audits = await db()
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityType, 'transaction_request'),
          eq(auditLog.action, 'transaction_request.quick_create'),
        ),
      );
    expect(audits.filter((a) => (a.after as { driver_id: number }).driver_id === driverId)).toHaveLength(2);
  });

  it('a fleet user quick-credits a driver of their fleet, naming no company: posted at once', async () => {
    const fleet = await tokenForEmail(db(), FLEET_USER);
    const own = await makeDriver(db(), { fleetId: await fleetOfEmail(db(), FLEET_USER) });
    const path = `/billing/transaction-requests/${own}/quick-creation`;
    const res = await moneyCall(server.url, fleet, 'POST', path, creditBody({ company_id: undefined }), {
      fleet: true,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Quick credit created successfully!',
      transaction_request: { status: 'approved', company_id: null, amount: 25.5 },
    });
  });

  it('fleet users quick-credit their own fleet’s drivers only, and list no requests', async () => {
    const fleet = await tokenForEmail(db(), FLEET_USER);
    const other = await makeDriver(db());
    const path = `/billing/transaction-requests/${other}/quick-creation`;
    const res = await moneyCall(server.url, fleet, 'POST', path, creditBody(), { fleet: true });
    expect(res.status).toBe(404);
    const list = await moneyCall(
      server.url,
      fleet,
      'GET',
      '/billing/transaction-requests?type=credit',
      undefined,
      { fleet: true },
    );
    expect(list.status).toBe(403);
  });
});

describe('facility users', () => {
  it('neither list, read nor make requests, whatever keys their facility role holds', async () => {
    const keys = ['credits.create', 'credits.quick-create', 'credits.update', 'credit-and-debit.create'];
    const facility = await staffHolding(db(), keys, FACILITY_COMPANY);
    const driverId = await makeDriver(db());
    const { body } = await send(`/billing/transaction-requests/${driverId}`, creditBody());
    const id = body.transaction_request.id;
    const as = (method: 'GET' | 'POST', path: string, payload?: unknown) =>
      moneyCall(server.url, facility, method, path, payload);
    expect((await as('GET', '/billing/transaction-requests?type=credit')).status).toBe(403);
    expect((await as('GET', `/billing/transaction-requests/${id}`)).status).toBe(403);
    expect((await as('POST', `/billing/transaction-requests/${driverId}`, creditBody())).status).toBe(404);
    expect(
      (await as('POST', `/billing/transaction-requests/${driverId}/quick-creation`, creditBody())).status,
    ).toBe(404);
    expect(
      (await as('POST', `/billing/transaction-requests/${id}/update`, { status: 'approved' })).status,
    ).toBe(404);
    expect(await balanceCents(db(), driverId)).toEqual({ available: 0, pending: 0 });
  });
});

describe('GET /billing/transaction-requests', () => {
  it('lists one type with status and category filters, sorted and paged', async () => {
    const driverId = await makeDriver(db());
    const path = `/billing/transaction-requests/${driverId}`;
    for (const amount of [1, 2, 3]) await send(path, creditBody({ amount, category_id: 4 }));
    const list = (query: string) =>
      moneyCall<{
        transaction_requests: { data: RequestAnswer['transaction_request'][]; next_page_url: string | null };
        hasNextPage: boolean;
      }>(
        server.url,
        admin,
        'GET',
        `/billing/transaction-requests?type=credit&driver_id=${driverId}&${query}`,
      );
    const page = await list('sort_by=amount&sort_by_type=asc&per_page=2&category_ids=4&statuses=pending');
    expect(page.body.transaction_requests.data.map((r) => r.amount)).toEqual([1, 2]);
    expect(page.body.hasNextPage).toBe(true);
    expect((await list('statuses=approved')).body.transaction_requests.data).toEqual([]);
    expect((await list('statuses=nonsense')).status).toBe(422);
    const categories = await moneyCall<{ categories: { type: string }[] }>(
      server.url,
      admin,
      'GET',
      '/billing/transaction-requests/categories',
    );
    expect(categories.body.categories.filter((c) => c.type === 'credit')).toHaveLength(5);
  });
});
