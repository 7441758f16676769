import { driverStats } from '@fleetdesk/contract';
import { signedIn } from '../../platform/http/register';
import type { ServerModule } from '../../platform/module';
import { createDriverStatsService } from './service';

/** Spec 3 §2 "Driver stats": per driver and day of a period, and its CSV export (decision 119). */
export const driverStatsModule: ServerModule = {
  name: 'driver-stats',
  routes(deps, { route }) {
    const service = createDriverStatsService(deps);
    route(driverStats.listDriverStats, ({ caller, query }) => service.list(signedIn(caller), query));
    route(driverStats.exportDriverStats, ({ caller, body }) => service.export(signedIn(caller), body));
  },
};
