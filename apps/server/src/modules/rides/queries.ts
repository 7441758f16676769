import { asc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { carTitleSql } from '../../db/car-title';
import type { DbOrTx } from '../../db/client';
import {
  admins,
  cars,
  carTypes,
  companies,
  driverLocations,
  drivers,
  fleets,
  rideEstimates,
  rideEvents,
  rides,
  rideTypes,
  rideViewers,
  zones,
} from '../../db/schema';

/** Viewers whose tab has not said anything for this long are stale (a closed laptop) and not listed. */
export const VIEWER_STALE_INTERVAL = sql.raw(`interval '2 hours'`);

const pickupZones = alias(zones, 'pickup_zones');
const destinationZones = alias(zones, 'destination_zones');
const driverCompanies = alias(companies, 'driver_companies');
const estimateRideTypes = alias(rideTypes, 'estimate_ride_types');

/**
 * Who has the ride open, as one JSON array per row: a correlated lookup on the (ride_id, admin_id)
 * primary key, so a page of 500 rows stays one statement.
 */
const viewingAdmins = sql<ViewerJson[]>`coalesce((
  select json_agg(json_build_object(
    'id', a.id, 'first_name', a.first_name, 'last_name', a.last_name, 'opened_ride_at', v.opened_at
  ) order by v.opened_at)
  from ${rideViewers} v join admins a on a.id = v.admin_id
  where v.ride_id = ${rides.id} and v.opened_at > now() - ${VIEWER_STALE_INTERVAL}
), '[]'::json)`;

export interface ViewerJson {
  id: number;
  first_name: string;
  last_name: string;
  opened_ride_at: string;
}

/** The one column list of a ride row, shared by the list, the detail and realtime payloads. */
const rideRowColumns = {
  ride: rides,
  companyName: companies.name,
  companyVendorId: companies.vendorId,
  companyIsFacility: companies.isFacility,
  companyBrokerKey: companies.brokerKey,
  rideTypeDisplayName: rideTypes.displayName,
  rideTypeImage: rideTypes.image,
  rideTypeShortDescription: rideTypes.shortDescription,
  pickupZoneName: pickupZones.name,
  destinationZoneName: destinationZones.name,
  driverFirstName: drivers.firstName,
  driverLastName: drivers.lastName,
  driverPhoneNumber: drivers.phoneNumber,
  driverSelfieThumbnailUrl: drivers.selfieThumbnailUrl,
  driverCompanyId: drivers.companyId,
  driverCompanyName: driverCompanies.name,
  driverGroupName: drivers.driverGroupName,
  driverDeviceType: drivers.deviceType,
  driverDeviceAppVersion: drivers.deviceAppVersion,
  driverDeviceModel: drivers.deviceModel,
  driverOnline: drivers.online,
  driverIsGoToDestination: drivers.isGoToDestination,
  locationUpdatedAt: driverLocations.updatedAt,
  heading: driverLocations.heading,
  carColor: cars.color,
  carPlateNumber: cars.plateNumber,
  carReferenceId: cars.referenceId,
  carMake: cars.make,
  carModel: cars.model,
  carYear: cars.year,
  carTitle: sql<string | null>`${carTitleSql}`,
  fleetName: fleets.name,
  // The estimate the ride was booked from (no foreign key: null when it was never one or is gone).
  estimate: {
    id: rideEstimates.id,
    amountCents: rideEstimates.amountCents,
    tollwaysCents: rideEstimates.tollwaysCents,
    seats: rideEstimates.seats,
    rideTypeId: rideEstimates.rideTypeId,
    riderId: rideEstimates.riderId,
    distance: rideEstimates.distance,
    duration: rideEstimates.duration,
    expiresAt: rideEstimates.expiresAt,
  },
  estimateRideType: {
    displayName: estimateRideTypes.displayName,
    paymentTypesSupported: estimateRideTypes.paymentTypesSupported,
  },
  admins: viewingAdmins,
};

export type RideRowRecord = Awaited<ReturnType<typeof selectRideRows>>[number];

export interface RowSelection {
  where: SQL | undefined;
  orderBy?: SQL[];
  limit?: number;
  offset?: number;
}

/** Rides with everything the list and the detail show, in one statement (no per-row lookups). */
export function selectRideRows(db: DbOrTx, { where, orderBy = [], limit, offset }: RowSelection) {
  const query = db
    .select(rideRowColumns)
    .from(rides)
    .innerJoin(companies, eq(companies.id, rides.companyId))
    .innerJoin(rideTypes, eq(rideTypes.id, rides.rideTypeId))
    .leftJoin(pickupZones, eq(pickupZones.id, rides.pickupZoneId))
    .leftJoin(destinationZones, eq(destinationZones.id, rides.destinationZoneId))
    .leftJoin(drivers, eq(drivers.id, rides.driverId))
    .leftJoin(driverCompanies, eq(driverCompanies.id, drivers.companyId))
    .leftJoin(cars, eq(cars.id, rides.carId))
    .leftJoin(carTypes, eq(carTypes.id, cars.typeId))
    .leftJoin(fleets, eq(fleets.id, rides.fleetId))
    .leftJoin(driverLocations, eq(driverLocations.driverId, rides.driverId))
    .leftJoin(rideEstimates, eq(rideEstimates.id, rides.estimateId))
    .leftJoin(estimateRideTypes, eq(estimateRideTypes.id, rideEstimates.rideTypeId))
    .where(where)
    .orderBy(...orderBy)
    .$dynamic();
  const limited = limit === undefined ? query : query.limit(limit);
  return offset === undefined ? limited : limited.offset(offset);
}

/** A ride's log, oldest first, with the first name of the admin who wrote each entry. */
export function selectRideEvents(db: DbOrTx, rideId: number) {
  return db
    .select({
      id: rideEvents.id,
      eventType: rideEvents.eventType,
      adminId: rideEvents.adminId,
      adminFirstName: admins.firstName,
      body: rideEvents.body,
      createdAt: rideEvents.createdAt,
    })
    .from(rideEvents)
    .leftJoin(admins, eq(admins.id, rideEvents.adminId))
    .where(eq(rideEvents.rideId, rideId))
    .orderBy(asc(rideEvents.createdAt), asc(rideEvents.id));
}
