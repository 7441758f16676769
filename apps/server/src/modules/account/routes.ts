import { account } from '@fleetdesk/contract';
import { signedIn } from '../../platform/http/register';
import type { ServerModule } from '../../platform/module';
import { createAccountService } from './service';

export const accountModule: ServerModule = {
  name: 'account',
  routes(deps, { route }) {
    const service = createAccountService(deps);
    route(account.getAccount, ({ caller }) => service.getAccount(signedIn(caller)));
    route(account.updateAccount, ({ caller, body, ip }) => service.updateAccount(signedIn(caller), body, ip));
  },
};
