import { rides } from '@fleetdesk/contract';
import { signedIn } from '../../platform/http/register';
import type { ServerModule } from '../../platform/module';
import { retryBrokerCallJob, sweepAbandonedClaimsJob } from './broker-retry';
import { createRideActionsService } from './service';

/** Everything that changes a ride: edit, assign, status steps, revive, broker calls, release. */
export const rideActionsModule: ServerModule = {
  name: 'ride-actions',
  jobs: (deps) => [retryBrokerCallJob(deps), sweepAbandonedClaimsJob(deps)],
  routes(deps, { route }) {
    const service = createRideActionsService(deps);
    route(rides.updateRide, ({ caller, scope, params, body, ip }) =>
      service.updateRide(signedIn(caller), scope, params.id, body, ip),
    );
    route(rides.reviveRide, ({ caller, scope, params, body, ip }) =>
      service.revive(signedIn(caller), scope, params.id, body, ip),
    );
    route(rides.reviveMultiple, ({ caller, scope, body, ip }) =>
      service.reviveMultiple(signedIn(caller), scope, body.ride_ids, body.reason, ip),
    );
    route(rides.reviveAll, ({ caller, scope, body, ip }) =>
      service.reviveAll(signedIn(caller), scope, body.entity_id, body.reason, ip),
    );
    route(rides.sentryCancelReasons, async () => ({
      cancel_reasons: await service.sentryCancelReasons(),
    }));
    route(rides.sentryCancel, ({ caller, scope, params, body, ip }) =>
      service.sentryCancel(signedIn(caller), scope, params.id, body, ip),
    );
    route(rides.sentry2Cancel, ({ caller, scope, params, body, ip }) =>
      service.statusCancel('sentry2', signedIn(caller), scope, params.id, body, ip),
    );
    route(rides.arroCancel, ({ caller, scope, params, body, ip }) =>
      service.statusCancel('arro', signedIn(caller), scope, params.id, { ...body, note: body.reason }, ip),
    );
    route(rides.sentryReject, ({ caller, scope, params, body, ip }) =>
      service.marketplaceMove('sentry', 'reject', signedIn(caller), scope, params.id, body, ip),
    );
    route(rides.sentry2Reject, ({ caller, scope, params, body, ip }) =>
      service.marketplaceMove('sentry2', 'reject', signedIn(caller), scope, params.id, body, ip),
    );
    route(rides.arroReject, ({ caller, scope, params, body, ip }) =>
      service.marketplaceMove('arro', 'reject', signedIn(caller), scope, params.id, body, ip),
    );
    route(rides.arroTake, ({ caller, scope, params, body, ip }) =>
      service.marketplaceMove('arro', 'take', signedIn(caller), scope, params.id, body, ip),
    );
    route(rides.releaseNextDay, ({ caller, ip }) => service.releaseNextDay(signedIn(caller), ip));
  },
};
