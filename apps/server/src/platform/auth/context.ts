import type { CompanyReach } from './reach';

/** Who is calling, resolved once per request from the bearer token. */
export interface Caller extends CompanyReach {
  adminId: number;
  sessionId: number;
  email: string;
  isFleet: boolean;
  fleetId: number | null;
  superAdmin: boolean;
  /** May read what their keys allow but change nothing beyond their own session and profile. */
  isReadOnly: boolean;
  /**
   * Canonical permission keys held through roles in any company: enough to reach an endpoint. What
   * counts on one company's data is `permissionsIn(caller, companyId)` (reach.ts).
   */
  permissions: ReadonlySet<string>;
}

/**
 * What every query of the caller is limited to: a fleet user's fleet, a facility user's companies
 * (null: no limit of that kind).
 */
export interface FleetScope {
  fleetId: number | null;
  companyIds: readonly number[] | null;
}

export const scopeOf = (caller: Caller | null): FleetScope => ({
  fleetId: caller?.isFleet ? caller.fleetId : null,
  companyIds: caller?.companyIds ?? null,
});
