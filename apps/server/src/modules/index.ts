import type { ServerModule } from '../platform/module';
import { accountModule } from './account/routes';
import { authModule } from './auth/routes';
import { bankFileModule } from './bank-file/routes';
import { billingModule } from './billing/routes';
import { carsModule } from './cars/routes';
import { documentsModule } from './documents/routes';
import { driverStatsModule } from './driver-stats/routes';
import { driversModule } from './drivers/routes';
import { estimatesModule } from './estimates/routes';
import { filesModule } from './files/routes';
import { lateRiskModule } from './late-risk/routes';
import { ledgerModule } from './ledger/routes';
import { locationsModule } from './locations/routes';
import { metricsModule } from './metrics/routes';
import { notesModule } from './notes/routes';
import { notifierModule } from './notifier/routes';
import { paymentsModule } from './payments/routes';
import { payoutFilesModule } from './payout-files/routes';
import { payoutsModule } from './payouts/routes';
import { permissionsModule } from './permissions/routes';
import { placesModule } from './places/routes';
import { reconciliationModule } from './reconciliation/routes';
import { reportsModule } from './reports/routes';
import { rideActionsModule } from './ride-actions/routes';
import { rideCreateModule } from './ride-create/routes';
import { rideJobsModule } from './ride-jobs/routes';
import { ridersModule } from './riders/routes';
import { ridesModule } from './rides/routes';
import { routingModule } from './routing/routes';
import { sentryBillingModule } from './sentry-billing/routes';
import { settingsModule } from './settings/routes';
import { simulatorModule } from './simulator/routes';
import { standingOrdersModule } from './standing-orders/routes';
import { surgeModule } from './surge/routes';
import { systemModule } from './system/routes';
import { webhooksModule } from './webhooks/routes';

/** Every module of the server. Adding a module = one line here. */
export const MODULES: readonly ServerModule[] = [
  systemModule,
  authModule,
  accountModule,
  settingsModule,
  metricsModule,
  permissionsModule,
  rideActionsModule,
  ridesModule,
  notesModule,
  estimatesModule,
  ridersModule,
  rideCreateModule,
  standingOrdersModule,
  rideJobsModule,
  placesModule,
  driversModule,
  filesModule,
  carsModule,
  documentsModule,
  ledgerModule,
  billingModule,
  paymentsModule,
  payoutsModule,
  payoutFilesModule,
  bankFileModule,
  driverStatsModule,
  reportsModule,
  sentryBillingModule,
  reconciliationModule,
  routingModule,
  surgeModule,
  notifierModule,
  webhooksModule,
  locationsModule,
  simulatorModule,
  lateRiskModule,
];
