import type { RequestInput, ScenarioInput, SolverInput, TravelMatrix, VehicleInput } from '@fleetdesk/solver';
import type { RunDriver, RunRide } from './inputs';

/**
 * Pure: a run's rides, drivers and scenarios → the solver's input (docs/decisions.md 17 and 108).
 * Times are minutes since the service day's New York midnight.
 */

/** A pickup may start this long after the booked time (and not before it). */
export const PICKUP_LATE_MINUTES = 15;
/** Boarding and alighting; a wheelchair or stretcher takes longer. */
const SERVICE_MINUTES = { plain: 2, assisted: 8 };
/** The longest ride: the direct trip plus this share of it, and at least this many minutes extra. */
const DETOUR_SHARE = 0.75;
const DETOUR_MIN_MINUTES = 20;
/** A shift found by ROUTE (not a route's own times) may run this long. */
export const AUTO_SHIFT_MAX_MINUTES = 12 * 60;
/** A day's plan may run past midnight by this much (late pickups dropping off after 0:00). */
const AFTER_MIDNIGHT_MINUTES = 6 * 60;

export const DIMENSIONS = ['seats', 'wheelchairs'];

export interface Point {
  lat: number;
  lon: number;
}

export type ExclusionReason =
  | 'driver_documents'
  | 'car_registration_expired'
  | 'car_insurance_expired'
  | 'car_documents'
  | 'no_car';

/**
 * Documents are hard constraints: such a driver is never given a route (issue 12 point 7). The car's
 * registration and insurance card are named; any other required car document (the rule of the cars
 * grid and Notify Drivers) reads as car_documents.
 */
export function exclusionOf(driver: RunDriver): ExclusionReason | null {
  if (driver.driverDocumentsMissing) return 'driver_documents';
  if (driver.carId === null) return 'no_car';
  if (driver.registrationExpired) return 'car_registration_expired';
  if (driver.insuranceExpired) return 'car_insurance_expired';
  if (driver.carDocumentsMissing) return 'car_documents';
  return null;
}

const minutesFrom = (dayStart: Date, at: Date) => (at.getTime() - dayStart.getTime()) / 60_000;

export interface Shift {
  start: number;
  end: number;
  maxDuration?: number;
}

/**
 * The points of the plan (index = matrix location): location 0 is "anywhere", a start or end with no
 * travel to or from it (a driver with no known position starts at the first pickup); then each ride's
 * pickup and dropoff (1 + 2i, 2 + 2i), then each driver's known position, in order.
 */
export function planPoints(rides: readonly RunRide[], drivers: readonly RunDriver[]): Point[] {
  return [
    ANYWHERE,
    ...rides.flatMap((ride) => [
      { lat: ride.startLat, lon: ride.startLon },
      { lat: ride.destinationLat, lon: ride.destinationLon },
    ]),
    ...drivers.flatMap((driver) => (isPlaced(driver) ? [{ lat: driver.lat, lon: driver.lon }] : [])),
  ];
}

export const ANYWHERE: Point = { lat: Number.NaN, lon: Number.NaN };
const isPlaced = (driver: RunDriver): driver is RunDriver & Point =>
  driver.lat !== null && driver.lon !== null;

