import type { AppRoute } from '@fleetdesk/contract';
import { type ComponentType, Suspense } from 'react';
import { lazyComponent } from '../../ui/lazyComponent';
import { ACCESS_DENIED_PATH } from '../guards/redirects';
import { AccessDeniedScreen } from '../pages/AccessDeniedScreen';
import { PlaceholderPage } from '../pages/PlaceholderPage';
import { PageLoading } from './PageLoading';

/**
 * The screen of each route path, each loaded with its route (see lazyComponent); an area's issue adds its
 * pages here. Others show their title only.
 */
const PAGES: Readonly<Record<string, ComponentType>> = {
  [ACCESS_DENIED_PATH]: AccessDeniedScreen,
  '/rides': lazyComponent(
    () => import('../../features/rides/page/RidesPage'),
    (m) => m.RidesPage,
  ),
  '/drivers': lazyComponent(
    () => import('../../features/drivers/table/DriversPage'),
    (m) => m.DriversPage,
  ),
  '/driver/:id': lazyComponent(
    () => import('../../features/drivers/page/DriverPage'),
    (m) => m.DriverPage,
  ),
  '/cars': lazyComponent(
    () => import('../../features/cars/list/CarsPage'),
    (m) => m.CarsPage,
  ),
  '/standing-orders': lazyComponent(
    () => import('../../features/standingOrders/StandingOrdersPage'),
    (m) => m.StandingOrdersPage,
  ),
  '/documents': lazyComponent(
    () => import('../../features/documents/list/DocumentsPage'),
    (m) => m.DocumentsPage,
  ),
  '/transaction/credits': lazyComponent(
    () => import('../../features/money/requests/TransactionRequestsPage'),
    (m) => () => <m.TransactionRequestsPage key="credit" type="credit" />,
  ),
  '/transaction/debits': lazyComponent(
    () => import('../../features/money/requests/TransactionRequestsPage'),
    (m) => () => <m.TransactionRequestsPage key="debit" type="debit" />,
  ),
  '/transaction/payouts': lazyComponent(
    () => import('../../features/money/requests/TransactionRequestsPage'),
    (m) => () => <m.TransactionRequestsPage key="payout" type="payout" />,
  ),
  '/payouts/payouts': lazyComponent(
    () => import('../../features/money/payouts/PayoutsPage'),
    (m) => m.PayoutsPage,
  ),
  '/permissions/config': lazyComponent(
    () => import('../../features/permissions/config/PermissionsConfigPage'),
    (m) => m.PermissionsConfigPage,
  ),
  '/permissions/users': lazyComponent(
    () => import('../../features/permissions/users/PermissionsUsersPage'),
    (m) => m.PermissionsUsersPage,
  ),
  '/routes': lazyComponent(
    () => import('../../features/routing/driverRoutes/DriverRoutesPage'),
    (m) => m.DriverRoutesPage,
  ),
  '/routing/home': lazyComponent(
    () => import('../../features/routing/home/RoutingHomePage'),
    (m) => m.RoutingHomePage,
  ),
  '/routing/scenarios': lazyComponent(
    () => import('../../features/routing/scenarios/RoutingScenariosPage'),
    (m) => m.RoutingScenariosPage,
  ),
  '/surge': lazyComponent(
    () => import('../../features/surge/page/SurgePage'),
    (m) => m.SurgePage,
  ),
  '/sentry/rides': lazyComponent(
    () => import('../../features/sentry/TripsPage'),
    (m) => m.TripsPage,
  ),
  '/sentry/batches': lazyComponent(
    () => import('../../features/sentry/BatchesPage'),
    (m) => m.BatchesPage,
  ),
  '/sentry/batch/:id': lazyComponent(
    () => import('../../features/sentry/BatchPage'),
    (m) => m.BatchPage,
  ),
  '/notify-drivers': lazyComponent(
    () => import('../../features/notifier/NotifyDriversPage'),
    (m) => m.NotifyDriversPage,
  ),
  '/bank-file': lazyComponent(
    () => import('../../features/bankFile/BankFilePage'),
    (m) => m.BankFilePage,
  ),
  '/export-tlc-trip-records': lazyComponent(
    () => import('../../features/reports/ReportPages'),
    (m) => m.TlcTripRecordsPage,
  ),
  '/yellow-cab-taxes-mta': lazyComponent(
    () => import('../../features/reports/ReportPages'),
    (m) => m.YellowCabTaxesPage,
  ),
  '/daily-revenue-stats': lazyComponent(
    () => import('../../features/reports/ReportPages'),
    (m) => m.DailyRevenueStatsPage,
  ),
  '/mta-otp-report': lazyComponent(
    () => import('../../features/reports/ReportPages'),
    (m) => m.MtaOtpReportPage,
  ),
  '/unreconciled-rides': lazyComponent(
    () => import('../../features/reconciliation/UnreconciledRidesPage'),
    (m) => m.UnreconciledRidesPage,
  ),
  '/unreconciled-rides-sentry': lazyComponent(
    () => import('../../features/reconciliation/UnreconciledSentryRidesPage'),
    (m) => m.UnreconciledSentryRidesPage,
  ),
  '/stats/drivers': lazyComponent(
    () => import('../../features/driverStats/DriverStatsPage'),
    (m) => m.DriverStatsPage,
  ),
  '/settings/fleets': lazyComponent(
    () => import('../../features/fleetSettings/FleetSettingsPage'),
    (m) => m.FleetSettingsPage,
  ),
  '/webhooks': lazyComponent(
    () => import('../../features/webhooks/WebhooksPage'),
    (m) => m.WebhooksPage,
  ),
  '/events/:id': lazyComponent(
    () => import('../../features/webhooks/EventPage'),
    (m) => m.EventPage,
  ),
};

export function pageFor(appRoute: AppRoute) {
  const Page = PAGES[appRoute.path];
  if (!Page) return <PlaceholderPage title={appRoute.title} />;
  return (
    <Suspense fallback={<PageLoading title={appRoute.title} />}>
      <Page />
    </Suspense>
  );
}
