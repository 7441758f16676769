import type { Driver } from '@fleetdesk/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, DISPATCHER, FLEET_USER } from '../../../test/api';
import { makeDriver } from '../../../test/driver-fixtures';
import { fleetOfEmail, tokenForEmail } from '../../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';

let server: TestServer;
let dispatcher: string;
let fleetId: number;

const db = () => server.database.db;
type Page = {
  drivers: { data: Driver[]; current_page: number; per_page: number; next_page_url: string | null };
  hasNextPage: boolean;
  errors?: Record<string, string[]>;
};

const list = (query: string) => call<Page>(server.url, 'GET', `/drivers?${query}`, { token: dispatcher });
const ids = (page: { body: Page }) => page.body.drivers.data.map((d) => d.id);

/** Every id the query lists, through all its pages (read straight from the table to compare). */
const tableIds = async (where: ReturnType<typeof sql>) =>
  (await db().execute<{ id: number }>(sql`select id from drivers where ${where} order by id desc`)).rows.map(
    (r) => Number(r.id),
  );

beforeAll(async () => {
  server = await startTestServer({ env: { AUTH_RATE_LIMIT: '1000' } });
  dispatcher = await tokenForEmail(db(), DISPATCHER);
  fleetId = await fleetOfEmail(db(), FLEET_USER);
});
afterAll(() => server.close());

describe('GET /drivers paging', () => {
  it('pages by per_page with a next page link and hasNextPage, none on the last page', async () => {
    const first = await list('per_page=5');
    expect(first.status).toBe(200);
    expect(first.body.drivers).toMatchObject({ current_page: 1, per_page: 5 });
    expect(first.body.drivers.data).toHaveLength(5);
    expect(first.body.hasNextPage).toBe(true);
    const next = first.body.drivers.next_page_url as string;
    expect(next).toMatch(/^\/api\/v1\/drivers\?.*page=2/);
    const second = await call<Page>(server.url, 'GET', next, { token: dispatcher });
    expect(second.body.drivers.current_page).toBe(2);
    // The default sort is the newest id first, and pages neither repeat nor skip a driver.
    const expected = await tableIds(sql`true`);
    expect([...ids(first), ...ids(second)]).toEqual(expected.slice(0, 10));

    const total = expected.length;
    const last = await list(`per_page=500&page=${Math.ceil(total / 500)}`);
    expect(last.body.hasNextPage).toBe(false);
    expect(last.body.drivers.next_page_url).toBeNull();
  });

  it('refuses an unknown page size and a page past the cap with 422 on the field', async () => {
    const size = await list('per_page=7');
    expect(size.status).toBe(422);
    expect(size.body.errors?.per_page).toEqual(['Unknown page size']);
    const deep = await list('per_page=500&page=60');
    expect(deep.status).toBe(422);
    expect(deep.body.errors?.page?.[0]).toMatch(/^Pages past row 25000/);
  });
});

