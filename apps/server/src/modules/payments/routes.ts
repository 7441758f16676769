import { payments } from '@fleetdesk/contract';
import { signedIn } from '../../platform/http/register';
import type { ServerModule } from '../../platform/module';
import { secretBoxOf } from '../../platform/secret-box';
import { createPaymentsService } from './service';

export const paymentsModule: ServerModule = {
  name: 'payments',
  routes(deps, { route }) {
    const service = createPaymentsService({ ...deps, secretBox: secretBoxOf(deps.config) });
    route(payments.driverPaymentMethods, ({ caller, params }) => service.list(signedIn(caller), params.id));
    route(payments.addBankAccount, ({ caller, params, body, ip }) =>
      service.add(signedIn(caller), params.entity_id, body, ip),
    );
    route(payments.deletePaymentMethod, ({ caller, params, ip }) =>
      service.remove(signedIn(caller), params.payment_id, ip),
    );
  },
};
