import { ROUTING_ACTIONS } from '@fleetdesk/contract';
import type { DbOrTx } from '../../db/client';
import { routingRoutes } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import type { Caller } from '../../platform/auth/context';
import { AppError, notFound } from '../../platform/errors';
import type { ModuleDeps } from '../../platform/module';
import {
  dayOf,
  detachRides,
  type LockedRoute,
  selectRouteRides,
  selectRoutes,
  updateRouteRow,
} from './queries';
import { assertOperatorStaff, lockWritableRoute, routeDetail, type WriteRequest } from './route-access';
import { ROUTING_MESSAGES, rideTotals } from './rules';
import { latestRun, toRun } from './run/records';
import { createRouteSaver } from './save';
import { toRoute } from './views';

export function createRoutesService(deps: Pick<ModuleDeps, 'db' | 'realtime'>) {
  const { db, realtime } = deps;
  const announce = (route: Pick<LockedRoute, 'id' | 'state' | 'serviceDate' | 'fleetId'>, status: string) =>
    realtime.emit(
      ROUTING_ACTIONS.routeChanged,
      { route_id: route.id, state: route.state, date: route.serviceDate, status },
      route.fleetId,
    );

  async function list(caller: Caller, state: string, date: string) {
    assertOperatorStaff(caller);
    const [rows, run] = await Promise.all([selectRoutes(db, dayOf(state, date)), latestRun(db, state, date)]);
    return { routes: rows.map(toRoute), run: run && toRun(run) };
  }

  async function get(caller: Caller, state: string, id: number) {
    assertOperatorStaff(caller);
    const route = await routeDetail(db, id);
    if (route.state !== state) throw notFound('Route');
    return { route };
  }

  /** Empties routes (back to pending, no rides or stops) inside the caller's transaction. */
  async function clearRoutes(tx: DbOrTx, ids: readonly number[]) {
    const detached = await detachRides(tx, ids);
    for (const id of ids) await updateRouteRow(tx, id, { status: 'pending', ...emptyTotals });
    return detached;
  }

  /** Delete (status deleted) or clear one route, audited. */
  async function endRoute(request: WriteRequest, id: number, action: 'delete' | 'clear') {
    assertOperatorStaff(request.caller);
    const fleetId = request.caller.isFleet ? request.caller.fleetId : null;
    const route = await db.transaction(async (tx) => {
      const locked = await lockWritableRoute(tx, id, request.state, fleetId);
      const rides = await selectRouteRides(tx, [id]);
      await clearRoutes(tx, [id]);
      if (action === 'delete') await updateRouteRow(tx, id, { status: 'deleted' });
      await writeAudit(tx, {
        adminId: request.caller.adminId,
        action: `routing.route_${action}`,
        entityType: 'routing_route',
        entityId: id,
        before: { status: locked.status, ride_ids: rides.map((ride) => ride.id) },
        after: { status: action === 'delete' ? 'deleted' : 'pending', ride_ids: [] },
        ip: request.ip,
      });
      return locked;
    });
    announce(route, action === 'delete' ? 'deleted' : 'pending');
    return route;
  }

  async function clearRide(request: WriteRequest & { state: string }, id: number, rideId: number) {
    assertOperatorStaff(request.caller);
    const route = await db.transaction(async (tx) => {
      const locked = await lockWritableRoute(tx, id, request.state);
      if ((await detachRides(tx, [id], rideId)) === 0) throw notFound('Ride');
      const left = await selectRouteRides(tx, [id]);
      await updateRouteRow(tx, id, rideTotals(left));
      await writeAudit(tx, {
        adminId: request.caller.adminId,
        action: 'routing.route_ride_clear',
        entityType: 'routing_route',
        entityId: id,
        before: { ride_id: rideId },
        after: { rides_count: left.length },
        ip: request.ip,
      });
      return locked;
    });
    announce(route, route.status);
    return { route: await routeDetail(db, id), message: ROUTING_MESSAGES.rideRemoved };
  }

  /** Spec 3 §2 RESET: every route of the day and state cleared, in one transaction. */
  async function reset(request: WriteRequest & { state: string }, date: string) {
    assertOperatorStaff(request.caller);
    const cleared = await db.transaction(async (tx) => {
      const routes = await tx
        .select({ id: routingRoutes.id, status: routingRoutes.status })
        .from(routingRoutes)
        .where(dayOf(request.state, date))
        .orderBy(routingRoutes.id)
        .for('update');
      const live = routes.filter((route) => route.status !== 'deleted');
      if (live.some((route) => route.status === 'processing'))
        throw new AppError('conflict', ROUTING_MESSAGES.dayProcessing);
      const ids = live.map((route) => route.id);
      const rides = await clearRoutes(tx, ids);
      await writeAudit(tx, {
        adminId: request.caller.adminId,
        action: 'routing.reset',
        entityType: 'routing_day',
        entityId: `${request.state} ${date}`,
        after: { route_ids: ids, rides_detached: rides },
        ip: request.ip,
      });
      return ids.length;
    });
    realtime.emit(ROUTING_ACTIONS.dayChanged, { state: request.state, date });
    return { cleared, message: ROUTING_MESSAGES.ridesReset };
  }

  const saver = createRouteSaver(deps, announce);

  return {
    list,
    get,
    save: saver.save,
    delete: async (request: WriteRequest, id: number) => {
      await endRoute(request, id, 'delete');
      return { message: ROUTING_MESSAGES.routeDeleted };
    },
    clear: async (request: WriteRequest, id: number) => {
      await endRoute(request, id, 'clear');
      return { route: await routeDetail(db, id), message: ROUTING_MESSAGES.routeCleared };
    },
    clearRide,
    reset,
    /** Removes a route for the driver shift list (spec 1 /routes): the same as delete. */
    endRoute,
  };
}

const emptyTotals = { ridesCount: 0, totalAmountCents: 0, distance: 0, duration: 0 };

export type RoutesService = ReturnType<typeof createRoutesService>;
