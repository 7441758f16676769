import {
  ADDRESS_STATES,
  type Driver,
  type driverCreateBody,
  formatEin,
  formatSsn,
  formatUsPhone,
  formatZip,
  type PlaceSuggestion,
} from '@fleetdesk/contract';
import type { z } from 'zod';

/** What the create and edit forms hold: text as typed (masked for display), keyed fields as the API takes them. */
export interface DriverFormValues {
  first_name: string;
  middle_name: string;
  last_name: string;
  dob_date: string;
  sex: string;
  ssn: string;
  ein: string;
  email: string;
  phone_number: string;
  business_name: string;
  address_street: string;
  address_city: string;
  address_zipcode: string;
  address_state: string;
  driver_license_state: string;
  driver_license: string;
  tlc_license: string;
  status: string;
  fleet_id: number | null;
  banned_companies: number[];
  route_broker: string;
  request_route_enabled: boolean;
  payout_hold: boolean;
}

export const DRIVER_FORM_FIELDS = [
  'first_name',
  'middle_name',
  'last_name',
  'dob_date',
  'sex',
  'ssn',
  'ein',
  'email',
  'phone_number',
  'business_name',
  'address_street',
  'address_city',
  'address_zipcode',
  'address_state',
  'driver_license_state',
  'driver_license',
  'tlc_license',
  'status',
  'fleet_id',
  'banned_companies',
  'route_broker',
] as const;

export const EMPTY_DRIVER_FORM: DriverFormValues = {
  first_name: '',
  middle_name: '',
  last_name: '',
  dob_date: '',
  sex: '',
  ssn: '',
  ein: '',
  email: '',
  phone_number: '',
  business_name: '',
  address_street: '',
  address_city: '',
  address_zipcode: '',
  address_state: '',
  driver_license_state: '',
  driver_license: '',
  tlc_license: '',
  status: 'waiting_for_approval',
  fleet_id: null,
  banned_companies: [],
  route_broker: '',
  request_route_enabled: false,
  payout_hold: false,
};

export const driverFormValuesOf = (driver: Driver): DriverFormValues => ({
  first_name: driver.first_name,
  middle_name: driver.middle_name ?? '',
  last_name: driver.last_name,
  dob_date: driver.dob_date ?? '',
  sex: driver.sex,
  ssn: formatSsn(driver.ssn ?? ''),
  ein: formatEin(driver.ein ?? ''),
  email: driver.email ?? '',
  phone_number: formatUsPhone(driver.phone_number),
  business_name: driver.business_name ?? '',
  address_street: driver.address_street ?? '',
  address_city: driver.address_city ?? '',
  address_zipcode: formatZip(driver.address_zipcode ?? ''),
  address_state: driver.address_state ?? '',
  driver_license_state: driver.driver_license_state ?? '',
  driver_license: driver.driver_license ?? '',
  tlc_license: driver.tlc_license ?? '',
  status: driver.status,
  fleet_id: driver.fleet_id,
  banned_companies: driver.banned_companies ?? [],
  route_broker: driver.route_broker ?? '',
  request_route_enabled: driver.request_route_enabled ?? false,
  payout_hold: driver.payout_hold === 1,
});

/** What one caller may see and send besides the personal fields (spec 2 §6, fleet mode of §1). */
export interface DriverFormRights {
  isFleet: boolean;
  fleet: boolean;
  routeBroker: boolean;
  requestRoute: boolean;
  restrictionsShown: boolean;
  restrictionsEditable: boolean;
}

type CreateInput = z.input<typeof driverCreateBody>;

/** The body: the personal fields, and each keyed field only when the caller may send it. */
export function driverBody(
  values: DriverFormValues,
  rights: DriverFormRights,
  withStatus: boolean,
): CreateInput {
  const {
    status,
    fleet_id,
    banned_companies,
    route_broker,
    request_route_enabled,
    payout_hold,
    ...personal
  } = values;
  return {
    ...personal,
    ...(withStatus ? { status } : {}),
    ...(rights.fleet ? { fleet_id } : {}),
    // Only a list the user saw: to one without the show key the server answers none, which sent back
    // would wipe the driver's restrictions.
    ...(rights.restrictionsShown && rights.restrictionsEditable ? { banned_companies } : {}),
    ...(rights.routeBroker ? { route_broker: route_broker || null } : {}),
    ...(rights.requestRoute ? { request_route_enabled } : {}),
    ...(rights.isFleet ? {} : { payout_hold }),
  } as CreateInput;
}

/**
 * A chosen suggestion "12 Main St, Brooklyn, NY 11201, USA": the street, and city, state and zip where
 * they can be read; a state outside the allowed ones is left for the user to choose.
 */
export function addressPartsOf(place: Pick<PlaceSuggestion, 'address'>): Partial<DriverFormValues> {
  const [street = '', city = '', stateZip = ''] = place.address.split(',').map((part) => part.trim());
  const match = stateZip.match(/^([A-Z]{2})(?:\s+(\d{5}(?:-\d{4})?))?$/);
  const state = match?.[1] ?? '';
  return {
    address_street: street,
    ...(city ? { address_city: city } : {}),
    ...((ADDRESS_STATES as readonly string[]).includes(state) ? { address_state: state } : {}),
    ...(match?.[2] ? { address_zipcode: match[2] } : {}),
  };
}
