import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MESSAGES } from '@fleetdesk/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call } from '../../../test/api';
import { finishedJob, type JobAnswer, madePayout } from '../../../test/payout-file-fixtures';
import { payoutRow } from '../../../test/payout-fixtures';
import { staffHolding, tokenForEmail } from '../../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { payouts } from '../../db/schema';

/**
 * A local stand-in for QuickBooks Online's bill payment API: it records what it is sent, answers an
 * id per document number (the same one again for a resend), and refuses amounts over $900.
 */
function fakeQuickbooks() {
  const received: { path: string; auth: string | undefined; body: Record<string, unknown> }[] = [];
  const ids = new Map<string, string>();
  const server: Server = createServer(async (req: IncomingMessage, res) => {
    let text = '';
    for await (const chunk of req) text += chunk;
    const body = JSON.parse(text) as { DocNumber: string; TotalAmt: number };
    received.push({ path: req.url ?? '', auth: req.headers.authorization, body });
    res.setHeader('content-type', 'application/json');
    if (body.TotalAmt > 900) {
      res.statusCode = 400;
      res.end(JSON.stringify({ Fault: { Error: [{ Message: 'Amount too large', Detail: 'Limit 900' }] } }));
      return;
    }
    if (!ids.has(body.DocNumber)) ids.set(body.DocNumber, `QB-${ids.size + 101}`);
    res.end(JSON.stringify({ BillPayment: { Id: ids.get(body.DocNumber) } }));
  });
  return { server, received };
}

const qb = fakeQuickbooks();
let connected: TestServer;
let unconnected: TestServer;
let admin: string;
const db = () => connected.database.db;

beforeAll(async () => {
  await new Promise<void>((resolve) => qb.server.listen(0, '127.0.0.1', resolve));
  const { port } = qb.server.address() as AddressInfo;
  connected = await startTestServer({
    env: {
      JOBS: 'true',
      AUTH_RATE_LIMIT: '1000',
      QUICKBOOKS_API_URL: `http://127.0.0.1:${port}/v3/company/4620816365/`,
      QUICKBOOKS_API_TOKEN: 'qb-test-token',
    },
  });
  unconnected = await startTestServer({ env: { AUTH_RATE_LIMIT: '1000' } });
  admin = await tokenForEmail(db(), ADMIN);
});
afterAll(async () => {
  await Promise.all([connected.close(), unconnected.close()]);
  await new Promise((resolve) => qb.server.close(resolve));
});

const importQuickbooks = (token = admin, server = connected) =>
  call<JobAnswer>(server.url, 'GET', '/quickbooks/import', { token });

/** A payout the bank has paid (succeeded), not yet in QuickBooks. */
async function paidPayout(cents: number) {
  const made = await madePayout(connected.url, db(), admin, {
    cents,
    driver: { businessName: 'Ada Rides LLC' },
  });
  await db()
    .update(payouts)
    .set({ status: 'succeeded', bankStatus: 'succeeded' })
    .where(eq(payouts.id, made.payout.id));
  return made;
}

describe('GET /quickbooks/import', () => {
  it('sends each paid payout not yet in QuickBooks and stores the id it answers', async () => {
    const first = await paidPayout(12_345);
    const second = await paidPayout(500);
    const pending = await madePayout(connected.url, db(), admin, { cents: 700 });
    const tooBig = await paidPayout(95_000);
    const res = await importQuickbooks();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const job = await finishedJob(connected.url, admin, res.body.job.id);

    const sent = qb.received.map((r) => r.body.DocNumber);
    expect(sent).toEqual(expect.arrayContaining([first.payout.payoutNumber, second.payout.payoutNumber]));
    expect(sent).not.toContain(pending.payout.payoutNumber);
    const firstCall = qb.received.find((r) => r.body.DocNumber === first.payout.payoutNumber);
    expect(firstCall).toMatchObject({
      path: `/v3/company/4620816365/billpayment?requestid=${first.payout.payoutNumber}`,
      auth: 'Bearer qb-test-token',
      body: { TotalAmt: 123.45, VendorRef: { name: 'Ada Rides LLC' }, PrivateNote: 'Payout' },
    });
    expect(firstCall?.body.TxnDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const stored = await payoutRow(db(), first.payout.id);
    expect(stored).toMatchObject({ quickbooksStatus: 'succeeded' });
    expect(stored?.quickbooksId).toMatch(/^QB-\d+$/);
    expect(await payoutRow(db(), pending.payout.id)).toMatchObject({
      quickbooksStatus: 'pending',
      quickbooksId: null,
    });
    // QuickBooks refused one: it is marked failed there, the job names it, the others went.
    expect(await payoutRow(db(), tooBig.payout.id)).toMatchObject({
      quickbooksStatus: 'failed',
      quickbooksId: null,
    });
    expect(job).toMatchObject({ status: 'failed', message: 'Something went wrong' });
    expect(job.errors.map((e) => e.message)).toEqual([
      `${tooBig.payout.payoutNumber}: Amount too large: Limit 900`,
    ]);
  });

  it('sends nothing twice: a second run sends only what failed before', async () => {
    const ok = await paidPayout(300);
    const before = qb.received.length;
    const inQuickbooks = (
      await db().select().from(payouts).where(eq(payouts.quickbooksStatus, 'succeeded'))
    ).map((p) => p.payoutNumber);
    expect(inQuickbooks.length).toBeGreaterThan(1);
    await db().update(payouts).set({ amountCents: 90_000 }).where(eq(payouts.quickbooksStatus, 'failed'));
    const job = await finishedJob(connected.url, admin, (await importQuickbooks()).body.job.id);
    const again = qb.received.slice(before).map((r) => r.body.DocNumber);
    expect(again).toContain(ok.payout.payoutNumber);
    expect(again.filter((n) => inQuickbooks.includes(n as string))).toEqual([]);
    expect(job).toMatchObject({ status: 'succeeded', message: 'Great You have import QuickBooks!' });
    expect(job.done).toBe(again.length);
    const third = await finishedJob(connected.url, admin, (await importQuickbooks()).body.job.id);
    expect(third).toMatchObject({ status: 'succeeded', done: 0, total: 0 });
  });

  it('says QuickBooks is not connected when it is not configured', async () => {
    const token = await tokenForEmail(unconnected.database.db, ADMIN);
    const res = await importQuickbooks(token, unconnected);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('QuickBooks is not connected');
    const status = (server: TestServer, t: string) =>
      call(server.url, 'GET', '/quickbooks/status', { token: t });
    expect((await status(unconnected, token)).body).toEqual({ connected: false });
    expect((await status(connected, admin)).body).toEqual({ connected: true });
  });

  it('needs payouts.export, and refuses a read-only admin although it is a GET', async () => {
    const without = await staffHolding(db(), ['payouts.import-bank-file']);
    expect((await importQuickbooks(without)).status).toBe(403);
    const readOnly = await staffHolding(db(), ['payouts.export']);
    // staffHolding made the newest admin: make them read-only.
    await db().execute(sql`update admins set is_read_only = true where id = (select max(id) from admins)`);
    const res = await importQuickbooks(readOnly);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(MESSAGES.forbidden);
  });
});
