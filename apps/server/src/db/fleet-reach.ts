import { and, eq, isNull, not, or, type SQL, sql } from 'drizzle-orm';
import { marketplaceHidingSettings as hiding, rides } from './schema';

/** The ride columns that decide whether a ride is open to every fleet. */
export interface OpenRideFacts {
  status: string;
  driverId: number | null;
  availableForDrivers: boolean;
  /** `hiddenFromMarketplace` below, read with the ride. */
  hiddenFromMarketplace: boolean;
}

/**
 * A pending ride with no driver that has been released to drivers (`available_for_drivers`: Release MP
 * sets it on marketplace rides, imports on rides offered to drivers straight away) is open to every
 * fleet: spec 1's fleet Assign on pending lets a fleet give it to one of its drivers, so the fleet may
 * also list and open it. Every other ride a fleet reaches is its own fleet's.
 */
export const isOpenToFleets = (ride: OpenRideFacts): boolean =>
  ride.status === 'pending' &&
  ride.driverId === null &&
  ride.availableForDrivers &&
  !ride.hiddenFromMarketplace;

/** Whether a fleet reaches a ride: its own fleet's or one open to every fleet; no ride without a fleet. */
export const fleetReachesRide = (
  fleetId: number | null,
  ride: OpenRideFacts & { fleetId: number | null },
): boolean => fleetId !== null && (ride.fleetId === fleetId || isOpenToFleets(ride));

/**
 * Hide Marketplace Rides (spec 3 §2, docs/decisions.md): an active setting of the ride's company and
 * pickup zone keeps the ride out of the marketplace feeds (the fleets' open rides, the drivers' ride
 * offers) while its pickup is less than min_ahead minutes away.
 */
export const hiddenFromMarketplace = sql`exists (select 1 from ${hiding}
  where ${hiding.companyId} = ${rides.companyId} and ${hiding.zoneId} = ${rides.pickupZoneId}
    and ${hiding.status} = 'active' and ${rides.pickupAt} < now() + ${hiding.minAhead} * interval '1 minute')`;

/** `isOpenToFleets` as SQL on `rides`, less the rides hidden from the marketplace now. */
const openToFleets = and(
  eq(rides.status, 'pending'),
  isNull(rides.driverId),
  eq(rides.availableForDrivers, true),
  not(hiddenFromMarketplace),
) as SQL;

/** The rides a fleet reaches: its own (`ownFleet` is the fleet test, a value or a placeholder), and the open ones. */
export const fleetReachCondition = (ownFleet: SQL): SQL => or(ownFleet, openToFleets) as SQL;
