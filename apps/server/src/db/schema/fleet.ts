import type { DriverStatus } from '@fleetdesk/contract';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { carTypes, companies, fleets } from './reference';

export const drivers = pgTable(
  'drivers',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    dobDate: date('dob_date'),
    sex: text().notNull().default('unknown'),
    status: text().$type<DriverStatus>().notNull().default('waiting_for_approval'),
    ssn: text(),
    email: text(),
    businessName: text('business_name'),
    ein: text(),
    phoneNumber: text('phone_number').notNull(),
    addressStreet: text('address_street'),
    addressCity: text('address_city'),
    addressZipcode: text('address_zipcode'),
    addressState: text('address_state'),
    requestRouteEnabled: boolean('request_route_enabled').notNull().default(false),
    payoutHold: boolean('payout_hold').notNull().default(false),
    liveInsertsEnabled: boolean('live_inserts_enabled').notNull().default(false),
    routeBroker: text('route_broker'),
    bannedCompanies: integer('banned_companies').array().notNull().default(sql`'{}'::integer[]`),
    fleetId: integer('fleet_id').references(() => fleets.id),
    companyId: integer('company_id').references(() => companies.id),
    driverGroupName: text('driver_group_name'),
    selfieUrl: text('selfie_url'),
    selfieThumbnailUrl: text('selfie_thumbnail_url'),
    online: boolean().notNull().default(false),
    isGoToDestination: boolean('is_go_to_destination').notNull().default(false),
    driverLicenseState: text('driver_license_state'),
    driverLicense: text('driver_license'),
    tlcLicense: text('tlc_license'),
    ctgEnabled: boolean('ctg_enabled').notNull().default(false),
    ctgStatus: text('ctg_status'),
    ctgMessage: text('ctg_message'),
    sentryEnabled: text('sentry_enabled').notNull().default('NOT_SENT'),
    sentryMessage: text('sentry_message'),
    arroEnabled: boolean('arro_enabled').notNull().default(false),
    deviceType: text('device_type'),
    deviceAppVersion: text('device_app_version'),
    deviceModel: text('device_model'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('drivers_sex_check', sql`${t.sex} in ('male', 'female', 'unknown')`),
    check('drivers_status_check', sql`${t.status} in ('active', 'waiting_for_approval', 'disabled')`),
    check('drivers_sentry_enabled_check', sql`${t.sentryEnabled} in ('ACTIVE', 'INACTIVE', 'NOT_SENT')`),
    check('drivers_go_to_destination_check', sql`not ${t.isGoToDestination} or ${t.online}`),
    uniqueIndex('drivers_phone_unique').on(t.phoneNumber),
    index('drivers_fleet_idx').on(t.fleetId),
    index('drivers_name_idx').on(t.lastName, t.firstName),
    // GET /drivers sorts (spec 2 §2), each with the id that breaks ties, so a page is read in index order.
    index('drivers_first_name_sort_idx').on(t.firstName, t.id),
    index('drivers_email_sort_idx').on(t.email, t.id),
    index('drivers_company_sort_idx').on(t.companyId, t.id),
    index('drivers_address_state_sort_idx').on(t.addressState, t.id),
    index('drivers_status_sort_idx').on(t.status, t.id),
    index('drivers_created_at_sort_idx').on(t.createdAt, t.id),
    // GET /drivers header filters and search box by substring (pg_trgm), as the rides search does.
    index('drivers_full_name_trgm').using('gin', sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`),
    index('drivers_email_trgm').using('gin', sql`${t.email} gin_trgm_ops`),
    index('drivers_phone_trgm').using('gin', sql`${t.phoneNumber} gin_trgm_ops`),
    index('drivers_driver_license_trgm').using('gin', sql`${t.driverLicense} gin_trgm_ops`),
    index('drivers_tlc_license_trgm').using('gin', sql`${t.tlcLicense} gin_trgm_ops`),
  ],
);

/**
 * `concat_ws(' ', year, make, model)` (nulls skipped) spelled with immutable operators only, so a trigram
 * index can hold it (concat_ws is stable): the cars list searches it.
 */
type Operand = AnyPgColumn | SQL;
export const carYearMakeModelSql = (year: Operand, make: Operand, model: Operand) =>
  sql`case when ${year} is null then substr(coalesce(' ' || ${make}, '') || coalesce(' ' || ${model}, ''), 2)
    else ${year}::text || coalesce(' ' || ${make}, '') || coalesce(' ' || ${model}, '') end`;

export const cars = pgTable(
  'cars',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    typeId: integer('type_id')
      .notNull()
      .references(() => carTypes.id),
    driverId: integer('driver_id').references(() => drivers.id),
    fleetId: integer('fleet_id').references(() => fleets.id),
    status: text().notNull().default('active'),
    vinNumber: text('vin_number').notNull(),
    plateNumber: text('plate_number').notNull(),
    state: text().notNull().default('NY'),
    year: integer(),
    make: text(),
    model: text(),
    color: text().notNull(),
    wav: boolean().notNull().default(false),
    sWav: boolean('s_wav').notNull().default(false),
    suv: boolean().notNull().default(false),
    seats: integer().notNull().default(4),
    wavSeats: integer('wav_seats').notNull().default(0),
    referenceId: text('reference_id'),
    isTemporary: boolean('is_temporary').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('cars_status_check', sql`${t.status} in ('active', 'offline', 'suspended')`),
    check('cars_stretcher_needs_wav_check', sql`not ${t.sWav} or ${t.wav}`),
    check('cars_vin_length_check', sql`char_length(${t.vinNumber}) between 1 and 17`),
    check('cars_seats_check', sql`${t.seats} between 1 and 15`),
    uniqueIndex('cars_plate_unique').on(t.state, t.plateNumber),
    index('cars_driver_idx').on(t.driverId),
    // Decision 84: a driver drives one car at a time.
    uniqueIndex('cars_one_active_per_driver').on(t.driverId).where(sql`${t.status} = 'active'`),
    // The drivers grid's plate filter and search box (GET /drivers search_car_plate, search).
    index('cars_plate_trgm').using('gin', sql`${t.plateNumber} gin_trgm_ops`),
    // The cars list's search box (modules/cars/queries.ts) and its sort by plate, each with the id that
    // breaks ties (bench/results/backoffice-api-notes.md).
    index('cars_vin_trgm').using('gin', sql`${t.vinNumber} gin_trgm_ops`),
    index('cars_year_make_model_trgm').using(
      'gin',
      sql`(${carYearMakeModelSql(t.year, t.make, t.model)}) gin_trgm_ops`,
    ),
    index('cars_plate_sort_idx').on(t.plateNumber, t.id),
  ],
);
