import type { Ride, RideDetail, RideEvent } from '@fleetdesk/contract';
import { BILLING_NOTE_EVENT, FARE_UPDATE_EVENT } from './log-events';

/** Log lines a fleet never reads: billing notes and money edits. */
const STAFF_ONLY_EVENTS: readonly string[] = [BILLING_NOTE_EVENT, FARE_UPDATE_EVENT];

/**
 * The ride fields a fleet user sees (spec 1 §2.5–§2.8): the trip, the passenger they carry, their
 * driver and car, and what the driver earns (`driver_net`). An allow-list: a field added to the
 * staff row stays out of the fleet view until it is named here.
 */
export const FLEET_RIDE_FIELDS = [
  'id',
  'status',
  'company_id',
  'company_name',
  'company_vendor_id',
  'company_is_facility',
  'company_broker_key',
  'is_marketplace_ride',
  'ride_type_id',
  'ride_type_display_name',
  'ride_type_image',
  'ride_type_short_description',
  'seats',
  'first_name',
  'last_name',
  'phone_number',
  'email',
  'user_id',
  'rider_reference_id',
  'rider_note',
  'pickup_note',
  'trip_note',
  'new_trip_id',
  'new_trip_id_note',
  'notes',
  'confirmed',
  'driver_confirmed',
  'vip',
  'wav',
  'stretcher',
  'wav_bariatric',
  'suv_restricted',
  'pooled',
  'pickup_at',
  'arrived_at',
  'actual_pickup_at',
  'picked_up_at',
  'vendor_pickup_at',
  'dropoff_at',
  'actual_dropoff_at',
  'pickup_timezone',
  'start_address',
  'start_lat',
  'start_lon',
  'start_place',
  'destination_address',
  'destination_lat',
  'destination_lon',
  'destination_place',
  'pickup_zone_id',
  'pickup_zone_name',
  'destination_zone_id',
  'destination_zone_name',
  'distance',
  'distance_status',
  'duration',
  'eta',
  'eta_computed_at',
  'num_of_passengers',
  'driver_net',
  'surge_amount',
  'vendor_distance',
  'payment_type',
  'billing_status',
  'waiting_time_seconds',
  'available_for_drivers',
  'assigned_by_maxa_robot',
  'rider_signature_url',
  'driver_id',
  'driver_first_name',
  'driver_last_name',
  'driver_phone_number',
  'driver_selfie_thumbnail_url',
  'driver_company_id',
  'driver_company_name',
  'company_driver_group_name',
  'driver_device',
  'location_states',
  'driver_state',
  'driver_location_updated_at',
  'heading',
  'car_id',
  'car_color',
  'car_plate_number',
  'car_reference_id',
  'car_title',
  'car_make',
  'car_model',
  'car_year',
  'fleet_id',
  'fleet_name',
  'emoji',
  'favourite_order',
  'estimate_id',
  'return_at',
  'appointment_at',
  'note',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof Ride)[];

type FleetField = (typeof FLEET_RIDE_FIELDS)[number];

/**
 * What fleets get instead of every other field. The contract's Ride keeps these keys for both
 * audiences (one endpoint serves /api/v1 and /api/v1/fleet), so they are sent empty, never omitted.
 * The type requires every Ride field to be either shown above or withheld here: a new contract
 * field does not compile until someone decides which.
 */
const FLEET_WITHHELD: { [K in Exclude<keyof Ride, FleetField>]: Ride[K] } = {
  // The broker's trip id: reference search is not for fleets (spec 1 §4).
  reference_id: null,
  // What the ride costs and what the broker pays (spec 1 §2.5: driver net instead of price, no payment column).
  ride_price: null,
  vendor_amount: null,
  pooled_price: null,
  payment_fee: null,
  amount_charged: null,
  payment_method_id: null,
  fare_collected: null,
  billing_note: null,
  // What the rider pays for the ride, and the priced estimate it was booked from.
  amount: null,
  estimate: null,
  // Staff viewing the ride (spec 1 §2.5: hidden for fleet users).
  admins: [],
  // How the ride was booked is the operator's business (standing orders are staff only).
  standing_order_id: null,
};

/** A log line as a fleet sees it: who on the staff wrote it is not theirs to know (no admin column). */
const toFleetEvent = (event: RideEvent): RideEvent => ({ ...event, admin_id: null, admin_first_name: null });

/** The fleet view of a log: without billing notes and money edits, without staff names. */
export const toFleetEvents = (events: readonly RideEvent[]): RideEvent[] =>
  events.filter((event) => !STAFF_ONLY_EVENTS.includes(event.event_type)).map(toFleetEvent);

/** A ride (and its log, in a detail) as fleet users and fleet rooms see it: the allow-listed fields only. */
export function toFleetView<R extends Ride>(ride: R): R {
  const shown = Object.fromEntries(FLEET_RIDE_FIELDS.map((field) => [field, ride[field]]));
  const events = (ride as Partial<RideDetail>).events;
  return { ...shown, ...FLEET_WITHHELD, ...(events ? { events: toFleetEvents(events) } : {}) } as R;
}
