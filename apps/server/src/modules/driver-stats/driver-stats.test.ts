import { addCalendarDays, driverStats, MESSAGES, newYorkMidnight } from '@fleetdesk/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, FLEET_USER } from '../../../test/api';
import { makeDriver } from '../../../test/driver-fixtures';
import { download } from '../../../test/payout-file-fixtures';
import { makeRide, staffHolding, tokenForEmail } from '../../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { rides } from '../../db/schema';
import { businessDay } from '../../platform/business-day';
import { postEntry, reverseEntry } from '../ledger/posting';
import { linesOf } from '../ledger/rules';

let server: TestServer;
let admin: string;
const db = () => server.database.db;
type Answer = { dates: string[]; drivers: driverStats.DriverStatsRow[]; total: number };
type Refusal = { message: string; errors?: Record<string, string[]> };

const today = businessDay(new Date());
const yesterday = addCalendarDays(today, -1);
/** Noon of a New York day, an instant well inside it. */
const noonOf = (day: string) => new Date(newYorkMidnight(day).getTime() + 12 * 3_600_000);

/** A ride of the driver with the money columns as given (cents). */
async function ride(
  driverId: number,
  day: string,
  cents: { price: number; net: number; vendor: number | null; cash: number | null },
  status: 'finished' | 'driver_canceled' = 'finished',
) {
  const made = await makeRide(db(), { status, driverId, pickupAt: noonOf(day) });
  await db()
    .update(rides)
    .set({
      ridePriceCents: cents.price,
      driverNetCents: cents.net,
      vendorAmountCents: cents.vendor,
      fareCollectedCents: cents.cash,
    })
    .where(eq(rides.id, made.id));
}

/** Books an entry to the driver now (today: the ledger is append-only, so its entries keep their time). */
async function book(driverId: number, kind: 'credit' | 'boost' | 'debit' | 'fee' | 'payout', cents: number) {
  const posted = await db().transaction((tx) =>
    postEntry(tx, {
      kind,
      driverId,
      description: `${kind} for the stats test`,
      lines: linesOf(kind, cents),
      idempotencyKey: `stats-${Math.random()}`,
      createdBy: null,
    }),
  );
  return posted.id;
}

const stats = (query: Record<string, string>, token = admin) =>
  call<Answer>(server.url, 'GET', `/stats/drivers?${new URLSearchParams(query)}`, { token });

let ana: number;
let ben: number;
let outside: number;

beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenForEmail(db(), ADMIN);
  ana = await makeDriver(db(), { firstName: 'Ana', lastName: 'Statsworth', companyId: 39, status: 'active' });
  ben = await makeDriver(db(), { firstName: 'Ben', lastName: 'Statsworth', companyId: 40, status: 'active' });
  outside = await makeDriver(db(), { firstName: 'Cy', lastName: 'Statsworth', companyId: 39 });

  await ride(ana, yesterday, { price: 3000, net: 2000, vendor: 2800, cash: null });
  await ride(ana, yesterday, { price: 2000, net: 1500, vendor: null, cash: 1000 });
  await ride(ana, yesterday, { price: 9900, net: 9900, vendor: 9900, cash: 9900 }, 'driver_canceled');
  await ride(ana, today, { price: 5000, net: 4000, vendor: 4500, cash: null });
  await book(ana, 'credit', 1000);
  await book(ana, 'payout', 700);
  const fee = await book(ana, 'fee', 100);
  await db().transaction((tx) =>
    reverseEntry(tx, fee, {
      idempotencyKey: `stats-reverse-${fee}`,
      createdBy: null,
      description: 'fee taken back',
    }),
  );
  await book(ana, 'boost', 500);
  await book(ana, 'fee', 300);
  await book(ana, 'debit', 200);
  await book(ben, 'credit', 250);
  await ride(outside, addCalendarDays(yesterday, -3), { price: 1000, net: 800, vendor: 900, cash: null });
});
afterAll(() => server.close());

const period = { start_date: yesterday, end_date: today, search: 'Statsworth' };

