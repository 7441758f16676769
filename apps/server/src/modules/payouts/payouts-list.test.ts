import { TIME_ZONE } from '@fleetdesk/contract';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/api';
import { makeDriver } from '../../../test/driver-fixtures';
import { bankAccountOf, makePayout, type PayoutsAnswer } from '../../../test/payout-fixtures';
import { staffHolding, tokenForEmail } from '../../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';

dayjs.extend(utc);
dayjs.extend(timezone);

let server: TestServer;
let admin: string;
const db = () => server.database.db;
const list = (query: Record<string, string>, token = admin) =>
  call<PayoutsAnswer>(server.url, 'GET', `/payouts?${new URLSearchParams(query)}`, { token });
const ids = (answer: PayoutsAnswer) => answer.payouts.data.map((payout) => payout.id);

/** A week with no demo payouts: every payout of these tests' fixed set is made in it (New York time). */
const WEEK = { time_range: 'custom', from: '2025-01-06', to: '2025-01-12' };
const at = (local: string) => dayjs.tz(local, TIME_ZONE).toDate();

/** The fixed set, newest first as the list must show it. */
const made: Record<string, number> = {};
let zelda: number;
let quentin: number;

beforeAll(async () => {
  server = await startTestServer({ env: { AUTH_RATE_LIMIT: '1000' } });
  admin = await tokenForEmail(db(), 'admin@fleetdesk.test');
  zelda = await makeDriver(db(), { firstName: 'Zelda', lastName: 'Quarrington', tlcLicense: '5551234' });
  quentin = await makeDriver(db(), { firstName: 'Quentin', lastName: 'Oyelaran', tlcLicense: '5559876' });
  made.checkMail = await makePayout(db(), {
    driverId: zelda,
    type: 'check_mail',
    amountCents: 12_345,
    companyId: 39,
    reference: 'CHK-778',
    createdAt: at('2025-01-12 23:59'),
  });
  made.ach = await makePayout(db(), {
    driverId: quentin,
    type: 'ach',
    paymentMethodId: await bankAccountOf(db(), quentin),
    amountCents: 5_000,
    status: 'succeeded',
    bankStatus: 'succeeded',
    quickbooksStatus: 'succeeded',
    companyId: 40,
    note: 'Weekly earnings',
    createdAt: at('2025-01-10 09:00'),
  });
  made.zelle = await makePayout(db(), {
    driverId: quentin,
    type: 'zelle',
    amountCents: 2_550,
    status: 'failed',
    bankStatus: 'failed',
    createdAt: at('2025-01-08 12:00'),
  });
  made.pickup = await makePayout(db(), {
    driverId: zelda,
    type: 'check_pickup',
    amountCents: 105,
    quickbooksStatus: 'failed',
    companyId: 39,
    createdAt: at('2025-01-06 00:00'),
  });
  // Just outside the week on both sides.
  await makePayout(db(), { driverId: zelda, createdAt: at('2025-01-05 23:59:59') });
  await makePayout(db(), { driverId: zelda, createdAt: at('2025-01-13 00:00') });
});
afterAll(() => server.close());

