import { ON_TIME_PICKUP_MINUTES } from '../constants';
import { defineEndpoint } from '../endpoint';
import { FileJobAnswer } from '../entities/fileJob';
import { withDays } from './driverStats';

/**
 * Spec 3 §2 "Report pages" (issue 14 points 3-5): a date range and a submit button; the server answers
 * at once with a queued file job ('Great! Your report is being generated.') and writes the file in the
 * background, its progress sent to the admin who asked (decision 125).
 */

export const REPORT_MESSAGES = {
  generating: 'Great! Your report is being generated.',
  ready: 'Your report is ready',
  failed: 'Something went wrong',
  /** The TLC export names the base: without its licence the file would be refused by the TLC. */
  noBaseLicense: 'The TLC base licence is not configured (TLC_BASE_LICENSE)',
} as const;

/**
 * On-time rules (FACTS §6, decision 124). A pickup is on time when the driver picked the rider up no
 * later than the window after the promised (scheduled) time; early is never late. The dashboard's
 * on-time figure (GET /metrics/otp-by-vendors) and the reports' "on time" use ON_TIME_PICKUP_MINUTES;
 * the MTA report adds Access-A-Ride's 15- and 30-minute windows, and drop-off on time for appointment
 * trips (arrived no more than 5 minutes after the appointment).
 */
export const OTP_WINDOWS_MINUTES = { onTime: ON_TIME_PICKUP_MINUTES, short: 15, contract: 30 } as const;
export const APPOINTMENT_DROPOFF_MINUTES = 5;

/**
 * Acceptance (FACTS §6): an Access-A-Ride trip offered to us counts unless the rider called it off; it
 * was accepted once a driver took it on (and kept it: a trip a driver dropped was returned).
 */
export const OTP_ACCEPTED_STATUSES = ['accepted', 'arriving', 'arrived', 'in_progress', 'finished'] as const;
export const OTP_RIDER_CANCELED_STATUSES = [
  'user_requested_cancel',
  'user_canceled',
  'confirm_user_cancel',
] as const;

/** The report's days (New York), both included, at most 93. */
export const reportQuery = withDays({});

const reportAccess = { tag: 'reports', auth: 'user', fleet: false, response: FileJobAnswer } as const;

export const exportTlcTripRecords = defineEndpoint({
  ...reportAccess,
  method: 'GET',
  path: '/reports/export-tlc-trip-records',
  summary:
    "The base's trip records for the TLC (CSV `baselicense_yyyymmdd-yyyymmdd.csv`): finished trips with pickup and drop-off time and taxi zone, driver and vehicle TLC licence",
  permission: 'reporting.view_monthly_reports_page',
  query: reportQuery,
});

export const yellowCabTaxesMta = defineEndpoint({
  ...reportAccess,
  method: 'GET',
  path: '/reports/yellow-cab-taxes-mta',
  summary:
    'Yellow cab trips with their MTA tax, improvement and congestion surcharges, and monthly totals (a zip of two CSV files)',
  permission: 'reporting.view_monthly_reports_page',
  query: reportQuery,
});

export const dailyRevenueStats = defineEndpoint({
  ...reportAccess,
  method: 'GET',
  path: '/reports/daily-revenue-stats',
  summary:
    'Per New York day: finished rides, revenue, broker amount, driver pay, margin and on-time pickups (CSV)',
  permission: 'reporting.view_daily_revenue_stats',
  query: reportQuery,
});

export const mtaOtpPickupAndAcceptance = defineEndpoint({
  ...reportAccess,
  method: 'GET',
  path: '/reports/mta_otp_pickup_and_acceptance',
  summary:
    'Access-A-Ride trips: acceptance, pickup on-time (15, 20 and 30 minutes) and appointment drop-off on-time per day, and per trip (a zip of two CSV files)',
  permission: 'reporting.view_mta_otp_pickup_and_acceptance',
  query: reportQuery,
});
