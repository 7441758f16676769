import {
  DRIVERS_OFFSET_MAX,
  type Driver,
  type DriverDetail,
  RIDE_OFFERS_MAX,
  type RideOffer,
} from '@fleetdesk/contract';
import type { Caller } from '../../platform/auth/context';
import { readsWholeSsn } from '../../platform/auth/ssn';
import { AppError, notFound } from '../../platform/errors';
import { nextPageUrl } from '../../platform/http/next-page';
import type { ModuleDeps } from '../../platform/module';
import { businessDay } from '../documents/rules';
import { selectDriverCars, selectDriverIds, selectDriverRows, selectRideOffers } from './queries';
import { type DriverReach, type DriverSearchQuery, driverOrder, driverWhere } from './search';
import { type DriverViewer, toDriver, toDriverCar, viewDriver } from './views';

/** What reading drivers takes: the database, and the signer of their photos' addresses. */
export type DriverReadDeps = Pick<ModuleDeps, 'db' | 'fileLinks'>;

/** The caller as a reader of drivers: their keys, and whether they read SSNs whole. */
const viewerOf = async (db: DriverReadDeps['db'], caller: Caller): Promise<DriverViewer> => ({
  isFleet: caller.isFleet,
  permissions: caller.permissions,
  wholeSsn: await readsWholeSsn(db, caller),
});

/** Drivers belong to no facility company: facility users reach none (docs/decisions.md). */
export const driverReachOf = (caller: Caller): DriverReach => ({
  isFleet: caller.isFleet,
  fleetId: caller.fleetId,
  none: !caller.isFleet && caller.companyIds !== null,
});

const PAGE_TOO_DEEP = `Pages past row ${DRIVERS_OFFSET_MAX} are not served; narrow the filters`;

/** The page's offset, refused past the cap: a filter narrows faster than paging that deep. */
function offsetOf(query: DriverSearchQuery): number {
  const offset = (query.page - 1) * query.per_page;
  if (offset + query.per_page > DRIVERS_OFFSET_MAX) {
    throw new AppError('invalid', PAGE_TOO_DEEP, { page: [PAGE_TOO_DEEP] });
  }
  return offset;
}

/**
 * GET /drivers: one page in the asked sort, read one row long to know whether another follows (no
 * count of the whole table: the grid's row count stays unknown until its last page, spec 2 §4).
 */
export async function listDrivers(
  { db, fileLinks }: DriverReadDeps,
  query: DriverSearchQuery,
  caller: Caller,
) {
  const today = businessDay(new Date());
  const ids = await selectDriverIds(
    db,
    driverWhere(query, driverReachOf(caller), today),
    driverOrder(query),
    query.per_page + 1,
    offsetOf(query),
  );
  const hasNext = ids.length > query.per_page;
  const rows = await selectDriverRows(db, ids.slice(0, query.per_page), today);
  const viewer = await viewerOf(db, caller);
  return {
    drivers: {
      data: rows.map((row) => viewDriver(toDriver(row, fileLinks.present), viewer)),
      current_page: query.page,
      per_page: query.per_page,
      next_page_url: hasNext ? nextPageUrl('/drivers', query, caller.isFleet) : null,
    },
    hasNextPage: hasNext,
  };
}

/** Whether the caller reaches a driver of this fleet (see `driverReachOf`). */
export const reachesDriver = (caller: Caller, driver: { fleetId: number | null }) => {
  const reach = driverReachOf(caller);
  return !reach.none && (!reach.isFleet || driver.fleetId === reach.fleetId);
};

/** One driver's row; 404 when there is none or the caller does not reach them. */
async function reachedRow({ db }: DriverReadDeps, id: number, caller: Caller) {
  const [row] = await selectDriverRows(db, [id], businessDay(new Date()));
  if (!row || !reachesDriver(caller, row.driver)) throw notFound('Driver');
  return row;
}

/** One driver as the caller may read them. */
export async function loadDriver(deps: DriverReadDeps, id: number, caller: Caller): Promise<Driver> {
  const row = await reachedRow(deps, id, caller);
  return viewDriver(toDriver(row, deps.fileLinks.present), await viewerOf(deps.db, caller));
}

export async function loadDriverDetail(
  deps: DriverReadDeps,
  id: number,
  caller: Caller,
): Promise<DriverDetail> {
  const driver = await loadDriver(deps, id, caller);
  const cars = await selectDriverCars(deps.db, id, businessDay(new Date()));
  return { ...driver, cars: cars.map(toDriverCar) };
}

/** GET /drivers/{id}/ride_offers: the upcoming open rides this driver could take. */
export async function loadRideOffers(deps: DriverReadDeps, id: number, caller: Caller) {
  const row = await reachedRow(deps, id, caller);
  const offers = await selectRideOffers(deps.db, row.driver, RIDE_OFFERS_MAX);
  const rides: RideOffer[] = offers.map((ride) => ({
    id: ride.id,
    status: ride.status,
    pickup_at: ride.pickupAt.toISOString(),
    start_address: ride.startAddress,
    destination_address: ride.destinationAddress,
    company_id: ride.companyId,
    company_name: ride.companyName,
    ride_type_display_name: ride.rideTypeName,
    wav: ride.wav,
    distance: ride.distance,
    driver_net: ride.driverNetCents / 100,
  }));
  const driver = viewDriver(toDriver(row, deps.fileLinks.present), await viewerOf(deps.db, caller));
  return { rides, driver };
}
