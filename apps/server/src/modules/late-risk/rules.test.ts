import { describe, expect, it } from 'vitest';
import { createStraightLineRouter } from '../../platform/adapters/routing/straight-line';
import { type DriverSnapshot, predictRides, type TimeLegs } from './predict';
import { arrivalsOfPlan, type PlannedRide, planOrder } from './rules';
import { legTimerOf, riskSettingsOf } from './service';

const NOW = Date.parse('2026-11-26T15:00:00Z');
const MIN = 60_000;
const settings = riskSettingsOf(15);
/** The embedded router: haversine × 1.3 at 18 mph. */
const straightLine = legTimerOf(createStraightLineRouter());

const MIDTOWN = { lat: 40.7484, lon: -73.9857 };
const NEAR_MIDTOWN = { lat: 40.758, lon: -73.9855 }; // Times Square, 0.66 mile away: 3 minutes' drive
const JFK = { lat: 40.6413, lon: -73.7781 }; // ≈ 13.5 miles straight: 58 minutes' drive
const HARLEM = { lat: 40.8116, lon: -73.9465 };

const ride = (overrides: Partial<PlannedRide> & Pick<PlannedRide, 'id'>): PlannedRide => ({
  status: 'assigned',
  pickupAt: NOW + 20 * MIN,
  start: MIDTOWN,
  destination: HARLEM,
  rideSeconds: 900,
  ...overrides,
});
const driver = (
  rides: PlannedRide[],
  position: DriverSnapshot['position'] = { ...NEAR_MIDTOWN, at: NOW - 5_000 },
): DriverSnapshot => ({ driverId: 7, position, rides });
const predictOne = async (snapshot: DriverSnapshot, timer: TimeLegs = straightLine) =>
  predictRides([snapshot], timer, NOW, settings);

describe('late-pickup prediction on hand-made cases', () => {
  it('a driver close by, pickup in 20 minutes: on time, not at risk', async () => {
    const [prediction] = await predictOne(driver([ride({ id: 1 })]));
    expect(prediction).toMatchObject({ rideId: 1, atRisk: false, reason: null });
    // 3 minutes' drive for a pickup in 20: 17 minutes early.
    expect(prediction?.minutesLate).toBe(-17);
    const driveMs = (prediction?.predictedPickupAt ?? 0) - NOW;
    expect(driveMs).toBeGreaterThan(2.5 * MIN);
    expect(driveMs).toBeLessThan(3.5 * MIN);
  });

  it('a driver at JFK for a Midtown pickup in 10 minutes: at risk, driver far', async () => {
    const [prediction] = await predictOne(
      driver([ride({ id: 2, pickupAt: NOW + 10 * MIN })], { ...JFK, at: NOW - 1_000 }),
    );
    expect(prediction).toMatchObject({ rideId: 2, atRisk: true, reason: 'driver_far' });
    expect(prediction?.minutesLate).toBeGreaterThan(40);
  });

  it('a driver near the pickup but taking a rider to JFK first: at risk, driver on another ride', async () => {
    const toJfk = ride({ id: 3, status: 'in_progress', pickupAt: NOW - 5 * MIN, destination: JFK });
    const next = ride({ id: 4, pickupAt: NOW + 20 * MIN });
    const predictions = await predictOne(driver([next, toJfk]));
    // Only the ride not yet reached is predicted; the one in the car only takes the driver's time.
    expect(predictions.map((p) => p.rideId)).toEqual([4]);
    expect(predictions[0]).toMatchObject({ atRisk: true, reason: 'driver_on_another_ride' });
    // An hour to JFK, then an hour back to Midtown: far past the 20 minutes.
    expect(predictions[0]?.minutesLate).toBeGreaterThan(60);
  });

  it('a position older than the stale threshold, or none: at risk, no GPS, without a predicted time', async () => {
    const stale = await predictOne(driver([ride({ id: 5 })], { ...NEAR_MIDTOWN, at: NOW - 2 * MIN - 1 }));
    const missing = await predictOne(driver([ride({ id: 6, status: 'accepted' })], null));
    for (const [prediction] of [stale, missing]) {
      expect(prediction).toMatchObject({ atRisk: true, reason: 'no_gps', predictedPickupAt: null });
      expect(prediction?.minutesLate).toBeNull();
    }
    // Exactly at the threshold the position still counts.
    const [fresh] = await predictOne(driver([ride({ id: 7 })], { ...NEAR_MIDTOWN, at: NOW - 2 * MIN }));
    expect(fresh?.reason).toBeNull();
  });

  it('at risk only past the threshold: 15 minutes late is not, 16 is', async () => {
    const minutesDrive =
      (minutes: number): TimeLegs =>
      async (legs) =>
        legs.map(() => minutes * 60);
    const pickupNow = ride({ id: 8, pickupAt: NOW });
    const [onEdge] = await predictOne(driver([pickupNow]), minutesDrive(15));
    const [past] = await predictOne(driver([pickupNow]), minutesDrive(16));
    expect(onEdge).toMatchObject({ minutesLate: 15, atRisk: false });
    expect(past).toMatchObject({ minutesLate: 16, atRisk: true, reason: 'driver_far' });
  });

  it("a driver first waits for an earlier ride's pickup time, boards the rider, then drives it", () => {
    const first = ride({ id: 10, pickupAt: NOW + 30 * MIN, rideSeconds: 600 });
    const second = ride({ id: 11, pickupAt: NOW + 40 * MIN });
    const plan = planOrder([second, first]);
    expect(plan.map((r) => r.id)).toEqual([10, 11]);
    // Legs: to the first pickup (5 min), then from its dropoff to the second pickup (7 min).
    const arrivals = arrivalsOfPlan(plan, [300, 420], NOW, settings);
    expect(arrivals.get(10)).toBe(NOW + 5 * MIN);
    // Waits until 30 min, boards 1.5 min, rides 10 min, drives 7 min: 48.5 min.
    expect(arrivals.get(11)).toBe(NOW + 48.5 * MIN);
  });

  it('the rider in the car comes first, then the pickup the driver stands at, then the one driven to', () => {
    const plan = planOrder([
      ride({ id: 1, status: 'assigned', pickupAt: NOW }),
      ride({ id: 2, status: 'accepted', pickupAt: NOW + MIN }),
      ride({ id: 3, status: 'arriving', pickupAt: NOW + 2 * MIN }),
      ride({ id: 4, status: 'in_progress', pickupAt: NOW + 3 * MIN }),
    ]);
    expect(plan.map((r) => r.id)).toEqual([4, 3, 2, 1]);
  });
});
