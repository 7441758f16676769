import { newYorkMidnight, sentryBilling } from '@fleetdesk/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/api';
import { download } from '../../../test/payout-file-fixtures';
import { staffHolding, tokenForEmail } from '../../../test/ride-fixtures';
import { EMPTY_WEEK, makeSentryRide } from '../../../test/sentry-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { auditLog, rides, sentryBatchRides, sentryFiles } from '../../db/schema';

type Invoice = sentryBilling.SentryInvoice;
type Answer = { invoice: Invoice; message: string; assigned?: number };
type Refusal = { message: string; errors?: Record<string, string[]> };

let server: TestServer;
let billing: string;
const db = () => server.database.db;
const post = <T = Answer>(path: string, body?: unknown, token = billing) =>
  call<T>(server.url, 'POST', `/billing/sentry${path}`, { token, body });
const get = <T>(path: string, token = billing) =>
  call<T>(server.url, 'GET', `/billing/sentry${path}`, { token });

const WEEK = EMPTY_WEEK;
let drivers: number[];
const made: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer();
  billing = await tokenForEmail(db(), 'billing@fleetdesk.test');
  const { rows } = await db().execute<{ id: number }>(
    sql`select id from drivers where status = 'active' order by id limit 2`,
  );
  drivers = rows.map((row) => Number(row.id));
  const driverId = drivers[0] as number;
  made.good = await makeSentryRide(db(), { day: '2031-03-04', driverId, amountCents: 3150 });
  made.good2 = await makeSentryRide(db(), { day: '2031-03-09', driverId, amountCents: 1875 });
  made.unsigned = await makeSentryRide(db(), { day: '2031-03-05', driverId, isSigned: false });
  made.zero = await makeSentryRide(db(), { day: '2031-03-05', driverId, amountCents: 0 });
  made.noTrip = await makeSentryRide(db(), { day: '2031-03-06', driverId, referenceId: null });
  made.far = await makeSentryRide(db(), { day: '2031-03-06', driverId, distance: 9, vendorDistance: 5 });
  // Not for a batch: running, another broker's, paid already, outside the week.
  made.running = await makeSentryRide(db(), { day: '2031-03-04', driverId, status: 'in_progress' });
  made.arro = await makeSentryRide(db(), { day: '2031-03-04', driverId, companyId: 3 });
  made.paid = await makeSentryRide(db(), { day: '2031-03-04', driverId, billingStatus: 'paid' });
  made.later = await makeSentryRide(db(), { day: '2031-03-11', driverId });
});
afterAll(() => server.close());

const batchRideIds = async (batchId: number) =>
  (await db().select().from(sentryBatchRides).where(eq(sentryBatchRides.batchId, batchId)))
    .map((r) => r.rideId)
    .sort();

