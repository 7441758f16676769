import type { DbOrTx } from '../client';
import { companies, fleets } from '../schema';

export type BrokerKey = 'sentry' | 'sentry2' | 'arro' | 'tlc' | 'mta';
export type PaymentType = 'account' | 'card' | 'facility' | 'passenger';

/** A facility's front door: where its rides start or end. */
export interface FacilityPlace {
  title: string;
  address: string;
  lat: number;
  lon: number;
  phoneNumber: string;
  note: string;
}

export interface SeedCompany {
  id: number;
  name: string;
  type: 'contract' | 'affiliate';
  status: 'active' | 'inactive';
  vendorId: number | null;
  brokerKey: BrokerKey | null;
  isFacility: boolean;
  /** Share of the demo rides booked through this company. */
  rideWeight: number;
  paymentTypes: readonly PaymentType[];
  place?: FacilityPlace;
}

/** The company new rides default to (spec 1 §9). */
export const DEFAULT_COMPANY_ID = 39;
/** The vendor whose rides may never be cancelled from the back office (spec 1 §4). */
export const NO_CANCEL_VENDOR_ID = 15;

const broker = (id: number, name: string, brokerKey: BrokerKey, vendorId: number, rideWeight: number) =>
  ({
    id,
    name,
    type: 'affiliate',
    status: 'active',
    vendorId,
    brokerKey,
    isFacility: false,
    rideWeight,
    paymentTypes: ['account'],
  }) satisfies SeedCompany;

const contract = (id: number, name: string, rideWeight: number, paymentTypes: readonly PaymentType[]) =>
  ({
    id,
    name,
    type: 'contract',
    status: rideWeight > 0 ? 'active' : 'inactive',
    vendorId: null,
    brokerKey: null,
    isFacility: false,
    rideWeight,
    paymentTypes,
  }) satisfies SeedCompany;

const facility = (id: number, name: string, rideWeight: number, place: FacilityPlace) =>
  ({
    id,
    name,
    type: 'contract',
    status: 'active',
    vendorId: null,
    brokerKey: null,
    isFacility: true,
    rideWeight,
    paymentTypes: ['facility'],
    place,
  }) satisfies SeedCompany;

export const SEED_COMPANIES: readonly SeedCompany[] = [
  // The five brokers: rides arrive through their integrations and they pay per ride.
  broker(1, 'Sentry', 'sentry', 11, 12),
  broker(2, 'Sentry 2', 'sentry2', 12, 7),
  broker(3, 'Arro', 'arro', 13, 9),
  broker(4, 'NYC TLC', 'tlc', 14, 4),
  broker(5, 'MTA Access-A-Ride', 'mta', NO_CANCEL_VENDOR_ID, 20),
  // Contract customers; 39 is the operator's own marketplace and the default for new rides.
  contract(DEFAULT_COMPANY_ID, 'Fleetdesk Rides', 14, ['card', 'passenger']),
  contract(40, 'Hudson Corporate Travel', 4, ['account', 'card']),
  contract(41, 'Empire Health Plan', 6, ['account']),
  contract(42, 'Five Boroughs Senior Care', 4, ['account']),
  contract(43, 'Brooklyn Medical Group', 3, ['account', 'card']),
  contract(44, 'Queens Community Health', 3, ['account']),
  contract(45, 'Bronx Care Network', 3, ['account']),
  contract(46, 'Staten Island Wellness', 2, ['account', 'passenger']),
  contract(47, 'Liberty Home Care', 0, ['account']),
  facility(50, 'Harlem Dialysis Center', 3, {
    title: 'Harlem Dialysis Center',
    address: '215 W 125th St, New York, NY 10027',
    lat: 40.8095,
    lon: -73.9485,
    phoneNumber: '+12125550150',
    note: 'Enter through the side door on Frederick Douglass Blvd',
  }),
  facility(51, 'Flushing Kidney Care', 2, {
    title: 'Flushing Kidney Care',
    address: '136-20 38th Ave, Flushing, NY 11354',
    lat: 40.7602,
    lon: -73.8283,
    phoneNumber: '+17185550151',
    note: 'Drop off at the lobby, 2nd floor reception',
  }),
  facility(52, 'Jamaica Medical Pavilion', 2, {
    title: 'Jamaica Medical Pavilion',
    address: '89-00 Sutphin Blvd, Jamaica, NY 11435',
    lat: 40.7035,
    lon: -73.8085,
    phoneNumber: '+17185550152',
    note: 'Ambulance bay is not for drop-offs; use the main entrance',
  }),
  facility(53, 'Rockaway Dialysis Center', 2, {
    title: 'Rockaway Dialysis Center',
    address: '1600 Central Ave, Far Rockaway, NY 11691',
    lat: 40.6035,
    lon: -73.753,
    phoneNumber: '+17185550153',
    note: 'Patients wait inside; call the front desk on arrival',
  }),
  facility(54, 'Bay Ridge Rehabilitation Center', 1, {
    title: 'Bay Ridge Rehabilitation Center',
    address: '7400 4th Ave, Brooklyn, NY 11209',
    lat: 40.6315,
    lon: -74.0245,
    phoneNumber: '+17185550154',
    note: 'Wheelchair ramp on 74th St',
  }),
  facility(55, 'Fordham Medical Plaza', 2, {
    title: 'Fordham Medical Plaza',
    address: '2532 Grand Concourse, Bronx, NY 10458',
    lat: 40.8625,
    lon: -73.8955,
    phoneNumber: '+17185550155',
    note: 'Pick-ups from the Grand Concourse entrance only',
  }),
];

export const SEED_FLEETS = [
  { id: 1, name: 'Queens Fleet' },
  { id: 2, name: 'Brooklyn Fleet' },
  { id: 3, name: 'Bronx Fleet' },
  { id: 4, name: 'Manhattan Fleet' },
] as const;

export type FleetId = (typeof SEED_FLEETS)[number]['id'];

/** Companies and fleets signed up a year or two before the demo's `now`. */
const YEAR_MS = 365 * 24 * 3600 * 1000;

/** The companies the spec names: the five brokers ("special companies") and the default for new rides. */
export const SPEC_COMPANIES: readonly SeedCompany[] = SEED_COMPANIES.filter(
  (company) => company.brokerKey !== null || company.id === DEFAULT_COMPANY_ID,
);

export async function insertCompanies(
  db: DbOrTx,
  now: Date,
  list: readonly SeedCompany[] = SEED_COMPANIES,
): Promise<number> {
  await db
    .insert(companies)
    .values(
      list.map((company) => ({
        id: company.id,
        name: company.name,
        status: company.status,
        type: company.type,
        vendorId: company.vendorId,
        isFacility: company.isFacility,
        brokerKey: company.brokerKey,
        createdAt: new Date(now.getTime() - (company.brokerKey ? 3 : 2) * YEAR_MS + company.id * 86_400_000),
      })),
    )
    // The spec's companies a production first start wrote stay as they are (decision 208).
    .onConflictDoNothing();
  return list.length;
}

export async function insertFleets(db: DbOrTx, now: Date): Promise<number> {
  await db.insert(fleets).values(
    SEED_FLEETS.map((fleet) => ({
      ...fleet,
      displayBrokersLogo: fleet.id === 1,
      createdAt: new Date(now.getTime() - YEAR_MS + fleet.id * 86_400_000),
    })),
  );
  return SEED_FLEETS.length;
}
