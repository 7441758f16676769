import { type AppAction, CAR_MESSAGES, DRIVER_UPDATED_ACTION } from '@fleetdesk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { carAudit, carRow, makeCar } from '../../../test/car-fixtures';
import { activeCarsOf, carsWriteServer, postAs, wizard } from '../../../test/car-write-setup';
import { makeRide } from '../../../test/ride-fixtures';
import { createSocketSet, eventually } from '../../../test/sockets';
import { rides } from '../../db/schema';

const t = carsWriteServer();
const db = () => t.server.database.db;
const post = postAs(t);
const takeDriver = () => t.fleetDrivers.shift() as number;

describe('POST /cars/{id}/remove', () => {
  it('unlinks the car from its driver and takes it offline, with an audit row', async () => {
    const driverId = takeDriver();
    const id = await makeCar(db(), { driverId, fleetId: t.fleetId, status: 'active' });
    const answer = await post(`/cars/${id}/remove`, t.dispatcher);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Great! You have removed car');
    expect(await carRow(db(), id)).toMatchObject({ driverId: null, status: 'offline', fleetId: t.fleetId });
    expect((await carAudit(db(), id)).at(-1)).toMatchObject({
      action: 'car.removed',
      before: { driver_id: driverId, status: 'active' },
      after: { driver_id: null, status: 'offline' },
    });
  });

  it('keeps the car while a ride with it is not over; a finished ride keeps its car', async () => {
    const driverId = takeDriver();
    const id = await makeCar(db(), { driverId, fleetId: t.fleetId, status: 'active' });
    const ride = await makeRide(db(), { status: 'assigned', driverId });
    await db().update(rides).set({ carId: id }).where(eq(rides.id, ride.id));
    const refused = await post(`/cars/${id}/remove`, t.dispatcher);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(CAR_MESSAGES.onRide(ride.id));
    expect((await carRow(db(), id))?.driverId).toBe(driverId);

    await db().update(rides).set({ status: 'finished' }).where(eq(rides.id, ride.id));
    expect((await post(`/cars/${id}/remove`, t.dispatcher)).status).toBe(200);
    expect(
      (await db().select({ carId: rides.carId }).from(rides).where(eq(rides.id, ride.id)))[0]?.carId,
    ).toBe(id);
  });

  it('answers a car without a driver as it is, without an audit row', async () => {
    const id = await makeCar(db());
    expect((await post(`/cars/${id}/remove`, t.dispatcher)).status).toBe(200);
    expect(await carAudit(db(), id)).toHaveLength(0);
  });
});

describe('POST /cars/{id}/activate', () => {
  it("makes the car active and the driver's other active cars offline", async () => {
    const driverId = takeDriver();
    const [current] = await activeCarsOf(db(), driverId);
    const id = await makeCar(db(), { driverId, fleetId: t.fleetId, status: 'suspended' });
    const answer = await post(`/cars/${id}/activate`, t.fleetUser, undefined, true);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      message: 'Great! You have activated car',
      car: { status: 'active' },
    });
    expect(await activeCarsOf(db(), driverId)).toEqual([id]);
    expect((await carRow(db(), current as number))?.status).toBe('offline');
    expect((await carAudit(db(), id)).at(-1)).toMatchObject({
      action: 'car.activated',
      before: { status: 'suspended' },
      after: { status: 'active', other_cars_offline: [current] },
    });
  });

  it('answers an active car as it is, without an audit row', async () => {
    const id = await makeCar(db(), { status: 'active' });
    expect((await post(`/cars/${id}/activate`, t.dispatcher)).status).toBe(200);
    expect(await carAudit(db(), id)).toHaveLength(0);
  });
});

describe('realtime', () => {
  const sockets = createSocketSet();
  afterAll(() => sockets.closeAll());
  const heardDrivers = (heard: readonly AppAction[]) =>
    heard
      .filter((a) => a.type === DRIVER_UPDATED_ACTION)
      .map((a) => (a.payload as { driver_id: number }).driver_id);

  it("tells those who may read a driver that the driver's cars changed (an open driver page reads it again)", async () => {
    const staffHeard = await sockets.listen(t.server.url, t.keyless);
    const fleetHeard = await sockets.listen(t.server.url, t.fleetUser);
    const own = takeDriver();
    const removed = await makeCar(db(), { driverId: own, fleetId: t.fleetId, status: 'active' });
    const suspended = await makeCar(db(), { driverId: own, fleetId: t.fleetId, status: 'suspended' });
    const otherCar = await makeCar(db(), { driverId: t.otherFleetDriver, fleetId: t.otherFleetId });
    expect((await post(`/cars/${otherCar}/remove`, t.dispatcher)).status).toBe(200);
    expect((await post(`/cars/${removed}/remove`, t.dispatcher)).status).toBe(200);
    expect((await post(`/cars/${suspended}/activate`, t.dispatcher)).status).toBe(200);
    const created = await post('/cars', t.dispatcher, wizard({ driver_id: own, fleet_id: t.fleetId }));
    expect(created.status).toBe(200);
    await eventually(() => {
      expect(heardDrivers(staffHeard)).toEqual([t.otherFleetDriver, own, own, own]);
      // Events arrive in the order they were raised: the other fleet's driver was not sent here.
      expect(heardDrivers(fleetHeard)).toEqual([own, own, own]);
    });
  });
});
