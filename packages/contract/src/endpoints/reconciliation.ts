import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import type { BrokerKey } from '../rideActions';
import { RIDE_STATUSES, type RideStatus } from '../statuses';
import { queryFlag } from '../validation/common';
import { addCalendarDays, driverStatsDays, withDays } from './driverStats';

/**
 * Spec 3 §2 "Report pages", §3, §7 (decisions 132–134): rides whose state differs between us and the
 * broker that sent them. The Unreconciled rides panel lists what the last SYNC read from each broker;
 * the Unreconciled Sentry rides report asks Sentry at the moment it is opened.
 */

/** The brokers whose trips can be looked up (the city taxi commission and MTA have no API). */
export const RECONCILED_BROKERS = ['sentry', 'sentry2', 'arro'] as const satisfies readonly BrokerKey[];
export type ReconciledBroker = (typeof RECONCILED_BROKERS)[number];

/** A trip's state as a broker reports it (decision 132). */
export const BROKER_TRIP_STATUSES = [
  'offered',
  'scheduled',
  'in_progress',
  'completed',
  'canceled',
  'no_show',
] as const;
export type BrokerTripStatus = (typeof BROKER_TRIP_STATUSES)[number];
export const BROKER_TRIP_STATUS_LABELS: Readonly<Record<BrokerTripStatus, string>> = {
  offered: 'Offered',
  scheduled: 'Scheduled',
  in_progress: 'In progress',
  completed: 'Completed',
  canceled: 'Canceled',
  no_show: 'No-show',
};
/** What a report shows for a trip the broker does not know. */
export const UNKNOWN_TRIP_LABEL = 'Unknown trip';

/** What the broker should report for each of our statuses once it has every change we made. */
const EXPECTED_AT_BROKER: Readonly<Record<RideStatus, BrokerTripStatus>> = {
  draft: 'scheduled',
  pending: 'scheduled',
  assigned: 'scheduled',
  accepted: 'scheduled',
  routing_assigned: 'scheduled',
  no_drivers_available: 'scheduled',
  arriving: 'in_progress',
  arrived: 'in_progress',
  in_progress: 'in_progress',
  finished: 'completed',
  user_requested_cancel: 'canceled',
  user_canceled: 'canceled',
  confirm_user_cancel: 'canceled',
  company_canceled: 'canceled',
  driver_canceled: 'no_show',
};

/** The broker state that agrees with our ride; a marketplace ride is still on offer at the broker. */
export function expectedBrokerStatus(status: RideStatus, isMarketplaceRide: boolean): BrokerTripStatus {
  return isMarketplaceRide && status === 'pending' ? 'offered' : EXPECTED_AT_BROKER[status];
}

/** The next step the panel's two hints give for an unreconciled ride, by our status. */
export type ReconciliationHint = 'sync' | 'new_trip_id';
export const RECONCILIATION_HINTS: Readonly<Record<ReconciliationHint, string>> = {
  sync: 'A finished ride needs SYNC: the broker is read again for the listed rides.',
  new_trip_id: 'A user_canceled ride needs a new trip id from the dispatch partner.',
};
export const hintFor = (status: RideStatus): ReconciliationHint | null =>
  status === 'finished' ? 'sync' : status === 'user_canceled' ? 'new_trip_id' : null;

/** The spec's time presets (§9); the week and month ones are the driver stats' periods. */
export const REPORT_PRESETS = [
  'custom',
  'today',
  'tomorrow',
  'yesterday',
  'previous_week',
  'this_week',
  'this_month',
  'previous_month',
  'last_3_months',
] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];
export const REPORT_PRESET_LABELS: Readonly<Record<ReportPreset, string>> = {
  custom: 'Custom',
  today: 'Today',
  tomorrow: 'Tomorrow',
  yesterday: 'Yesterday',
  previous_week: 'Previous week',
  this_week: 'This week',
  this_month: 'This month',
  previous_month: 'Previous Month',
  last_3_months: 'Last 3 months',
};

/** The first and last New York day of a preset around `today` (YYYY-MM-DD). */
export function reportPresetDays(
  preset: Exclude<ReportPreset, 'custom'>,
  today: string,
): { start_date: string; end_date: string } {
  const shift = { today: 0, tomorrow: 1, yesterday: -1 } as const;
  if (preset === 'today' || preset === 'tomorrow' || preset === 'yesterday') {
    const day = addCalendarDays(today, shift[preset]);
    return { start_date: day, end_date: day };
  }
  const { start, end } = driverStatsDays(preset, today);
  return { start_date: start, end_date: end };
}

export const RECONCILIATION_MESSAGES = {
  synced: 'Great! The rides were synced with the brokers.',
  noRides: 'No rides found',
} as const;