export function buildSolverInput(
  dayStart: Date,
  rides: readonly RunRide[],
  drivers: readonly RunDriver[],
  shiftOf: (driver: RunDriver) => Shift,
  matrix: TravelMatrix,
): SolverInput {
  const located = rides.map((ride, i) => ({ ride, pickup: 1 + 2 * i, dropoff: 2 + 2 * i }));
  let next = 1 + 2 * rides.length;
  const starts = drivers.map((driver) => (isPlaced(driver) ? next++ : 0));
  const requests = located.map(({ ride, pickup, dropoff }): RequestInput => {
    const assisted = ride.wav || ride.stretcher;
    const service = assisted ? SERVICE_MINUTES.assisted : SERVICE_MINUTES.plain;
    const direct = matrix.durations[pickup * matrix.size + dropoff] ?? 0;
    const maxRide = direct + Math.max(DETOUR_MIN_MINUTES, direct * DETOUR_SHARE);
    const booked = minutesFrom(dayStart, ride.pickupAt);
    const appointment = ride.appointmentAt ? minutesFrom(dayStart, new Date(ride.appointmentAt)) : null;
    const pickupLatest = booked + PICKUP_LATE_MINUTES;
    return {
      id: String(ride.id),
      pickup: { location: pickup, earliest: booked, latest: pickupLatest, serviceMinutes: service },
      dropoff: {
        location: dropoff,
        earliest: booked,
        latest: appointment !== null && appointment > booked ? appointment : pickupLatest + service + maxRide,
        serviceMinutes: service,
      },
      load: [assisted ? Math.max(0, ride.seats - 1) : ride.seats, assisted ? 1 : 0],
      maxRideMinutes: maxRide,
      requiredFeatures: [...(ride.wav ? ['wheelchair'] : []), ...(ride.stretcher ? ['stretcher'] : [])],
      allowPooling: ride.pooled,
      amount: ride.priceCents / 100,
      paidDistance: ride.distance,
    };
  });
  const vehicles = drivers.map((driver, i): VehicleInput => {
    const shift = shiftOf(driver);
    return {
      id: String(driver.driverId),
      startLocation: starts[i] ?? 0,
      endLocation: 0,
      shiftStart: shift.start,
      shiftEnd: shift.end,
      capacity: [driver.seats, driver.wav ? Math.max(1, driver.wavSeats) : 0],
      features: [...(driver.wav ? ['wheelchair'] : []), ...(driver.stretcher ? ['stretcher'] : [])],
      fixedCost: 0,
      maxDurationMinutes: shift.maxDuration,
      carType: String(driver.carTypeId),
    };
  });
  return { dimensions: DIMENSIONS, matrix, requests, vehicles };
}

/** ROUTE's shift: the whole service day and a little past midnight, at most AUTO_SHIFT_MAX_MINUTES. */
export const dayShift = (): Shift => ({
  start: 0,
  end: 24 * 60 + AFTER_MIDNIGHT_MINUTES,
  maxDuration: AUTO_SHIFT_MAX_MINUTES,
});

export interface ScenarioSource {
  id: number;
  carTypeId: number;
  priority: number;
  maxTries: number;
  breakBetweenRides: number;
  items: {
    title: string;
    minutesStartEarly: number;
    minutesFinishLate: number;
    breakBetweenRides: number;
    validationRidesPerHour: number;
    validationDistancePerHour: number;
    validationAmountPerHourCents: number;
    priority: number;
  }[];
}

/**
 * The state's scenarios as the solver takes them, titled by id (a route names the scenario that built
 * it); none = one scenario without rules for every car.
 */
export const DEFAULT_SCENARIO = 'Default';
/** The state's scenarios as the solver takes them. */
export function toScenarioInputs(scenarios: readonly ScenarioSource[]): ScenarioInput[] {
  if (scenarios.length === 0) return [{ title: DEFAULT_SCENARIO, items: [{}] }];
  return scenarios.map((scenario) => ({
    title: String(scenario.id),
    carType: String(scenario.carTypeId),
    priority: scenario.priority,
    maxTries: scenario.maxTries,
    breakBetweenRides: scenario.breakBetweenRides,
    items: (scenario.items.length > 0 ? scenario.items : [null]).map((item) =>
      item
        ? {
            title: item.title,
            priority: item.priority,
            minutesStartEarly: item.minutesStartEarly,
            minutesFinishLate: item.minutesFinishLate,
            breakBetweenRides: item.breakBetweenRides || scenario.breakBetweenRides,
            validationRidesPerHour: item.validationRidesPerHour,
            validationDistancePerHour: item.validationDistancePerHour,
            validationAmountPerHour: item.validationAmountPerHourCents / 100,
          }
        : {},
    ),
  }));
}
