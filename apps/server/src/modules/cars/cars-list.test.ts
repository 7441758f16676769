import type { Car, CarType } from '@fleetdesk/contract';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, DISPATCHER, FLEET_USER } from '../../../test/api';
import { facilityToken, makeCar } from '../../../test/car-fixtures';
import { activeDrivers, fleetOfEmail, tokenForEmail } from '../../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { cars, drivers } from '../../db/schema';

let server: TestServer;
let dispatcher: string;
let fleetUser: string;
let fleetId: number;

const db = () => server.database.db;
type Page = {
  cars: { data: Car[]; current_page: number; per_page: number };
  total: number;
  next_page_url: string | null;
};

const list = (query: string, token = dispatcher, fleet = false) =>
  call<Page & { errors?: Record<string, string[]> }>(server.url, 'GET', `/cars${query}`, { token, fleet });
const getCar = (id: number, token = dispatcher, fleet = false) =>
  call<{ car: Car; message?: string }>(server.url, 'GET', `/cars/${id}`, { token, fleet });

const carCount = async (where?: ReturnType<typeof eq>) =>
  (await db().select({ n: count() }).from(cars).where(where))[0]?.n ?? 0;

beforeAll(async () => {
  server = await startTestServer();
  dispatcher = await tokenForEmail(db(), DISPATCHER);
  fleetUser = await tokenForEmail(db(), FLEET_USER);
  fleetId = await fleetOfEmail(db(), FLEET_USER);
});
afterAll(() => server.close());

