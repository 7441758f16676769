import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { routingRoutes } from '../../db/schema';
import type { Caller } from '../../platform/auth/context';
import { AppError, forbidden, notFound } from '../../platform/errors';
import { type LockedRoute, lockRoute, selectRouteRides, selectRoutes, selectWaypoints } from './queries';
import { ROUTING_MESSAGES } from './rules';
import { toRouteDetail } from './views';

/** What every routing write shares: who may write, reading a route back, and locking it. */

/** Routing plans the operator's drivers: a facility user, whose reach is some companies, has none of it. */
export function assertOperatorStaff(caller: Caller) {
  if (caller.companyIds !== null) throw forbidden();
}

export interface WriteRequest {
  caller: Caller;
  /** The routing state (company-state header); null on the driver shift list, which spans states. */
  state: string | null;
  ip: string;
}

/** A route as the detail answers it: with its rides (in order) and stops. */
export async function routeDetail(db: DbOrTx, id: number) {
  const [row] = await selectRoutes(db, eq(routingRoutes.id, id));
  if (!row) throw notFound('Route');
  const [rides, waypoints] = await Promise.all([selectRouteRides(db, [id]), selectWaypoints(db, id)]);
  return toRouteDetail(row, rides, waypoints);
}

/**
 * A live route of the routing state (any state when null) under its lock, not found outside a fleet
 * user's fleet; a route being routed may not change.
 */
export async function lockWritableRoute(
  tx: DbOrTx,
  id: number,
  state: string | null,
  fleetId: number | null = null,
): Promise<LockedRoute> {
  const route = await lockRoute(tx, id);
  if (!route || (state !== null && route.state !== state)) throw notFound('Route');
  if (fleetId !== null && route.fleetId !== fleetId) throw notFound('Route');
  if (route.status === 'processing') throw new AppError('conflict', ROUTING_MESSAGES.routeProcessing);
  return route;
}
