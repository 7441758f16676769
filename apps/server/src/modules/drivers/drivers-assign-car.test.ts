import { CAR_MESSAGES, type DriverCar } from '@fleetdesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, DISPATCHER, FLEET_USER } from '../../../test/api';
import { carRow, makeCar } from '../../../test/car-fixtures';
import { driverAudit, makeDriver } from '../../../test/driver-fixtures';
import { fleetOfEmail, makeRide, tokenForEmail } from '../../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { driverOnRide } from '../cars/assignment';

let server: TestServer;
let dispatcher: string;
let fleetUser: string;
let fleetId: number;
const db = () => server.database.db;

type CarAnswer = {
  car: DriverCar & { driver_id: number };
  message: string;
  errors?: Record<string, string[]>;
};

const assign = (driverId: number, carId: number, token = dispatcher, fleet = false) =>
  call<CarAnswer>(server.url, 'POST', `/drivers/${driverId}/cars/assign`, {
    token,
    body: { car_id: carId },
    fleet,
  });

beforeAll(async () => {
  server = await startTestServer({ env: { AUTH_RATE_LIMIT: '1000' } });
  dispatcher = await tokenForEmail(db(), DISPATCHER);
  fleetUser = await tokenForEmail(db(), FLEET_USER);
  fleetId = await fleetOfEmail(db(), FLEET_USER);
});
afterAll(() => server.close());

describe('POST /drivers/{id}/cars/assign', () => {
  it("makes the driver the car's driver, taking it from the previous one, with an audit row", async () => {
    const previous = await makeDriver(db(), { fleetId });
    const id = await makeDriver(db(), { fleetId });
    const car = await makeCar(db(), { fleetId, driverId: previous });
    const res = await assign(id, car);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Car was assigned to driver!',
      car: { id: car, driver_id: id, status: 'active' },
    });
    expect(await carRow(db(), car)).toMatchObject({ driverId: id });
    expect((await driverAudit(db(), id)).at(-1)).toMatchObject({
      action: 'driver.assign_car',
      before: { car_id: car, driver_id: previous },
      after: { car_id: car, driver_id: id },
    });
  });

  it("makes the car the driver's one active car: their other active car goes offline", async () => {
    const id = await makeDriver(db(), { fleetId });
    const driving = await makeCar(db(), { fleetId, driverId: id, status: 'active' });
    const next = await makeCar(db(), { fleetId });
    expect((await assign(id, next)).status).toBe(200);
    expect(await carRow(db(), next)).toMatchObject({ driverId: id, status: 'active' });
    expect(await carRow(db(), driving)).toMatchObject({ driverId: id, status: 'offline' });
    expect((await driverAudit(db(), id)).at(-1)?.after).toMatchObject({ other_cars_offline: [driving] });
  });

  it('refuses a car on a ride that is not over, and a driver on such a ride in another car', async () => {
    const busyDriver = await makeDriver(db(), { fleetId, status: 'active' });
    const busyCar = await makeCar(db(), { fleetId, driverId: busyDriver, status: 'active' });
    const ride = await makeRide(db(), { status: 'in_progress', driverId: busyDriver });

    const taker = await makeDriver(db(), { fleetId });
    const takeBusyCar = await assign(taker, busyCar);
    expect(takeBusyCar.status).toBe(422);
    expect(takeBusyCar.body.errors?.car_id).toEqual([CAR_MESSAGES.onRide(ride.id)]);
    expect(await carRow(db(), busyCar)).toMatchObject({ driverId: busyDriver, status: 'active' });

    const spare = await makeCar(db(), { fleetId });
    const switchMidRide = await assign(busyDriver, spare);
    expect(switchMidRide.status).toBe(422);
    expect(switchMidRide.body.errors?.car_id).toEqual([driverOnRide(ride.id)]);
    expect(await carRow(db(), spare)).toMatchObject({ driverId: null, status: 'offline' });
  });

  it('refuses a car of another fleet or of none for a fleet driver, and an unknown car (422)', async () => {
    const id = await makeDriver(db(), { fleetId });
    const otherCar = await makeCar(db(), { fleetId: fleetId + 1 });
    const staff = await assign(id, otherCar);
    expect(staff.status).toBe(422);
    expect(staff.body.errors?.car_id).toEqual([CAR_MESSAGES.notDriversFleet]);
    const fleetless = await assign(id, await makeCar(db(), { fleetId: null }));
    expect(fleetless.body.errors?.car_id).toEqual([CAR_MESSAGES.notDriversFleet]);
    const byFleet = await assign(id, otherCar, fleetUser, true);
    expect(byFleet.body.errors?.car_id).toEqual([CAR_MESSAGES.notFound]);
    const unknown = await assign(id, 99_999_999);
    expect(unknown.body.errors?.car_id).toEqual([CAR_MESSAGES.notFound]);
    expect(await carRow(db(), otherCar)).toMatchObject({ driverId: null });
  });

  it("lets a fleet user assign their fleet's car; another fleet's driver is missing (404)", async () => {
    const id = await makeDriver(db(), { fleetId });
    const car = await makeCar(db(), { fleetId });
    expect((await assign(id, car, fleetUser, true)).status).toBe(200);
    const other = await makeDriver(db(), { fleetId: fleetId + 1 });
    expect((await assign(other, car, fleetUser, true)).status).toBe(404);
  });
});
