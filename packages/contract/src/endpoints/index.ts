import type { AnyEndpoint } from '../endpoint';
import * as account from './account';
import * as auth from './auth';
import * as metrics from './metrics';
import * as permissions from './permissions';
import * as settings from './settings';

export { account, auth, metrics, permissions, settings };

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
} satisfies Record<string, AnyEndpoint>;

export type EndpointName = keyof typeof ENDPOINTS;
