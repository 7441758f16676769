import { payoutFiles } from '@fleetdesk/contract';
import { signedIn } from '../../platform/http/register';
import type { ServerModule } from '../../platform/module';
import { createPayoutFilesService } from './service';
import { payoutFilesDefinition } from './worker';

/**
 * The payouts list's Import/export menu (spec 2 §7, decision 105): exports to CSV/XLSX, the ACH file,
 * the bank's returns file and QuickBooks, each run as a file job with its progress sent to its admin.
 */
export const payoutFilesModule: ServerModule = {
  name: 'payout-files',
  routes(deps, { route }) {
    const service = createPayoutFilesService(deps);
    route(payoutFiles.exportPayouts, ({ caller, body }) => service.exportAll(signedIn(caller), body));
    route(payoutFiles.exportPayoutsWithFilter, ({ caller, body }) =>
      service.exportWithFilter(signedIn(caller), body),
    );
    route(payoutFiles.createAchFile, ({ caller }) => service.achFile(signedIn(caller)));
    route(payoutFiles.importBankFile, ({ caller, body }) =>
      service.importBankFile(signedIn(caller), body.imported_file),
    );
    route(payoutFiles.importQuickbooks, ({ caller }) => service.quickbooksImport(signedIn(caller)));
    route(payoutFiles.quickbooksStatus, () => service.quickbooksStatus());
    route(payoutFiles.getFileJob, ({ caller, params }) => service.getJob(signedIn(caller), params.id));
  },
  jobs: (deps) => [payoutFilesDefinition(deps)],
};
