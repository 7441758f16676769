import type { Car, Driver, DriverDetail } from '@fleetdesk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, DISPATCHER } from '../../../test/api';
import { makeCar } from '../../../test/car-fixtures';
import { makeDriver } from '../../../test/driver-fixtures';
import { tokenForEmail } from '../../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { documents, documentTypes } from '../../db/schema';
import { expireDocuments } from '../documents/expiry';
import { businessDay } from '../documents/rules';

let server: TestServer;
let dispatcher: string;
const db = () => server.database.db;

const DAY = 24 * 60 * 60 * 1000;
const yesterday = () => businessDay(new Date(Date.now() - DAY));
const nextYear = () => businessDay(new Date(Date.now() + 365 * DAY));

type Page = { drivers: { data: Driver[] } };

const getDriver = async (id: number) =>
  (await call<{ driver: DriverDetail }>(server.url, 'GET', `/drivers/${id}`, { token: dispatcher })).body
    .driver;
const getCar = async (id: number) =>
  (await call<{ car: Car }>(server.url, 'GET', `/cars/${id}`, { token: dispatcher })).body.car;
/** The ids GET /drivers lists for the query. */
const listed = async (query: string) =>
  (await call<Page>(server.url, 'GET', `/drivers?${query}`, { token: dispatcher })).body.drivers.data.map(
    (d) => d.id,
  );

/** Stores a document of the type for the driver or car. */
async function hold(
  owner: { driverId: number } | { carId: number },
  typeKey: string,
  status: 'valid' | 'pending' | 'invalid',
  expiresAt: string | null,
) {
  const [type] = await db().select().from(documentTypes).where(eq(documentTypes.key, typeKey));
  const [row] = await db()
    .insert(documents)
    .values({ ...owner, typeId: type?.id as number, status, expiresAt })
    .returning({ id: documents.id });
  return row?.id as number;
}

/** Every required document of the entity, valid for a year (the required types as the table names them). */
async function holdAllRequired(owner: { driverId: number } | { carId: number }) {
  const entityType = 'driverId' in owner ? 'driver' : 'car';
  const types = await db().select().from(documentTypes).where(eq(documentTypes.entityType, entityType));
  const required = types.filter((type) => type.required).map((type) => type.key);
  expect(required.length).toBeGreaterThan(1);
  return Promise.all(required.map((key) => hold(owner, key, 'valid', nextYear())));
}

beforeAll(async () => {
  server = await startTestServer();
  dispatcher = await tokenForEmail(db(), DISPATCHER);
});
afterAll(() => server.close());

describe('documents_expired_or_missing on drivers', () => {
  it('flags a driver lacking a required document, and GET /drivers finds them with the filter', async () => {
    const id = await makeDriver(db(), { firstName: 'Paperless' });
    await hold({ driverId: id }, 'driver_license', 'valid', nextYear()); // the TLC licence is missing
    expect((await getDriver(id)).documents_expired_or_missing).toBe(true);
    expect(await listed(`search_id=${id}&documents_expired_or_missing=1`)).toEqual([id]);
    expect(await listed(`search_id=${id}&documents_expired_or_missing=0`)).toEqual([]);
  });

  it('does not flag a driver whose required documents are valid, and the filter says so', async () => {
    const id = await makeDriver(db(), { firstName: 'Papered' });
    await holdAllRequired({ driverId: id });
    const driver = await getDriver(id);
    expect(driver.documents_expired_or_missing).toBe(false);
    expect(await listed(`search_id=${id}&documents_expired_or_missing=0`)).toEqual([id]);
    expect(await listed(`search_id=${id}&documents_expired_or_missing=1`)).toEqual([]);
  });

  it('flags a driver whose required document was refused or waits for review', async () => {
    const refused = await makeDriver(db());
    const [refusedLicence] = await holdAllRequired({ driverId: refused });
    await db()
      .update(documents)
      .set({ status: 'invalid' })
      .where(eq(documents.id, refusedLicence as number));
    const pending = await makeDriver(db());
    const [pendingLicence] = await holdAllRequired({ driverId: pending });
    await db()
      .update(documents)
      .set({ status: 'pending' })
      .where(eq(documents.id, pendingLicence as number));
    expect((await getDriver(refused)).documents_expired_or_missing).toBe(true);
    expect((await getDriver(pending)).documents_expired_or_missing).toBe(true);
  });

  it('turns the flag on for a document that expired yesterday, once the expiry job has run', async () => {
    const id = await makeDriver(db());
    const lapsed = (await holdAllRequired({ driverId: id }))[0] as number;
    await db().update(documents).set({ expiresAt: yesterday() }).where(eq(documents.id, lapsed));

    expect(await expireDocuments({ db: db() })).toContain(lapsed);
    const [stored] = await db().select().from(documents).where(eq(documents.id, lapsed));
    expect(stored?.status).toBe('invalid');
    expect((await getDriver(id)).documents_expired_or_missing).toBe(true);
    expect(await listed(`search_id=${id}&documents_expired_or_missing=1`)).toEqual([id]);
  });

  it('lists only flagged drivers under the filter and only unflagged ones under its opposite', async () => {
    for (const flag of [1, 0] as const) {
      const page = await call<Page>(
        server.url,
        'GET',
        `/drivers?documents_expired_or_missing=${flag}&per_page=50`,
        { token: dispatcher },
      );
      expect(page.status).toBe(200);
      expect(page.body.drivers.data.length).toBeGreaterThan(0);
      expect(page.body.drivers.data.every((d) => d.documents_expired_or_missing === (flag === 1))).toBe(true);
    }
  });
});

describe('documents_expired_or_missing on cars', () => {
  it('flags a car lacking a required document in GET /cars/{id}, GET /cars and the driver page', async () => {
    const driverId = await makeDriver(db());
    const bare = await makeCar(db(), { driverId });
    const papered = await makeCar(db(), { driverId });
    await hold({ carId: bare }, 'insurance_id_card', 'valid', nextYear());
    await holdAllRequired({ carId: papered });

    expect((await getCar(bare)).documents_expired_or_missing).toBe(true);
    expect((await getCar(papered)).documents_expired_or_missing).toBe(false);
    const listedCars = await call<{ cars: { data: Car[] } }>(
      server.url,
      'GET',
      `/cars?driver_id=${driverId}`,
      {
        token: dispatcher,
      },
    );
    const flags = Object.fromEntries(
      listedCars.body.cars.data.map((car) => [car.id, car.documents_expired_or_missing]),
    );
    expect(flags).toEqual({ [bare]: true, [papered]: false });
    const driverCars = (await getDriver(driverId)).cars;
    expect(driverCars.map((car) => [car.id, car.documents_expired_or_missing])).toEqual([
      [papered, false],
      [bare, true],
    ]);
  });
});
