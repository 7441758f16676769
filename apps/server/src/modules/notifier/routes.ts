import { notifier } from '@fleetdesk/contract';
import { signedIn } from '../../platform/http/register';
import type { ServerModule } from '../../platform/module';
import { notifyJobDefinition } from './job';
import { createNotifierService } from './service';

export const notifierModule: ServerModule = {
  name: 'notifier',
  routes(deps, { route }) {
    const service = createNotifierService(deps);
    route(notifier.notifyDrivers, ({ caller, body, ip }) =>
      service.notifyDrivers(signedIn(caller), body.sms, ip),
    );
    route(notifier.lastNotification, () => service.lastNotification());
  },
  jobs: (deps) => [notifyJobDefinition(deps)],
};
