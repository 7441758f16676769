import type { DbOrTx } from '../client';
import { carTypes, documentTypes, settings, transactionCategories } from '../schema';
import { DEFAULT_COMPANY_ID } from './companies';

/** Car type ids the product relies on: 2 and 3 are the New York cabs with a fixed colour (spec 2 §5). */
export const CAR_TYPE = { sedan: 1, nyYellow: 2, nyGreen: 3, suv: 4, wagon: 5, van: 6 } as const;
export type CarTypeId = (typeof CAR_TYPE)[keyof typeof CAR_TYPE];

export const SEED_CAR_TYPES = [
  {
    id: CAR_TYPE.sedan,
    title: 'Sedan',
    description: 'Four-door car for up to 4 passengers',
    color: null,
    identifierDescription: 'TLC plate number',
    state: null,
  },
  {
    id: CAR_TYPE.nyYellow,
    title: 'NY Yellow',
    description: 'New York City medallion taxi',
    color: 'yellow',
    identifierDescription: 'Medallion number',
    state: 'NY',
  },
  {
    id: CAR_TYPE.nyGreen,
    title: 'NY Green',
    description: 'Street hail livery (boro taxi)',
    color: 'green',
    identifierDescription: 'SHL permit number',
    state: 'NY',
  },
  {
    id: CAR_TYPE.suv,
    title: 'SUV',
    description: 'Sport utility vehicle for up to 6 passengers',
    color: null,
    identifierDescription: 'TLC plate number',
    state: null,
  },
  {
    id: CAR_TYPE.wagon,
    title: 'Wagon',
    description: 'Station wagon with extra luggage room',
    color: null,
    identifierDescription: 'TLC plate number',
    state: null,
  },
  {
    id: CAR_TYPE.van,
    title: 'Van',
    description: 'Minivan or wheelchair-accessible van',
    color: null,
    identifierDescription: 'TLC plate number',
    state: null,
  },
] as const;

export const SEED_DOCUMENT_TYPES = [
  { key: 'driver_license', title: 'Driver License', entityType: 'driver', required: true },
  { key: 'tlc_license', title: 'TLC License', entityType: 'driver', required: true },
  { key: 'ssn', title: 'Social Security Card', entityType: 'driver' },
  { key: 'w9_form', title: 'W-9 Form', entityType: 'driver' },
  { key: 'defensive_driving', title: 'Defensive Driving Certificate', entityType: 'driver' },
  { key: 'drug_test', title: 'Drug Test', entityType: 'driver' },
  { key: 'insurance_id_card', title: 'Insurance ID Card', entityType: 'car', required: true },
  { key: 'registration', title: 'Vehicle Registration', entityType: 'car', required: true },
  { key: 'rate_card', title: 'Rate Card', entityType: 'car' },
  { key: 'tlc_vehicle_license', title: 'TLC Vehicle License', entityType: 'car', required: true },
  { key: 'vehicle_inspection', title: 'Vehicle Inspection', entityType: 'car' },
] as const;

export const SEED_TRANSACTION_CATEGORIES = [
  { name: 'Ride adjustment', type: 'credit' },
  { name: 'Tolls reimbursement', type: 'credit' },
  { name: 'Wait time', type: 'credit' },
  { name: 'Bonus', type: 'credit' },
  { name: 'Referral bonus', type: 'credit' },
  { name: 'Car rental', type: 'debit' },
  { name: 'Insurance', type: 'debit' },
  { name: 'Traffic ticket', type: 'debit' },
  { name: 'Equipment', type: 'debit' },
  { name: 'Chargeback', type: 'debit' },
] as const;

/** Operator settings with the values a New York operator starts from. */
export const SEED_SETTINGS: Readonly<Record<string, unknown>> = {
  default_affiliates_status: ['assigned', 'accepted', 'arriving'],
  default_company_id: DEFAULT_COMPANY_ID,
  business_timezone: 'America/New_York',
  no_show_wait_minutes: 10,
  fleet_lock_minutes: 10,
  on_time_pickup_minutes: 20,
  stale_gps_minutes: 2,
  vendor_pickup_delay_highlight_minutes: 10,
  vendor_pickup_delay_ignore_minutes: 200,
  rides_default_range_hours: 120,
};

// Each insert leaves a row that is there alone: the demo may be seeded on a database a production first
// start prepared (docs/decisions.md 208).
export const insertCarTypes = (db: DbOrTx) =>
  db
    .insert(carTypes)
    .values([...SEED_CAR_TYPES])
    .onConflictDoNothing();

export const insertDocumentTypes = (db: DbOrTx) =>
  db
    .insert(documentTypes)
    .values(SEED_DOCUMENT_TYPES.map((type, index) => ({ id: index + 1, ...type })))
    .onConflictDoNothing();

export const insertTransactionCategories = (db: DbOrTx) =>
  db
    .insert(transactionCategories)
    .values(SEED_TRANSACTION_CATEGORIES.map((category, index) => ({ id: index + 1, ...category })))
    .onConflictDoNothing();

/** The settings not yet stored; one an operator changed keeps its value. */
export const insertMissingSettings = (db: DbOrTx, now: Date) =>
  db
    .insert(settings)
    .values(Object.entries(SEED_SETTINGS).map(([key, value]) => ({ key, value, updatedAt: now })))
    .onConflictDoNothing();

export async function insertReferenceData(db: DbOrTx, now: Date): Promise<void> {
  await insertCarTypes(db);
  await insertDocumentTypes(db);
  await insertTransactionCategories(db);
  await insertMissingSettings(db, now);
}
