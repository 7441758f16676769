import { reports } from '@fleetdesk/contract';
import { signedIn } from '../../platform/http/register';
import type { ServerModule } from '../../platform/module';
import { createReportsService } from './service';
import { reportFilesDefinition } from './worker';

/**
 * The report pages' files (spec 3 §2, §7; issue 14 points 3-5): the TLC trip records, yellow cab taxes,
 * daily revenue stats and the MTA OTP zip, each a file job (decision 125).
 */
export const reportsModule: ServerModule = {
  name: 'reports',
  routes(deps, { route }) {
    const service = createReportsService(deps);
    route(reports.exportTlcTripRecords, ({ caller, query }) =>
      service.tlcTripRecords(signedIn(caller), query),
    );
    route(reports.yellowCabTaxesMta, ({ caller, query }) => service.yellowCabTaxes(signedIn(caller), query));
    route(reports.dailyRevenueStats, ({ caller, query }) => service.dailyRevenue(signedIn(caller), query));
    route(reports.mtaOtpPickupAndAcceptance, ({ caller, query }) => service.mtaOtp(signedIn(caller), query));
  },
  jobs: (deps) => [reportFilesDefinition(deps)],
};
