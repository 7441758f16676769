import { locations } from '@fleetdesk/contract';
import { signedIn } from '../../platform/http/register';
import type { ServerModule } from '../../platform/module';
import { createPositionFanout } from './fanout';
import { historyPartitionsJob } from './partitions';
import { companiesOfRidesUnderway } from './queries';
import { createLocationService } from './service';

/** The location feed (issue 15): the driver app's GPS batches, their history and their fan-out to maps. */
export const locationsModule: ServerModule = {
  name: 'locations',
  jobs: (deps) => [historyPartitionsJob(deps)],
  routes(deps, { route }) {
    const service = createLocationService(
      deps,
      createPositionFanout({
        realtime: deps.realtime,
        log: deps.log,
        companiesOf: (driverIds) => companiesOfRidesUnderway(deps.db, driverIds),
      }),
    );
    route(locations.postDriverPositions, ({ body }) => service.ingest(body));
    route(locations.issueDeviceToken, ({ caller, params, ip }) =>
      service.issueDeviceToken(signedIn(caller), params.id, ip),
    );
  },
};
