import {
  parseRideSearch,
  REFERENCE_SEARCH_MIN,
  type RideSearchTerm,
  type rides as ridesEndpoints,
} from '@fleetdesk/contract';
import { type AnyColumn, and, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { drivers, rideAssignments, rideLateRisks, rides } from '../../db/schema';
import { invalidField } from '../../platform/errors';
import { type RideViewer, reachCondition } from './views';

export type RideSearch = z.output<typeof ridesEndpoints.rideSearchQuery>;

/** LIKE patterns take the user's own %, _ and backslash literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
export const contains = (text: string) => `%${escapeLike(text)}%`;
export const startsWith = (text: string) => `${escapeLike(text)}%`;
const digitsOf = (text: string) => text.replace(/\D/g, '');

// These expressions repeat the trigram indexes of 0003_rides_dispatch.sql word for word, so the
// planner can use them.
const passengerName = sql`lower(${rides.firstName} || ' ' || ${rides.lastName})`;
const startAddress = sql`lower(${rides.startAddress})`;
const destinationAddress = sql`lower(${rides.destinationAddress})`;

/** Phones are stored as +1XXXXXXXXXX: a search by `(212) 555-01` looks for its digits. */
function phoneContains(column: AnyColumn, text: string): SQL {
  const digits = digitsOf(text);
  // Nothing to look for (e.g. only punctuation): match nothing rather than everything.
  return digits.length === 0 ? sql`false` : sql`${column} like ${contains(digits)}`;
}

/** Drivers are few (thousands) next to rides (millions): find them first, then their rides. */
const driversWhere = (condition: SQL) =>
  inArray(rides.driverId, sql`(select ${drivers.id} from ${drivers} where ${condition})`);

function termCondition(term: RideSearchTerm, viewer: RideViewer): SQL {
  switch (term.key) {
    case 'id':
      return eq(rides.id, term.value);
    case 'ids':
      return inArray(rides.id, term.value);
    case 'pu':
      return sql`${startAddress} like ${contains(term.value.toLowerCase())}`;
    case 'do':
      return sql`${destinationAddress} like ${contains(term.value.toLowerCase())}`;
    case 'didr':
      // Every ride the driver ever had: the assignment history keeps switched-away rides.
      return or(
        eq(rides.driverId, term.value),
        inArray(
          rides.id,
          sql`(select ${rideAssignments.rideId} from ${rideAssignments} where ${rideAssignments.driverId} = ${term.value})`,
        ),
      ) as SQL;
    case 'ref':
      return sql`${rides.referenceId} like ${startsWith(term.value)}`;
    case 'refs':
      return inArray(rides.referenceId, term.value);
    case 'dname':
      return driversWhere(
        sql`lower(${drivers.firstName} || ' ' || ${drivers.lastName}) like ${contains(term.value.toLowerCase())}`,
      );
    case 'did':
      return eq(rides.driverId, term.value);
    case 'dphone':
      return driversWhere(phoneContains(drivers.phoneNumber, term.value));
    case 'uname':
      return sql`${passengerName} like ${contains(term.value.toLowerCase())}`;
    case 'uphone':
      return phoneContains(rides.phoneNumber, term.value);
    case 'uref':
      return eq(rides.riderReferenceId, term.value);
    case 'text':
      return bareTextCondition(term.value, viewer);
  }
}

/**
 * Text without a key (docs/decisions.md): digits are a ride id, the start of a reference id (staff
 * only, and from 4 digits on, like `ref:`) or part of the passenger's phone; anything else is part of
 * the passenger's name.
 */
function bareTextCondition(text: string, viewer: RideViewer): SQL {
  if (/^\d+$/.test(text)) {
    const asId = Number(text);
    const searchesReferences = !viewer.isFleet && text.length >= REFERENCE_SEARCH_MIN;
    return or(
      asId <= 2_147_483_647 ? eq(rides.id, asId) : undefined,
      searchesReferences ? sql`${rides.referenceId} like ${startsWith(text)}` : undefined,
      phoneContains(rides.phoneNumber, text),
    ) as SQL;
  }
  return sql`${passengerName} like ${contains(text.toLowerCase())}`;
}

/** The search box's terms as SQL; a bad term is a 422 on `search` with the spec's message. */
export function searchCondition(search: string | undefined, viewer: RideViewer): SQL | undefined {
  if (search === undefined || search.trim() === '') return undefined;
  const parsed = parseRideSearch(search, { isFleet: viewer.isFleet });
  if (!parsed.ok) throw invalidField('search', parsed.message);
  return and(...parsed.terms.map((term) => termCondition(term, viewer)));
}

/** The At risk filter: rides the late-pickup prediction flags now (late-risk module, decision 151). */
const atRiskCondition = inArray(
  rides.id,
  sql`(select ${rideLateRisks.rideId} from ${rideLateRisks} where ${rideLateRisks.atRisk})`,
);

/** Every filter except the status tab and the fleet selector, which the counts leave out. */
export function baseConditions(query: RideSearch, viewer: RideViewer): SQL[] {
  const list = <T>(values: T[] | undefined, make: (v: T[]) => SQL) =>
    values && values.length > 0 ? make(values) : undefined;
  return [
    reachCondition(viewer),
    list(query.company_ids, (v) => inArray(rides.companyId, v)),
    list(query.ride_types, (v) => inArray(rides.rideTypeId, v)),
    list(query.zones, (v) => inArray(rides.pickupZoneId, v)),
    list(query.destination_zone_ids, (v) => inArray(rides.destinationZoneId, v)),
    query.from_datetime ? gte(rides.pickupAt, new Date(query.from_datetime)) : undefined,
    query.to_datetime ? lte(rides.pickupAt, new Date(query.to_datetime)) : undefined,
    searchCondition(query.search, viewer),
    query.at_risk ? atRiskCondition : undefined,
  ].filter((c): c is SQL => c !== undefined);
}

export const statusCondition = (query: RideSearch) =>
  query.statuses && query.statuses.length > 0 ? inArray(rides.status, query.statuses) : undefined;

export const fleetFilterCondition = (query: RideSearch) =>
  query.fleet_ids && query.fleet_ids.length > 0 ? inArray(rides.fleetId, query.fleet_ids) : undefined;
