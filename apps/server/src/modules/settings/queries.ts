import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { inCompanies } from '../../db/reach';
import {
  carTypes,
  companies,
  fleets,
  rideTypes,
  settings,
  transactionCategories,
  zones,
} from '../../db/schema';
import type { FleetScope } from '../../platform/auth/context';

export const fleetColumns = {
  id: fleets.id,
  name: fleets.name,
  status: fleets.status,
  display_brokers_logo: fleets.displayBrokersLogo,
};

export const listTransactionCategories = (db: DbOrTx) =>
  db
    .select({
      id: transactionCategories.id,
      name: transactionCategories.name,
      type: transactionCategories.type,
    })
    .from(transactionCategories)
    .orderBy(asc(transactionCategories.id));

/** Ride types of active companies, or of one company when `companyId` is not 0, within the reach. */
export const listRideTypes = (db: DbOrTx, companyId: number, scope: FleetScope) =>
  db
    .select({
      id: rideTypes.id,
      company_id: rideTypes.companyId,
      company_name: companies.name,
      display_name: rideTypes.displayName,
      short_description: rideTypes.shortDescription,
      accessible: rideTypes.accessible,
      seats: rideTypes.seats,
      payment_types_supported: rideTypes.paymentTypesSupported,
    })
    .from(rideTypes)
    .innerJoin(companies, eq(companies.id, rideTypes.companyId))
    .where(
      and(
        companyId === 0 ? eq(companies.status, 'active') : eq(rideTypes.companyId, companyId),
        inCompanies(companies.id, scope.companyIds),
      ),
    )
    .orderBy(asc(companies.name), asc(rideTypes.displayName));

export const listCarTypes = (db: DbOrTx) =>
  db
    .select({
      id: carTypes.id,
      title: carTypes.title,
      description: carTypes.description,
      color: carTypes.color,
      identifier_description: carTypes.identifierDescription,
      state: carTypes.state,
    })
    .from(carTypes)
    .orderBy(asc(carTypes.id));

export const listZones = (db: DbOrTx) =>
  db
    .select({
      id: zones.id,
      name: zones.name,
      short_name: zones.shortName,
      state: zones.state,
      polygon: zones.polygon,
    })
    .from(zones)
    .orderBy(asc(zones.name));

/** Fleets visible to the caller: a fleet user sees only their own. */
export const listFleets = (db: DbOrTx, scope: FleetScope) =>
  db
    .select(fleetColumns)
    .from(fleets)
    .where(scope.fleetId === null ? undefined : eq(fleets.id, scope.fleetId))
    .orderBy(asc(fleets.name));

const companyColumns = {
  id: companies.id,
  name: companies.name,
  status: companies.status,
  type: companies.type,
  vendor_id: companies.vendorId,
  is_facility: companies.isFacility,
  broker_key: companies.brokerKey,
};

export const listFacilityCompanies = (db: DbOrTx, scope: FleetScope) =>
  db
    .select(companyColumns)
    .from(companies)
    .where(
      and(
        eq(companies.isFacility, true),
        eq(companies.status, 'active'),
        inCompanies(companies.id, scope.companyIds),
      ),
    )
    .orderBy(asc(companies.name));

/** Every company in reach, active first, for the selectors (the web filters by type and status). */
export const listCompanies = (db: DbOrTx, scope: FleetScope) =>
  db
    .select(companyColumns)
    .from(companies)
    .where(inCompanies(companies.id, scope.companyIds))
    .orderBy(asc(companies.status), asc(companies.name));

export async function readSettings(db: DbOrTx): Promise<Record<string, unknown>> {
  const rows = await db.select({ key: settings.key, value: settings.value }).from(settings);
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}
