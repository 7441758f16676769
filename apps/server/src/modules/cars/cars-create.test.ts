import { CAR_MESSAGES, CAR_RULE_MESSAGES } from '@fleetdesk/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, DISPATCHER } from '../../../test/api';
import {
  carAudit,
  carRow,
  facilityToken,
  freshPlate,
  makeCar,
  readOnlyToken,
} from '../../../test/car-fixtures';
import {
  activeCarsOf,
  carsWriteServer,
  carTotal,
  editForm,
  postAs,
  wizard,
} from '../../../test/car-write-setup';
import { admins } from '../../db/schema';

const t = carsWriteServer();
const db = () => t.server.database.db;
const post = postAs(t);
const takeDriver = () => t.fleetDrivers.shift() as number;

describe('POST /cars', () => {
  it("adds a driver's car as the car they drive now, in the driver's fleet, with an audit row", async () => {
    const driverId = takeDriver();
    const [previous] = await activeCarsOf(db(), driverId);
    const answer = await post(
      '/cars',
      t.dispatcher,
      wizard({ plate_number: ' zq9a1 ', driver_id: driverId, wav: 1, s_wav: 1 }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Great! You have created a car.');
    const row = await carRow(db(), answer.body.car.id);
    expect(row).toMatchObject({
      plateNumber: 'ZQ9A1',
      state: 'NY',
      driverId,
      fleetId: t.fleetId,
      status: 'active',
      wav: true,
      sWav: true,
      isTemporary: false,
    });
    expect(await activeCarsOf(db(), driverId)).toEqual([answer.body.car.id]);
    const [audit] = await carAudit(db(), answer.body.car.id);
    expect(audit).toMatchObject({
      action: 'car.created',
      after: { id: answer.body.car.id, other_cars_offline: [previous] },
    });
  });

  it('adds a car without a driver as offline and in no fleet', async () => {
    const answer = await post('/cars', t.dispatcher, wizard({ year: 2020, make: 'Honda', model: 'Accord' }));
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
    const before = await carTotal(db());
    const answer = await post('/cars', t.dispatcher, wizard(values));
    expect(answer.status).toBe(422);
    expect(answer.body.errors?.[field]).toContain(message);
    expect(await carTotal(db())).toBe(before);
  });

  it('takes NY yellow cars in yellow and NY green cars in green', async () => {
    expect((await post('/cars', t.dispatcher, wizard({ type_id: 2, color: 'yellow' }))).status).toBe(200);
    expect((await post('/cars', t.dispatcher, wizard({ type_id: 3, color: 'green' }))).status).toBe(200);
  });

  it('refuses a plate already registered in the state (422), and takes it in another state', async () => {
    const plate = freshPlate();
    expect((await post('/cars', t.dispatcher, wizard({ plate_number: plate }))).status).toBe(200);
    const again = await post('/cars', t.dispatcher, wizard({ plate_number: plate.toLowerCase() }));
    expect(again.status).toBe(422);
    expect(again.body.message).toBe(`A car with plate ${plate} is already registered in NY`);
    expect(again.body.errors?.plate_number).toEqual([again.body.message]);
    expect((await post('/cars', t.dispatcher, wizard({ plate_number: plate, state: 'NJ' }))).status).toBe(
      200,
    );
  });

  it('names a fleet only with cars.update_fleet (403 without it)', async () => {
    const refused = await post('/cars', t.keyless, wizard({ fleet_id: t.fleetId }));
    expect(refused.status).toBe(403);
    expect(refused.body.errors?.fleet_id).toEqual([CAR_MESSAGES.fleetKey]);
    const taken = await post('/cars', t.admin, wizard({ fleet_id: t.fleetId }));
    expect(taken.status).toBe(200);
    expect(taken.body.car.fleet_id).toBe(t.fleetId);
    expect((await post('/cars', t.admin, wizard({ fleet_id: 9999 }))).status).toBe(422);
    const notDrivers = await post(
      '/cars',
      t.admin,
      wizard({ fleet_id: t.otherFleetId, driver_id: t.fleetDrivers[0] }),
    );
    expect(notDrivers.status).toBe(422);
    expect(notDrivers.body.errors?.fleet_id).toEqual([CAR_MESSAGES.notDriversFleet]);
  });

  it("puts a fleet user's car in their fleet, with their own drivers only", async () => {
    const created = await post('/cars', t.fleetUser, wizard(), true);
    expect(created.status).toBe(200);
    expect(created.body.car.fleet_id).toBe(t.fleetId);
    expect((await post('/cars', t.fleetUser, wizard({ fleet_id: t.otherFleetId }), true)).status).toBe(403);
    const otherDriver = await post('/cars', t.fleetUser, wizard({ driver_id: t.otherFleetDriver }), true);
    expect(otherDriver.status).toBe(422);
    expect(otherDriver.body.errors?.driver_id).toEqual([CAR_MESSAGES.unknownDriver]);
  });
});

describe('who may change cars', () => {
  it('refuses read-only admins every write (403), changing nothing', async () => {
    const token = await readOnlyToken(db());
    const id = await makeCar(db(), { isTemporary: true });
    const row = await carRow(db(), id);
    const before = await carTotal(db());
    for (const [path, body] of [
      ['/cars', wizard()],
      [`/cars/${id}`, editForm(row as never, { color: 'red' })],
      [`/cars/save/${id}`, { vin_number: 'ABC123', plate_number: freshPlate() }],
      [`/cars/${id}/remove`, undefined],
      [`/cars/${id}/activate`, undefined],
    ] as const) {
      expect((await post(path, token, body)).status, path).toBe(403);
    }
    expect(await carTotal(db())).toBe(before);
    expect(await carRow(db(), id)).toEqual(row);
    expect(await carAudit(db(), id)).toHaveLength(0);
    expect((await call(t.server.url, 'GET', `/cars/${id}`, { token })).status).toBe(200);
  });

  it("answers a facility user's writes on a car as missing, and refuses them a new car", async () => {
    const token = await facilityToken(db());
    const before = await carTotal(db());
    expect((await post('/cars', token, wizard())).status).toBe(403);
    expect(await carTotal(db())).toBe(before);
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
    await post(`/cars/${id}/activate`, t.dispatcher);
    const [me] = await db().select({ id: admins.id }).from(admins).where(eq(admins.email, DISPATCHER));
    expect((await carAudit(db(), id)).at(-1)?.adminId).toBe(me?.id);
  });
});
