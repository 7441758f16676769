import { type Driver, type DriverDetail, newYorkInstant, type RideOffer } from '@fleetdesk/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, DISPATCHER, FLEET_USER } from '../../../test/api';
import { facilityToken, makeCar } from '../../../test/car-fixtures';
import { makeDriver } from '../../../test/driver-fixtures';
import { fleetOfEmail, makeRide, staffHolding, tokenForEmail } from '../../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { drivers, rides } from '../../db/schema';
import { selectDriverRows } from './queries';

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
beforeAll(async () => {
  server = await startTestServer({ env: { AUTH_RATE_LIMIT: '1000' } });
  dispatcher = await tokenForEmail(db(), DISPATCHER);
  fleetUser = await tokenForEmail(db(), FLEET_USER);
  fleetId = await fleetOfEmail(db(), FLEET_USER);
});
afterAll(() => server.close());

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

  it('titles a car without year, make or model by its type, as the cars list and the rides do', async () => {
    const id = await makeDriver(db(), { fleetId });
    await makeCar(db(), { fleetId, driverId: id, status: 'active', typeId: 1 });
    const { rows } = await db().execute<{ title: string }>(sql`select title from car_types where id = 1`);
    const [type] = rows;
    const res = await call<{ driver: DriverDetail }>(server.url, 'GET', `/drivers/${id}`, {
      token: dispatcher,
    });
    expect(res.body.driver.car_title).toBe(type?.title);
    expect(type?.title).toBeTruthy();
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

  it('counts each week from its Monday midnight in New York, also next to a DST change', async () => {
    const ride = (driverId: number, at: string) =>
      makeRide(db(), { status: 'finished', driverId, pickupAt: newYorkInstant(at) });
    const weeks = async (driverId: number, today: string) => {
      const [row] = await selectDriverRows(db(), [driverId], today);
      return [row?.ridesPreviousWeek, row?.ridesThisWeek];
    };
    // Clocks went back on Sunday 1 November 2026: the week before Monday 2 November has 169 hours.
    const fall = await makeDriver(db(), { fleetId, status: 'active' });
    await ride(fall, '2026-10-26T00:30');
    await ride(fall, '2026-11-01T23:30');
    await ride(fall, '2026-11-02T00:30');
    expect(await weeks(fall, '2026-11-04')).toEqual([2, 1]);
    // Clocks went forward on Sunday 8 March 2026: the week before Monday 9 March has 167 hours.
    const spring = await makeDriver(db(), { fleetId, status: 'active' });
    await ride(spring, '2026-03-01T23:30');
    await ride(spring, '2026-03-02T00:30');
    await ride(spring, '2026-03-09T00:30');
    expect(await weeks(spring, '2026-03-11')).toEqual([1, 1]);
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
