import type { Driver, DriverDetail, RideOffer } from '@fleetdesk/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, DISPATCHER, FLEET_USER } from '../../../test/api';
import { facilityToken, makeCar } from '../../../test/car-fixtures';
import { makeDriver } from '../../../test/driver-fixtures';
import { fleetOfEmail, makeRide, staffHolding, tokenForEmail } from '../../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { drivers, rides } from '../../db/schema';

let server: TestServer;
let dispatcher: string;
let fleetUser: string;
let fleetId: number;

const db = () => server.database.db;
type Page = {
  drivers: { data: Driver[]; current_page: number; per_page: number; next_page_url: string | null };
  hasNextPage: boolean;
  errors?: Record<string, string[]>;
};

const list = (query: string, token = dispatcher, fleet = false) =>
  call<Page>(server.url, 'GET', `/drivers?${query}`, { token, fleet });
const ids = (page: { body: Page }) => page.body.drivers.data.map((d) => d.id);

/** Every id the query lists, through all its pages (read straight from the table to compare). */
const tableIds = async (where: ReturnType<typeof sql>) =>
  (await db().execute<{ id: number }>(sql`select id from drivers where ${where} order by id desc`)).rows.map(
    (r) => Number(r.id),
  );

beforeAll(async () => {
  server = await startTestServer({ env: { AUTH_RATE_LIMIT: '1000' } });
  dispatcher = await tokenForEmail(db(), DISPATCHER);
  fleetUser = await tokenForEmail(db(), FLEET_USER);
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

describe('GET /drivers/{id}', () => {
  it('answers every field with the cars, the car columns and the counts', async () => {
    const id = await makeDriver(db(), { fleetId, routeBroker: 'ctg', bannedCompanies: [40] });
    const older = await makeCar(db(), {
      fleetId,
      driverId: id,
      status: 'offline',
      make: 'Ford',
      model: 'Fusion',
      year: 2019,
    });
    const newest = await makeCar(db(), {
      fleetId,
      driverId: id,
      status: 'active',
      make: 'Toyota',
      model: 'Camry',
      year: 2021,
    });
    const res = await call<{ driver: DriverDetail }>(server.url, 'GET', `/drivers/${id}`, {
      token: dispatcher,
    });
    expect(res.status).toBe(200);
    expect(res.body.driver).toMatchObject({
      id,
      status: 'waiting_for_approval',
      route_broker: 'ctg',
      banned_companies: [40],
      payout_hold: 0,
      state: 'offline',
      total_rides: 0,
      car_id: newest,
      car_title: '2021 Toyota Camry',
    });
    expect(res.body.driver.cars.map((c) => c.id)).toEqual([newest, older]);
  });

  it('counts finished rides of this week and the last', async () => {
    const id = await makeDriver(db(), { fleetId, status: 'active' });
    await makeRide(db(), { status: 'finished', driverId: id, pickupAt: new Date() });
    await makeRide(db(), {
      status: 'finished',
      driverId: id,
      pickupAt: new Date(Date.now() - 7 * 86_400_000),
    });
    await makeRide(db(), { status: 'driver_canceled', driverId: id, pickupAt: new Date() });
    const res = await call<{ driver: Driver }>(server.url, 'GET', `/drivers/${id}`, { token: dispatcher });
    expect(res.body.driver).toMatchObject({
      total_rides: 2,
      total_rides_cur_week: 1,
      total_rides_prev_week: 1,
    });
  });

  it('hides the keyed header parts from staff without their show key', async () => {
    const id = await makeDriver(db(), {
      routeBroker: 'sentry',
      bannedCompanies: [41],
      requestRouteEnabled: true,
    });
    const plain = await staffHolding(db(), []);
    const res = await call<{ driver: Driver }>(server.url, 'GET', `/drivers/${id}`, { token: plain });
    expect(res.body.driver).toMatchObject({
      route_broker: null,
      banned_companies: null,
      request_route_enabled: null,
    });
    const keyed = await staffHolding(db(), [
      'drivers.show_route_broker',
      'drivers.show_company_restriction',
      'drivers.show_request_route',
    ]);
    const shown = await call<{ driver: Driver }>(server.url, 'GET', `/drivers/${id}`, { token: keyed });
    expect(shown.body.driver).toMatchObject({
      route_broker: 'sentry',
      banned_companies: [41],
      request_route_enabled: true,
    });
  });

  it('answers 404 for a driver that does not exist', async () => {
    const res = await call(server.url, 'GET', '/drivers/999999', { token: dispatcher });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Driver not found.' });
  });
});

describe('fleet users and facility users', () => {
  it("lists a fleet user their fleet's drivers only, without broker, payout or keyed fields", async () => {
    const res = await list('per_page=500', fleetUser, true);
    expect(res.status).toBe(200);
    expect(res.body.drivers.data.length).toBeGreaterThan(0);
    for (const d of res.body.drivers.data) {
      expect(d.fleet_id).toBe(fleetId);
      expect(d).toMatchObject({
        payout_hold: null,
        route_broker: null,
        banned_companies: null,
        request_route_enabled: null,
        ctg_enabled: null,
        ctg_status: null,
        sentry_enabled: null,
        arro_enabled: null,
      });
    }
    expect(res.body.drivers.next_page_url ?? '/api/v1/fleet/drivers').toMatch(/^\/api\/v1\/fleet\/drivers/);
    // Asking for another fleet's drivers lists none.
    const other = await list(`fleet_ids=${fleetId + 1}`, fleetUser, true);
    expect(other.body.drivers.data).toEqual([]);
  });

  it("answers another fleet's driver as missing (404) and its ride offers too", async () => {
    const [other] = await db()
      .select({ id: drivers.id })
      .from(drivers)
      .where(sql`${drivers.fleetId} <> ${fleetId}`)
      .limit(1);
    for (const path of [`/drivers/${other?.id}`, `/drivers/${other?.id}/ride_offers`]) {
      const res = await call(server.url, 'GET', path, { token: fleetUser, fleet: true });
      expect(res.status, path).toBe(404);
    }
    const own = await makeDriver(db(), { fleetId });
    expect((await call(server.url, 'GET', `/drivers/${own}`, { token: fleetUser, fleet: true })).status).toBe(
      200,
    );
  });

  it('lists a facility user no driver and answers any driver as missing', async () => {
    const facility = await facilityToken(db());
    const res = await list('per_page=10', facility);
    expect(res.status).toBe(200);
    expect(res.body.drivers.data).toEqual([]);
    expect((await call(server.url, 'GET', '/drivers/1', { token: facility })).status).toBe(404);
    expect((await call(server.url, 'GET', '/drivers/1/ride_offers', { token: facility })).status).toBe(404);
  });
});

describe('GET /drivers/{id}/ride_offers', () => {
  it('lists upcoming open rides, not those of a banned company, nor WAV rides without a WAV car', async () => {
    const id = await makeDriver(db(), { fleetId, status: 'active', bannedCompanies: [41] });
    await makeCar(db(), { fleetId, driverId: id, status: 'active' });
    const soon = new Date(Date.now() + 3_600_000);
    const open = await makeRide(db(), { status: 'pending', companyId: 40, pickupAt: soon });
    const banned = await makeRide(db(), { status: 'pending', companyId: 41, pickupAt: soon });
    const wav = await makeRide(db(), { status: 'pending', companyId: 40, pickupAt: soon });
    const past = await makeRide(db(), {
      status: 'pending',
      companyId: 40,
      pickupAt: new Date(Date.now() - 3_600_000),
    });
    const closed = await makeRide(db(), { status: 'pending', companyId: 40, pickupAt: soon });
    await db()
      .update(rides)
      .set({ availableForDrivers: true, driverId: null, wav: false })
      .where(sql`${rides.id} in (${open.id}, ${banned.id}, ${wav.id}, ${past.id})`);
    await db().update(rides).set({ wav: true }).where(eq(rides.id, wav.id));
    const res = await call<{ rides: RideOffer[]; driver: Driver }>(
      server.url,
      'GET',
      `/drivers/${id}/ride_offers`,
      {
        token: dispatcher,
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.driver.id).toBe(id);
    const offered = res.body.rides.map((r) => r.id);
    expect(offered).toContain(open.id);
    for (const excluded of [banned.id, wav.id, past.id, closed.id]) expect(offered).not.toContain(excluded);
  });
});
