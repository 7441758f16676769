import type { DbOrTx } from '../client';
import { routingScenarioItems, routingScenarios } from '../schema';
import { CAR_TYPE, SEED_CAR_TYPES } from './reference';

/**
 * Default routing scenarios of the New York demo (spec 3 "Routing Scenarios"): for every car type a
 * "Standard" scenario trying a strict rule set first (full hours, a short break, productive shifts)
 * and then a looser one; vans also get a higher-priority "Wheelchair" scenario for accessible rides.
 */
const STRICT = {
  title: 'Strict',
  minutesStartEarly: 0,
  minutesFinishLate: 0,
  breakBetweenRides: 5,
  validationRidesPerHour: 1,
  validationDistancePerHour: 8,
  validationAmountPerHourCents: 2500,
  priority: 1,
};
const LOOSE = {
  title: 'Loose',
  minutesStartEarly: 30,
  minutesFinishLate: 30,
  breakBetweenRides: 0,
  validationRidesPerHour: 0,
  validationDistancePerHour: 0,
  validationAmountPerHourCents: 0,
  priority: 0,
};

export const SEED_SCENARIOS = [
  ...SEED_CAR_TYPES.map((type) => ({
    carTypeId: type.id,
    title: 'Standard',
    priority: 0,
    items: [STRICT, LOOSE],
  })),
  { carTypeId: CAR_TYPE.van, title: 'Wheelchair', priority: 1, items: [{ ...LOOSE, breakBetweenRides: 10 }] },
];

export async function insertRoutingScenarios(db: DbOrTx): Promise<number> {
  for (const seed of SEED_SCENARIOS) {
    const [scenario] = await db
      .insert(routingScenarios)
      .values({
        state: 'NY',
        carTypeId: seed.carTypeId,
        title: seed.title,
        priority: seed.priority,
        maxTries: 3,
        hasChanged: false,
      })
      .returning({ id: routingScenarios.id });
    await db
      .insert(routingScenarioItems)
      .values(seed.items.map((item) => ({ ...item, scenarioId: scenario?.id as number })));
  }
  return SEED_SCENARIOS.length;
}
