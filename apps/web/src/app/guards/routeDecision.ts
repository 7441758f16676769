import { canOpen, type Guarded, hasLiveSession, type SessionSnapshot, viewerOf } from './access';

export type RouteDecision = 'allow' | 'sign-in' | 'fleet-denied' | 'no-permission';

/** Unknown paths are open to everyone signed in, so that they reach the 404 page. */
const UNKNOWN_ROUTE: Guarded = { permission: null, fleet: true };

/** What the shell does with a path: show it, send to sign-in or /access-denied, or show access denied in place. */
export function decideRouteAccess(
  route: Guarded | null,
  session: SessionSnapshot,
  now: number,
): RouteDecision {
  if (!hasLiveSession(session, now)) return 'sign-in';
  const viewer = viewerOf(session);
  const target = route ?? UNKNOWN_ROUTE;
  if (canOpen(target, viewer)) return 'allow';
  return viewer.isFleet ? 'fleet-denied' : 'no-permission';
}
