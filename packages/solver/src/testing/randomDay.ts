import { euclideanMatrix } from '../formats/euclidean';
import { Random } from '../random';
import type { RequestInput, SolverInput, VehicleInput } from '../types';

const RIDE_KINDS = [
  { load: [1, 0, 0], features: [] },
  { load: [2, 0, 0], features: [] },
  { load: [0, 1, 0], features: ['wheelchair'] },
  { load: [1, 1, 0], features: ['wheelchair'] },
  { load: [0, 0, 1], features: ['stretcher'] },
  { load: [1, 0, 0], features: ['suv'] },
] as const;

/** Each feature and the share of vehicles that have it. */
const FLEET_FEATURES = [
  ['wheelchair', 0.3],
  ['stretcher', 0.2],
  ['suv', 0.3],
] as const;

/**
 * A random day using every rule the solver knows: seated, wheelchair, stretcher and SUV rides, pickup
 * windows of any width, appointment dropoffs, ride-time limits, riders who travel alone, priorities,
 * vehicles with their own start and end places, shifts, paid shifts and duration limits, and
 * sometimes a scenario's rules or the distance objective. Sizes vary from a handful of rides to 64.
 */
export function randomDay(seed: number): SolverInput {
  const random = new Random(seed);
  const rides = 5 + random.int(60);
  const vehicles = 1 + random.int(15);
  const side = 20 + random.int(100);
  const points = Array.from(
    { length: 1 + 2 * rides + vehicles },
    () => [random.int(side), random.int(side)] as const,
  );
  const request = (r: number): RequestInput => {
    const kind = RIDE_KINDS[random.int(RIDE_KINDS.length)] as (typeof RIDE_KINDS)[number];
    const earliest = random.int(400);
    const latest = earliest + random.int(60);
    const appointment = random.next() < 0.3 ? latest + 30 + random.int(120) : 2000;
    return {
      id: `r${r}`,
      pickup: { location: 1 + 2 * r, serviceMinutes: random.int(5), earliest, latest },
      dropoff: { location: 2 + 2 * r, serviceMinutes: random.int(5), earliest: 0, latest: appointment },
      load: [...kind.load],
      requiredFeatures: [...kind.features],
      maxRideMinutes: random.next() < 0.5 ? 30 + random.int(120) : undefined,
      allowPooling: random.next() < 0.2 ? false : undefined,
      priority: random.int(3),
      amount: random.int(100),
    };
  };
  const vehicle = (v: number): VehicleInput => {
    const features = FLEET_FEATURES.flatMap(([feature, share]) => (random.next() < share ? [feature] : []));
    const own = 1 + 2 * rides + v;
    const shiftStart = random.int(200);
    return {
      id: `v${v}`,
      startLocation: random.next() < 0.5 ? 0 : own,
      endLocation: random.next() < 0.5 ? 0 : own,
      shiftStart,
      shiftEnd: shiftStart + 200 + random.int(600),
      capacity: [
        1 + random.int(4),
        features.includes('wheelchair') ? 1 + random.int(2) : 0,
        features.includes('stretcher') ? 1 : 0,
      ],
      features,
      fixedCost: random.next() < 0.3 ? random.int(50) : undefined,
      maxDurationMinutes: random.next() < 0.3 ? 120 + random.int(400) : undefined,
    };
  };
  const rules =
    random.next() < 0.5
      ? undefined
      : {
          minutesStartEarly: random.int(30),
          minutesFinishLate: random.int(30),
          breakBetweenRides: random.int(10),
          validationRidesPerHour: random.next() < 0.3 ? random.next() * 2 : undefined,
        };
  return {
    dimensions: ['seats', 'wheelchairs', 'stretchers'],
    matrix: euclideanMatrix(points),
    rules,
    objective: random.next() < 0.2 ? 'distance' : undefined,
    requests: Array.from({ length: rides }, (_, r) => request(r)),
    vehicles: Array.from({ length: vehicles }, (_, v) => vehicle(v)),
  };
}
