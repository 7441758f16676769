import type { SolverInput, TravelMatrix } from '@fleetdesk/solver';
import { createRouter } from '../../../platform/adapters/routing';
import type { ModuleDeps } from '../../../platform/module';
import { dayWindow } from '../rules';
import { selectItems, selectScenarios } from '../scenario-queries';
import { buildSolverInput, dayShift, exclusionOf, type Point, planPoints, type Shift } from './build';
import { type RunDriver, type RunRide, selectRunDrivers, selectRunRides } from './inputs';
import { travelMatrix } from './matrix';
import type { RunRecords, RunRow } from './records';
import type { PlanContext } from './store';

/**
 * What every run (ROUTE, a route's Route, a comparison) reads before solving: the day's rides, the
 * drivers who may drive (those left out listed with the reason), and the travel matrix between them.
 */

export type JobDeps = Pick<ModuleDeps, 'db' | 'realtime' | 'config' | 'log'>;

/** Progress: reading and the travel matrix take the first 30 %, the search up to 95 %, storing the rest. */
export const MATRIX_SHARE = 30;
export const SEARCH_SHARE = 65;

export interface RunDay {
  dayStart: Date;
  rides: RunRide[];
  drivers: RunDriver[];
  points: Point[];
  matrix: TravelMatrix;
  fallback: boolean;
  input: SolverInput;
  plan: PlanContext;
}

/** The state's scenarios with their items (rule sets), as the solver's scenarios are built from. */
export async function readScenarios(deps: Pick<JobDeps, 'db'>, state: string) {
  const rows = await selectScenarios(deps.db, state);
  const items = await selectItems(
    deps.db,
    rows.map((row) => row.scenario.id),
  );
  return rows.map(({ scenario, carType }) => ({
    ...scenario,
    carType,
    items: items.filter((item) => item.scenarioId === scenario.id),
  }));
}

export async function readRunDay(
  deps: JobDeps,
  records: RunRecords,
  run: RunRow,
  target: { driverId: number; shift: Shift } | null,
): Promise<RunDay> {
  const { start: dayStart } = dayWindow(run.serviceDate);
  const day = { state: run.state, date: run.serviceDate };
  const rides = await selectRunRides(deps.db, { ...day, companyIds: run.companyIds, routeId: run.routeId });
  const candidates = await selectRunDrivers(deps.db, {
    ...day,
    fleetIds: run.fleetIds,
    driverIds: target ? [target.driverId] : undefined,
  });
  const excluded = candidates.flatMap((d) => {
    const reason = exclusionOf(d);
    return reason ? [{ driver_id: d.driverId, driver_name: d.driverName, car_id: d.carId, reason }] : [];
  });
  const drivers = candidates.filter((d) => exclusionOf(d) === null);
  await records.update(run.id, { rides: rides.length, excluded });
  const router = createRouter(
    run.routingService === 'straight_line'
      ? { ...deps.config, routing: { ...deps.config.routing, osrmUrl: undefined } }
      : deps.config,
    deps.log,
  );
  const points = planPoints(rides, drivers);
  const { matrix, fallback } = await travelMatrix(router, points, (done, total) =>
    records.progress(run.id, (done / total) * MATRIX_SHARE).then(() => undefined),
  );
  const input = buildSolverInput(dayStart, rides, drivers, () => target?.shift ?? dayShift(), matrix);
  const plan: PlanContext = {
    ...day,
    dayStart,
    points,
    rides: new Map(rides.map((ride) => [String(ride.id), ride])),
    drivers: new Map(drivers.map((driver) => [String(driver.driverId), driver])),
  };
  return { dayStart, rides, drivers, points, matrix, fallback, input, plan };
}
