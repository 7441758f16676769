import { sentryBilling as api } from '@fleetdesk/contract';
import { signedIn } from '../../platform/http/register';
import type { ServerModule } from '../../platform/module';
import { createSentryFileService } from './files';
import { createSentryBatchService } from './service';
import { createSentryTripService } from './trips';

/** Spec 3 §2 "Sentry area": invoice batches, their checks and files, the trips and their reports (decision 128). */
export const sentryBillingModule: ServerModule = {
  name: 'sentry-billing',
  routes(deps, { route }) {
    const batches = createSentryBatchService(deps);
    const files = createSentryFileService(deps, batches);
    const trips = createSentryTripService(deps);
    route(api.listBatches, ({ caller, query }) => batches.list(signedIn(caller), query));
    route(api.createBatch, ({ caller, body }) => batches.create(signedIn(caller), body));
    route(api.batchStatuses, async () => batches.statuses());
    route(api.batchLogs, ({ caller, params }) => batches.logs(signedIn(caller), params.id));
    route(api.getBatch, ({ caller, params }) => batches.get(signedIn(caller), params.id));
    route(api.batchFiles, ({ caller, params }) => files.files(signedIn(caller), params.id));
    route(api.updateBatch, ({ caller, params, body }) => batches.update(signedIn(caller), params.id, body));
    route(api.switchBatchStatus, ({ caller, params, body }) =>
      batches.switchStatus(signedIn(caller), params.id, body.status),
    );
    route(api.exportBatch, ({ caller, params }) => files.export(signedIn(caller), params.id));
    route(api.runBatchChecks, ({ caller, params }) => files.runChecks(signedIn(caller), params.id));
    route(api.assignBatchRides, ({ caller, params }) => batches.assignRides(signedIn(caller), params.id));
    route(api.listTrips, ({ caller, query }) => trips.list(signedIn(caller), query));
    route(api.tripBillingStatuses, async () => trips.statuses());
    route(api.downloadReport, ({ caller, params, body }) =>
      files.report(signedIn(caller), params.report_type, body),
    );
  },
};
