import {
  arrivalsOfPlan,
  isFresh,
  judgeRide,
  type Leg,
  legsOfPlan,
  type PlannedRide,
  type Point,
  PREDICTED_STATUSES,
  type Prediction,
  planOrder,
  type RiskSettings,
} from './rules';

/** A driver as the prediction sees them: the last position and every ride of theirs not over yet. */
export interface DriverSnapshot {
  driverId: number;
  position: (Point & { at: number }) | null;
  rides: readonly PlannedRide[];
}

/** Times drives in seconds, one per leg, in order (the routing adapter behind it: see service.ts). */
export type TimeLegs = (legs: readonly Leg[]) => Promise<number[]>;

export interface RidePrediction extends Prediction {
  driverId: number;
  pickupAt: number;
}

const isPredicted = (ride: PlannedRide) => (PREDICTED_STATUSES as readonly string[]).includes(ride.status);

/**
 * Predictions for every assigned or accepted ride of the given drivers. All drives of all drivers are
 * timed in one `timeLegs` call (one routing round trip per chunk, not one per ride): the driver's whole
 * plan, and for each predicted ride the drive straight to it, which tells the reasons apart.
 */
export async function predictRides(
  drivers: readonly DriverSnapshot[],
  timeLegs: TimeLegs,
  now: number,
  settings: RiskSettings,
): Promise<RidePrediction[]> {
  const work = drivers.map((driver) => {
    const plan = planOrder(driver.rides);
    const predicted = plan.filter(isPredicted);
    const position = isFresh(driver.position?.at ?? null, now, settings) ? driver.position : null;
    const planLegs = position ? legsOfPlan(position, plan) : [];
    const aloneLegs = position ? predicted.map((ride) => ({ from: position, to: ride.start })) : [];
    return { driver, plan, predicted, position, planLegs, aloneLegs };
  });
  const seconds = await timeLegs(work.flatMap((w) => [...w.planLegs, ...w.aloneLegs]));

  let next = 0;
  const take = (count: number) => {
    const part = seconds.slice(next, next + count);
    next += count;
    return part;
  };
  return work.flatMap(({ driver, plan, predicted, position, planLegs, aloneLegs }) => {
    const arrivals = arrivalsOfPlan(plan, take(planLegs.length), now, settings);
    const alone = take(aloneLegs.length);
    return predicted.map((ride, index) => ({
      ...judgeRide(
        ride,
        {
          hasFreshPosition: position !== null,
          arrivalWithPlan: arrivals.get(ride.id),
          arrivalAlone: alone[index] === undefined ? undefined : now + (alone[index] as number) * 1000,
        },
        settings,
      ),
      driverId: driver.driverId,
      pickupAt: ride.pickupAt,
    }));
  });
}