describe('a batch from creation to payment', () => {
  let id: number;

  it('refuses a range that ends before it starts, creating nothing', async () => {
    const before = await get<{ invoices: { total: number } }>('/batches');
    const refused = await post<Refusal>('/batches', { from_datetime: WEEK.to, to_datetime: WEEK.from });
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.to_datetime).toEqual([sentryBilling.SENTRY_MESSAGES.dateOrder]);
    expect((await get<{ invoices: { total: number } }>('/batches')).body.invoices.total).toBe(
      before.body.invoices.total,
    );
  });

  it('creates an open batch and lists it first', async () => {
    const created = await post('/batches', {
      from_datetime: WEEK.from,
      to_datetime: WEEK.to,
      note: 'March week 1',
    });
    expect(created.status).toBe(200);
    expect(created.body.message).toBe(sentryBilling.SENTRY_MESSAGES.created);
    expect(created.body.invoice).toMatchObject({
      status: 'open',
      total_rides: 0,
      billed_amount: 0,
      note: 'March week 1',
      created_by: 'Brenda Okafor',
    });
    id = created.body.invoice.id;
    const list = await get<{ invoices: { data: Invoice[]; per_page: number } }>('/batches?status=open');
    expect(list.body.invoices.data[0]?.id).toBe(id);
    expect(list.body.invoices.per_page).toBe(50);
    expect((await get<{ invoice: Invoice }>(`/batch/${id}`)).body.invoice.id).toBe(id);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));
    expect(audit.map((row) => row.action)).toContain('sentry.batch_created');
  });

  it('assigns the finished, unpaid Sentry rides of its range, and no others', async () => {
    const answer = await post(`/batches/${id}/assign-rides`);
    expect(answer.status).toBe(200);
    const expected = [made.good, made.good2, made.unsigned, made.zero, made.noTrip, made.far].sort();
    expect(answer.body.assigned).toBe(expected.length);
    expect(answer.body.message).toBe(sentryBilling.ridesAssignedMessage(expected.length));
    expect(await batchRideIds(id)).toEqual(expected);
    expect(answer.body.invoice.total_rides).toBe(expected.length);
    // A second press finds nothing new.
    expect((await post(`/batches/${id}/assign-rides`)).body.assigned).toBe(0);
  });

  it('never puts one ride in two batches, even when two assign at the same moment', async () => {
    const a = await post('/batches', {
      from_datetime: newYorkMidnight('2031-05-01').toISOString(),
      to_datetime: newYorkMidnight('2031-05-03').toISOString(),
    });
    const b = await post('/batches', {
      from_datetime: newYorkMidnight('2031-05-01').toISOString(),
      to_datetime: newYorkMidnight('2031-05-03').toISOString(),
    });
    const shared = await Promise.all(
      ['2031-05-01', '2031-05-02'].map((day) =>
        makeSentryRide(db(), { day, driverId: drivers[0] as number }),
      ),
    );
    const [first, second] = await Promise.all([
      post(`/batches/${a.body.invoice.id}/assign-rides`),
      post(`/batches/${b.body.invoice.id}/assign-rides`),
    ]);
    expect((first.body.assigned ?? 0) + (second.body.assigned ?? 0)).toBe(shared.length);
    const held = await db()
      .select()
      .from(sentryBatchRides)
      .where(sql`${sentryBatchRides.rideId} in ${shared}`);
    expect(held).toHaveLength(shared.length);
  });

  it('writes a log line per ride that cannot be billed, and why', async () => {
    const answer = await post(`/batches/${id}/run-checks`);
    expect(answer.body.message).toBe(sentryBilling.ridesHeldBackMessage(4));
    expect(answer.body.invoice).toMatchObject({ status: 'checked', problem_rides: 4 });
    const { body } = await get<{ logs: sentryBilling.SentryLog[] }>(`/batches/${id}/logs`);
    const byRide = Object.fromEntries(body.logs.map((log) => [log.ride_id, log]));
    expect(Object.keys(byRide).map(Number).sort()).toEqual(
      [made.unsigned, made.zero, made.noTrip, made.far].sort(),
    );
    expect(byRide[made.unsigned as number]).toMatchObject({
      code: 'no_signature',
      note: 'No rider signature',
    });
    expect(byRide[made.zero as number]).toMatchObject({
      code: 'zero_amount',
      note: 'Amount charged is $0.00',
    });
    expect(byRide[made.noTrip as number]).toMatchObject({
      code: 'missing_trip_id',
      note: 'Missing Sentry trip id',
    });
    expect(byRide[made.far as number]?.note).toBe(
      "Distance off: billed 9.00 mi, expected 5.00 mi (Sentry's distance)",
    );
  });

  it('exports the invoice of the billable rides, kept in the history with who made it', async () => {
    const answer = await get<{ file_url: string; status_code: number; invoice: Invoice; message: string }>(
      `/batches/${id}/export`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status_code: 200, message: sentryBilling.SENTRY_MESSAGES.exported });
    // The two good rides: 31.50 + 18.75, summed here.
    expect(answer.body.invoice).toMatchObject({
      status: 'exported',
      invoiced_rides: 2,
      billed_amount: 50.25,
      total_rides: 6,
    });
    const file = await download(server.url, answer.body.file_url);
    expect(file.status).toBe(200);
    const lines = file.bytes.toString('utf8').trim().split('\r\n');
    expect(lines[0]).toBe('Invoice,Ride ID,Sentry Trip ID,Pickup,Rider,Driver,Miles,Amount');
    expect(
      lines
        .slice(1, -1)
        .map((line) => Number(line.split(',')[1]))
        .sort(),
    ).toEqual([made.good, made.good2].sort());
    expect(lines.at(-1)).toBe('Total,,,,,,2 rides,50.25');
    const history = await get<{ files: { data: sentryBilling.SentryFile[]; total: number } }>(
      `/batches/${id}/files`,
    );
    expect(history.body.files.total).toBe(1);
    expect(history.body.files.data[0]).toMatchObject({
      type: 'invoice',
      uploaded_by: 'Brenda Okafor',
      rows: 2,
    });
    expect((await download(server.url, history.body.files.data[0]?.path as string)).status).toBe(200);
  });

  it('refuses new dates once exported but keeps a note', async () => {
    const refused = await post<Refusal>(`/batches/${id}`, {
      from_datetime: WEEK.from,
      to_datetime: newYorkMidnight('2031-03-05').toISOString(),
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(sentryBilling.notEditableMessage('Exported'));
    const noted = await post(`/batches/${id}`, {
      from_datetime: WEEK.from,
      to_datetime: WEEK.to,
      note: 'Sent Monday',
    });
    expect(noted.body.invoice.note).toBe('Sent Monday');
    expect(await batchRideIds(id)).toHaveLength(6);
  });

  it('refuses rides and checks once exported, and a batch that does not exist, changing nothing', async () => {
    const before = await batchRideIds(id);
    for (const action of ['assign-rides', 'run-checks']) {
      const refused = await post<Refusal>(`/batches/${id}/${action}`);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(sentryBilling.notEditableMessage('Exported'));
    }
    expect(await batchRideIds(id)).toEqual(before);
    expect((await get<Refusal>('/batch/999999')).status).toBe(404);
    expect((await post<Refusal>('/batches/999999/assign-rides')).status).toBe(404);
    expect((await post<Refusal>(`/batches/${id}/status`, { status: 'archived' })).status).toBe(422);
  });

  it('moves only where the status allows; paid pays the invoiced rides', async () => {
    const skip = await post<Refusal>(`/batches/${id}/status`, { status: 'paid' });
    expect(skip.status).toBe(409);
    expect(skip.body.message).toBe(sentryBilling.transitionMessage('Exported', 'Paid'));
    expect((await post(`/batches/${id}/status`, { status: 'submitted' })).body.invoice.status).toBe(
      'submitted',
    );
    const paid = await post(`/batches/${id}/status`, { status: 'paid' });
    expect(paid.body.message).toBe(sentryBilling.statusSwitchedMessage('Paid'));
    const statuses = await db()
      .select({ id: rides.id, billing: rides.billingStatus })
      .from(rides)
      .where(sql`${rides.id} in ${[made.good, made.good2, made.zero]}`);
    expect(Object.fromEntries(statuses.map((r) => [r.id, r.billing]))).toEqual({
      [made.good as number]: 'paid',
      [made.good2 as number]: 'paid',
      [made.zero as number]: 'pending',
    });
  });

  it('a new range lets rides outside it go; cancelling lets them all go', async () => {
    const other = await post('/batches', {
      from_datetime: WEEK.from,
      to_datetime: new Date(newYorkMidnight('2031-03-12').getTime() - 1).toISOString(),
    });
    const otherId = other.body.invoice.id;
    expect((await post(`/batches/${otherId}/assign-rides`)).body.assigned).toBe(1);
    expect(await batchRideIds(otherId)).toEqual([made.later]);
    const narrowed = await post(`/batches/${otherId}`, { from_datetime: WEEK.from, to_datetime: WEEK.to });
    expect(narrowed.body.invoice.total_rides).toBe(0);
    await post(`/batches/${otherId}`, {
      from_datetime: WEEK.from,
      to_datetime: new Date(newYorkMidnight('2031-03-12').getTime() - 1).toISOString(),
    });
    expect((await post(`/batches/${otherId}/assign-rides`)).body.assigned).toBe(1);
    const cancelled = await post(`/batches/${otherId}/status`, { status: 'cancelled' });
    expect(cancelled.body.invoice).toMatchObject({ status: 'cancelled', total_rides: 0 });
  });

  it('refuses an export by a read-only admin (a GET that writes) and writes nothing', async () => {
    const readOnly = await staffHolding(db(), ['sentry.view', 'sentry.manage']);
    await db().execute(
      sql`update admins set is_read_only = true where id = (select admin_id from sessions order by id desc limit 1)`,
    );
    const filesBefore = await db().select().from(sentryFiles);
    expect((await get(`/batches/${id}/export`, readOnly)).status).toBe(403);
    expect(await db().select().from(sentryFiles)).toHaveLength(filesBefore.length);
  });
});