describe('GET /drivers sorting', () => {
  const column: Record<string, (d: Driver) => string | number | null> = {
    'drivers.first_name': (d) => d.first_name,
    'drivers.id': (d) => d.id,
    'drivers.phone_number': (d) => d.phone_number,
    'drivers.email': (d) => d.email,
    'drivers.company_id': (d) => d.company_id,
    address_state: (d) => d.address_state,
    'drivers.total_rides': (d) => d.total_rides,
    'drivers.status': (d) => d.status,
    'drivers.created_at': (d) => d.created_at,
  };
  const compare = (a: string | number | null, b: string | number | null) => {
    if (a === b) return 0;
    // Empty values sort last going up, as PostgreSQL orders them.
    if (a === null) return 1;
    if (b === null) return -1;
    return typeof a === 'number' && typeof b === 'number' ? a - b : String(a) < String(b) ? -1 : 1;
  };

  it.each(Object.keys(column))('sorts by %s both ways, the id breaking ties', async (field) => {
    for (const direction of ['asc', 'desc'] as const) {
      const res = await list(`per_page=100&sort_by=${field}&sort_by_type=${direction}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const rows = res.body.drivers.data;
      const sign = direction === 'asc' ? 1 : -1;
      const sorted = [...rows].sort(
        (a, b) =>
          sign * compare(column[field]?.(a) ?? null, column[field]?.(b) ?? null) || sign * (a.id - b.id),
      );
      // Text sorts follow the database collation; compare what a client can rely on: the order is stable and total.
      if (!['drivers.first_name', 'drivers.email', 'drivers.phone_number'].includes(field)) {
        expect(rows.map((d) => d.id)).toEqual(sorted.map((d) => d.id));
      }
      const values = rows.map((d) => column[field]?.(d));
      expect(new Set(values).size).toBeGreaterThan(1);
    }
  });

  it('sorts by total rides from the finished rides it counts', async () => {
    const res = await list('per_page=5&sort_by=drivers.total_rides&sort_by_type=desc');
    const top = res.body.drivers.data[0] as Driver;
    const [counted] = (
      await db().execute<{ n: number }>(
        sql`select count(*)::int as n from rides where driver_id = ${top.id} and status = 'finished'`,
      )
    ).rows;
    expect(top.total_rides).toBe(Number(counted?.n));
    const [most] = (
      await db().execute<{ n: number }>(
        sql`select count(*)::int as n from rides where status = 'finished' and driver_id is not null group by driver_id order by 1 desc limit 1`,
      )
    ).rows;
    expect(top.total_rides).toBe(Number(most?.n));
  });
});

describe('GET /drivers filters', () => {
  let target: Driver;
  beforeAll(async () => {
    const first = await list('per_page=100&has_car=true&statuses=active');
    target = first.body.drivers.data.find(
      (d) => d.email && d.driver_license && d.tlc_license && d.car_plate_number,
    ) as Driver;
  });

  const onlyMatching = async (query: string, predicate: (d: Driver) => boolean) => {
    const res = await list(`per_page=500&${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.drivers.data.length).toBeGreaterThan(0);
    for (const driver of res.body.drivers.data)
      expect(predicate(driver), `${query} → ${driver.id}`).toBe(true);
    return res.body.drivers.data;
  };

  it('search_id finds exactly that driver', async () => {
    expect(ids(await list(`search_id=${target.id}`))).toEqual([target.id]);
  });

  it('search_full_name matches first and last name together, any case', async () => {
    const name = `${target.first_name} ${target.last_name}`.toUpperCase();
    const found = await onlyMatching(`search_full_name=${encodeURIComponent(name)}`, (d) =>
      `${d.first_name} ${d.last_name}`.toUpperCase().includes(name),
    );
    expect(found.map((d) => d.id)).toContain(target.id);
  });

  it('search_phone_number matches digits typed in any form', async () => {
    const digits = target.phone_number.replace(/\D/g, '').slice(-7);
    const typed = `${digits.slice(0, 3)}-${digits.slice(3)}`;
    const found = await onlyMatching(`search_phone_number=${encodeURIComponent(typed)}`, (d) =>
      d.phone_number.includes(digits),
    );
    expect(found.map((d) => d.id)).toContain(target.id);
  });

  it('search_email, search_driver_license, search_tlc_license and search_car_plate', async () => {
    const email = (target.email as string).slice(0, 8);
    await onlyMatching(`search_email=${encodeURIComponent(email)}`, (d) =>
      (d.email ?? '').toLowerCase().includes(email.toLowerCase()),
    );
    const licence = (target.driver_license as string).slice(0, 5);
    await onlyMatching(`search_driver_license=${licence}`, (d) =>
      (d.driver_license ?? '').startsWith(licence),
    );
    const tlc = target.tlc_license as string;
    expect(ids(await list(`search_tlc_license=${tlc}`))).toContain(target.id);
    const plate = target.car_plate_number as string;
    expect(ids(await list(`search_car_plate=${plate}`))).toContain(target.id);
  });

  it('address_state, statuses, company_ids and fleet_ids (0 is no fleet)', async () => {
    await onlyMatching('address_state=nj', (d) => d.address_state === 'NJ');
    await onlyMatching('statuses=disabled,waiting_for_approval', (d) => d.status !== 'active');
    await onlyMatching('company_ids=1,2', (d) => d.company_id === 1 || d.company_id === 2);
    await onlyMatching(`fleet_ids=${fleetId}`, (d) => d.fleet_id === fleetId);
    await onlyMatching(`fleet_ids=0,${fleetId}`, (d) => d.fleet_id === null || d.fleet_id === fleetId);
    const noFleet = await list('per_page=500&fleet_ids=0');
    expect(noFleet.body.drivers.data.some((d) => d.fleet_id === null)).toBe(true);
    const bad = await list('statuses=sleeping');
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.statuses?.[0]).toMatch(/^Statuses must be among/);
  });

  it('has_car keeps drivers with a car (true) or without one (false)', async () => {
    const carless = await makeDriver(db(), { lastName: 'Carless' });
    const withCar = await list('per_page=500&has_car=true&search_full_name=Carless');
    expect(ids(withCar)).not.toContain(carless);
    const without = await list('per_page=500&has_car=0&search_full_name=Carless');
    expect(ids(without)).toContain(carless);
    await onlyMatching('has_car=true', (d) => d.car_id !== null);
    await onlyMatching('has_car=false', (d) => d.car_id === null);
  });

  it('search (the ?search= of the grid) finds a driver by plate, id or name', async () => {
    expect(ids(await list(`search=${target.car_plate_number}`))).toContain(target.id);
    expect(ids(await list(`search=${target.id}`))).toContain(target.id);
    expect(ids(await list(`search=${encodeURIComponent(target.last_name)}`))).toContain(target.id);
  });
});
