import type { sentryBilling } from '@fleetdesk/contract';
import { csvBytes } from '../../platform/csv';
import { formatRequestedOn } from '../payout-files/spreadsheet';
import type { RideRecord } from './queries';
import { billingProblems, judgeDistance } from './rules';

/**
 * The files of the area as rows: the invoice of a batch and the three reports (decision 130). Pure: the
 * rows come from ride records, so the numbers can be checked without a database.
 */

type Cell = string | number;
export interface Sheet {
  header: string[];
  rows: Cell[][];
  /** A closing line (the invoice's total), not counted as a row. */
  footer?: Cell[];
}

/** `YYYY-MM-DD HH:mm`, New York time (the payouts export's format). */
export const nyMinute = (at: Date) => formatRequestedOn(at.toISOString());
const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The CSV of a sheet (CRLF lines, text a spreadsheet could run as a formula neutralised). */
export const sheetCsv = (sheet: Sheet): Buffer =>
  csvBytes([sheet.header, ...sheet.rows, ...(sheet.footer ? [sheet.footer] : [])]);

/** The invoice of a batch: a line per billable ride, then the total. */
export function invoiceSheet(batchId: number, billable: readonly RideRecord[]): Sheet {
  const total = billable.reduce((sum, ride) => sum + (ride.amountChargedCents ?? 0), 0);
  return {
    header: ['Invoice', 'Ride ID', 'Sentry Trip ID', 'Pickup', 'Rider', 'Driver', 'Miles', 'Amount'],
    rows: billable.map((ride) => [
      batchId,
      ride.id,
      ride.referenceId ?? '',
      nyMinute(ride.pickupAt),
      ride.riderName,
      ride.driverName ?? '',
      ride.distance.toFixed(2),
      dollars(ride.amountChargedCents ?? 0),
    ]),
    footer: ['Total', '', '', '', '', '', `${billable.length} rides`, dollars(total)],
  };
}

/** Finished rides whose billed miles are off (decision 129), with what they should be. */
function distanceCorrection(rides: readonly RideRecord[]): Sheet {
  const rows = rides
    .filter((ride) => ride.status === 'finished')
    .map((ride) => ({ ride, verdict: judgeDistance(ride) }))
    .filter(({ verdict }) => verdict.isOff)
    .map(({ ride, verdict }) => [
      ride.id,
      ride.referenceId ?? '',
      nyMinute(ride.pickupAt),
      ride.driverName ?? '',
      verdict.billed.toFixed(2),
      verdict.expected.toFixed(2),
      verdict.source === 'sentry' ? 'Sentry' : 'Straight line',
      verdict.difference.toFixed(2),
      dollars(ride.amountChargedCents ?? 0),
    ]);
  return {
    header: [
      'Ride ID',
      'Sentry Trip ID',
      'Pickup',
      'Driver',
      'Billed miles',
      'Expected miles',
      'Expected from',
      'Difference',
      'Amount',
    ],
    rows,
  };
}

/** Per driver, their finished rides and how many of them pass every check; fully compliant drivers first. */
function compliantDrivers(rides: readonly RideRecord[]): Sheet {
  const byDriver = new Map<number, { ride: RideRecord; rides: number; compliant: number }>();
  for (const ride of rides) {
    if (ride.status !== 'finished' || ride.driverId === null) continue;
    const entry = byDriver.get(ride.driverId) ?? { ride, rides: 0, compliant: 0 };
    entry.rides += 1;
    if (billingProblems(ride).length === 0) entry.compliant += 1;
    byDriver.set(ride.driverId, entry);
  }
  const share = (e: { rides: number; compliant: number }) => e.compliant / e.rides;
  const rows = [...byDriver.values()]
    .sort(
      (a, b) =>
        share(b) - share(a) ||
        (a.ride.driverName ?? '').localeCompare(b.ride.driverName ?? '') ||
        (a.ride.driverId ?? 0) - (b.ride.driverId ?? 0),
    )
    .map((e) => [
      e.ride.driverId ?? '',
      e.ride.driverName ?? '',
      e.ride.driverCompany ?? '',
      e.rides,
      e.compliant,
      e.rides - e.compliant,
      // Whole percent rounded down: 199 of 200 reads 99%, so 100% always means every ride passes.
      `${Math.floor((e.compliant * 100) / e.rides)}%`,
      e.compliant === e.rides ? 'Yes' : 'No',
    ]);
  return {
    header: [
      'Driver ID',
      'Driver',
      'Company',
      'Rides',
      'Compliant rides',
      'Non-compliant rides',
      'Compliance',
      'Compliant',
    ],
    rows,
  };
}

/**
 * Rides Sentry must give a new trip id for before they can be billed: finished without one, or canceled
 * by the rider after a driver was sent (spec 3 §2 hint), while no new trip id has been recorded.
 */
export function needsNewTripId(ride: RideRecord): string | null {
  if (ride.newTripId?.trim()) return null;
  if (ride.status === 'finished' && !ride.referenceId?.trim()) return 'Finished without a Sentry trip id';
  if (ride.status === 'user_canceled' && ride.driverId !== null)
    return 'Canceled by the rider after a driver was sent';
  return null;
}

function newTripIdNeeded(rides: readonly RideRecord[]): Sheet {
  const rows = rides.flatMap((ride) => {
    const reason = needsNewTripId(ride);
    return reason
      ? [
          [
            ride.id,
            ride.referenceId ?? '',
            ride.status,
            nyMinute(ride.pickupAt),
            ride.riderName,
            ride.driverName ?? '',
            reason,
          ],
        ]
      : [];
  });
  return { header: ['Ride ID', 'Sentry Trip ID', 'Status', 'Pickup', 'Rider', 'Driver', 'Reason'], rows };
}

export const REPORT_SHEETS: Readonly<
  Record<sentryBilling.SentryReportType, (rides: readonly RideRecord[]) => Sheet>
> = {
  'distance-correction-report': distanceCorrection,
  'compliant-drivers': compliantDrivers,
  'new-trip-id-needed': newTripIdNeeded,
};