describe('the Trips tab', () => {
  it('lists Sentry rides by day range, ride id, billing status and batch, in dollars', async () => {
    type Trips = { rides: { data: sentryBilling.SentryTrip[]; total: number; next_page_url: string | null } };
    const week = await get<Trips>('/rides?start_date=2031-03-03&end_date=2031-03-09&per_page=5');
    expect(week.body.rides.total).toBe(8); // every Sentry ride of the week, the Arro one left out
    expect(week.body.rides.data).toHaveLength(5);
    expect(week.body.rides.next_page_url).toContain('page=2');
    const one = await get<Trips>(`/rides?search=${made.good}`);
    expect(one.body.rides.data).toHaveLength(1);
    expect(one.body.rides.data[0]).toMatchObject({
      id: made.good,
      amount_charged: 31.5,
      billing_status: 'paid',
    });
    const paid = await get<Trips>('/rides?start_date=2031-03-03&end_date=2031-03-09&billing_status=paid');
    expect(paid.body.rides.data.map((t) => t.id).sort()).toEqual([made.good, made.good2, made.paid].sort());
    // Age: days since pickup. A ride of 2031 is younger than any age; a demo ride of 8 to 25 days ago is not.
    expect((await get<Trips>(`/rides?search=${made.good}&older_than_days=7`)).body.rides.total).toBe(0);
    const { rows } = await db().execute<{ id: string }>(sql`
      select r.id from rides r join companies c on c.id = r.company_id and c.broker_key = 'sentry'
      where r.pickup_at between now() - interval '25 days' and now() - interval '8 days' order by r.id limit 1`);
    const old = rows[0]?.id as string;
    expect((await get<Trips>(`/rides?search=${old}&older_than_days=7`)).body.rides.total).toBe(1);
    expect((await get<Trips>(`/rides?search=${old}&older_than_days=30`)).body.rides.total).toBe(0);
    const statuses = await get<{ billing_statuses: string[] }>('/rides/statuses');
    expect(statuses.body.billing_statuses).toEqual(['pending', 'paid', 'failed']);
  });
});
