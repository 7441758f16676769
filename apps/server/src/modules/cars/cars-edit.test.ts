import { CAR_MESSAGES, CAR_RULE_MESSAGES } from '@fleetdesk/contract';
import { describe, expect, it } from 'vitest';
import { carAudit, carRow, freshPlate, makeCar } from '../../../test/car-fixtures';
import { carsWriteServer, editForm, postAs } from '../../../test/car-write-setup';

const t = carsWriteServer();
const db = () => t.server.database.db;
const post = postAs(t);
const _takeDriver = () => t.fleetDrivers.shift() as number;

describe('POST /cars/{id}', () => {
  it('saves the form with an audit row of before and after', async () => {
    const id = await makeCar(db(), { year: 2019, make: 'Ford', model: 'Transit' });
    const row = await carRow(db(), id);
    const answer = await post(
      `/cars/${id}`,
      t.dispatcher,
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
    const id = await makeCar(db(), { fleetId: t.fleetId });
    const row = (await carRow(db(), id)) as never;
    const refused = await post(`/cars/${id}`, t.keyless, editForm(row, { vin_number: 'NEWVIN12345' }));
    expect(refused.status).toBe(403);
    expect(refused.body.errors?.vin_number).toEqual([CAR_MESSAGES.vinKey]);
    expect(
      (await post(`/cars/${id}`, t.fleetUser, editForm(row, { vin_number: 'NEWVIN12345' }), true)).status,
    ).toBe(403);
    expect((await carRow(db(), id))?.vinNumber).toBe('1HGCM82633A004352');
    expect(await carAudit(db(), id)).toHaveLength(0);

    expect((await post(`/cars/${id}`, t.keyless, editForm(row))).status).toBe(200);
    expect((await post(`/cars/${id}`, t.admin, editForm(row, { vin_number: 'newvin12345' }))).status).toBe(
      200,
    );
    expect((await carRow(db(), id))?.vinNumber).toBe('NEWVIN12345');
  });

  it('changes the fleet only with cars.update_fleet', async () => {
    const id = await makeCar(db(), { fleetId: t.fleetId });
    const row = (await carRow(db(), id)) as never;
    const refused = await post(`/cars/${id}`, t.keyless, editForm(row, { fleet_id: t.otherFleetId }));
    expect(refused.status).toBe(403);
    expect(refused.body.errors?.fleet_id).toEqual([CAR_MESSAGES.fleetKey]);
    expect((await post(`/cars/${id}`, t.admin, editForm(row, { fleet_id: t.otherFleetId }))).status).toBe(
      200,
    );
    expect((await carRow(db(), id))?.fleetId).toBe(t.otherFleetId);

    const driven = await makeCar(db(), { fleetId: t.fleetId, driverId: t.fleetDrivers[0] });
    const moved = await post(
      `/cars/${driven}`,
      t.admin,
      editForm((await carRow(db(), driven)) as never, { fleet_id: t.otherFleetId }),
    );
    expect(moved.status).toBe(422);
    expect(moved.body.errors?.fleet_id).toEqual([CAR_MESSAGES.notDriversFleet]);
  });

  it('keeps year, make and model as created (422 on a change)', async () => {
    const id = await makeCar(db(), { year: 2018, make: 'Toyota', model: 'Sienna' });
    const row = (await carRow(db(), id)) as never;
    const answer = await post(
      `/cars/${id}`,
      t.admin,
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
      const answer = await post(`/cars/${id}`, t.dispatcher, editForm(row, values));
      expect(answer.status, JSON.stringify(values)).toBe(422);
      expect(answer.body.errors?.[field]).toContain(message);
    }
    expect(await carAudit(db(), id)).toHaveLength(0);
  });

  it("lets a fleet user edit their fleet's cars and answers another fleet's as missing", async () => {
    const own = await makeCar(db(), { fleetId: t.fleetId });
    const other = await makeCar(db(), { fleetId: t.otherFleetId });
    const ownRow = (await carRow(db(), own)) as never;
    expect((await post(`/cars/${own}`, t.fleetUser, editForm(ownRow, { color: 'red' }), true)).status).toBe(
      200,
    );
    const refused = await post(
      `/cars/${other}`,
      t.fleetUser,
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
    const answer = await post(`/cars/save/${id}`, t.dispatcher, {
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
    const empty = await post(`/cars/save/${id}`, t.dispatcher, {});
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toMatchObject({
      vin_number: [CAR_RULE_MESSAGES.vinRequired],
      plate_number: [CAR_RULE_MESSAGES.plateRequired],
    });
    const regular = await makeCar(db());
    const refused = await post(`/cars/save/${regular}`, t.dispatcher, {
      vin_number: 'ABC123',
      plate_number: freshPlate(),
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(CAR_MESSAGES.notTemporary);
  });
});