describe('GET /cars', () => {
  it('pages 50 cars at a time, newest id first, with the total and the next page', async () => {
    // The test database's demo is small: enough cars for more than two pages.
    for (let i = 0; i < 110; i++) await makeCar(db());
    const first = await list('');
    expect(first.status).toBe(200);
    expect(first.body.cars.data).toHaveLength(50);
    expect(first.body.cars).toMatchObject({ current_page: 1, per_page: 50 });
    expect(first.body.total).toBe(await carCount());
    const ids = first.body.cars.data.map((c) => c.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(first.body.next_page_url).toContain('page=2');

    const second = await list('?page=2');
    const secondIds = second.body.cars.data.map((c) => c.id);
    expect(secondIds[0]).toBeLessThan(ids.at(-1) as number);
    expect((await list('?per_page=5')).body.cars.data).toHaveLength(5);
    expect((await list('?per_page=7')).status).toBe(422);
  });

  it('ends with no next page on the last page', async () => {
    const total = await carCount();
    const last = await list(`?per_page=100&page=${Math.ceil(total / 100)}`);
    expect(last.body.cars.data.length).toBe(total - 100 * (Math.ceil(total / 100) - 1));
    expect(last.body.next_page_url).toBeNull();
  });

  it('sorts by a column either way', async () => {
    const asc = (await list('?sort_by=plate_number&sort_by_type=asc')).body.cars.data.map(
      (c) => c.plate_number,
    );
    expect(asc).toEqual([...asc].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const byTitle = (await list('?sort_by=title&sort_by_type=desc')).body.cars.data.map((c) => c.title);
    expect((byTitle[0] as string) >= (byTitle.at(-1) as string)).toBe(true);
    expect((await list('?sort_by=driver')).status).toBe(422);
  });

  it('filters by the state (NY, NJ, IN, FL, GA only)', async () => {
    const nj = await list('?state=NJ&per_page=100');
    expect(nj.body.cars.data.length).toBeGreaterThan(0);
    expect(new Set(nj.body.cars.data.map((c) => c.state))).toEqual(new Set(['NJ']));
    expect(nj.body.total).toBe(await carCount(eq(cars.state, 'NJ')));
    const ga = await makeCar(db(), { state: 'GA' });
    expect((await list('?state=GA')).body.cars.data.map((c) => c.id)).toEqual([ga]);
    const refused = await list('?state=CA');
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.state).toBeDefined();
  });

  it('searches plate, VIN, make and model, the driver and the id', async () => {
    const [driver] = await activeDrivers(db(), fleetId);
    const id = await makeCar(db(), {
      vinNumber: 'SRCHVIN0000012345',
      make: 'Zebrafab',
      model: 'Quokka',
      driverId: driver?.id,
    });
    const [plate] = (await db().select({ plate: cars.plateNumber }).from(cars).where(eq(cars.id, id))).map(
      (r) => r.plate,
    );
    const [named] = await db()
      .select()
      .from(drivers)
      .where(eq(drivers.id, driver?.id as number));
    const found = async (search: string) =>
      (await list(`?search=${encodeURIComponent(search)}&per_page=100`)).body.cars.data.map((c) => c.id);
    expect(await found(plate as string)).toEqual([id]);
    expect(await found('srchvin00000')).toEqual([id]);
    expect(await found('zebrafab quokka')).toEqual([id]);
    expect(await found(`${named?.firstName} ${named?.lastName}`)).toContain(id);
    expect(await found(String(id))).toContain(id);
    expect(await found('100%_no_such')).toEqual([]);
  });

  it('lists the cars of one driver, or those without a driver', async () => {
    const [driver] = await activeDrivers(db(), fleetId);
    const own = await list(`?driver_id=${driver?.id}`);
    expect(own.body.cars.data.length).toBeGreaterThan(0);
    expect(own.body.cars.data.every((c) => c.driver_id === driver?.id)).toBe(true);
    const free = await list('?has_driver=false&per_page=100');
    expect(free.body.cars.data.every((c) => c.driver_id === null)).toBe(true);
    expect(free.body.total).toBe(
      (await db().select({ n: count() }).from(cars).where(sql`driver_id is null`))[0]?.n,
    );
  });
});

describe('GET /cars/{id}', () => {
  it('answers the car with its type, fleet and driver', async () => {
    const [driver] = await activeDrivers(db(), fleetId);
    const id = await makeCar(db(), {
      year: 2021,
      make: 'Toyota',
      model: 'Camry',
      driverId: driver?.id,
      fleetId,
      status: 'active',
    });
    const [row] = await db().select().from(cars).where(eq(cars.id, id));
    const [person] = await db()
      .select()
      .from(drivers)
      .where(eq(drivers.id, driver?.id as number));
    const answer = await getCar(id);
    expect(answer.status).toBe(200);
    expect(answer.body.car).toMatchObject({
      id,
      title: '2021 Toyota Camry',
      number_display: `${row?.plateNumber} (NY)`,
      type_id: 1,
      type: 'Sedan',
      status: 'active',
      vin_number: '1HGCM82633A004352',
      fleet_id: fleetId,
      driver_id: driver?.id,
      driver_status: 'active',
      names: `${person?.firstName} ${person?.lastName}`,
      phone_number: person?.phoneNumber,
      is_temporary: false,
    });
    expect(answer.body.car.fleet_name).toEqual(expect.any(String));
  });

  it('titles a car without year, make and model by its type, and answers 404 for a missing car', async () => {
    const id = await makeCar(db(), { typeId: 4 });
    expect((await getCar(id)).body.car).toMatchObject({ title: 'SUV', driver_id: null, names: null });
    const missing = await getCar(999_999);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Car not found.');
  });
});

describe('GET /cars/types', () => {
  it("lists every type, or those a state allows (NY's yellow and green cabs only in NY)", async () => {
    const types = async (query: string) =>
      (await call<{ types: CarType[] }>(server.url, 'GET', `/cars/types${query}`, { token: dispatcher })).body
        .types;
    const all = await types('');
    expect(all.map((t) => t.title)).toEqual(expect.arrayContaining(['Sedan', 'NY Yellow', 'NY Green']));
    expect(all.find((t) => t.id === 2)).toMatchObject({ color: 'yellow', state: 'NY' });
    expect((await types('?state=ny')).length).toBe(all.length);
    const nj = await types('?state=NJ');
    expect(nj.map((t) => t.id)).not.toContain(2);
    expect(nj.map((t) => t.id)).not.toContain(3);
    expect(nj.every((t) => t.state === null || t.state === 'NJ')).toBe(true);
  });
});

describe('who sees which cars', () => {
  it("shows a fleet user their fleet's cars only, and another fleet's car as missing", async () => {
    const mine = await list('?per_page=100', fleetUser, true);
    expect(mine.status).toBe(200);
    expect(mine.body.total).toBe(await carCount(eq(cars.fleetId, fleetId)));
    expect(mine.body.cars.data.every((c) => c.fleet_id === fleetId)).toBe(true);
    expect((await list('?per_page=5', fleetUser, true)).body.next_page_url).toMatch(
      /^\/api\/v1\/fleet\/cars\?/,
    );
    const own = await makeCar(db(), { fleetId });
    const other = await makeCar(db(), { fleetId: fleetId === 1 ? 2 : 1 });
    const noFleet = await makeCar(db());
    expect((await getCar(own, fleetUser, true)).status).toBe(200);
    expect((await getCar(other, fleetUser, true)).status).toBe(404);
    expect((await getCar(noFleet, fleetUser, true)).status).toBe(404);
    expect((await list(`?search=${other}`, fleetUser, true)).body.cars.data.map((c) => c.id)).not.toContain(
      other,
    );
  });

  it('shows a facility user no car: cars belong to no facility company', async () => {
    const token = await facilityToken(db());
    const answer = await list('', token);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ cars: { data: [] }, total: 0, next_page_url: null });
    const [someCar] = await db().select({ id: cars.id }).from(cars).limit(1);
    expect((await getCar(someCar?.id as number, token)).status).toBe(404);
  });
});