describe('GET /payouts', () => {
  it('lists a custom period newest first, whole New York days, with the total of all matching', async () => {
    const { status, body } = await list(WEEK);
    expect(status).toBe(200);
    expect(ids(body)).toEqual([made.checkMail, made.ach, made.zelle, made.pickup]);
    expect(body.total).toEqual({ count: 4, amount: 200 });
    expect(body.payouts.data[0]).toMatchObject({
      payout_number: `P-${String(made.checkMail).padStart(6, '0')}`,
      type: 'check_mail',
      amount: 123.45,
      names: 'Zelda Quarrington',
      payee_name: 'Zelda Quarrington',
      fhv_license: '5551234',
      driver_id: zelda,
      company_id: 39,
      reference: 'CHK-778',
      status: 'pending',
      bank_status: 'pending',
      quickbooks_status: 'pending',
      receiver_entity_type: 'driver',
    });
  });

  it.each([
    ['types', { types: 'check_mail,check_pickup' }, ['checkMail', 'pickup']],
    ['payout_status', { payout_status: 'pending' }, ['checkMail', 'pickup']],
    ['payout_status', { payout_status: 'failed' }, ['zelle']],
    ['bank_status', { bank_status: 'succeeded' }, ['ach']],
    ['quickbooks_status', { quickbooks_status: 'pending' }, ['checkMail', 'zelle']],
    ['quickbooks_status', { quickbooks_status: 'failed' }, ['pickup']],
    ['company_ids', { company_ids: '40' }, ['ach']],
    ['company_ids', { company_ids: '39,40' }, ['checkMail', 'ach', 'pickup']],
    ['all of them', { types: 'check_mail', payout_status: 'pending', company_ids: '39' }, ['checkMail']],
  ])('filters by %s %j', async (_, filter, expected) => {
    const { body } = await list({ ...WEEK, ...filter });
    expect(ids(body)).toEqual(expected.map((name) => made[name]));
    expect(body.total.count).toBe(expected.length);
  });

  it.each([
    ['the driver name, trimmed and in any case', '  zELDA quarr  ', ['checkMail', 'pickup']],
    ['the payout number', 'P-', ['checkMail', 'ach', 'zelle', 'pickup']],
    ['the TLC licence', '559876', ['ach', 'zelle']],
    ['two letters of a driver name', 'oy', ['ach', 'zelle']],
    ['the reference', 'chk-77', ['checkMail']],
    ['the note', 'weekly EARN', ['ach']],
    ['a percent sign taken literally', '100%', []],
  ])('searches %s', async (_, search, expected) => {
    const { body } = await list({ ...WEEK, search });
    expect(ids(body)).toEqual(expected.map((name) => made[name]));
  });

  it('searches the payout number and the driver id exactly', async () => {
    const number = `P-${String(made.ach).padStart(6, '0')}`;
    const found = (await list({ ...WEEK, search: number.toLowerCase() })).body;
    expect(ids(found)).toEqual([made.ach]);
    expect(found.payouts.data[0]).toMatchObject({
      payee_bank_name: 'Chase',
      payee_payment_method_last_four: '6789',
      company: expect.any(String),
    });
    expect(ids((await list({ ...WEEK, search: String(quentin) })).body)).toEqual(
      expect.arrayContaining([made.ach, made.zelle]),
    );
  });

  it('pages with next_page_url and hasNextPage, the total the same on every page', async () => {
    const first = (await list({ ...WEEK, per_page: '3' })).body;
    expect(ids(first)).toEqual([made.checkMail, made.ach, made.zelle]);
    expect(first.hasNextPage).toBe(true);
    const next = new URL(first.payouts.next_page_url ?? '', server.url);
    expect(next.pathname).toBe('/api/v1/payouts');
    expect(Object.fromEntries(next.searchParams)).toMatchObject({ ...WEEK, page: '2', per_page: '3' });
    const second = (await list(Object.fromEntries(next.searchParams))).body;
    expect(ids(second)).toEqual([made.pickup]);
    expect(second).toMatchObject({ hasNextPage: false, payouts: { next_page_url: null, current_page: 2 } });
    expect(second.total).toEqual(first.total);
  });

  it('refuses a custom period without its days, and a facility user', async () => {
    const res = await list({ time_range: 'custom' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({ from: ['Required'], to: ['Required'] });
    const facility = await staffHolding(db(), ['payouts.update-request'], 50);
    expect((await list(WEEK, facility)).status).toBe(403);
  });
});

describe('the periods around now, on New York days', () => {
  const now = dayjs().tz(TIME_ZONE);
  const midnight = now.startOf('day');
  const monday = midnight.subtract((now.day() + 6) % 7, 'day');
  let driver: number;
  const edges: Record<string, number> = {};
  const times: Record<string, dayjs.Dayjs> = {};
  const around = (query: Record<string, string>) =>
    list({ search: 'Periodic Ximena', ...query }).then(({ body }) => ids(body));

  beforeAll(async () => {
    driver = await makeDriver(db(), { firstName: 'Periodic', lastName: 'Ximena' });
    const points = {
      todayStart: midnight,
      beforeToday: midnight.subtract(1, 'second'),
      weekStart: monday,
      beforeWeek: monday.subtract(1, 'second'),
      previousWeekStart: monday.subtract(7, 'day'),
      beforePreviousWeek: monday.subtract(7, 'day').subtract(1, 'second'),
      hourAgo: now.subtract(1, 'hour'),
      threeHoursAgo: now.subtract(3, 'hour'),
    };
    for (const [name, time] of Object.entries(points)) {
      times[name] = time;
      edges[name] = await makePayout(db(), { driverId: driver, createdAt: time.toDate() });
    }
  });

  const within = (names: string[]) =>
    Object.entries(edges)
      .filter(([name]) => names.includes(name))
      .map(([, id]) => id)
      .sort((a, b) => a - b);
  const sorted = (list: number[]) => [...list].sort((a, b) => a - b);

  it('today starts at New York midnight', async () => {
    const found = sorted(await around({ time_range: 'today' }));
    expect(found).toContain(edges.todayStart);
    expect(found).not.toContain(edges.beforeToday);
  });

  it('this week starts on Monday, the previous week the Monday before', async () => {
    const thisWeek = sorted(await around({ time_range: 'this_week' }));
    expect(thisWeek).toContain(edges.weekStart);
    expect(thisWeek).not.toContain(edges.beforeWeek);
    expect(sorted(await around({ time_range: 'previous_week' }))).toEqual(
      within(['beforeWeek', 'previousWeekStart', ...(monday.isSame(midnight) ? ['beforeToday'] : [])]),
    );
  });

  it('without a period, the last `range` hours (168 by default)', async () => {
    // Near New York midnight the day's edges are within the last two hours too.
    const lastTwoHours = Object.entries(times)
      .filter(([, time]) => time.isAfter(now.subtract(2, 'hour')))
      .map(([name]) => name);
    expect(lastTwoHours).toContain('hourAgo');
    expect(sorted(await around({ range: '2' }))).toEqual(within(lastTwoHours));
    expect(await around({})).not.toContain(edges.beforePreviousWeek);
    expect(await around({})).toContain(edges.threeHoursAgo);
  });
});