export const SENTRY_REPORT_PAGE_SIZES = [5, 10, 25, 50, 100, 250, 500] as const;
export const SENTRY_REPORT_PAGE_SIZE = 50;

const rideStatus = z.enum(RIDE_STATUSES);
const brokerStatus = z.enum(BROKER_TRIP_STATUSES);

/** A ride of the panel: our state beside the broker's as the last SYNC read it. */
export const UnreconciledRide = z.object({
  ride_id: z.number().int(),
  reference_id: z.string(),
  broker: z.enum(RECONCILED_BROKERS),
  pickup_at: z.string(),
  status: rideStatus,
  /** What the broker should report for our status. */
  expected_broker_status: brokerStatus,
  /** Null when the broker does not know the trip. */
  broker_status: brokerStatus.nullable(),
  last_updated_at: z.string(),
  broker_updated_at: z.string().nullable(),
  synced_at: z.string(),
  hint: z.enum(['sync', 'new_trip_id']).nullable(),
});
export type UnreconciledRide = z.infer<typeof UnreconciledRide>;

/** Per broker: its rides of the range, how many the last SYNC read, and how many disagree. */
export const BrokerReconciliation = z.object({
  broker: z.enum(RECONCILED_BROKERS),
  rides: z.number().int(),
  synced: z.number().int(),
  unreconciled: z.number().int(),
  last_synced_at: z.string().nullable(),
});

export const UnreconciledOptions = z.object({
  brokers: z.array(BrokerReconciliation),
  /** Broker rides of the range never read by a SYNC: SYNC reads them. */
  not_synced: z.number().int(),
  /** Unreconciled rides by the hint they need. */
  needs_sync: z.number().int(),
  needs_new_trip_id: z.number().int(),
  last_synced_at: z.string().nullable(),
});
export type UnreconciledOptions = z.infer<typeof UnreconciledOptions>;

const panelAccess = {
  tag: 'reconciliation',
  auth: 'user',
  permission: 'reporting.view_unreconciled_rides_panel_page',
  fleet: false,
} as const;

export const listUnreconciledRides = defineEndpoint({
  ...panelAccess,
  method: 'GET',
  path: '/reports/rides-unreconciled',
  summary:
    'Broker rides of the days whose state differs from the broker state the last SYNC read; export=1 adds a CSV link',
  query: withDays({ export: queryFlag.optional() }),
  response: z.object({
    rides: z.array(UnreconciledRide),
    options: UnreconciledOptions,
    file_url: z.string().nullable(),
  }),
});

export const syncUnreconciledRides = defineEndpoint({
  ...panelAccess,
  method: 'POST',
  path: '/reports/rides-unreconciled/sync',
  summary: "Reads each broker's state of the broker rides of the days again and stores it",
  body: withDays({}),
  response: z.object({
    synced: z.number().int(),
    unreconciled: z.number().int(),
    /** Brokers that could not be read, with the reason; their rides keep the state read before. */
    failed: z.array(z.object({ broker: z.enum(RECONCILED_BROKERS), error: z.string() })),
    synced_at: z.string(),
  }),
});

/** A row of the Sentry report, with the spec's field names (§3). */
export const UnreconciledSentryRide = z.object({
  ride_id: z.number().int(),
  reference_id: z.string(),
  last_updated_at_fleetdesk: z.string(),
  last_updated_at_sentry: z.string().nullable(),
  fleetdesk_status: rideStatus,
  sentry_status: brokerStatus.nullable(),
});
export type UnreconciledSentryRide = z.infer<typeof UnreconciledSentryRide>;

export const listUnreconciledSentryRides = defineEndpoint({
  ...panelAccess,
  method: 'GET',
  path: '/rides/reports/rides-unreconciled-sentry',
  summary: 'Sentry rides of the days whose state differs from what Sentry answers now; export=1 adds a CSV',
  query: withDays({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    per_page: z.coerce
      .number()
      .int()
      .refine(
        (n) => (SENTRY_REPORT_PAGE_SIZES as readonly number[]).includes(n),
        'Not a page size of the list',
      )
      .default(SENTRY_REPORT_PAGE_SIZE),
    export: queryFlag.optional(),
  }),
  response: z.object({
    rides: z.object({
      data: z.array(UnreconciledSentryRide),
      total: z.number().int(),
      current_page: z.number().int(),
      per_page: z.number().int(),
    }),
    file_url: z.string().nullable(),
    /** Sentry's own status_code for the lookup. */
    status_code: z.number().int(),
  }),
});

/** `app_action` sent to staff after a SYNC, so open panels offer Show New Data. */
export const RECONCILIATION_SYNCED_ACTION = 'reconciliation.synced';
