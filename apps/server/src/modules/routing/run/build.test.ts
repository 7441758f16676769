import { checkScenarioSolution, solveScenarios } from '@fleetdesk/solver';
import { describe, expect, it } from 'vitest';
import { createStraightLineRouter } from '../../../platform/adapters/routing/straight-line';
import { dayWindow } from '../rules';
import { buildSolverInput, dayShift, exclusionOf, planPoints, toScenarioInputs } from './build';
import type { RunDriver, RunRide } from './inputs';
import { TABLE_CHUNK, travelMatrix } from './matrix';

const DATE = '2031-03-03';
const { start } = dayWindow(DATE);
const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

const ride = (id: number, minutes: number, extra: Partial<RunRide> = {}): RunRide => ({
  id,
  status: 'pending',
  updatedAt: new Date(),
  pickupAt: at(minutes),
  appointmentAt: null,
  startLat: 40.75 + id * 0.002,
  startLon: -73.98,
  destinationLat: 40.77 + id * 0.002,
  destinationLon: -73.96,
  seats: 1,
  wav: false,
  stretcher: false,
  pooled: false,
  priceCents: 2500,
  driverNetCents: 1800,
  distance: 2,
  ...extra,
});

const driver = (id: number, extra: Partial<RunDriver> = {}): RunDriver => ({
  driverId: id,
  driverName: `Driver ${id}`,
  fleetId: 1,
  carId: id * 10,
  carTypeId: 1,
  seats: 4,
  wavSeats: 0,
  wav: false,
  stretcher: false,
  lat: null,
  lon: null,
  driverDocumentsMissing: false,
  registrationExpired: false,
  insuranceExpired: false,
  carDocumentsMissing: false,
  ...extra,
});

describe('the solver input of a run', () => {
  it('plans rides the checker accepts: windows from pickup and appointment, a wheelchair only in a WAV', async () => {
    const rides = [
      ...Array.from({ length: 2 * TABLE_CHUNK }, (_, i) => ride(i + 1, 480 + 10 * i)),
      ride(500, 600, { wav: true }),
      ride(501, 620, { appointmentAt: at(660) }),
    ];
    const drivers = [
      driver(2, { wav: true, wavSeats: 1, lat: 40.7, lon: -73.99 }),
      ...Array.from({ length: 10 }, (_, i) => driver(10 + i)),
    ];
    const points = planPoints(rides, drivers);
    const { matrix, fallback } = await travelMatrix(createStraightLineRouter(), points);
    expect(fallback).toBe(true);
    expect(matrix.durations[0]).toBe(0);
    const input = buildSolverInput(start, rides, drivers, dayShift, matrix);
    const scenarios = toScenarioInputs([]);
    const result = solveScenarios(input, scenarios, { seed: 1, timeLimitMs: 2000, maxIterations: 300 });
    expect(checkScenarioSolution(input, scenarios, result).ok).toBe(true);
    expect(result.unserved.filter((u) => u.requestId === '500')).toEqual([]);
    const wav = result.routes.find((r) => r.stops.some((s) => s.requestId === '500'));
    expect(wav?.vehicleId).toBe('2');
    const appointment = input.requests.find((r) => r.id === '501');
    expect(appointment?.dropoff.latest).toBe(660);
    expect(appointment?.pickup).toMatchObject({ earliest: 620, latest: 635 });
  });

  it('leaves out drivers by their documents, and maps scenarios by id with their items', () => {
    expect(exclusionOf(driver(1))).toBeNull();
    expect(exclusionOf(driver(1, { driverDocumentsMissing: true }))).toBe('driver_documents');
    expect(exclusionOf(driver(1, { registrationExpired: true }))).toBe('car_registration_expired');
    expect(exclusionOf(driver(1, { insuranceExpired: true }))).toBe('car_insurance_expired');
    expect(exclusionOf(driver(1, { carDocumentsMissing: true }))).toBe('car_documents');
    expect(exclusionOf(driver(1, { carId: null }))).toBe('no_car');
    const [scenario] = toScenarioInputs([
      {
        id: 7,
        carTypeId: 2,
        priority: 3,
        maxTries: 2,
        breakBetweenRides: 5,
        items: [
          {
            title: 'A',
            minutesStartEarly: 30,
            minutesFinishLate: 15,
            breakBetweenRides: 0,
            validationRidesPerHour: 1,
            validationDistancePerHour: 0,
            validationAmountPerHourCents: 2500,
            priority: 1,
          },
        ],
      },
    ]);
    expect(scenario).toMatchObject({ title: '7', carType: '2', priority: 3, maxTries: 2 });
    expect(scenario?.items[0]).toMatchObject({
      breakBetweenRides: 5,
      validationAmountPerHour: 25,
      minutesStartEarly: 30,
    });
  });
});
