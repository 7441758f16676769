import { describe, expect, it } from 'vitest';
import { makeCar } from '../../../test/car-fixtures';
import { activeCarsOf, carsWriteServer, postAs, wizard } from '../../../test/car-write-setup';

// Decision 84: a driver drives one car at a time. Two changes for one driver at the same moment (two
// staff, two tabs, a double submit) must still leave one active car; each round is one such moment.
const t = carsWriteServer();
const db = () => t.server.database.db;
const post = postAs(t);
const ROUNDS = 4;

/** A driver of the test fleet whose cars are all offline. */
async function driverWithoutActiveCar() {
  const driverId = t.fleetDrivers.shift() as number;
  for (const id of await activeCarsOf(db(), driverId)) await post(`/cars/${id}/remove`, t.dispatcher);
  return driverId;
}

describe('one active car per driver, with changes at the same moment', () => {
  it('two of the driver’s cars activated together: one stays active', async () => {
    const activeCounts: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const driverId = await driverWithoutActiveCar();
      const [first, second] = [
        await makeCar(db(), { driverId, fleetId: t.fleetId, status: 'offline' }),
        await makeCar(db(), { driverId, fleetId: t.fleetId, status: 'offline' }),
      ];
      const answers = await Promise.all([
        post(`/cars/${first}/activate`, t.dispatcher),
        post(`/cars/${second}/activate`, t.dispatcher),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      activeCounts.push((await activeCarsOf(db(), driverId)).length);
    }
    expect(activeCounts).toEqual(activeCounts.map(() => 1));
  });

  it('two cars added for the driver together: the one saved last is active', async () => {
    const activeCounts: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const driverId = await driverWithoutActiveCar();
      const answers = await Promise.all([
        post('/cars', t.dispatcher, wizard({ driver_id: driverId, fleet_id: t.fleetId })),
        post('/cars', t.dispatcher, wizard({ driver_id: driverId, fleet_id: t.fleetId })),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      activeCounts.push((await activeCarsOf(db(), driverId)).length);
    }
    expect(activeCounts).toEqual(activeCounts.map(() => 1));
  });
});
