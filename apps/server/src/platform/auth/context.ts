/** Who is calling, resolved once per request from the bearer token. */
export interface Caller {
  adminId: number;
  sessionId: number;
  email: string;
  isFleet: boolean;
  fleetId: number | null;
  superAdmin: boolean;
  /** Canonical permission keys held through roles in any company. */
  permissions: ReadonlySet<string>;
}

/** What every query of a fleet user is limited to; null for staff (no limit). */
export interface FleetScope {
  fleetId: number | null;
}

export const scopeOf = (caller: Caller | null): FleetScope => ({
  fleetId: caller?.isFleet ? caller.fleetId : null,
});
