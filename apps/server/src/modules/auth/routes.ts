import { auth } from '@fleetdesk/contract';
import { signedIn } from '../../platform/http/register';
import type { ServerModule } from '../../platform/module';
import { purgeExpiredJob, purgeOutboxCodesJob } from './jobs';
import { createAuthService } from './service';

export const authModule: ServerModule = {
  name: 'auth',
  jobs: (deps) => [purgeExpiredJob(deps), purgeOutboxCodesJob(deps)],
  routes(deps, { route }) {
    const service = createAuthService(deps);
    route(auth.requestCode, ({ body, ip, userAgent }) => service.requestCode(body, { ip, userAgent }));
    route(auth.verifyCode, ({ body, ip, userAgent }) => service.verifyCode(body, { ip, userAgent }));
    route(auth.logout, ({ caller, ip }) => service.logout(signedIn(caller), { ip }));
  },
};
