import { z } from 'zod';
import { BILLING_STATUSES, DISTANCE_STATUSES, PAYMENT_TYPES, RIDE_STATUSES } from '../statuses';
import { DRIVER_ONLINE_STATES } from './driver';
import { RideEstimate } from './rideBooking';

// Notes and booking types lived here first; they are still exported from this file.
export * from './note';
export * from './rideBooking';

const isoTime = z.string();
const nullableTime = isoTime.nullable();
/** Money leaves the API as dollars with two decimals (the database keeps cents). */
const dollars = z.number();

export const Place = z.object({
  title: z.string().nullable(),
  phone_number: z.string().nullable(),
  note: z.string().nullable(),
});

export const ViewingAdmin = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  opened_ride_at: isoTime,
});
export type ViewingAdmin = z.infer<typeof ViewingAdmin>;

export const RideEvent = z.object({
  id: z.number().int(),
  /** draft, confirm, update, revive, note, or a ride status. */
  event_type: z.string(),
  admin_id: z.number().int().nullable(),
  admin_first_name: z.string().nullable(),
  body: z.string().nullable(),
  created_at: isoTime,
  style: z.object({ background_color: z.string() }),
});
export type RideEvent = z.infer<typeof RideEvent>;

export const DriverDevice = z.object({
  type: z.string().nullable(),
  app_version: z.string().nullable(),
  model: z.string().nullable(),
});

/**
 * A ride as the list and the detail show it (spec 1 §3). Fleet users get `ride_price`, `vendor_amount`,
 * `payment_fee`, `amount`, `estimate` and `billing_note` as null: they see `driver_net` instead.
 */
export const Ride = z.object({
  id: z.number().int(),
  reference_id: z.string().nullable(),
  status: z.enum(RIDE_STATUSES),
  company_id: z.number().int(),
  company_name: z.string(),
  company_vendor_id: z.number().int().nullable(),
  company_is_facility: z.boolean(),
  /** Which broker serves the ride's company: sentry, sentry2, arro, tlc, mta or null. */
  company_broker_key: z.string().nullable(),
  is_marketplace_ride: z.boolean(),
  ride_type_id: z.number().int(),
  ride_type_display_name: z.string(),
  ride_type_image: z.string().nullable(),
  ride_type_short_description: z.string().nullable(),
  seats: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  phone_number: z.string().nullable(),
  email: z.string().nullable(),
  user_id: z.number().int().nullable(),
  rider_reference_id: z.string().nullable(),
  rider_note: z.string().nullable(),
  pickup_note: z.string().nullable(),
  trip_note: z.string().nullable(),
  new_trip_id: z.string().nullable(),
  new_trip_id_note: z.string().nullable(),
  notes: z.array(z.string()),
  confirmed: z.union([z.literal(0), z.literal(1)]),
  driver_confirmed: z.union([z.literal(0), z.literal(1)]),
  vip: z.boolean(),
  wav: z.boolean(),
  stretcher: z.boolean(),
  wav_bariatric: z.boolean(),
  suv_restricted: z.boolean(),
  pooled: z.boolean(),
  pickup_at: isoTime,
  arrived_at: nullableTime,
  actual_pickup_at: nullableTime,
  picked_up_at: nullableTime,
  vendor_pickup_at: nullableTime,
  dropoff_at: nullableTime,
  actual_dropoff_at: nullableTime,
  pickup_timezone: z.string(),
  start_address: z.string(),
  start_lat: z.number(),
  start_lon: z.number(),
  start_place: Place.nullable(),
  destination_address: z.string(),
  destination_lat: z.number(),
  destination_lon: z.number(),
  destination_place: Place.nullable(),
  pickup_zone_id: z.number().int().nullable(),
  pickup_zone_name: z.string().nullable(),
  destination_zone_id: z.number().int().nullable(),
  destination_zone_name: z.string().nullable(),
  distance: z.number(),
  distance_status: z.enum(DISTANCE_STATUSES),
  duration: z.number().int(),
  /**
   * Seconds from the driver's position to the pickup, routed at `eta_computed_at` (refreshed every
   * minute while the driver heads to the pickup): the driver is expected at `eta_computed_at` + `eta`.
   */
  eta: z.number().int().nullable(),
  eta_computed_at: nullableTime,
  num_of_passengers: z.number().int(),
  ride_price: dollars.nullable(),
  driver_net: dollars,
  /** What the surge board's Plus $1 / Minus $1 added to driver_net (spec 3 §3). */
  surge_amount: dollars,
  vendor_amount: dollars.nullable(),
  vendor_distance: z.number().nullable(),
  pooled_price: dollars.nullable(),
  payment_fee: dollars.nullable(),
  amount_charged: dollars.nullable(),
  payment_type: z.enum(PAYMENT_TYPES),
  payment_method_id: z.number().int().nullable(),
  fare_collected: dollars.nullable(),
  billing_status: z.enum(BILLING_STATUSES),
  billing_note: z.string().nullable(),
  waiting_time_seconds: z.number().int(),
  available_for_drivers: z.boolean(),
  assigned_by_maxa_robot: z.boolean(),
  rider_signature_url: z.string().nullable(),
  admins: z.array(ViewingAdmin),
  /**
   * Driver app states reported during the ride, newest last, as stored. Nothing records them yet, so
   * every ride has `[]`; the elements' shape is left open until a writer defines it.
   */
  location_states: z.array(z.unknown()),
  driver_id: z.number().int().nullable(),
  driver_first_name: z.string().nullable(),
  driver_last_name: z.string().nullable(),
  driver_phone_number: z.string().nullable(),
  driver_selfie_thumbnail_url: z.string().nullable(),
  /** The driver's own company (the drivers grid's Company), not the ride's; null without a driver or company. */
  driver_company_id: z.number().int().nullable(),
  driver_company_name: z.string().nullable(),
  company_driver_group_name: z.string().nullable(),
  driver_device: DriverDevice.nullable(),
  /** The driver's online state (spec 1 §4); null without a driver. */
  driver_state: z.enum(DRIVER_ONLINE_STATES).nullable(),
  driver_location_updated_at: nullableTime,
  heading: z.number().nullable(),
  car_id: z.number().int().nullable(),
  car_color: z.string().nullable(),
  car_plate_number: z.string().nullable(),
  car_reference_id: z.string().nullable(),
  /** The car as the cars list titles it: year make model, else its type's title; null without a car. */
  car_title: z.string().nullable(),
  car_make: z.string().nullable(),
  car_model: z.string().nullable(),
  car_year: z.number().int().nullable(),
  fleet_id: z.number().int().nullable(),
  fleet_name: z.string().nullable(),
  emoji: z.string().nullable(),
  /** Position in the caller's favourite list (0 first), null when not a favourite. */
  favourite_order: z.number().int().nullable(),
  /**
   * What the ride was booked at: its price and its share of the booking's payment fee, the amount the
   * payer is charged for it (compare `amount_charged`, what was charged).
   */
  amount: dollars.nullable(),
  /** The estimate the ride was booked from, null when it was not booked from one (or it is gone). */
  estimate: RideEstimate.nullable(),
  estimate_id: z.number().int().nullable(),
  return_at: nullableTime,
  appointment_at: nullableTime,
  /** The standing order that created the ride (staff only), null for a ride booked once. */
  standing_order_id: z.number().int().nullable(),
  note: z.string().nullable(),
  created_at: isoTime,
  updated_at: isoTime,
});
export type Ride = z.infer<typeof Ride>;

