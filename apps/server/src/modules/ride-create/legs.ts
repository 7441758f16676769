import { normalizePhone, type RideCreateBody } from '@fleetdesk/contract';
import type { LegPrice } from '../estimates/pricing';
import type { FoundEstimate } from '../estimates/queries';
import { tripEndColumns } from '../estimates/tripEnds';
import type { RiderRow } from '../riders/queries';
import type { NewRide } from './queries';
import { driverNetCents } from './rules';

/** Where a leg goes: the way back reverses the way out unless it has its own estimate. */
export interface LegRoute {
  estimate: FoundEstimate;
  reversed: boolean;
}

export interface LegInput {
  body: RideCreateBody;
  rider: RiderRow;
  route: LegRoute;
  price: LegPrice;
  pickupAt: Date;
  returnAt: Date | null;
  appointmentAt: Date | null;
  zoneOf: (lat: number, lon: number) => number | null;
  mainRideId: number | null;
  /** The standing order and New York date the ride is created for, on both legs. */
  standingOrder?: { id: number; date: string };
}

/** The row of one leg of a new ride: pending, unassigned, priced in cents. */
export function rideRowFor(leg: LegInput): NewRide {
  const e = leg.route.estimate.estimate;
  const from = leg.route.reversed
    ? { address: e.destinationAddress, lat: e.destinationLat, lon: e.destinationLon }
    : { address: e.startAddress, lat: e.startLat, lon: e.startLon };
  const to = leg.route.reversed
    ? { address: e.startAddress, lat: e.startLat, lon: e.startLon }
    : { address: e.destinationAddress, lat: e.destinationLat, lon: e.destinationLon };
  const { body, rider } = leg;
  return {
    status: 'pending',
    companyId: body.company_id,
    rideTypeId: e.rideTypeId,
    seats: e.seats,
    numOfPassengers: e.seats,
    // The passenger as typed in the wizard; the linked rider fills what was left blank.
    firstName: body.rider_first_name,
    lastName: body.rider_last_name,
    phoneNumber: body.rider_phone_number ? normalizePhone(body.rider_phone_number) : rider.phoneNumber,
    email: body.rider_email || rider.email,
    userId: rider.id,
    riderReferenceId: rider.referenceId,
    riderNote: body.rider_note ?? null,
    pickupNote: body.pickup_note ?? null,
    tripNote: body.trip_note ?? null,
    wav: leg.route.estimate.rideTypeAccessible,
    pickupAt: leg.pickupAt,
    returnAt: leg.returnAt,
    appointmentAt: leg.appointmentAt,
    ...tripEndColumns(from, to),
    pickupZoneId: leg.zoneOf(from.lat, from.lon),
    destinationZoneId: leg.zoneOf(to.lat, to.lon),
    distance: e.distance,
    duration: e.duration,
    ridePriceCents: leg.price.priceCents,
    driverNetCents: driverNetCents(leg.price.priceCents),
    paymentFeeCents: leg.price.feeCents,
    paymentType: body.payment_type,
    paymentMethodId: body.payment_type === 'card' ? (body.payment_card_id ?? null) : null,
    estimateId: e.id,
    mainRideId: leg.mainRideId,
    standingOrderId: leg.standingOrder?.id ?? null,
    standingOrderDate: leg.standingOrder?.date ?? null,
  };
}
