import { estimates } from '@fleetdesk/contract';
import { signedIn } from '../../platform/http/register';
import type { ServerModule } from '../../platform/module';
import { createNearbyDriversService } from './eta';
import { createEstimatesService } from './service';

export const estimatesModule: ServerModule = {
  name: 'estimates',
  routes(deps, { route }) {
    const service = createEstimatesService(deps);
    const nearby = createNearbyDriversService(deps);
    route(estimates.priceEstimates, ({ caller, body }) => service.priceEstimates(signedIn(caller), body));
    route(estimates.priceRide, ({ caller, body }) => service.priceRide(signedIn(caller), body));
    route(estimates.nearbyDrivers, ({ query, scope }) => nearby.findNearbyDrivers(query, scope));
  },
};
