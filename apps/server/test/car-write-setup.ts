import type { Car } from '@fleetdesk/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../src/db/client';
import { cars } from '../src/db/schema';
import { ADMIN, call, DISPATCHER, FLEET_USER } from './api';
import { type carRow, freshPlate } from './car-fixtures';
import { activeDrivers, fleetOfEmail, staffHolding, tokenForEmail } from './ride-fixtures';
import { startTestServer, type TestServer } from './server';

/** The server and users the car write tests share (cars-*.test.ts of modules/cars). */
export interface CarsWriteContext {
  server: TestServer;
  admin: string;
  dispatcher: string;
  /** Staff without the cars keys (the demo's dispatcher holds them). */
  keyless: string;
  fleetUser: string;
  fleetId: number;
  otherFleetId: number;
  otherFleetDriver: number;
  /** Drivers of the fleet user's fleet, each test taking its own (`takeDriver`). */
  fleetDrivers: number[];
}

/** Starts a test server before the file's tests and stops it after; the context fills in beforeAll. */
export function carsWriteServer(): CarsWriteContext {
  const t = {} as CarsWriteContext;
  beforeAll(async () => {
    t.server = await startTestServer();
    const db = t.server.database.db;
    t.admin = await tokenForEmail(db, ADMIN);
    t.dispatcher = await tokenForEmail(db, DISPATCHER);
    t.keyless = await staffHolding(db, []);
    t.fleetUser = await tokenForEmail(db, FLEET_USER);
    t.fleetId = await fleetOfEmail(db, FLEET_USER);
    t.fleetDrivers = (await activeDrivers(db, t.fleetId)).map((d) => d.id);
    const outside = (await activeDrivers(db, t.fleetId, true))[0];
    t.otherFleetDriver = outside?.id as number;
    t.otherFleetId = outside?.fleetId as number;
  });
  afterAll(() => t.server.close());
  return t;
}

export type CarAnswer = { car: Car; car_id?: number; message: string; errors?: Record<string, string[]> };

export const postAs =
  (t: CarsWriteContext) =>
  (path: string, token: string, body?: unknown, fleet = false) =>
    call<CarAnswer>(t.server.url, 'POST', path, { token, body, fleet });

/** A valid wizard submission: a black NY sedan. */
export const wizard = (values: Record<string, unknown> = {}) => ({
  state: 'NY',
  type_id: 1,
  color: 'black',
  plate_number: freshPlate(),
  vin_number: '5YJ3E1EA7KF317000',
  wav: 0,
  s_wav: 0,
  suv: 0,
  ...values,
});

/** The edit form as it sends a stored car back. */
export const editForm = (
  car: NonNullable<Awaited<ReturnType<typeof carRow>>>,
  values: Record<string, unknown> = {},
) => ({
  state: car.state,
  type_id: car.typeId,
  color: car.color,
  plate_number: car.plateNumber,
  vin_number: car.vinNumber,
  wav: car.wav ? 1 : 0,
  s_wav: car.sWav ? 1 : 0,
  suv: car.suv ? 1 : 0,
  seats: car.seats,
  wav_seats: car.wavSeats,
  year: car.year,
  make: car.make,
  model: car.model,
  fleet_id: car.fleetId,
  ...values,
});

export const carTotal = async (db: Db) => (await db.select({ n: count() }).from(cars))[0]?.n;

export const activeCarsOf = async (db: Db, driverId: number) =>
  (
    await db
      .select({ id: cars.id })
      .from(cars)
      .where(and(eq(cars.driverId, driverId), eq(cars.status, 'active')))
  ).map((r) => r.id);
