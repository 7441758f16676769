import { type Company, NON_BOOKABLE_COMPANY_IDS, type RideType } from '@fleetdesk/contract';

export interface BookableCompany {
  id: number;
  name: string;
  isFacility: boolean;
}

/**
 * The companies a ride can be booked for, from GET /settings: the active companies that have ride types
 * (without one nothing can be priced), less the five brokers (decision 19), facilities first and
 * then the others, each group by name.
 */
export function bookableCompanies(
  rideTypes: readonly RideType[],
  facilities: readonly Company[],
): BookableCompany[] {
  const facilityIds = new Set(facilities.map((company) => company.id));
  const excluded = new Set<number>(NON_BOOKABLE_COMPANY_IDS);
  const byId = new Map<number, BookableCompany>();
  for (const company of facilities) {
    if (company.status === 'active' && !excluded.has(company.id))
      byId.set(company.id, { id: company.id, name: company.name, isFacility: true });
  }
  for (const type of rideTypes) {
    if (excluded.has(type.company_id) || byId.has(type.company_id)) continue;
    byId.set(type.company_id, {
      id: type.company_id,
      name: type.company_name,
      isFacility: facilityIds.has(type.company_id),
    });
  }
  return [...byId.values()].sort(
    (a, b) => Number(b.isFacility) - Number(a.isFacility) || a.name.localeCompare(b.name),
  );
}
