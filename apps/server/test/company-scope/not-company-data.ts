import type { EndpointName } from '@fleetdesk/contract';

const SURGE_IS_OPERATORS =
  "surge prices the operator's marketplace, no facility's: refused to facility users (surge.test.ts)";
const ROUTING_IS_OPERATORS =
  "routing plans the operator's drivers, no facility's: refused to facility users (routing-access.test.ts)";
const SENTRY_IS_OPERATORS =
  "billing Sentry is the operator's, no facility's: refused to facility users (sentry-billing/batches.test.ts)";

const WEBHOOKS_ARE_OPERATORS =
  "the operator's exchanges with brokers: refused to facility users (webhooks/webhooks.test.ts)";

/** Why an endpoint is not about any company's data: listed, so none is left out silently. */
export const NOT_COMPANY_DATA: Partial<Record<EndpointName, string>> = {
  'auth.requestCode': 'signing in concerns the user, before any company',
  'auth.verifyCode': 'signing in concerns the user, before any company',
  'auth.logout': "ends the caller's own session",
  'account.get': "the caller's own profile (its companies are their roles' companies)",
  'account.update': "the caller's own profile",
  'settings.getFleets': 'fleets serve every company; fleet settings are not a company’s data',
  'settings.updateFleet': 'fleets belong to no company: refused to facility users (test below)',
  'notifier.notifyDrivers':
    "drivers work for the operator, no facility's: refused to facility users (notifier.test.ts)",
  'notifier.lastNotification': 'when drivers were last notified and by whom: no company record',
  'metrics.version': 'public build information',
  'metrics.mapStyle': 'server configuration, the same for every company',
  'riders.cardForm': 'server configuration (where cards are tokenised), the same for every company',
  'metrics.otpByVendors': 'counts, not entities: its own test below checks they cover A only',
  'permissions.get':
    'roles and keys of the operator, no company records: refused to facility users (permissions tests)',
  'permissions.saveSettings': 'roles and keys of the operator: refused to facility users (permissions tests)',
  'permissions.users': "the operator's staff accounts: refused to facility users (users tests)",
  'adminUsers.create': "the operator's staff accounts: refused to facility users (users tests)",
  'adminUsers.update': "the operator's staff accounts: refused to facility users (users tests)",
  'rides.sentryCancelReasons': "Sentry's list of reasons, the same for everyone",
  'locations.postPositions':
    "a driver app's own batch, authenticated by its device token: no user, no company",
  'locations.issueDeviceToken':
    "drivers work for the operator, no facility's: refused to facility users (locations.test.ts)",
  'drivers.setState': "drivers work for the operator, no facility's: refused as missing (test below)",
  'cars.list': "cars work for the operator, no facility's: a facility user lists none (cars-list.test.ts)",
  'cars.types': 'the car types of the product, the same for everyone',
  'cars.get': "cars work for the operator, no facility's: refused as missing (cars-list.test.ts)",
  'cars.create': "cars work for the operator, no facility's: refused to facility users (cars-create.test.ts)",
  'cars.update': "cars work for the operator, no facility's: refused as missing (cars-create.test.ts)",
  'cars.saveTemporary': "cars work for the operator, no facility's: refused as missing (cars-create.test.ts)",
  'cars.remove': "cars work for the operator, no facility's: refused as missing (cars-create.test.ts)",
  'cars.activate': "cars work for the operator, no facility's: refused as missing (cars-create.test.ts)",
  'documents.list': "papers of drivers and cars, no facility's: a facility user lists none (documents tests)",
  'documents.create': "papers of drivers and cars, no facility's: refused as missing (documents tests)",
  'documents.update': "papers of drivers and cars, no facility's: refused as missing (documents tests)",
  'documents.delete': "papers of drivers and cars, no facility's: refused as missing (documents tests)",
  'files.upload': "a new file belongs to no company's records; it is reached only through its link",
  'files.rotateImage':
    "copies a file the caller holds a link to; a driver's file needs the driver in reach (files tests)",
  'drivers.uploadPhoto':
    "drivers work for the operator, no facility's: refused to facility users (files tests)",
  'drivers.list':
    "drivers work for the operator, no facility's: a facility user lists none (drivers-read.test.ts)",
  'drivers.get': "drivers work for the operator, no facility's: refused as missing (drivers-read.test.ts)",
  'driverStats.list':
    "drivers work for the operator, no facility's: a facility user lists none (driver reach)",
  'reports.tlcTripRecords':
    "the operator's whole business: refused to facility users (reports-access.test.ts)",
  'reports.yellowCabTaxesMta':
    "the operator's whole business: refused to facility users (reports-access.test.ts)",
  'reports.dailyRevenueStats':
    "the operator's whole business: refused to facility users (reports-access.test.ts)",
  'reports.mtaOtp': "the operator's whole business: refused to facility users (reports-access.test.ts)",
  'driverStats.export':
    "drivers work for the operator, no facility's: a facility user's file is empty (driver reach)",
  'drivers.rideOffers':
    "drivers work for the operator, no facility's: refused as missing (drivers-read.test.ts)",
  'drivers.create':
    "drivers work for the operator, no facility's: refused to facility users (drivers-create.test.ts)",
  'drivers.update': "drivers work for the operator, no facility's: refused as missing (drivers-edit.test.ts)",
  'drivers.switchCompany':
    "drivers work for the operator, no facility's: refused as missing (drivers-edit.test.ts)",
  'drivers.assignCar':
    "drivers work for the operator, no facility's: refused as missing (drivers-edit.test.ts)",
  'drivers.transactions':
    "drivers' money is the operator's, no facility's: refused as missing (ledger-http.test.ts)",
  'drivers.boost':
    "drivers' money is the operator's, no facility's: refused as missing (ledger-http.test.ts)",
  'billing.list': "drivers' money requests are the operator's: refused to facility users (requests.test.ts)",
  'billing.get': "drivers' money requests are the operator's: refused to facility users (requests.test.ts)",
  'billing.statuses': 'the request statuses of the product, the same for everyone',
  'billing.categories': 'the credit and debit categories of the product, the same for everyone',
  'billing.checkExists': 'answers only whether a credit exists, no record of any company',
  'billing.create': "drivers' money is the operator's: refused as missing (requests.test.ts)",
  'billing.quickCreate': "drivers' money is the operator's: refused as missing (requests.test.ts)",
  'billing.update': "drivers' money is the operator's: refused as missing (requests.test.ts)",
  'billing.createPayout': "drivers' money is the operator's: refused as missing (requests.test.ts)",
  'billing.quickCreatePayout': "drivers' money is the operator's: refused as missing (requests.test.ts)",
  'payments.addBank': "drivers' bank accounts are the operator's: refused as missing (payments.test.ts)",
  'payments.delete': "drivers' bank accounts are the operator's: refused as missing (payments.test.ts)",
  'payments.byDriver': "drivers' bank accounts are the operator's: refused as missing (payments.test.ts)",
  'billing.updatePayout': "drivers' money is the operator's: refused as missing (requests.test.ts)",
  'payouts.list': "drivers' payouts are the operator's: refused to facility users (payouts-list.test.ts)",
  'payouts.get': "drivers' payouts are the operator's: refused to facility users (payout-edit.test.ts)",
  'payouts.update': "drivers' payouts are the operator's: refused to facility users (payout-edit.test.ts)",
  'payouts.export': "drivers' payouts are the operator's: refused to facility users (exports.test.ts)",
  'payouts.exportWithFilter':
    "drivers' payouts are the operator's: refused to facility users (exports.test.ts)",
  'payouts.achFile': "drivers' payouts are the operator's: refused to facility users (ach-file.test.ts)",
  'payouts.importBankFile':
    "drivers' payouts are the operator's: refused to facility users (bank-import.test.ts)",
  'quickbooks.import': "drivers' payouts are the operator's: refused to facility users (quickbooks.test.ts)",
  'quickbooks.status': 'whether accounting is connected, the same for everyone',
  'bankFile.convert': 'a bank file made from the uploaded workbook alone: it reads no company’s data',
  'fileJobs.get': 'a payouts export or import: refused to facility users (exports.test.ts)',
  'surge.zones': SURGE_IS_OPERATORS,
  'surge.activateGroup': SURGE_IS_OPERATORS,
  'surge.pendingRides': SURGE_IS_OPERATORS,
  'surge.pendingRidesStats': SURGE_IS_OPERATORS,
  'surge.changePrice': SURGE_IS_OPERATORS,
  'surge.hideMarketplace': SURGE_IS_OPERATORS,
  'surge.saveHideMarketplace': SURGE_IS_OPERATORS,
  'routing.states': ROUTING_IS_OPERATORS,
  'routing.zones': ROUTING_IS_OPERATORS,
  'routing.routes': ROUTING_IS_OPERATORS,
  'routing.route': ROUTING_IS_OPERATORS,
  'routing.saveRoute': ROUTING_IS_OPERATORS,
  'routing.deleteRoute': ROUTING_IS_OPERATORS,
  'routing.clearRoute': ROUTING_IS_OPERATORS,
  'routing.clearRouteRide': ROUTING_IS_OPERATORS,
  'routing.reset': ROUTING_IS_OPERATORS,
  'routing.resyncZones': ROUTING_IS_OPERATORS,
  'routing.syncMetrics': ROUTING_IS_OPERATORS,
  'routing.settings': ROUTING_IS_OPERATORS,
  'routing.setAutoRouting': ROUTING_IS_OPERATORS,
  'routing.stats': ROUTING_IS_OPERATORS,
  'routing.routeAll': ROUTING_IS_OPERATORS,
  'routing.routeOne': ROUTING_IS_OPERATORS,
  'routing.applyRoute': ROUTING_IS_OPERATORS,
  'routing.applyAll': ROUTING_IS_OPERATORS,
  'routing.startComparison': ROUTING_IS_OPERATORS,
  'routing.comparison': ROUTING_IS_OPERATORS,
  'routing.useComparisonPlan': ROUTING_IS_OPERATORS,
  'routing.discardComparison': ROUTING_IS_OPERATORS,
  'routing.scenarios': ROUTING_IS_OPERATORS,
  'routing.saveScenario': ROUTING_IS_OPERATORS,
  'routing.deleteScenario': ROUTING_IS_OPERATORS,
  'routes.list': ROUTING_IS_OPERATORS,
  'routes.remove': ROUTING_IS_OPERATORS,
  'sentry.batches': SENTRY_IS_OPERATORS,
  'sentry.createBatch': SENTRY_IS_OPERATORS,
  'sentry.batchLogs': SENTRY_IS_OPERATORS,
  'sentry.batch': SENTRY_IS_OPERATORS,
  'sentry.batchFiles': SENTRY_IS_OPERATORS,
  'sentry.updateBatch': SENTRY_IS_OPERATORS,
  'sentry.switchStatus': SENTRY_IS_OPERATORS,
  'sentry.exportBatch': SENTRY_IS_OPERATORS,
  'sentry.runChecks': SENTRY_IS_OPERATORS,
  'sentry.assignRides': SENTRY_IS_OPERATORS,
  'sentry.trips': SENTRY_IS_OPERATORS,
  'sentry.report': SENTRY_IS_OPERATORS,
  'sentry.batchStatuses': 'the statuses a batch may have, the same for everyone',
  'sentry.tripStatuses': 'the billing statuses a ride may have, the same for everyone',
  'webhooks.list': WEBHOOKS_ARE_OPERATORS,
  'webhooks.vendors': WEBHOOKS_ARE_OPERATORS,
  'webhooks.event': WEBHOOKS_ARE_OPERATORS,
  'webhooks.replay': WEBHOOKS_ARE_OPERATORS,
  'webhooks.brokerInbound': "a broker's own signed call, made by no user of any company",
};
