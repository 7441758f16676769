import { rides } from '@fleetdesk/contract';
import { signedIn } from '../../platform/http/register';
import type { ServerModule } from '../../platform/module';
import { createRideCreateService } from './service';

export const rideCreateModule: ServerModule = {
  name: 'ride-create',
  routes(deps, { route }) {
    const service = createRideCreateService(deps);
    route(rides.createRides, ({ caller, body, ip }) => service.createRides(signedIn(caller), body, ip));
  },
};
