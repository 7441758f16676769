import { routing } from '@fleetdesk/contract';
import type { Caller } from '../../../platform/auth/context';
import type { ModuleDeps } from '../../../platform/module';
import { updateRouteRow } from '../queries';
import { assertOperatorStaff, lockWritableRoute, type WriteRequest } from '../route-access';
import { sendRun } from './job';
import { insertRun, toRun } from './records';

type RunDeps = Pick<ModuleDeps, 'db' | 'realtime' | 'jobs'>;

/** Records a run (one in flight per day and state: 409) and hands it to the routing job. */
export async function queueRun(deps: RunDeps, values: Parameters<typeof insertRun>[1]) {
  const run = await insertRun(deps.db, values);
  await sendRun(deps, run);
  return run;
}

/** ROUTE and a route's Route: queue a run (one in flight per day and state), the job does the rest. */
export function createRunService(deps: RunDeps) {
  const { db } = deps;
  const queue = (values: Parameters<typeof insertRun>[1]) => queueRun(deps, values);

  async function routeAll(
    request: WriteRequest & { state: string },
    body: { date: string; fleet_ids?: number[] | null; company_ids?: number[] | null },
  ) {
    assertOperatorStaff(request.caller);
    const run = await queue({
      state: request.state,
      serviceDate: body.date,
      fleetIds: body.fleet_ids ?? [],
      companyIds: body.company_ids ?? [],
      createdBy: request.caller.adminId,
    });
    return { run: toRun(run), message: routing.ROUTED_RIDES };
  }

  /** The route goes processing (edits refused) until its run ends. */
  async function routeOne(
    request: WriteRequest & { state: string },
    id: number,
    body: { routing_service?: 'osrm' | 'straight_line'; company_ids?: number[] | null },
  ) {
    assertOperatorStaff(request.caller);
    const run = await db.transaction(async (tx) => {
      const route = await lockWritableRoute(tx, id, request.state);
      const row = await insertRun(tx, {
        state: route.state,
        serviceDate: route.serviceDate,
        routeId: route.id,
        routingService: body.routing_service ?? null,
        companyIds: body.company_ids ?? [],
        createdBy: request.caller.adminId,
      });
      await updateRouteRow(tx, route.id, { status: 'processing' });
      return row;
    });
    await sendRun(deps, run);
    return { run: toRun(run), message: routing.ROUTED_ROUTE };
  }

  return { routeAll, routeOne };
}

export type AutoRoutingCaller = Caller;
