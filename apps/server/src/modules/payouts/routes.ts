import { payouts } from '@fleetdesk/contract';
import { signedIn } from '../../platform/http/register';
import type { ServerModule } from '../../platform/module';
import { createPayoutsService } from './service';

export const payoutsModule: ServerModule = {
  name: 'payouts',
  routes(deps, { route }) {
    const service = createPayoutsService(deps);
    route(payouts.listPayouts, ({ caller, query }) => service.list(signedIn(caller), query));
    route(payouts.getPayout, ({ caller, params }) => service.get(signedIn(caller), params.id));
    route(payouts.updatePayout, ({ caller, params, body, ip, idempotencyKey }) =>
      service.update(signedIn(caller), params.id, body, { ip, idempotencyKey }),
    );
  },
};
