import type { driverRoutes } from '@fleetdesk/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { routingRoutes } from '../../db/schema';
import type { Caller, FleetScope } from '../../platform/auth/context';
import { nextPageUrl } from '../../platform/http/next-page';
import type { ModuleDeps } from '../../platform/module';
import { selectRoutes } from './queries';
import { assertOperatorStaff } from './route-access';
import { ROUTING_MESSAGES } from './rules';
import type { RoutesService } from './service';
import { toRoute } from './views';

type DriverRoutesQuery = z.output<NonNullable<typeof driverRoutes.listDriverRoutes.query>>;

/** The driver shift list (spec 1 /routes): every state, a fleet user's fleet only, newest first. */
export function createDriverRoutesService({ db }: Pick<ModuleDeps, 'db'>, routes: RoutesService) {
  async function list(caller: Caller, scope: FleetScope, query: DriverRoutesQuery) {
    assertOperatorStaff(caller);
    const where = and(
      scope.fleetId === null ? undefined : eq(routingRoutes.fleetId, scope.fleetId),
      query.date ? eq(routingRoutes.serviceDate, query.date) : undefined,
      query.driver_id ? eq(routingRoutes.driverId, query.driver_id) : undefined,
    );
    const offset = (query.page - 1) * query.per_page;
    const rows = await selectRoutes(db, where, { limit: query.per_page + 1, offset, newestFirst: true });
    const hasNext = rows.length > query.per_page;
    return {
      routes: {
        data: rows.slice(0, query.per_page).map(toRoute),
        current_page: query.page,
        per_page: query.per_page,
        next_page_url: hasNext ? nextPageUrl('/routes', query, caller.isFleet) : null,
      },
    };
  }

  async function remove(caller: Caller, id: number, ip: string) {
    await routes.endRoute({ caller, state: null, ip }, id, 'delete');
    return { message: ROUTING_MESSAGES.driverRouteRemoved };
  }

  return { list, remove };
}
