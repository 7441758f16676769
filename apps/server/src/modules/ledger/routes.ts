import { driverMoney } from '@fleetdesk/contract';
import { signedIn } from '../../platform/http/register';
import type { ServerModule } from '../../platform/module';
import { ledgerCheckJob } from './drift';
import { createLedgerService } from './service';

export const ledgerModule: ServerModule = {
  name: 'ledger',
  routes(deps, { route }) {
    const service = createLedgerService(deps);
    route(driverMoney.driverTransactions, ({ caller, params, query }) =>
      service.transactions(signedIn(caller), params.id, query),
    );
    route(driverMoney.boostDriver, ({ caller, params, body, ip, idempotencyKey }) =>
      service.boost(signedIn(caller), params.id, body, { ip, idempotencyKey }),
    );
  },
  jobs: ({ db, log }) => [ledgerCheckJob(db, log)],
};
