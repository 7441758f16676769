import { FACILITY_ROLE_ID, MESSAGES } from '@fleetdesk/contract';
import { AppError } from '../errors';

/** One role an admin holds in one company, with the canonical keys the role grants. */
export interface RoleGrant {
  roleId: number;
  companyId: number;
  companyIsFacility: boolean;
  keys: readonly string[];
}

/** Which companies a staff user reaches, and with which keys in each (docs/decisions.md). */
export interface CompanyReach {
  /** The companies a facility user reaches; null: every company (operator staff). */
  companyIds: readonly number[] | null;
  /** Keys held in each reached company; empty for operator staff, whose keys hold everywhere. */
  permissionsByCompany: ReadonlyMap<number, ReadonlySet<string>>;
}

/** Operator staff, and fleet users (their fleet is their scope). */
export const EVERY_COMPANY: CompanyReach = { companyIds: null, permissionsByCompany: new Map() };

/**
 * Operator staff hold a role that is not the facility role in a company that is not a facility.
 * Anyone else works for their facilities only, whatever else the role is called.
 */
export const isOperatorGrant = (grant: RoleGrant): boolean =>
  grant.roleId !== FACILITY_ROLE_ID && !grant.companyIsFacility;

/**
 * The reach of a staff user from their roles: a super admin or an operator grant reaches every
 * company; otherwise exactly the companies the roles are held in (none without roles), each with the
 * keys held there.
 */
export function companyReachOf(grants: readonly RoleGrant[], superAdmin: boolean): CompanyReach {
  if (superAdmin || grants.some(isOperatorGrant)) return EVERY_COMPANY;
  const byCompany = new Map<number, Set<string>>();
  for (const grant of grants) {
    const keys = byCompany.get(grant.companyId) ?? new Set<string>();
    for (const key of grant.keys) keys.add(key);
    byCompany.set(grant.companyId, keys);
  }
  return { companyIds: [...byCompany.keys()].sort((a, b) => a - b), permissionsByCompany: byCompany };
}

/** True when the reach includes the company; a missing company (null) is reached by operator staff only. */
export function reachesCompany(reach: Pick<CompanyReach, 'companyIds'>, companyId: number | null): boolean {
  if (reach.companyIds === null) return true;
  return companyId !== null && reach.companyIds.includes(companyId);
}

/**
 * A request naming a company (pricing, booking, a new rider): a facility user may name only their
 * own; another is refused with 403 on the field, not hidden, since the user chose it.
 */
export function assertCompanyInReach(
  reach: Pick<CompanyReach, 'companyIds'>,
  companyId: number | null,
  field = 'company_id',
): void {
  if (reachesCompany(reach, companyId)) return;
  throw new AppError('forbidden', MESSAGES.companyOutOfReach, { [field]: [MESSAGES.companyOutOfReach] });
}

/** The caller as they stand on one company's data: with the keys they hold there. */
export const callerIn = <C extends CompanyReach & { permissions: ReadonlySet<string> }>(
  caller: C,
  companyId: number,
): C => ({ ...caller, permissions: permissionsIn(caller, companyId) });

/** The companies where the holder may use `key`: null for every company (operator staff). */
export function companiesHolding(
  holder: CompanyReach & { permissions: ReadonlySet<string> },
  key: string,
): readonly number[] | null {
  if (holder.companyIds === null) return null;
  return holder.companyIds.filter((id) => permissionsIn(holder, id).has(key));
}

/**
 * True when the key counts in every company the holder reaches. For what is shaped once for all
 * of a caller's companies (a ride view): a key held in only some of them does not show more there.
 */
export const holdsEverywhere = (holder: CompanyReach & { permissions: ReadonlySet<string> }, key: string) =>
  holder.companyIds === null
    ? holder.permissions.has(key)
    : holder.companyIds.every((id) => permissionsIn(holder, id).has(key));

/** The keys that count on one company's data: all of them for operator staff, those held there otherwise. */
export function permissionsIn(
  holder: CompanyReach & { permissions: ReadonlySet<string> },
  companyId: number,
): ReadonlySet<string> {
  if (holder.companyIds === null) return holder.permissions;
  return holder.permissionsByCompany.get(companyId) ?? new Set();
}

/**
 * Whether a caller reaches a driver or a car: a fleet user only their fleet's; a facility user none
 * (drivers and cars belong to no facility company); operator staff every one.
 */
export const reachesFleetEntity = (
  caller: Pick<CompanyReach, 'companyIds'> & { isFleet: boolean; fleetId: number | null },
  entity: { fleetId: number | null },
): boolean => (caller.isFleet ? entity.fleetId === caller.fleetId : caller.companyIds === null);
