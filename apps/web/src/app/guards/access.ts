import { type AuthUser, hasPermission, type PermissionKey } from '@fleetdesk/contract';

/** Who is looking, reduced to what access decisions need. */
export interface Viewer {
  isFleet: boolean;
  isSuperAdmin: boolean;
  permissions: readonly string[];
}

/** Something guarded: a route or a menu entry. */
export interface Guarded {
  permission: PermissionKey | null;
  fleet: boolean;
}

export interface SessionSnapshot {
  token: string | null;
  tokenExpiresAt: string | null;
  user: AuthUser | null;
  permissions: readonly string[];
}

export function viewerOf(session: Pick<SessionSnapshot, 'user' | 'permissions'>): Viewer {
  return {
    isFleet: session.user?.is_fleet ?? false,
    isSuperAdmin: session.user?.super_admin ?? false,
    permissions: session.permissions,
  };
}

/**
 * Fleet users reach exactly the fleet-flagged targets, without permission keys (reaching it is the
 * grant, as on the API); staff need the key unless they are super admins.
 */
export function canOpen(target: Guarded, viewer: Viewer): boolean {
  if (viewer.isFleet) return target.fleet;
  return (
    target.permission === null || viewer.isSuperAdmin || hasPermission(viewer.permissions, target.permission)
  );
}

/** A token with its user that has not expired yet. */
export function hasLiveSession(session: SessionSnapshot, now: number): boolean {
  if (!session.token || !session.user) return false;
  if (!session.tokenExpiresAt) return true;
  return Date.parse(session.tokenExpiresAt) > now;
}
