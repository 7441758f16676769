import type { routing } from '@fleetdesk/contract';
import type { DbOrTx } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import { AppError, invalidField } from '../../platform/errors';
import type { ModuleDeps } from '../../platform/module';
import { driverName } from '../ride-actions/steps';
import type { LockedRoute } from './queries';
import { updateRouteRow } from './queries';
import { assertOperatorStaff, lockWritableRoute, routeDetail, type WriteRequest } from './route-access';
import { ROUTING_MESSAGES, serviceDateOf } from './rules';
import {
  countCompanies,
  countZonesOfState,
  findCar,
  findDriver,
  findDriversCar,
  findScenarioOfState,
  insertRoute,
  replaceRouteLinks,
} from './save-queries';

type Announce = (
  route: Pick<LockedRoute, 'id' | 'state' | 'serviceDate' | 'fleetId'>,
  status: string,
) => void;

const unique = (ids: readonly number[] | null | undefined) => [...new Set(ids ?? [])];

/**
 * What a route save stores, checked against the database: the driver (not disabled; the route takes
 * their fleet), the car (the driver's; their active car when none is named), zones of the routing
 * state, companies and a scenario of the state. A wrong one is refused on its field.
 */
async function resolveRoute(db: DbOrTx, state: string, body: routing.RouteBody) {
  const driver = await findDriver(db, body.driver_id);
  if (!driver) throw invalidField('driver_id', 'Driver not found.');
  // A disabled driver is off the road for good: a run leaves them out, so their route would stay empty
  // without a reason. (A driver waiting for approval may be planned ahead.)
  if (driver.status === 'disabled')
    throw invalidField('driver_id', `Driver ${driverName(driver)} is disabled`);
  const car = body.car_id ? await findCar(db, body.car_id) : await findDriversCar(db, driver.id);
  if (body.car_id && !car) throw invalidField('car_id', 'Car not found.');
  if (car && car.driverId !== driver.id) throw invalidField('car_id', "The car is not the driver's.");
  const zoneIds = unique(body.start_zone_ids);
  if ((await countZonesOfState(db, zoneIds, state)) !== zoneIds.length)
    throw invalidField('start_zone_ids', `Zone not found in ${state}.`);
  const companyIds = unique(body.company_ids);
  if ((await countCompanies(db, companyIds)) !== companyIds.length)
    throw invalidField('company_ids', 'Company not found.');
  if (body.scenario_id && !(await findScenarioOfState(db, body.scenario_id, state)))
    throw invalidField('scenario_id', `Scenario not found in ${state}.`);
  const from = new Date(body.from_datetime);
  return {
    values: {
      state,
      serviceDate: serviceDateOf(from),
      driverId: driver.id,
      carId: car?.id ?? null,
      fleetId: driver.fleetId,
      scenarioId: body.scenario_id ?? null,
      fromDatetime: from,
      toDatetime: new Date(body.to_datetime),
      capacity: body.capacity ?? Math.min(car?.seats ?? 4, 15),
    },
    zoneIds,
    companyIds,
  };
}

export function createRouteSaver({ db }: Pick<ModuleDeps, 'db'>, announce: Announce) {
  /** Create (`new`) or update a route in one transaction, audited with what it was and became. */
  async function save(
    request: WriteRequest & { state: string },
    id: number | 'new',
    body: routing.RouteBody,
  ) {
    assertOperatorStaff(request.caller);
    const saved = await db.transaction(async (tx) => {
      const resolved = await resolveRoute(tx, request.state, body);
      const before = id === 'new' ? null : await routeDetail(tx, (await lock(tx, id, request, body)).id);
      if (before && before.rides_count > 0 && before.date !== resolved.values.serviceDate)
        throw invalidField('from_datetime', 'Clear the route before moving it to another day.');
      const routeId =
        id === 'new'
          ? await insertRoute(tx, resolved.values)
          : await updateRouteRow(tx, id, resolved.values).then(() => id);
      await replaceRouteLinks(tx, routeId, resolved.zoneIds, resolved.companyIds);
      const after = await routeDetail(tx, routeId);
      await writeAudit(tx, {
        adminId: request.caller.adminId,
        action: id === 'new' ? 'routing.route_create' : 'routing.route_update',
        entityType: 'routing_route',
        entityId: routeId,
        before: before && auditView(before),
        after: auditView(after),
        ip: request.ip,
      });
      return after;
    });
    announce({ ...saved, serviceDate: saved.date, fleetId: saved.fleet_id }, saved.status);
    return { route: saved, message: ROUTING_MESSAGES.routeUpdated };
  }

  async function lock(tx: DbOrTx, id: number, request: { state: string }, body: routing.RouteBody) {
    const route = await lockWritableRoute(tx, id, request.state);
    if (body.updated_at && new Date(body.updated_at).getTime() !== route.updatedAt.getTime())
      throw new AppError('conflict', ROUTING_MESSAGES.staleRoute);
    return route;
  }

  return { save };
}

const auditView = ({
  rides: _rides,
  waypoints: _waypoints,
  updated_at: _u,
  ...route
}: Awaited<ReturnType<typeof routeDetail>>) => route;
