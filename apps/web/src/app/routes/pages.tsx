import type { AppRoute } from '@fleetdesk/contract';
import type { ComponentType } from 'react';
import { BankFilePage } from '../../features/bankFile/BankFilePage';
import { CarsPage } from '../../features/cars/list/CarsPage';
import { DocumentsPage } from '../../features/documents/list/DocumentsPage';
import { DriverStatsPage } from '../../features/driverStats/DriverStatsPage';
import { DriverPage } from '../../features/drivers/page/DriverPage';
import { DriversPage } from '../../features/drivers/table/DriversPage';
import { FleetSettingsPage } from '../../features/fleetSettings/FleetSettingsPage';
import { PayoutsPage } from '../../features/money/payouts/PayoutsPage';
import { TransactionRequestsPage } from '../../features/money/requests/TransactionRequestsPage';
import { NotifyDriversPage } from '../../features/notifier/NotifyDriversPage';
import { PermissionsConfigPage } from '../../features/permissions/config/PermissionsConfigPage';
import { PermissionsUsersPage } from '../../features/permissions/users/PermissionsUsersPage';
import { UnreconciledRidesPage } from '../../features/reconciliation/UnreconciledRidesPage';
import { UnreconciledSentryRidesPage } from '../../features/reconciliation/UnreconciledSentryRidesPage';
import {
  DailyRevenueStatsPage,
  MtaOtpReportPage,
  TlcTripRecordsPage,
  YellowCabTaxesPage,
} from '../../features/reports/ReportPages';
import { RidesPage } from '../../features/rides/page/RidesPage';
import { DriverRoutesPage } from '../../features/routing/driverRoutes/DriverRoutesPage';
import { RoutingHomePage } from '../../features/routing/home/RoutingHomePage';
import { RoutingScenariosPage } from '../../features/routing/scenarios/RoutingScenariosPage';
import { BatchesPage } from '../../features/sentry/BatchesPage';
import { BatchPage } from '../../features/sentry/BatchPage';
import { TripsPage } from '../../features/sentry/TripsPage';
import { StandingOrdersPage } from '../../features/standingOrders/StandingOrdersPage';
import { SurgePage } from '../../features/surge/page/SurgePage';
import { EventPage } from '../../features/webhooks/EventPage';
import { WebhooksPage } from '../../features/webhooks/WebhooksPage';
import { ACCESS_DENIED_PATH } from '../guards/redirects';
import { AccessDeniedScreen } from '../pages/AccessDeniedScreen';
import { PlaceholderPage } from '../pages/PlaceholderPage';

/** The screen of each route path; an area's issue adds its pages here. Others show their title only. */
const PAGES: Readonly<Record<string, ComponentType>> = {
  [ACCESS_DENIED_PATH]: AccessDeniedScreen,
  '/rides': RidesPage,
  '/drivers': DriversPage,
  '/driver/:id': DriverPage,
  '/cars': CarsPage,
  '/standing-orders': StandingOrdersPage,
  '/documents': DocumentsPage,
  '/transaction/credits': () => <TransactionRequestsPage key="credit" type="credit" />,
  '/transaction/debits': () => <TransactionRequestsPage key="debit" type="debit" />,
  '/transaction/payouts': () => <TransactionRequestsPage key="payout" type="payout" />,
  '/payouts/payouts': PayoutsPage,
  '/permissions/config': PermissionsConfigPage,
  '/permissions/users': PermissionsUsersPage,
  '/routes': DriverRoutesPage,
  '/routing/home': RoutingHomePage,
  '/routing/scenarios': RoutingScenariosPage,
  '/surge': SurgePage,
  '/sentry/rides': TripsPage,
  '/sentry/batches': BatchesPage,
  '/sentry/batch/:id': BatchPage,
  '/notify-drivers': NotifyDriversPage,
  '/bank-file': BankFilePage,
  '/export-tlc-trip-records': TlcTripRecordsPage,
  '/yellow-cab-taxes-mta': YellowCabTaxesPage,
  '/daily-revenue-stats': DailyRevenueStatsPage,
  '/mta-otp-report': MtaOtpReportPage,
  '/unreconciled-rides': UnreconciledRidesPage,
  '/unreconciled-rides-sentry': UnreconciledSentryRidesPage,
  '/stats/drivers': DriverStatsPage,
  '/settings/fleets': FleetSettingsPage,
  '/webhooks': WebhooksPage,
  '/events/:id': EventPage,
};

export function pageFor(appRoute: AppRoute) {
  const Page = PAGES[appRoute.path];
  return Page ? <Page /> : <PlaceholderPage title={appRoute.title} />;
}
