import { driverOnlineState, type Ride, type RideEvent } from '@fleetdesk/contract';
import { toRideEstimate } from '../estimates/views';
import type { RideRowRecord, ViewerJson } from './queries';

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | null) => (value === null ? null : value.toISOString());
/** The database keeps cents; the API speaks dollars. */
const dollars = (cents: number) => cents / 100;
const dollarsOrNull = (cents: number | null) => (cents === null ? null : cents / 100);
const flag = (value: boolean) => (value ? 1 : 0) as 0 | 1;

type Place = Ride['start_place'];

/** A stored place (jsonb) read field by field, so an odd row never breaks the answer. */
function placeOf(value: unknown): Place {
  if (value === null || typeof value !== 'object') return null;
  const field = (key: string) => {
    const v = (value as Record<string, unknown>)[key];
    return typeof v === 'string' ? v : null;
  };
  return { title: field('title'), phone_number: field('phone_number'), note: field('note') };
}

const viewerOf = (viewer: ViewerJson) => ({ ...viewer, opened_ride_at: iso(viewer.opened_ride_at) });

/** The stored jsonb as a list: a row holding anything else reads as no states. */
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** One selected row → the contract's Ride, as staff see it. */
export function toRide(row: RideRowRecord): Ride {
  const r = row.ride;
  const hasDevice = row.driverDeviceType !== null || row.driverDeviceModel !== null;
  return {
    id: r.id,
    reference_id: r.referenceId,
    status: r.status,
    company_id: r.companyId,
    company_name: row.companyName,
    company_vendor_id: row.companyVendorId,
    company_is_facility: row.companyIsFacility,
    company_broker_key: row.companyBrokerKey,
    is_marketplace_ride: r.isMarketplaceRide,
    ride_type_id: r.rideTypeId,
    ride_type_display_name: row.rideTypeDisplayName,
    ride_type_image: row.rideTypeImage,
    ride_type_short_description: row.rideTypeShortDescription,
    seats: r.seats,
    first_name: r.firstName,
    last_name: r.lastName,
    phone_number: r.phoneNumber,
    email: r.email,
    user_id: r.userId,
    rider_reference_id: r.riderReferenceId,
    rider_note: r.riderNote,
    pickup_note: r.pickupNote,
    trip_note: r.tripNote,
    new_trip_id: r.newTripId,
    new_trip_id_note: r.newTripIdNote,
    notes: r.notes,
    confirmed: flag(r.confirmed),
    driver_confirmed: flag(r.driverConfirmed),
    vip: r.vip,
    wav: r.wav,
    stretcher: r.stretcher,
    wav_bariatric: r.wavBariatric,
    suv_restricted: r.suvRestricted,
    pooled: r.pooled,
    pickup_at: r.pickupAt.toISOString(),
    arrived_at: isoOrNull(r.arrivedAt),
    actual_pickup_at: isoOrNull(r.actualPickupAt),
    picked_up_at: isoOrNull(r.pickedUpAt),
    vendor_pickup_at: isoOrNull(r.vendorPickupAt),
    dropoff_at: isoOrNull(r.dropoffAt),
    actual_dropoff_at: isoOrNull(r.actualDropoffAt),
    pickup_timezone: r.pickupTimezone,
    start_address: r.startAddress,
    start_lat: r.startLat,
    start_lon: r.startLon,
    start_place: placeOf(r.startPlace),
    destination_address: r.destinationAddress,
    destination_lat: r.destinationLat,
    destination_lon: r.destinationLon,
    destination_place: placeOf(r.destinationPlace),
    pickup_zone_id: r.pickupZoneId,
    pickup_zone_name: row.pickupZoneName,
    destination_zone_id: r.destinationZoneId,
    destination_zone_name: row.destinationZoneName,
    distance: r.distance,
    distance_status: r.distanceStatus as Ride['distance_status'],
    duration: r.duration,
    eta: r.eta,
    eta_computed_at: isoOrNull(r.etaComputedAt),
    num_of_passengers: r.numOfPassengers,
    ride_price: dollars(r.ridePriceCents),
    driver_net: dollars(r.driverNetCents),
    surge_amount: dollars(r.surgeAmountCents),
    vendor_amount: dollarsOrNull(r.vendorAmountCents),
    vendor_distance: r.vendorDistance,
    pooled_price: dollarsOrNull(r.pooledPriceCents),
    payment_fee: dollars(r.paymentFeeCents),
    amount_charged: dollarsOrNull(r.amountChargedCents),
    payment_type: r.paymentType as Ride['payment_type'],
    payment_method_id: r.paymentMethodId,
    fare_collected: dollarsOrNull(r.fareCollectedCents),
    billing_status: r.billingStatus as Ride['billing_status'],
    billing_note: r.billingNote,
    waiting_time_seconds: r.waitingTimeSeconds,
    available_for_drivers: r.availableForDrivers,
    assigned_by_maxa_robot: r.assignedByMaxaRobot,
    rider_signature_url: r.riderSignatureUrl,
    admins: row.admins.map(viewerOf),
    location_states: listOf(r.locationStates),
    driver_id: r.driverId,
    driver_first_name: row.driverFirstName,
    driver_last_name: row.driverLastName,
    driver_phone_number: row.driverPhoneNumber,
    driver_selfie_thumbnail_url: row.driverSelfieThumbnailUrl,
    driver_company_id: row.driverCompanyId,
    driver_company_name: row.driverCompanyName,
    company_driver_group_name: row.driverGroupName,
    driver_device: hasDevice
      ? { type: row.driverDeviceType, app_version: row.driverDeviceAppVersion, model: row.driverDeviceModel }
      : null,
    driver_state:
      r.driverId === null || row.driverOnline === null
        ? null
        : driverOnlineState({
            online: row.driverOnline,
            is_go_to_destination: row.driverIsGoToDestination ?? false,
          }),
    driver_location_updated_at: isoOrNull(row.locationUpdatedAt),
    heading: row.heading,
    car_id: r.carId,
    car_color: row.carColor,
    car_plate_number: row.carPlateNumber,
    car_reference_id: row.carReferenceId,
    car_title: row.carTitle,
    car_make: row.carMake,
    car_model: row.carModel,
    car_year: row.carYear,
    fleet_id: r.fleetId,
    fleet_name: row.fleetName,
    emoji: r.emoji,
    favourite_order: null,
    // The leg's price and its share of the booking's card fee: what its payer is charged for it.
    amount: dollars(r.ridePriceCents + r.paymentFeeCents),
    estimate:
      row.estimate && row.estimateRideType ? toRideEstimate(row.estimate, row.estimateRideType) : null,
    estimate_id: r.estimateId,
    return_at: isoOrNull(r.returnAt),
    appointment_at: isoOrNull(r.appointmentAt),
    standing_order_id: r.standingOrderId,
    note: r.note,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

/**
 * Background of each log entry in the detail (light tints, so the black body text stays readable):
 * grey for drafts and edits, blue for assignment and driver progress, green for the trip itself and
 * its end, amber for revivals and requests to cancel, red for cancellations, violet for notes.
 */
const EVENT_BACKGROUNDS: Record<string, string> = {
  draft: '#ECEFF1',
  update: '#F5F5F5',
  confirm: '#E3F2FD',
  assigned: '#E3F2FD',
  routing_assigned: '#E3F2FD',
  accepted: '#E1F5FE',
  arriving: '#E0F7FA',
  arrived: '#E0F7FA',
  in_progress: '#E8F5E9',
  finished: '#C8E6C9',
  pending: '#FFF8E1',
  revive: '#FFF3E0',
  user_requested_cancel: '#FFF3E0',
  confirm_user_cancel: '#FFEBEE',
  user_canceled: '#FFEBEE',
  driver_canceled: '#FFEBEE',
  company_canceled: '#FFEBEE',
  no_drivers_available: '#FCE4EC',
  note: '#F3E5F5',
  billing_note: '#F3E5F5',
};
const DEFAULT_EVENT_BACKGROUND = '#FFFFFF';

export const eventBackground = (eventType: string) =>
  EVENT_BACKGROUNDS[eventType] ?? DEFAULT_EVENT_BACKGROUND;

export function toRideEvent(event: {
  id: number;
  eventType: string;
  adminId: number | null;
  adminFirstName: string | null;
  body: string | null;
  createdAt: Date;
}): RideEvent {
  return {
    id: event.id,
    event_type: event.eventType,
    admin_id: event.adminId,
    admin_first_name: event.adminFirstName,
    body: event.body,
    created_at: event.createdAt.toISOString(),
    style: { background_color: eventBackground(event.eventType) },
  };
}