/** The detail adds the event log (oldest first). */
export const RideDetail = Ride.extend({ events: z.array(RideEvent) });
export type RideDetail = z.infer<typeof RideDetail>;

export const FleetMetric = z.object({
  fleet_id: z.number().int(),
  fleet_name: z.string(),
  count: z.number().int(),
});

export const GpsPoint = z.object({ lat: z.number(), lon: z.number(), heading: z.number(), at: isoTime });
export type GpsPoint = z.infer<typeof GpsPoint>;

export const RouteWaypoint = z.object({
  index: z.number().int(),
  type: z.enum(['pickup', 'dropoff', 'driver_location']),
  lat: z.number(),
  lon: z.number(),
  at: nullableTime,
  ride_id: z.number().int().nullable(),
});
export type RouteWaypoint = z.infer<typeof RouteWaypoint>;

/** A driver as the rides map and the assign dialog show them. */
export const DriverOnMap = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  phone_number: z.string(),
  heading: z.number(),
  lon: z.number(),
  lat: z.number(),
  online: z.boolean(),
  is_go_to_destination: z.boolean(),
  location_updated_at: isoTime,
  fleet_id: z.number().int().nullable(),
  fleet_name: z.string().nullable(),
  car_make: z.string().nullable(),
  car_model: z.string().nullable(),
  car_color: z.string().nullable(),
  car_year: z.number().int().nullable(),
  car_plate_number: z.string().nullable(),
  wav: z.boolean(),
  s_wav: z.boolean(),
  preferred_driver: z.boolean(),
  active_trips: z.number().int(),
  /** Seconds to the pickup by road (or the straight-line fallback). */
  eta: z.number().int().nullable(),
  /** Miles to the pickup. */
  distance: z.number().nullable(),
  current_ride: z
    .object({ id: z.number().int(), dropoff_lat: z.number(), dropoff_lon: z.number() })
    .nullable(),
});
export type DriverOnMap = z.infer<typeof DriverOnMap>;

export const SentryCancelReason = z.object({ id: z.number().int(), name: z.string() });
