import { standingOrders } from '@fleetdesk/contract';
import { signedIn } from '../../platform/http/register';
import type { ServerModule } from '../../platform/module';
import { standingOrdersJobs, sweepAtStart } from './job';
import { createStandingOrdersService } from './service';

export const standingOrdersModule: ServerModule = {
  name: 'standing-orders',
  routes(deps, { route }) {
    const service = createStandingOrdersService(deps);
    route(standingOrders.listStandingOrders, ({ caller, query }) => service.list(signedIn(caller), query));
    route(standingOrders.getStandingOrder, async ({ caller, params }) => ({
      standing_order: await service.get(signedIn(caller), params.id),
    }));
    route(standingOrders.createStandingOrder, ({ caller, body, ip }) =>
      service.create(signedIn(caller), body, ip),
    );
    route(standingOrders.updateStandingOrder, ({ caller, params, body, ip }) =>
      service.update(signedIn(caller), params.id, body, ip),
    );
    route(standingOrders.setStandingOrderStatus, ({ caller, params, body, ip }) =>
      service.setStatus(signedIn(caller), params.id, body, ip),
    );
  },
  jobs: standingOrdersJobs,
  start: sweepAtStart,
};
