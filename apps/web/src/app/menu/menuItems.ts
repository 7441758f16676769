import { APP_ROUTES, type PermissionKey } from '@fleetdesk/contract';
import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import AltRouteOutlined from '@mui/icons-material/AltRouteOutlined';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import BoltOutlined from '@mui/icons-material/BoltOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import CodeOutlined from '@mui/icons-material/CodeOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import DirectionsCarOutlined from '@mui/icons-material/DirectionsCarOutlined';
import EventRepeatOutlined from '@mui/icons-material/EventRepeatOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import HubOutlined from '@mui/icons-material/HubOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import LocalTaxiOutlined from '@mui/icons-material/LocalTaxiOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import RuleFolderOutlined from '@mui/icons-material/RuleFolderOutlined';
import RuleOutlined from '@mui/icons-material/RuleOutlined';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import type { MenuEntry, MenuGroup, MenuItem } from './menuModel';

interface EntryOptions {
  /** Where the menu asks another key than the route does (Fleet Settings, spec 3 §2). */
  permission?: PermissionKey | null;
  matches?: readonly string[];
}

/** An entry takes its permission and fleet flag from the route table, so the two never disagree. */
function entry(path: string, label: string, icon: SvgIconComponent, options: EntryOptions = {}): MenuEntry {
  const route = APP_ROUTES.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`The menu links to ${path}, which is not in APP_ROUTES`);
  return {
    kind: 'entry',
    label,
    path,
    icon,
    permission: options.permission === undefined ? route.permission : options.permission,
    fleet: route.fleet,
    matches: options.matches ?? [],
  };
}

const group = (label: string, icon: SvgIconComponent, children: MenuEntry[]): MenuGroup => ({
  kind: 'group',
  label,
  icon,
  children,
});

/** The menu of spec 1 §2.2, in order. */
export const MENU_ITEMS: readonly MenuItem[] = [
  entry('/rides', 'Rides', LocalTaxiOutlined),
  entry('/surge', 'Surge', BoltOutlined),
  entry('/drivers', 'Drivers', BadgeOutlined, { matches: ['/driver'] }),
  entry('/cars', 'Cars', DirectionsCarOutlined),
  // Not in spec 1 §2.2's menu: recurring rides of NEMT riders (decision 140).
  entry('/standing-orders', 'Standing Orders', EventRepeatOutlined),
  entry('/routes', 'Routes', AltRouteOutlined),
  entry('/stats/drivers', 'Stats', InsightsOutlined, { matches: ['/stats'] }),
  entry('/payouts/payouts', 'Payouts', PaymentsOutlined, { matches: ['/payouts'] }),
  entry('/permissions/config', 'Permissions', ShieldOutlined, { matches: ['/permissions'] }),
  entry('/documents', 'Documents', DescriptionOutlined),
  entry('/routing/home', 'Routing', HubOutlined, { matches: ['/routing'] }),
  entry('/transaction/credits', 'Transactions', SwapHorizOutlined, { matches: ['/transaction'] }),
  // Not in spec 1 §2.2's menu: the Sentry billing area needs a way in for billing staff (decision 128).
  entry('/sentry/batches', 'Sentry', ReceiptLongOutlined, { matches: ['/sentry'] }),
  group('Dev', CodeOutlined, [entry('/webhooks', 'Webhooks', CodeOutlined, { matches: ['/events'] })]),
  group('Reporting', AssessmentOutlined, [
    entry('/notify-drivers', 'Notify Drivers', CampaignOutlined),
    entry('/export-tlc-trip-records', 'Export TLC Trip Records', FileDownloadOutlined),
    entry('/yellow-cab-taxes-mta', 'Yellow Cab Taxes MTA', RequestQuoteOutlined),
    entry('/unreconciled-rides', 'Unreconciled Rides', RuleOutlined),
    entry('/unreconciled-rides-sentry', 'Unreconciled Sentry Rides', RuleFolderOutlined),
    entry('/daily-revenue-stats', 'Daily Revenue Stats', TrendingUpOutlined),
    entry('/mta-otp-report', 'MTA OTP Report', TimerOutlined),
    entry('/bank-file', 'Bank File', AccountBalanceOutlined),
  ]),
  group('Admin Settings', AdminPanelSettingsOutlined, [
    entry('/settings/fleets', 'Fleet Settings', AdminPanelSettingsOutlined, {
      permission: 'admin_settings.update_fleet',
    }),
  ]),
];
