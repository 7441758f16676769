import { reconciliation } from '@fleetdesk/contract';
import { signedIn } from '../../platform/http/register';
import type { ServerModule } from '../../platform/module';
import { createReconciliationService } from './service';

/** Spec 3 §2 "Report pages": the Unreconciled rides panel and the Unreconciled Sentry rides report. */
export const reconciliationModule: ServerModule = {
  name: 'reconciliation',
  routes(deps, { route }) {
    const service = createReconciliationService(deps);
    route(reconciliation.listUnreconciledRides, ({ caller, query }) => service.list(signedIn(caller), query));
    route(reconciliation.syncUnreconciledRides, ({ caller, body, ip }) =>
      service.sync(signedIn(caller), body, ip),
    );
    route(reconciliation.listUnreconciledSentryRides, ({ caller, query }) =>
      service.sentryReport(signedIn(caller), query),
    );
  },
};
