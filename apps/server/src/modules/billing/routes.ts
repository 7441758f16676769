import { billing } from '@fleetdesk/contract';
import { signedIn } from '../../platform/http/register';
import type { ServerModule } from '../../platform/module';
import { createReviewService } from './review';
import { createBillingService } from './service';

export const billingModule: ServerModule = {
  name: 'billing',
  routes(deps, { route }) {
    const service = createBillingService(deps);
    const { review } = createReviewService(deps);
    const reviewed = async (id: number, outcome: { message: string }) => ({
      transaction_request: await service.view(id),
      message: outcome.message,
    });
    route(billing.listTransactionRequests, ({ caller, query }) => service.list(signedIn(caller), query));
    route(billing.transactionRequestStatuses, () => service.statuses());
    route(billing.transactionRequestCategories, () => service.categories());
    route(billing.checkCreditExists, ({ caller, query }) =>
      service.checkExists(signedIn(caller), query.driver_id, query.ride_id),
    );
    route(billing.getTransactionRequest, ({ caller, params }) => service.get(signedIn(caller), params.id));
    route(billing.createTransactionRequest, ({ caller, params, body, ip, idempotencyKey }) =>
      service.create(signedIn(caller), params.id, body, { quick: false, ip, idempotencyKey }),
    );
    route(billing.quickCreateTransaction, ({ caller, params, body, ip, idempotencyKey }) =>
      service.create(signedIn(caller), params.id, body, { quick: true, ip, idempotencyKey }),
    );
    route(billing.createPayoutRequest, ({ caller, params, body, ip, idempotencyKey }) =>
      service.create(
        signedIn(caller),
        params.id,
        { ...body, type: 'payout' },
        { quick: false, ip, idempotencyKey },
      ),
    );
    route(billing.quickCreatePayout, ({ caller, params, body, ip, idempotencyKey }) =>
      service.create(
        signedIn(caller),
        params.id,
        { ...body, type: 'payout' },
        { quick: true, ip, idempotencyKey },
      ),
    );
    route(billing.updateTransactionRequest, async ({ caller, params, body, ip, idempotencyKey }) =>
      reviewed(
        params.id,
        await review(signedIn(caller), params.id, 'credit_or_debit', body, { ip, idempotencyKey }),
      ),
    );
    route(billing.updatePayoutRequest, async ({ caller, params, body, ip, idempotencyKey }) =>
      reviewed(params.id, await review(signedIn(caller), params.id, 'payout', body, { ip, idempotencyKey })),
    );
  },
};
