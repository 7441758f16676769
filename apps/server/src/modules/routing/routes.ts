import { driverRoutes, routing, routingComparisons, routingScenarios } from '@fleetdesk/contract';
import { signedIn } from '../../platform/http/register';
import type { ServerModule } from '../../platform/module';
import { createComparisonService } from './compare/service';
import { createRoutingDayService } from './day-service';
import { createDriverRoutesService } from './driver-routes';
import { createMetricsService } from './metrics';
import { createApplyService } from './run/apply';
import { autoRoutingDefinition } from './run/auto';
import { routingJobDefinition } from './run/job';
import { createRunService } from './run/service';
import { createScenariosService } from './scenarios';
import { createRoutesService } from './service';

interface Ctx {
  caller: Parameters<typeof signedIn>[0];
  companyState: string;
  ip: string;
}
/** A routing write's who, where (the company-state header's routing state) and from which address. */
const writer = ({ caller, companyState, ip }: Ctx) => ({ caller: signedIn(caller), state: companyState, ip });

export const routingModule: ServerModule = {
  name: 'routing',
  routes(deps, { route }) {
    const routes = createRoutesService(deps);
    const day = createRoutingDayService(deps);
    const metrics = createMetricsService(deps);
    const scenarios = createScenariosService(deps);
    const shifts = createDriverRoutesService(deps, routes);
    const runs = createRunService(deps);
    const apply = createApplyService(deps);
    const comparisons = createComparisonService(deps);

    route(routing.getStates, ({ caller }) => day.states(signedIn(caller)));
    route(routing.getZones, ({ caller, query, companyState }) =>
      day.zones(signedIn(caller), query.state ?? companyState),
    );
    route(routing.listRoutes, ({ caller, query, companyState }) =>
      routes.list(signedIn(caller), companyState, query.date),
    );
    route(routing.getRoute, ({ caller, params, companyState }) =>
      routes.get(signedIn(caller), companyState, params.id),
    );
    route(routing.saveRoute, (ctx) => routes.save(writer(ctx), ctx.params.id, ctx.body));
    route(routing.deleteRoute, (ctx) => routes.delete(writer(ctx), ctx.params.id));
    route(routing.clearRoute, (ctx) => routes.clear(writer(ctx), ctx.params.id));
    route(routing.clearRouteRide, (ctx) => routes.clearRide(writer(ctx), ctx.params.id, ctx.params.rideId));
    route(routing.resetRoutes, (ctx) => routes.reset(writer(ctx), ctx.body.date));
    route(routing.resyncZones, (ctx) => day.resyncZones(writer(ctx), ctx.body.date));
    route(routing.syncMetrics, (ctx) => metrics.syncMetrics(writer(ctx), ctx.body.date, ctx.body.route_id));
    route(routing.routeAll, (ctx) => runs.routeAll(writer(ctx), ctx.body));
    route(routing.routeOne, (ctx) => runs.routeOne(writer(ctx), ctx.params.id, ctx.body));
    route(routing.applyRoute, (ctx) => apply.applyRoute(writer(ctx), ctx.params.id));
    route(routing.applyAll, (ctx) => apply.applyAll(writer(ctx), ctx.body.date));
    route(routingComparisons.startComparison, (ctx) => comparisons.start(writer(ctx), ctx.body));
    route(routingComparisons.getComparison, ({ caller, params, companyState }) =>
      comparisons.get(signedIn(caller), companyState, params.id),
    );
    route(routingComparisons.useComparisonPlan, (ctx) =>
      comparisons.use(writer(ctx), ctx.params.id, ctx.body.side),
    );
    route(routingComparisons.discardComparison, (ctx) => comparisons.discard(writer(ctx), ctx.params.id));
    route(routing.getRoutingSettings, ({ caller, companyState }) =>
      day.getSettings(signedIn(caller), companyState),
    );
    route(routing.setAutoRouting, (ctx) => day.setAutoRouting(writer(ctx), ctx.body.auto_routing_enabled));
    route(routing.getRoutingStats, ({ caller, query, companyState }) =>
      day.stats(signedIn(caller), companyState, query.date),
    );
    route(routingScenarios.listScenarios, ({ caller, query, companyState }) =>
      scenarios.list(signedIn(caller), companyState, query.car_type_id),
    );
    route(routingScenarios.saveScenario, (ctx) => scenarios.save(writer(ctx), ctx.params.id, ctx.body));
    route(routingScenarios.deleteScenario, (ctx) => scenarios.remove(writer(ctx), ctx.params.id));
    route(driverRoutes.listDriverRoutes, ({ caller, scope, query }) =>
      shifts.list(signedIn(caller), scope, query),
    );
    route(driverRoutes.removeDriverRoute, ({ caller, params, ip }) =>
      shifts.remove(signedIn(caller), params.id, ip),
    );
  },
  jobs: (deps) => [routingJobDefinition(deps), autoRoutingDefinition(deps)],
};
