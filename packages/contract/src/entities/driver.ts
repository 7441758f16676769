import { z } from 'zod';

/**
 * A driver's online state (spec 1 §4, spec 2 §4): Online, Offline, Go to destination. The database
 * keeps the two flags the Driver entity shows (`online`, `is_go_to_destination`); going to a
 * destination implies online, so the three states are every allowed pair.
 */
export const DRIVER_ONLINE_STATES = ['online', 'offline', 'go_to_destination'] as const;
export type DriverOnlineState = (typeof DRIVER_ONLINE_STATES)[number];

export const DRIVER_ONLINE_STATE_LABELS: Readonly<Record<DriverOnlineState, string>> = {
  online: 'Online',
  offline: 'Offline',
  go_to_destination: 'Go to destination',
};

/** The state of a driver's two flags. */
export const driverOnlineState = (flags: { online: boolean; is_go_to_destination: boolean }) =>
  flags.is_go_to_destination ? 'go_to_destination' : flags.online ? 'online' : 'offline';

/** The two flags of a state. */
export const driverStateFlags = (state: DriverOnlineState) => ({
  online: state !== 'offline',
  is_go_to_destination: state === 'go_to_destination',
});

/** A driver's online state as `POST /drivers/{id}/state` answers it. */
export const DriverStateView = z.object({
  id: z.number().int(),
  state: z.enum(DRIVER_ONLINE_STATES),
  online: z.boolean(),
  is_go_to_destination: z.boolean(),
  fleet_id: z.number().int().nullable(),
  updated_at: z.string(),
});
export type DriverStateView = z.infer<typeof DriverStateView>;

export const DRIVER_SEXES = ['male', 'female', 'unknown'] as const;
export const SENTRY_STATES = ['ACTIVE', 'INACTIVE', 'NOT_SENT'] as const;

/** A car as the driver's cars block shows it (spec 2 §3 "car fields", §4 activate/unlink). */
export const DriverCar = z.object({
  id: z.number().int(),
  title: z.string().nullable(),
  plate_number: z.string(),
  vin_number: z.string(),
  color: z.string(),
  state: z.string(),
  status: z.enum(['active', 'offline', 'suspended']),
  year: z.number().int().nullable(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  number_display: z.string().nullable(),
  fleet_id: z.number().int().nullable(),
  wav: z.boolean(),
  is_temporary: z.boolean(),
  /** A required document of the car is missing, or expired or refused. */
  documents_expired_or_missing: z.boolean(),
});
export type DriverCar = z.infer<typeof DriverCar>;

/**
 * A driver as the grid and the driver page read it (spec 2 §3). The car fields are those of the
 * driver's newest active car (the grid's car columns). Fields a caller may not see are sent empty
 * (null), never omitted: one shape serves staff, staff without the show keys, and fleet users.
 * Money (balance, payment methods, transactions) comes with its own issue.
 */
export const Driver = z.object({
  id: z.number().int(),
  first_name: z.string(),
  middle_name: z.string().nullable(),
  last_name: z.string(),
  dob_date: z.string().nullable(),
  sex: z.enum(DRIVER_SEXES),
  status: z.enum(['active', 'waiting_for_approval', 'disabled']),
  ssn: z.string().nullable(),
  email: z.string().nullable(),
  business_name: z.string().nullable(),
  ein: z.string().nullable(),
  phone_number: z.string(),
  address_street: z.string().nullable(),
  address_city: z.string().nullable(),
  address_zipcode: z.string().nullable(),
  address_state: z.string().nullable(),
  request_route_enabled: z.boolean().nullable(),
  payout_hold: z.union([z.literal(0), z.literal(1)]).nullable(),
  live_inserts_enabled: z.boolean(),
  route_broker: z.string().nullable(),
  banned_companies: z.array(z.number().int()).nullable(),
  fleet_id: z.number().int().nullable(),
  fleet_name: z.string().nullable(),
  company_id: z.number().int().nullable(),
  company_name: z.string().nullable(),
  selfie_url: z.string().nullable(),
  selfie_thumbnail_url: z.string().nullable(),
  online: z.boolean(),
  is_go_to_destination: z.boolean(),
  state: z.enum(DRIVER_ONLINE_STATES),
  total_rides: z.number().int(),
  total_rides_prev_week: z.number().int(),
  total_rides_cur_week: z.number().int(),
  driver_license_state: z.string().nullable(),
  driver_license: z.string().nullable(),
  tlc_license: z.string().nullable(),
  car_id: z.number().int().nullable(),
  car_title: z.string().nullable(),
  car_number: z.string().nullable(),
  car_number_display: z.string().nullable(),
  car_plate_number: z.string().nullable(),
  car_vin_number: z.string().nullable(),
  ctg_enabled: z.boolean().nullable(),
  ctg_status: z.string().nullable(),
  ctg_message: z.string().nullable(),
  sentry_enabled: z.enum(SENTRY_STATES).nullable(),
  sentry_message: z.string().nullable(),
  arro_enabled: z.boolean().nullable(),
  /** A required document is missing, or expired or refused (spec 2 §4, issue 10 point 8). */
  documents_expired_or_missing: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Driver = z.infer<typeof Driver>;

/** The driver page: the driver with every car linked to them. */
export const DriverDetail = Driver.extend({ cars: z.array(DriverCar) });
export type DriverDetail = z.infer<typeof DriverDetail>;

/** A ride offered to a driver (spec 2 §7 `GET /drivers/{id}/ride_offers`). */
export const RideOffer = z.object({
  id: z.number().int(),
  status: z.string(),
  pickup_at: z.string(),
  start_address: z.string(),
  destination_address: z.string().nullable(),
  company_id: z.number().int().nullable(),
  company_name: z.string().nullable(),
  ride_type_display_name: z.string().nullable(),
  wav: z.boolean(),
  distance: z.number().nullable(),
  driver_net: z.number().nullable(),
});
export type RideOffer = z.infer<typeof RideOffer>;
