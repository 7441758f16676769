import type { Driver, DriverCar } from '@fleetdesk/contract';
import type { FileLinks } from '../../platform/adapters/storage';
import { ssnFor } from '../../platform/auth/ssn';
import type { DriverCarRow, DriverRow } from './queries';
import { storedState } from './rules';

/** Who reads a driver: a fleet user, or staff with their keys; `wholeSsn` from `readsWholeSsn`. */
export interface DriverViewer {
  isFleet: boolean;
  permissions: ReadonlySet<string>;
  wholeSsn: boolean;
}

const iso = (value: Date) => value.toISOString();

export function toDriverCar(car: DriverCarRow): DriverCar {
  return {
    id: car.id,
    title: [car.year, car.make, car.model].filter((part) => part !== null && part !== '').join(' ') || null,
    plate_number: car.plateNumber,
    vin_number: car.vinNumber,
    color: car.color,
    state: car.state,
    status: car.status as DriverCar['status'],
    year: car.year,
    make: car.make,
    model: car.model,
    number_display: car.referenceId ?? car.plateNumber,
    fleet_id: car.fleetId,
    wav: car.wav,
    is_temporary: car.isTemporary,
    documents_expired_or_missing: car.documentsExpiredOrMissing,
  };
}

/**
 * Every field of a driver, as operator staff holding every key see it. The photo addresses are signed
 * for this answer (`present`): the stored ones open nothing by themselves (docs/decisions.md 82).
 */
export function toDriver(row: DriverRow, present: FileLinks['present']): Driver {
  const d = row.driver;
  return {
    id: d.id,
    first_name: d.firstName,
    middle_name: d.middleName,
    last_name: d.lastName,
    dob_date: d.dobDate,
    sex: d.sex as Driver['sex'],
    status: d.status,
    ssn: d.ssn,
    email: d.email,
    business_name: d.businessName,
    ein: d.ein,
    phone_number: d.phoneNumber,
    address_street: d.addressStreet,
    address_city: d.addressCity,
    address_zipcode: d.addressZipcode,
    address_state: d.addressState,
    request_route_enabled: d.requestRouteEnabled,
    payout_hold: d.payoutHold ? 1 : 0,
    live_inserts_enabled: d.liveInsertsEnabled,
    route_broker: d.routeBroker,
    banned_companies: d.bannedCompanies,
    fleet_id: d.fleetId,
    fleet_name: row.fleetName,
    company_id: d.companyId,
    company_name: row.companyName,
    selfie_url: present(d.selfieUrl),
    selfie_thumbnail_url: present(d.selfieThumbnailUrl),
    online: d.online,
    is_go_to_destination: d.isGoToDestination,
    state: storedState(d),
    total_rides: row.totalRides,
    total_rides_prev_week: row.ridesPreviousWeek,
    total_rides_cur_week: row.ridesThisWeek,
    driver_license_state: d.driverLicenseState,
    driver_license: d.driverLicense,
    tlc_license: d.tlcLicense,
    car_id: row.carId,
    car_title: row.carTitle,
    car_number: row.carReference,
    car_number_display: row.carReference ?? row.carPlate,
    car_plate_number: row.carPlate,
    car_vin_number: row.carVin,
    ctg_enabled: d.ctgEnabled,
    ctg_status: d.ctgStatus,
    ctg_message: d.ctgMessage,
    sentry_enabled: d.sentryEnabled as Driver['sentry_enabled'],
    sentry_message: d.sentryMessage,
    arro_enabled: d.arroEnabled,
    documents_expired_or_missing: row.documentsExpiredOrMissing,
    created_at: iso(d.createdAt),
    updated_at: iso(d.updatedAt),
  };
}

/**
 * The driver fields a fleet user sees: their drivers' person, contact, licences, car and state. An
 * allow-list: a field added to Driver stays out of the fleet view until it is named here.
 */
export const FLEET_DRIVER_FIELDS = [
  'id',
  'first_name',
  'middle_name',
  'last_name',
  'dob_date',
  'sex',
  'status',
  'ssn',
  'email',
  'business_name',
  'ein',
  'phone_number',
  'address_street',
  'address_city',
  'address_zipcode',
  'address_state',
  'live_inserts_enabled',
  'fleet_id',
  'fleet_name',
  'company_id',
  'company_name',
  'selfie_url',
  'selfie_thumbnail_url',
  'online',
  'is_go_to_destination',
  'state',
  'total_rides',
  'total_rides_prev_week',
  'total_rides_cur_week',
  'driver_license_state',
  'driver_license',
  'tlc_license',
  'car_id',
  'car_title',
  'car_number',
  'car_number_display',
  'car_plate_number',
  'car_vin_number',
  'documents_expired_or_missing',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof Driver)[];

type FleetField = (typeof FLEET_DRIVER_FIELDS)[number];

/**
 * What fleet users get instead of every other field (spec 2 §1–§2: no payout hold, no broker blocks,
 * none of the keyed header parts, since fleet users hold no keys). Sent empty, never omitted; the type
 * requires every Driver field to be shown above or withheld here.
 */
const FLEET_WITHHELD: { [K in Exclude<keyof Driver, FleetField>]: Driver[K] } = {
  payout_hold: null,
  route_broker: null,
  banned_companies: null,
  request_route_enabled: null,
  ctg_enabled: null,
  ctg_status: null,
  ctg_message: null,
  sentry_enabled: null,
  sentry_message: null,
  arro_enabled: null,
};

/** Header parts staff see only with their show key (spec 2 §6). */
const KEYED_FIELDS = [
  ['drivers.show_route_broker', 'route_broker'],
  ['drivers.show_request_route', 'request_route_enabled'],
  ['drivers.show_company_restriction', 'banned_companies'],
] as const;

/** A driver as this viewer may read it. */
export function viewDriver(whole: Driver, viewer: DriverViewer): Driver {
  const driver = { ...whole, ssn: ssnFor(whole.ssn, viewer.wholeSsn) };
  if (viewer.isFleet) {
    const shown = Object.fromEntries(FLEET_DRIVER_FIELDS.map((field) => [field, driver[field]]));
    return { ...shown, ...FLEET_WITHHELD } as Driver;
  }
  const hidden = KEYED_FIELDS.filter(([key]) => !viewer.permissions.has(key)).map(([, field]) => [
    field,
    null,
  ]);
  return { ...driver, ...Object.fromEntries(hidden) };
}
