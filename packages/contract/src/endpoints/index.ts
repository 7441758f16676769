import type { AnyEndpoint } from '../endpoint';
import * as account from './account';
import * as auth from './auth';
import * as billing from './billing';
import * as cars from './cars';
import * as documents from './documents';
import * as driverMoney from './driverMoney';
import * as drivers from './drivers';
import * as estimates from './estimates';
import * as files from './files';
import * as metrics from './metrics';
import * as notes from './notes';
import * as payments from './payments';
import * as payoutFiles from './payoutFiles';
import * as payouts from './payouts';
import * as permissions from './permissions';
import * as places from './places';
import * as riders from './riders';
import * as rides from './rides';
import * as settings from './settings';

export {
  account,
  auth,
  billing,
  cars,
  documents,
  driverMoney,
  drivers,
  estimates,
  files,
  metrics,
  notes,
  payments,
  payoutFiles,
  payouts,
  permissions,
  places,
  riders,
  rides,
  settings,
};

/** Every endpoint of the API; the server registers exactly these. */
export const ENDPOINTS = {
  'auth.requestCode': auth.requestCode,
  'auth.verifyCode': auth.verifyCode,
  'auth.logout': auth.logout,
  'account.get': account.getAccount,
  'account.update': account.updateAccount,
  'settings.get': settings.getSettings,
  'settings.getFleets': settings.getFleets,
  'settings.updateFleet': settings.updateFleet,
  'metrics.otpByVendors': metrics.getOtpByVendors,
  'metrics.version': metrics.getVersion,
  'permissions.get': permissions.getPermissions,
  'settings.companies': settings.getCompanies,
  'rides.list': rides.listRides,
  'rides.get': rides.getRide,
  'rides.update': rides.updateRide,
  'rides.create': rides.createRides,
  'rides.revive': rides.reviveRide,
  'rides.reviveMultiple': rides.reviveMultiple,
  'rides.reviveAll': rides.reviveAll,
  'rides.sentryCancelReasons': rides.sentryCancelReasons,
  'rides.sentryCancel': rides.sentryCancel,
  'rides.sentry2Cancel': rides.sentry2Cancel,
  'rides.sentryReject': rides.sentryReject,
  'rides.sentry2Reject': rides.sentry2Reject,
  'rides.arroCancel': rides.arroCancel,
  'rides.arroReject': rides.arroReject,
  'rides.arroTake': rides.arroTake,
  'rides.releaseNextDay': rides.releaseNextDay,
  'rides.location': rides.rideLocation,
  'rides.drivenRoute': rides.drivenRoute,
  'rides.driverWaypoints': rides.driverWaypoints,
  'rides.notes': rides.rideNotes,
  'rides.open': rides.openRide,
  'rides.leave': rides.leaveRide,
  'estimates.price': estimates.priceEstimates,
  'rides.price': estimates.priceRide,
  'estimates.eta': estimates.nearbyDrivers,
  'riders.list': riders.listRiders,
  'riders.create': riders.createRider,
  'riders.cards': riders.listPaymentCards,
  'riders.addCard': riders.addPaymentCard,
  'riders.addPaymentMethod': riders.addPaymentMethod,
  'notes.list': notes.listNotes,
  'notes.create': notes.createNote,
  'places.autocomplete': places.autocomplete,
  'drivers.setState': drivers.setDriverState,
  'files.upload': files.uploadFiles,
  'files.rotateImage': files.rotateImage,
  'drivers.uploadPhoto': files.uploadDriverPhoto,
  'documents.list': documents.listDocuments,
  'documents.create': documents.createDocument,
  'documents.update': documents.updateDocument,
  'documents.delete': documents.deleteDocument,
  'cars.list': cars.listCars,
  'cars.types': cars.carTypes,
  'cars.get': cars.getCar,
  'cars.create': cars.createCar,
  'cars.update': cars.updateCar,
  'cars.saveTemporary': cars.saveTemporaryCar,
  'cars.remove': cars.removeCar,
  'cars.activate': cars.activateCar,
  'drivers.list': drivers.listDrivers,
  'drivers.get': drivers.getDriver,
  'drivers.create': drivers.createDriver,
  'drivers.update': drivers.updateDriver,
  'drivers.switchCompany': drivers.switchDriverCompany,
  'drivers.assignCar': drivers.assignDriverCar,
  'drivers.rideOffers': drivers.driverRideOffers,
  'drivers.transactions': driverMoney.driverTransactions,
  'drivers.boost': driverMoney.boostDriver,
  'payments.addBank': payments.addBankAccount,
  'payments.delete': payments.deletePaymentMethod,
  'payments.byDriver': payments.driverPaymentMethods,
  'billing.list': billing.listTransactionRequests,
  'billing.statuses': billing.transactionRequestStatuses,
  'billing.categories': billing.transactionRequestCategories,
  'billing.checkExists': billing.checkCreditExists,
  'billing.get': billing.getTransactionRequest,
  'billing.create': billing.createTransactionRequest,
  'billing.update': billing.updateTransactionRequest,
  'billing.quickCreate': billing.quickCreateTransaction,
  'billing.createPayout': billing.createPayoutRequest,
  'billing.quickCreatePayout': billing.quickCreatePayout,
  'billing.updatePayout': billing.updatePayoutRequest,
  'payouts.list': payouts.listPayouts,
  'payouts.get': payouts.getPayout,
  'payouts.update': payouts.updatePayout,
  'payouts.export': payoutFiles.exportPayouts,
  'payouts.exportWithFilter': payoutFiles.exportPayoutsWithFilter,
  'payouts.achFile': payoutFiles.createAchFile,
  'payouts.importBankFile': payoutFiles.importBankFile,
  'quickbooks.import': payoutFiles.importQuickbooks,
  'quickbooks.status': payoutFiles.quickbooksStatus,
  'fileJobs.get': payoutFiles.getFileJob,
} satisfies Record<string, AnyEndpoint>;

export type EndpointName = keyof typeof ENDPOINTS;