describe('GET /stats/drivers', () => {
  it("sums each driver's day: finished rides by pickup day, bookings by booking day, payouts and reversed fees left out", async () => {
    const res = await stats(period);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.dates).toEqual([yesterday, today]);
    expect(res.body.total).toBe(2);
    const [first, second] = res.body.drivers;
    expect(first).toMatchObject({ driver_id: ana, names: 'Ana Statsworth', status: 'active' });
    // Worked by hand from the rows above: yesterday 2 rides (the canceled one does not count); today
    // 1 ride and the bookings: a $10 credit, a $5 boost, a $3 fee, a $2 debit (a $7 payout moves money
    // the driver already had; a $1 fee taken back the same day counts for nothing).
    expect(first?.stats).toEqual([
      {
        date: yesterday,
        count: 2,
        amount: 50,
        driver_net: 35,
        vendor_amount: 28,
        cash_amount: 10,
        fee: 0,
        driver_net_total: 35,
      },
      {
        date: today,
        count: 1,
        amount: 50,
        driver_net: 40,
        vendor_amount: 45,
        cash_amount: 0,
        fee: 3,
        driver_net_total: 50,
      },
    ]);
    expect(second).toMatchObject({ driver_id: ben, names: 'Ben Statsworth' });
    expect(second?.stats).toEqual([
      {
        date: today,
        count: 0,
        amount: 0,
        driver_net: 0,
        vendor_amount: 0,
        cash_amount: 0,
        fee: 0,
        driver_net_total: 2.5,
      },
    ]);
  });

  it('filters by company and pages', async () => {
    const company = await stats({ ...period, company_ids: '40' });
    expect(company.body.drivers.map((d) => d.driver_id)).toEqual([ben]);
    const earlier = await stats({
      ...period,
      start_date: addCalendarDays(yesterday, -3),
      end_date: addCalendarDays(yesterday, -3),
    });
    expect(earlier.body.drivers.map((d) => d.driver_id)).toEqual([outside]);
    const paged = await stats({ start_date: yesterday, end_date: today, per_page: '25' });
    expect(paged.status).toBe(200);
    expect(paged.body.drivers.length).toBeLessThanOrEqual(25);
    const [{ n }] = (
      await db().execute<{ n: string }>(
        sql`select count(distinct driver_id) as n from rides where status = 'finished'
            and pickup_at >= ${newYorkMidnight(yesterday).toISOString()} and pickup_at < ${newYorkMidnight(addCalendarDays(today, 1)).toISOString()}`,
      )
    ).rows as [{ n: string }];
    expect(paged.body.total).toBeGreaterThanOrEqual(Number(n));
  });

  it('refuses a bad period or page size with its message', async () => {
    const missing = await call<Refusal>(server.url, 'GET', '/stats/drivers', { token: admin });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toMatchObject({ start_date: ['Required'], end_date: ['Required'] });
    const backwards = await stats({ start_date: today, end_date: yesterday });
    expect((backwards.body as unknown as Refusal).errors?.end_date).toEqual([
      driverStats.DRIVER_STATS_MESSAGES.dateOrder,
    ]);
    const long = await stats({ start_date: addCalendarDays(today, -93), end_date: today });
    expect((long.body as unknown as Refusal).errors?.end_date).toEqual([
      driverStats.DRIVER_STATS_MESSAGES.tooLong,
    ]);
    const size = await stats({ ...period, per_page: '30' });
    expect(size.status).toBe(422);
  });

  it('needs view.stats and is not for fleet users', async () => {
    const without = await staffHolding(db(), []);
    const refused = await stats(period, without);
    expect(refused.status).toBe(403);
    expect((refused.body as unknown as Refusal).message).toBe(MESSAGES.forbidden);
    const holder = await staffHolding(db(), ['view.stats']);
    expect((await stats(period, holder)).status).toBe(200);
    const fleet = await tokenForEmail(db(), FLEET_USER);
    expect((await stats(period, fleet)).status).toBe(403);
  });
});

describe('POST /stats/drivers/export', () => {
  it('writes a CSV row per driver and day of the period', async () => {
    const res = await call<{ file_url: string; file_name: string; rows: number }>(
      server.url,
      'POST',
      '/stats/drivers/export',
      { token: admin, body: { start_date: yesterday, end_date: today, company_ids: '39' } },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.file_name).toBe(`driver-stats-${yesterday}-${today}.csv`);
    const file = await download(server.url, res.body.file_url);
    const lines = file.bytes.toString('utf8').split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFDriver ID,Driver,Company,Date,Driver NET,Driver Check,Fee,Count,Total,Vendor Amount,Cash',
    );
    const anas = lines.filter((line) => line.startsWith(`${ana},`));
    expect(anas).toEqual([
      expect.stringMatching(
        new RegExp(`^${ana},Ana Statsworth,.*,${yesterday},35.00,35.00,0.00,2,50.00,28.00,10.00$`),
      ),
      expect.stringMatching(
        new RegExp(`^${ana},Ana Statsworth,.*,${today},50.00,40.00,3.00,1,50.00,45.00,0.00$`),
      ),
    ]);
    expect(lines.some((line) => line.startsWith(`${ben},`))).toBe(false);
    expect(res.body.rows).toBe(lines.length - 2);
  });
});
