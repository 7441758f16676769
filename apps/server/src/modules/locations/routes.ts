import { locations } from '@fleetdesk/contract';
import { signedIn } from '../../platform/http/register';
import type { ServerModule } from '../../platform/module';
import { createPositionFanout } from './fanout';
import { historyPartitionsJob, maintainHistoryPartitions } from './partitions';
import { companiesOfRidesUnderway } from './queries';
import { createLocationService } from './service';

/** The location feed (issue 15): the driver app's GPS batches, their history and their fan-out to maps. */
export const locationsModule: ServerModule = {
  name: 'locations',
  jobs: (deps) => [historyPartitionsJob(deps)],
  // At start too, not only at the next :05: a first start's positions then land in today's partition.
  start({ db, config, log }) {
    if (config.jobs === false) return undefined;
    const first = maintainHistoryPartitions(db, config.locations.historyRetentionDays).catch((e: Error) =>
      log.warn(`locations: history partitions: ${e.message}`),
    );
    return async () => {
      await first;
    };
  },
  routes(deps, { route }) {
    const service = createLocationService(
      deps,
      createPositionFanout({
        realtime: deps.realtime,
        log: deps.log,
        companiesOf: (driverIds) => companiesOfRidesUnderway(deps.db, driverIds),
      }),
    );
    // Every driver app posts a batch every few seconds: at info, their request lines would bury the rest
    // of the log (the demo's verification codes among them). Server errors still log.
    route(locations.postDriverPositions, ({ body }) => service.ingest(body), { logLevel: 'warn' });
    route(locations.issueDeviceToken, ({ caller, params, ip }) =>
      service.issueDeviceToken(signedIn(caller), params.id, ip),
    );
  },
};
