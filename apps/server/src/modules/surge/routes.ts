import { surge } from '@fleetdesk/contract';
import { signedIn } from '../../platform/http/register';
import type { ServerModule } from '../../platform/module';
import { createHidingService } from './hiding';
import { createSurgeService } from './service';

/** Surge (spec 3 §7): zones and groups, the open marketplace rides and their price, marketplace hiding. */
export const surgeModule: ServerModule = {
  name: 'surge',
  routes(deps, { route }) {
    const service = createSurgeService(deps);
    const hiding = createHidingService(deps);
    route(surge.getSurgeZones, ({ caller }) => service.zones(signedIn(caller)));
    route(surge.activateSurgeGroup, ({ caller, params, ip }) =>
      service.activate(signedIn(caller), params.id, ip),
    );
    route(surge.listPendingRides, ({ caller }) => service.pendingRides(signedIn(caller)));
    route(surge.pendingRidesStats, ({ caller }) => service.stats(signedIn(caller)));
    route(surge.changePendingRidePrice, ({ caller, body, ip }) =>
      service.changePrice(signedIn(caller), body.ride_id, body.type, ip),
    );
    route(surge.getHideMarketplaceTrips, ({ caller }) => hiding.list(signedIn(caller)));
    route(surge.saveHideMarketplaceTrips, ({ caller, body, ip }) => hiding.save(signedIn(caller), body, ip));
  },
};
