import type { PermissionKey } from './permissions';

/**
 * The web route table (spec 1 §2.1, spec 3 §2). `permission: null` means any signed-in staff user;
 * `fleet: true` marks the routes fleet users may open. Paths with children redirect to the first child.
 */
export interface AppRoute {
  path: string;
  title: string;
  permission: PermissionKey | null;
  fleet: boolean;
  redirect?: string;
}

const route = (
  path: string,
  title: string,
  permission: PermissionKey | null = null,
  extra: Partial<AppRoute> = {},
): AppRoute => ({ path, title, permission, fleet: false, ...extra });

export const APP_ROUTES: readonly AppRoute[] = [
  route('/rides', 'Rides', null, { fleet: true }),
  route('/drivers', 'Drivers', null, { fleet: true }),
  route('/driver/:id', 'Driver', null, { fleet: true }),
  route('/cars', 'Cars', null, { fleet: true }),
  route('/standing-orders', 'Standing Orders', 'rides.standing-orders'),
  route('/routes', 'Routes', 'view.routes', { fleet: true }),
  route('/stats', 'Stats', 'view.stats', { redirect: '/stats/drivers' }),
  route('/stats/drivers', 'Driver Stats', 'view.stats'),
  route('/payouts', 'Payouts', null, { redirect: '/payouts/payouts' }),
  route('/payouts/payouts', 'Payouts'),
  route('/permissions', 'Permissions', 'permissions.view', { redirect: '/permissions/config' }),
  route('/permissions/config', 'Permissions', 'permissions.view'),
  route('/permissions/users', 'Users', 'permissions.view'),
  route('/documents', 'Documents'),
  route('/routing', 'Routing', 'view.routing', { redirect: '/routing/home' }),
  route('/routing/home', 'Routing Home', 'view.routing'),
  route('/routing/scenarios', 'Routing Scenarios', 'view.routing'),
  route('/sentry', 'Sentry', 'sentry.view', { redirect: '/sentry/batches' }),
  route('/sentry/rides', 'Sentry Rides', 'sentry.view'),
  route('/sentry/batches', 'Sentry Batches', 'sentry.view'),
  route('/sentry/batch/:id', 'Sentry Batch', 'sentry.view'),
  route('/transaction', 'Transactions', null, { redirect: '/transaction/credits' }),
  route('/transaction/credits', 'Credits'),
  route('/transaction/debits', 'Debits'),
  route('/transaction/payouts', 'Payout Requests'),
  route('/webhooks', 'Webhooks', 'developer.view_webhooks'),
  route('/events/:id', 'Event', 'developer.view_webhooks'),
  route('/surge', 'Surge', 'surge.view'),
  route('/notify-drivers', 'Notify Drivers', 'reporting.view_notify_page'),
  route('/export-tlc-trip-records', 'Export TLC Trip Records', 'reporting.view_monthly_reports_page'),
  route('/yellow-cab-taxes-mta', 'Yellow Cab Taxes MTA', 'reporting.view_monthly_reports_page'),
  route('/unreconciled-rides', 'Unreconciled Rides', 'reporting.view_unreconciled_rides_panel_page'),
  route(
    '/unreconciled-rides-sentry',
    'Unreconciled Sentry Rides',
    'reporting.view_unreconciled_rides_panel_page',
  ),
  route('/bank-file', 'Bank File', 'reporting.view_bank_file_page'),
  route('/daily-revenue-stats', 'Daily Revenue Stats', 'reporting.view_daily_revenue_stats'),
  route('/mta-otp-report', 'MTA OTP Report', 'reporting.view_mta_otp_pickup_and_acceptance'),
  route('/settings/fleets', 'Fleet Settings', 'admin_settings.view'),
  route('/access-denied', 'Access Denied', null, { fleet: true }),
];

/** Where a user lands after sign-in when no redirect is given. */
export const HOME_PATH = '/rides';
