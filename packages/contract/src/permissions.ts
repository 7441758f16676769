/**
 * Every permission key the product knows. The specs spell some keys two ways; `PERMISSION_ALIASES`
 * maps the second spelling to the canonical key so that code and data only ever hold one.
 */
export const PERMISSION_GROUPS = {
  rides: {
    name: 'Rides',
    keys: [
      'rides.change-price',
      'rides.view-billing-notes',
      'rides.update-dangerous-fields',
      'rides.reject-sentry',
      'rides.reject-sentry2',
      'rides.revive-sentry',
      'rides.revive-sentry2',
      'rides.revive-mta',
      // Not named by the spec: recurring rides booked ahead by a job (decision 140).
      'rides.standing-orders',
    ],
  },
  drivers: {
    name: 'Drivers',
    keys: [
      'drivers.edit-photo',
      'drivers.edit-company-restriction',
      'drivers.show_route_broker',
      'drivers.show_request_route',
      'drivers.show_company_restriction',
      'drivers.edit_fleet_field',
      // Not named by the spec: setting a driver online or offline (docs/decisions.md).
      'drivers.edit-state',
      // Not named by the spec: adding, reviewing and deleting documents of drivers and cars (docs/decisions.md).
      'drivers.edit-documents',
      // Not named by the spec: issuing a driver app's device token for the location feed (decision 137).
      'drivers.device-token',
    ],
  },
  cars: { name: 'Cars', keys: ['cars.edit_vin_number', 'cars.update_fleet'] },
  money: {
    name: 'Credits and payouts',
    keys: [
      'credit-and-debit.create',
      'credits.create',
      'credits.quick-create',
      'credits.update',
      'payouts.update-request',
      'payouts.import-bank-file',
      'payouts.export',
    ],
  },
  admin_settings: {
    name: 'Admin settings',
    keys: ['admin_settings.view', 'admin_settings.update_fleet', 'admin_settings.release_rides'],
  },
  views: {
    name: 'Areas',
    keys: [
      'surge.view',
      'view.routes',
      'view.routing',
      'view.stats',
      'permissions.view',
      'permissions.update',
    ],
  },
  reporting: {
    name: 'Reporting',
    keys: [
      'reporting.view_notify_page',
      'reporting.view_monthly_reports_page',
      'reporting.view_unreconciled_rides_panel_page',
      'reporting.view_bank_file_page',
      'reporting.view_daily_revenue_stats',
      'reporting.view_mta_otp_pickup_and_acceptance',
    ],
  },
  // Not named by the spec: the Sentry billing area (decision 128). Billing staff read with the first and
  // change batches and write their files with the second.
  sentry: { name: 'Sentry billing', keys: ['sentry.view', 'sentry.manage'] },
  // Not named by the spec: the webhooks log and its Replay (decision 121).
  developer: { name: 'Developer tools', keys: ['developer.view_webhooks', 'developer.replay_webhooks'] },
} as const;

type Groups = typeof PERMISSION_GROUPS;
export type PermissionKey = Groups[keyof Groups]['keys'][number];

export const PERMISSION_KEYS: readonly PermissionKey[] = Object.values(PERMISSION_GROUPS).flatMap(
  (group) => group.keys,
);

/** The second spelling found in the specs → the canonical key. */
export const PERMISSION_ALIASES: Readonly<Record<string, PermissionKey>> = {
  'rides.viewBillingNotes': 'rides.view-billing-notes',
  'rides.updateDangerousFields': 'rides.update-dangerous-fields',
  'credits.quickCreate': 'credits.quick-create',
  'admin_settings.releaseMarketplaceRide': 'admin_settings.release_rides',
  'payouts.importBankFile': 'payouts.import-bank-file',
};

/** Resolves either spelling to the canonical key, or undefined for an unknown key. */
export function canonicalPermission(key: string): PermissionKey | undefined {
  if ((PERMISSION_KEYS as readonly string[]).includes(key)) return key as PermissionKey;
  return PERMISSION_ALIASES[key];
}

/** True when the held list grants `key` (in either spelling). */
export function hasPermission(held: readonly string[], key: string): boolean {
  const wanted = canonicalPermission(key);
  return wanted !== undefined && held.some((k) => canonicalPermission(k) === wanted);
}

export const ADMIN_ROLE_ID = 1;
/** The role spec 1 §6 names: its holders edit a ride's pickup and destination zones. */
export const ADMIN_ROLE_NAME = 'Admin';
export const FACILITY_ROLE_ID = 415;
