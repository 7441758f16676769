import type { drivers as driverEndpoints } from '@fleetdesk/contract';
import { type AnyColumn, and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { cars, drivers } from '../../db/schema';
import { contains, startsWith } from '../rides/search';
import { documentsFlagSql, finishedRidesOf } from './queries';

export type DriverSearchQuery = z.output<typeof driverEndpoints.driverSearchQuery>;
type DriverSortField = DriverSearchQuery['sort_by'];

/** The drivers a caller reaches: a fleet user their fleet's; a facility user none; staff every one. */
export interface DriverReach {
  fleetId: number | null;
  isFleet: boolean;
  none: boolean;
}

export function reachCondition(reach: DriverReach): SQL | undefined {
  if (reach.none) return sql`false`;
  if (reach.isFleet) return reach.fleetId === null ? sql`false` : eq(drivers.fleetId, reach.fleetId);
  return undefined;
}

const carOfDriver = (condition: SQL) =>
  sql`exists (select 1 from ${cars} where ${cars.driverId} = ${drivers.id} and ${condition})`;

/** Drivers of the cars whose plate matches: the plate's trigram index finds the few cars first. */
const plateMatches = (pattern: string) =>
  sql`${drivers.id} in (select ${cars.driverId} from ${cars} where ${cars.plateNumber} ilike ${pattern})`;

const fullName = sql`(${drivers.firstName} || ' ' || ${drivers.lastName})`;

/** The free search box (the drivers list, driver stats): a number is an id, a phone or a licence; text a name, e-mail or plate. */
export function freeSearch(text: string): SQL | undefined {
  const term = text.trim();
  if (term === '') return undefined;
  const byText = [
    sql`${fullName} ilike ${contains(term)}`,
    sql`${drivers.email} ilike ${contains(term)}`,
    sql`${drivers.driverLicense} ilike ${startsWith(term)}`,
    sql`${drivers.tlcLicense} ilike ${startsWith(term)}`,
    plateMatches(startsWith(term)),
  ];
  const digits = term.replace(/\D/g, '');
  if (/^\d{1,9}$/.test(term)) byText.push(eq(drivers.id, Number(term)));
  if (digits.length >= 3 && /^[\d\s()+-]+$/.test(term)) {
    byText.push(sql`${drivers.phoneNumber} like ${contains(digits)}`);
  }
  return or(...byText);
}

const textFilter = (value: string | undefined, build: (term: string) => SQL) =>
  value === undefined || value === '' ? undefined : build(value);

/** Only the drivers whose documents are (true) or are not (false) missing, expired or refused on `today`. */
function documentsFilter(flag: boolean | undefined, today: string): SQL | undefined {
  if (flag === undefined) return undefined;
  const missing = documentsFlagSql('driver', drivers.id, today);
  return flag ? missing : sql`not ${missing}`;
}

/** The filters of spec 2 §2, `has_car`, the documents flag and the free search, as one condition. */
export function filterConditions(query: DriverSearchQuery, today: string): (SQL | undefined)[] {
  const fleetIds = query.fleet_ids ?? [];
  const namedFleets = fleetIds.filter((id) => id !== 0);
  return [
    textFilter(query.search_id, (id) => eq(drivers.id, Number(id))),
    textFilter(query.search_full_name, (t) => sql`${fullName} ilike ${contains(t)}`),
    textFilter(
      query.search_phone_number,
      (t) => sql`${drivers.phoneNumber} like ${contains(t.replace(/\D/g, ''))}`,
    ),
    textFilter(query.search_email, (t) => sql`${drivers.email} ilike ${contains(t)}`),
    textFilter(query.search_driver_license, (t) => sql`${drivers.driverLicense} ilike ${startsWith(t)}`),
    textFilter(query.search_tlc_license, (t) => sql`${drivers.tlcLicense} ilike ${startsWith(t)}`),
    textFilter(query.search_car_plate, (t) => plateMatches(contains(t))),
    textFilter(query.address_state, (t) => eq(drivers.addressState, t.toUpperCase())),
    query.statuses?.length ? inArray(drivers.status, query.statuses) : undefined,
    query.company_ids?.length ? inArray(drivers.companyId, query.company_ids) : undefined,
    fleetIds.length
      ? or(
          namedFleets.length ? inArray(drivers.fleetId, namedFleets) : undefined,
          fleetIds.includes(0) ? isNull(drivers.fleetId) : undefined,
        )
      : undefined,
    query.has_car === undefined
      ? undefined
      : query.has_car
        ? carOfDriver(sql`true`)
        : sql`not ${carOfDriver(sql`true`)}`,
    documentsFilter(query.documents_expired_or_missing, today),
    query.search === undefined ? undefined : freeSearch(query.search),
  ];
}

export const driverWhere = (query: DriverSearchQuery, reach: DriverReach, today: string) =>
  and(reachCondition(reach), ...filterConditions(query, today));

const SORT_COLUMN: Record<DriverSortField, AnyColumn | SQL> = {
  'drivers.first_name': drivers.firstName,
  'drivers.id': drivers.id,
  'drivers.phone_number': drivers.phoneNumber,
  'drivers.email': drivers.email,
  'drivers.company_id': drivers.companyId,
  address_state: drivers.addressState,
  'drivers.total_rides': finishedRidesOf(drivers.id),
  'drivers.status': drivers.status,
  'drivers.created_at': drivers.createdAt,
};

/**
 * The sort, then the id in the same direction so pages never share or skip a row. Empty values follow
 * PostgreSQL's default (last going up, first going down), the order the (column, id) indexes hold.
 */
export function driverOrder(query: DriverSearchQuery): SQL[] {
  const direction = query.sort_by_type === 'asc' ? asc : desc;
  if (query.sort_by === 'drivers.id') return [direction(drivers.id)];
  return [direction(SORT_COLUMN[query.sort_by]), direction(drivers.id)];
}
