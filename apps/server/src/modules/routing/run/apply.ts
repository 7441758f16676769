import { type ApplySkip, routing } from '@fleetdesk/contract';
import { and, asc, eq } from 'drizzle-orm';
import { routingRouteRides, routingRoutes } from '../../../db/schema';
import { scopeOf } from '../../../platform/auth/context';
import { AppError, notFound } from '../../../platform/errors';
import type { ModuleDeps } from '../../../platform/module';
import { actorOf } from '../../ride-actions/guards';
import { lockRide } from '../../ride-actions/queries';
import { assignDriver } from '../../ride-actions/steps';
import { createPublisher } from '../../rides/publish';
import { dayOf, liveRoute } from '../queries';
import { assertOperatorStaff, routeDetail, type WriteRequest } from '../route-access';

/** Why apply leaves a ride as it is. */
export const APPLY_SKIPS = {
  changed: 'The ride changed since it was routed (status or details); route it again.',
  gone: 'The ride no longer exists.',
} as const;

type RouteToApply = { id: number; driverId: number };

/**
 * Apply: each ride of a finished route is assigned to the route's driver through the dispatcher's own
 * path (ride-actions: the ride's row lock, event, audit, realtime), one transaction per ride so one
 * refusal does not stop the others. A ride whose status or updated_at moved since the run is skipped.
 */
export function createApplyService(deps: Pick<ModuleDeps, 'db' | 'realtime' | 'fileLinks'>) {
  const { db } = deps;
  const publish = createPublisher(db, deps.realtime, deps.fileLinks);

  async function applyOne(request: WriteRequest, route: RouteToApply) {
    const skipped: ApplySkip[] = [];
    let assigned = 0;
    const held = await db
      .select()
      .from(routingRouteRides)
      .where(eq(routingRouteRides.routeId, route.id))
      .orderBy(asc(routingRouteRides.position));
    for (const entry of held) {
      const skip = (reason: string) => {
        skipped.push({ ride_id: entry.rideId, route_id: route.id, reason });
        return null;
      };
      try {
        const changes = await db.transaction(async (tx) => {
          const ride = await lockRide(tx, entry.rideId);
          if (!ride) return skip(APPLY_SKIPS.gone);
          const routedAt = entry.routedUpdatedAt?.getTime();
          if (ride.row.status !== entry.routedStatus || ride.row.updatedAt.getTime() !== routedAt)
            return skip(APPLY_SKIPS.changed);
          const ctx = { tx, caller: request.caller, ip: request.ip };
          const request_ = { driverId: route.driverId, action: 'assign' as const };
          return (
            await assignDriver(ctx, ride, request_, actorOf(request.caller, ride), scopeOf(request.caller))
          ).changes;
        });
        if (changes) {
          await publish(changes);
          assigned++;
        }
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        skip(Object.values(error.errors ?? {})[0]?.[0] ?? error.message);
      }
    }
    return { assigned, skipped };
  }

  async function finishedRoute(state: string, id: number) {
    const [route] = await db
      .select({ id: routingRoutes.id, driverId: routingRoutes.driverId, status: routingRoutes.status })
      .from(routingRoutes)
      .where(and(eq(routingRoutes.id, id), eq(routingRoutes.state, state), liveRoute));
    if (!route) throw notFound('Route');
    if (route.status !== 'finished')
      throw new AppError('conflict', 'Only a routed (finished) route can be applied. Route it first.');
    return route;
  }

  async function applyRoute(request: WriteRequest & { state: string }, id: number) {
    assertOperatorStaff(request.caller);
    const outcome = await applyOne(request, await finishedRoute(request.state, id));
    return { route: await routeDetail(db, id), ...outcome, message: routing.APPLIED_ROUTE };
  }

  async function applyAll(request: WriteRequest & { state: string }, date: string) {
    assertOperatorStaff(request.caller);
    const routes = await db
      .select({ id: routingRoutes.id, driverId: routingRoutes.driverId })
      .from(routingRoutes)
      .where(and(dayOf(request.state, date), eq(routingRoutes.status, 'finished')))
      .orderBy(asc(routingRoutes.id));
    const skipped: ApplySkip[] = [];
    let assigned = 0;
    for (const route of routes) {
      const outcome = await applyOne(request, route);
      assigned += outcome.assigned;
      skipped.push(...outcome.skipped);
    }
    return { routes: routes.length, assigned, skipped, message: routing.APPLIED_ALL };
  }

  return { applyRoute, applyAll };
}
