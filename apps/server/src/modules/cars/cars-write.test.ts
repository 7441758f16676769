import { CAR_MESSAGES, CAR_RULE_MESSAGES, type Car } from '@fleetdesk/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, DISPATCHER, FLEET_USER } from '../../../test/api';
import {
  carAudit,
  carRow,
  facilityToken,
  freshPlate,
  makeCar,
  readOnlyToken,
} from '../../../test/car-fixtures';
import {
  activeDrivers,
  fleetOfEmail,
  makeRide,
  staffHolding,
  tokenForEmail,
} from '../../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { admins, cars, rides } from '../../db/schema';

let server: TestServer;
let admin: string;
let dispatcher: string;
/** Staff without the cars keys (the demo's dispatcher holds them). */
let keyless: string;
let fleetUser: string;
let fleetId: number;
let otherFleetId: number;
/** Drivers of the fleet user's fleet, each test taking its own. */
let fleetDrivers: number[];
let otherFleetDriver: number;

const db = () => server.database.db;
type Answer = { car: Car; car_id?: number; message: string; errors?: Record<string, string[]> };

const post = (path: string, token: string, body?: unknown, fleet = false) =>
  call<Answer>(server.url, 'POST', path, { token, body, fleet });

/** A valid wizard submission: a black NY sedan. */
const wizard = (values: Record<string, unknown> = {}) => ({
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
const editForm = (
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

const carTotal = async () => (await db().select({ n: count() }).from(cars))[0]?.n;

const activeCarsOf = async (driverId: number) =>
  (
    await db()
      .select({ id: cars.id })
      .from(cars)
      .where(and(eq(cars.driverId, driverId), eq(cars.status, 'active')))
  ).map((r) => r.id);

beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenForEmail(db(), ADMIN);
  dispatcher = await tokenForEmail(db(), DISPATCHER);
  keyless = await staffHolding(db(), []);
  fleetUser = await tokenForEmail(db(), FLEET_USER);
  fleetId = await fleetOfEmail(db(), FLEET_USER);
  fleetDrivers = (await activeDrivers(db(), fleetId)).map((d) => d.id);
  const outside = (await activeDrivers(db(), fleetId, true))[0];
  otherFleetDriver = outside?.id as number;
  otherFleetId = outside?.fleetId as number;
});
afterAll(() => server.close());

const takeDriver = () => fleetDrivers.shift() as number;

describe('POST /cars', () => {
  it("adds a driver's car as the car they drive now, in the driver's fleet, with an audit row", async () => {
    const driverId = takeDriver();
    const [previous] = await activeCarsOf(driverId);
    const answer = await post(
      '/cars',
      dispatcher,
      wizard({ plate_number: ' zq9a1 ', driver_id: driverId, wav: 1, s_wav: 1 }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Great! You have created a car.');
    const row = await carRow(db(), answer.body.car.id);
    expect(row).toMatchObject({
      plateNumber: 'ZQ9A1',
      state: 'NY',
      driverId,
      fleetId,
      status: 'active',
      wav: true,
      sWav: true,
      isTemporary: false,
    });
    expect(await activeCarsOf(driverId)).toEqual([answer.body.car.id]);
    const [audit] = await carAudit(db(), answer.body.car.id);
    expect(audit).toMatchObject({
      action: 'car.created',
      after: { id: answer.body.car.id, other_cars_offline: [previous] },
    });
  });

  it('adds a car without a driver as offline and in no fleet', async () => {
    const answer = await post('/cars', dispatcher, wizard({ year: 2020, make: 'Honda', model: 'Accord' }));
    expect(answer.status).toBe(200);
    expect(answer.body.car).toMatchObject({
      status: 'offline',
      driver_id: null,
      fleet_id: null,
      title: '2020 Honda Accord',
    });
  });

  it.each([
    [{ state: '' }, 'state', CAR_RULE_MESSAGES.workStateRequired],
    [{ type_id: undefined }, 'type_id', CAR_RULE_MESSAGES.typeRequired],
    [{ color: '' }, 'color', CAR_RULE_MESSAGES.colorRequired],
    [{ color: 'chartreuse' }, 'color', CAR_RULE_MESSAGES.colorUnknown],
    [{ plate_number: '' }, 'plate_number', CAR_RULE_MESSAGES.plateRequired],
    [{ plate_number: 'AB' }, 'plate_number', 'Must be 3-8 characters!'],
    [{ plate_number: 'ABCDE1234' }, 'plate_number', 'Must be 3-8 characters!'],
    [{ plate_number: 'AB-12' }, 'plate_number', 'Must be 3-8 characters!'],
    [{ vin_number: '   ' }, 'vin_number', CAR_RULE_MESSAGES.vinRequired],
    [{ vin_number: '1HGCM82633A0043521' }, 'vin_number', 'VIN Number must be at most 17 characters!'],
    [{ wav: 0, s_wav: 1 }, 's_wav', 'Only for WAV'],
    [{ type_id: 2, color: 'black' }, 'color', 'NY Yellow cars can only have a yellow color'],
    [{ type_id: 3, color: 'yellow' }, 'color', 'NY Green cars can only have a green color'],
    [{ type_id: 2, color: 'yellow', state: 'NJ' }, 'type_id', CAR_MESSAGES.typeOutOfState('NY Yellow', 'NY')],
    [{ type_id: 99 }, 'type_id', CAR_MESSAGES.unknownType],
    [{ driver_id: 999_999 }, 'driver_id', CAR_MESSAGES.unknownDriver],
  ])('refuses %j with 422 on %s: %s, adding nothing', async (values, field, message) => {
    const before = await carTotal();
    const answer = await post('/cars', dispatcher, wizard(values));
    expect(answer.status).toBe(422);
    expect(answer.body.errors?.[field]).toContain(message);
    expect(await carTotal()).toBe(before);
  });

  it('takes NY yellow cars in yellow and NY green cars in green', async () => {
    expect((await post('/cars', dispatcher, wizard({ type_id: 2, color: 'yellow' }))).status).toBe(200);
    expect((await post('/cars', dispatcher, wizard({ type_id: 3, color: 'green' }))).status).toBe(200);
  });

  it('refuses a plate already registered in the state (422), and takes it in another state', async () => {
    const plate = freshPlate();
    expect((await post('/cars', dispatcher, wizard({ plate_number: plate }))).status).toBe(200);
    const again = await post('/cars', dispatcher, wizard({ plate_number: plate.toLowerCase() }));
    expect(again.status).toBe(422);
    expect(again.body.message).toBe(`A car with plate ${plate} is already registered in NY`);
    expect(again.body.errors?.plate_number).toEqual([again.body.message]);
    expect((await post('/cars', dispatcher, wizard({ plate_number: plate, state: 'NJ' }))).status).toBe(200);
  });

  it('names a fleet only with cars.update_fleet (403 without it)', async () => {
    const refused = await post('/cars', keyless, wizard({ fleet_id: fleetId }));
    expect(refused.status).toBe(403);
    expect(refused.body.errors?.fleet_id).toEqual([CAR_MESSAGES.fleetKey]);
    const taken = await post('/cars', admin, wizard({ fleet_id: fleetId }));
    expect(taken.status).toBe(200);
    expect(taken.body.car.fleet_id).toBe(fleetId);
    expect((await post('/cars', admin, wizard({ fleet_id: 9999 }))).status).toBe(422);
    const notDrivers = await post(
      '/cars',
      admin,
      wizard({ fleet_id: otherFleetId, driver_id: fleetDrivers[0] }),
    );
    expect(notDrivers.status).toBe(422);
    expect(notDrivers.body.errors?.fleet_id).toEqual([CAR_MESSAGES.notDriversFleet]);
  });

  it("puts a fleet user's car in their fleet, with their own drivers only", async () => {
    const created = await post('/cars', fleetUser, wizard(), true);
    expect(created.status).toBe(200);
    expect(created.body.car.fleet_id).toBe(fleetId);
    expect((await post('/cars', fleetUser, wizard({ fleet_id: otherFleetId }), true)).status).toBe(403);
    const otherDriver = await post('/cars', fleetUser, wizard({ driver_id: otherFleetDriver }), true);
    expect(otherDriver.status).toBe(422);
    expect(otherDriver.body.errors?.driver_id).toEqual([CAR_MESSAGES.unknownDriver]);
  });
});

describe('POST /cars/{id}', () => {
  it('saves the form with an audit row of before and after', async () => {
    const id = await makeCar(db(), { year: 2019, make: 'Ford', model: 'Transit' });
    const row = await carRow(db(), id);
    const answer = await post(
      `/cars/${id}`,
      dispatcher,
      editForm(row as never, { color: 'blue', seats: 6, wav: 1, wav_seats: 2 }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Great! You have updated car');
    expect(await carRow(db(), id)).toMatchObject({
      color: 'blue',
      seats: 6,
      wav: true,
      wavSeats: 2,
      year: 2019,
    });
    const [audit] = await carAudit(db(), id);
    expect(audit).toMatchObject({
      action: 'car.updated',
      before: { color: 'black' },
      after: { color: 'blue' },
    });
  });

  it('changes the VIN only with cars.edit_vin_number (403 without it, for staff and fleet users)', async () => {
    const id = await makeCar(db(), { fleetId });
    const row = (await carRow(db(), id)) as never;
    const refused = await post(`/cars/${id}`, keyless, editForm(row, { vin_number: 'NEWVIN12345' }));
    expect(refused.status).toBe(403);
    expect(refused.body.errors?.vin_number).toEqual([CAR_MESSAGES.vinKey]);
    expect(
      (await post(`/cars/${id}`, fleetUser, editForm(row, { vin_number: 'NEWVIN12345' }), true)).status,
    ).toBe(403);
    expect((await carRow(db(), id))?.vinNumber).toBe('1HGCM82633A004352');
    expect(await carAudit(db(), id)).toHaveLength(0);

    expect((await post(`/cars/${id}`, keyless, editForm(row))).status).toBe(200);
    expect((await post(`/cars/${id}`, admin, editForm(row, { vin_number: 'newvin12345' }))).status).toBe(200);
    expect((await carRow(db(), id))?.vinNumber).toBe('NEWVIN12345');
  });

  it('changes the fleet only with cars.update_fleet', async () => {
    const id = await makeCar(db(), { fleetId });
    const row = (await carRow(db(), id)) as never;
    const refused = await post(`/cars/${id}`, keyless, editForm(row, { fleet_id: otherFleetId }));
    expect(refused.status).toBe(403);
    expect(refused.body.errors?.fleet_id).toEqual([CAR_MESSAGES.fleetKey]);
    expect((await post(`/cars/${id}`, admin, editForm(row, { fleet_id: otherFleetId }))).status).toBe(200);
    expect((await carRow(db(), id))?.fleetId).toBe(otherFleetId);

    const driven = await makeCar(db(), { fleetId, driverId: fleetDrivers[0] });
    const moved = await post(
      `/cars/${driven}`,
      admin,
      editForm((await carRow(db(), driven)) as never, { fleet_id: otherFleetId }),
    );
    expect(moved.status).toBe(422);
    expect(moved.body.errors?.fleet_id).toEqual([CAR_MESSAGES.notDriversFleet]);
  });

  it('keeps year, make and model as created (422 on a change)', async () => {
    const id = await makeCar(db(), { year: 2018, make: 'Toyota', model: 'Sienna' });
    const row = (await carRow(db(), id)) as never;
    const answer = await post(
      `/cars/${id}`,
      admin,
      editForm(row, { year: 2022, make: 'Honda', model: 'Sienna' }),
    );
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toMatchObject({
      year: [CAR_MESSAGES.readOnly('year')],
      make: [CAR_MESSAGES.readOnly('make')],
    });
    expect(answer.body.errors?.model).toBeUndefined();
    expect(await carRow(db(), id)).toMatchObject({ year: 2018, make: 'Toyota' });
  });

  it("checks the form's rules and the stretcher flag against the stored WAV flag", async () => {
    const id = await makeCar(db());
    const row = (await carRow(db(), id)) as never;
    const cases = [
      [{ state: '' }, 'state', 'Required'],
      [{ state: 'NEWYORKST' }, 'state', 'State must be at most 8 characters!'],
      [{ make: 'x'.repeat(41) }, 'make', 'Must be at most 40 characters!'],
      [{ seats: undefined }, 'seats', 'Required'],
      [{ type_id: 2 }, 'color', 'NY Yellow cars can only have a yellow color'],
      [{ wav: undefined, s_wav: 1 }, 's_wav', 'Only for WAV'],
    ] as const;
    for (const [values, field, message] of cases) {
      const answer = await post(`/cars/${id}`, dispatcher, editForm(row, values));
      expect(answer.status, JSON.stringify(values)).toBe(422);
      expect(answer.body.errors?.[field]).toContain(message);
    }
    expect(await carAudit(db(), id)).toHaveLength(0);
  });

  it("lets a fleet user edit their fleet's cars and answers another fleet's as missing", async () => {
    const own = await makeCar(db(), { fleetId });
    const other = await makeCar(db(), { fleetId: otherFleetId });
    const ownRow = (await carRow(db(), own)) as never;
    expect((await post(`/cars/${own}`, fleetUser, editForm(ownRow, { color: 'red' }), true)).status).toBe(
      200,
    );
    const refused = await post(
      `/cars/${other}`,
      fleetUser,
      editForm((await carRow(db(), other)) as never),
      true,
    );
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('Car not found.');
  });
});

describe('POST /cars/save/{id}', () => {
  it('completes a temporary car with its VIN and plate, making it a regular car', async () => {
    const id = await makeCar(db(), { isTemporary: true });
    const plate = freshPlate();
    const answer = await post(`/cars/save/${id}`, dispatcher, {
      vin_number: ' 2t1bu4ee9dc000001 ',
      plate_number: plate,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.car_id).toBe(id);
    expect(await carRow(db(), id)).toMatchObject({
      vinNumber: '2T1BU4EE9DC000001',
      plateNumber: plate,
      isTemporary: false,
    });
    expect((await carAudit(db(), id)).map((a) => a.action)).toEqual(['car.temporary_saved']);
  });

  it('needs both fields and a temporary car', async () => {
    const id = await makeCar(db(), { isTemporary: true });
    const empty = await post(`/cars/save/${id}`, dispatcher, {});
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toMatchObject({
      vin_number: [CAR_RULE_MESSAGES.vinRequired],
      plate_number: [CAR_RULE_MESSAGES.plateRequired],
    });
    const regular = await makeCar(db());
    const refused = await post(`/cars/save/${regular}`, dispatcher, {
      vin_number: 'ABC123',
      plate_number: freshPlate(),
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(CAR_MESSAGES.notTemporary);
  });
});

describe('POST /cars/{id}/remove', () => {
  it('unlinks the car from its driver and takes it offline, with an audit row', async () => {
    const driverId = takeDriver();
    const id = await makeCar(db(), { driverId, fleetId, status: 'active' });
    const answer = await post(`/cars/${id}/remove`, dispatcher);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Great! You have removed car');
    expect(await carRow(db(), id)).toMatchObject({ driverId: null, status: 'offline', fleetId });
    expect((await carAudit(db(), id)).at(-1)).toMatchObject({
      action: 'car.removed',
      before: { driver_id: driverId, status: 'active' },
      after: { driver_id: null, status: 'offline' },
    });
  });

  it('keeps the car while a ride with it is not over; a finished ride keeps its car', async () => {
    const driverId = takeDriver();
    const id = await makeCar(db(), { driverId, fleetId, status: 'active' });
    const ride = await makeRide(db(), { status: 'assigned', driverId });
    await db().update(rides).set({ carId: id }).where(eq(rides.id, ride.id));
    const refused = await post(`/cars/${id}/remove`, dispatcher);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(CAR_MESSAGES.onRide(ride.id));
    expect((await carRow(db(), id))?.driverId).toBe(driverId);

    await db().update(rides).set({ status: 'finished' }).where(eq(rides.id, ride.id));
    expect((await post(`/cars/${id}/remove`, dispatcher)).status).toBe(200);
    expect(
      (await db().select({ carId: rides.carId }).from(rides).where(eq(rides.id, ride.id)))[0]?.carId,
    ).toBe(id);
  });

  it('answers a car without a driver as it is, without an audit row', async () => {
    const id = await makeCar(db());
    expect((await post(`/cars/${id}/remove`, dispatcher)).status).toBe(200);
    expect(await carAudit(db(), id)).toHaveLength(0);
  });
});

describe('POST /cars/{id}/activate', () => {
  it("makes the car active and the driver's other active cars offline", async () => {
    const driverId = takeDriver();
    const [current] = await activeCarsOf(driverId);
    const id = await makeCar(db(), { driverId, fleetId, status: 'suspended' });
    const answer = await post(`/cars/${id}/activate`, fleetUser, undefined, true);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      message: 'Great! You have activated car',
      car: { status: 'active' },
    });
    expect(await activeCarsOf(driverId)).toEqual([id]);
    expect((await carRow(db(), current as number))?.status).toBe('offline');
    expect((await carAudit(db(), id)).at(-1)).toMatchObject({
      action: 'car.activated',
      before: { status: 'suspended' },
      after: { status: 'active', other_cars_offline: [current] },
    });
  });

  it('answers an active car as it is, without an audit row', async () => {
    const id = await makeCar(db(), { status: 'active' });
    expect((await post(`/cars/${id}/activate`, dispatcher)).status).toBe(200);
    expect(await carAudit(db(), id)).toHaveLength(0);
  });
});

describe('who may change cars', () => {
  it('refuses read-only admins every write (403), changing nothing', async () => {
    const token = await readOnlyToken(db());
    const id = await makeCar(db(), { isTemporary: true });
    const row = await carRow(db(), id);
    const before = await carTotal();
    for (const [path, body] of [
      ['/cars', wizard()],
      [`/cars/${id}`, editForm(row as never, { color: 'red' })],
      [`/cars/save/${id}`, { vin_number: 'ABC123', plate_number: freshPlate() }],
      [`/cars/${id}/remove`, undefined],
      [`/cars/${id}/activate`, undefined],
    ] as const) {
      expect((await post(path, token, body)).status, path).toBe(403);
    }
    expect(await carTotal()).toBe(before);
    expect(await carRow(db(), id)).toEqual(row);
    expect(await carAudit(db(), id)).toHaveLength(0);
    expect((await call(server.url, 'GET', `/cars/${id}`, { token })).status).toBe(200);
  });

  it("answers a facility user's writes on a car as missing, and refuses them a new car", async () => {
    const token = await facilityToken(db());
    const before = await carTotal();
    expect((await post('/cars', token, wizard())).status).toBe(403);
    expect(await carTotal()).toBe(before);
    const id = await makeCar(db());
    expect((await post(`/cars/${id}/activate`, token)).status).toBe(404);
    expect(
      (await post(`/cars/${id}`, token, editForm((await carRow(db(), id)) as never, { color: 'red' })))
        .status,
    ).toBe(404);
    expect((await carRow(db(), id))?.status).toBe('offline');
  });

  it('records who made the change', async () => {
    const id = await makeCar(db());
    await post(`/cars/${id}/activate`, dispatcher);
    const [me] = await db().select({ id: admins.id }).from(admins).where(eq(admins.email, DISPATCHER));
    expect((await carAudit(db(), id)).at(-1)?.adminId).toBe(me?.id);
  });
});
