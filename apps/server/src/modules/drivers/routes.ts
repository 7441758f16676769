import { drivers } from '@fleetdesk/contract';
import { signedIn } from '../../platform/http/register';
import type { ServerModule } from '../../platform/module';
import { createDriversService } from './service';

/** The drivers area (spec 2). For now the online state; the rest of the area grows here. */
export const driversModule: ServerModule = {
  name: 'drivers',
  routes(deps, { route }) {
    const service = createDriversService(deps);
    route(drivers.setDriverState, ({ caller, params, body, ip }) =>
      service.setState(signedIn(caller), params.id, body.state, ip),
    );
  },
};
