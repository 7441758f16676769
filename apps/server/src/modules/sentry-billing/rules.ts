import type { sentryBilling } from '@fleetdesk/contract';
import { fallbackMiles } from '../../platform/adapters/routing/straight-line';

type Status = sentryBilling.SentryInvoiceStatus;
type CheckCode = sentryBilling.SentryCheckCode;

/** What the checks read of a ride (money in cents, distance in miles). */
export interface RideFacts {
  status: string;
  referenceId: string | null;
  riderSignatureUrl: string | null;
  amountChargedCents: number | null;
  /** The miles we bill: the ride's measured distance. */
  distance: number;
  /** The miles Sentry gave for the trip, when it gave any. */
  vendorDistance: number | null;
  start: { lat: number; lon: number };
  destination: { lat: number; lon: number };
}

/**
 * "Distance off" (decision 129): the billed miles against what the trip should measure: Sentry's own
 * distance when it sent one, else the straight line between the ends times New York's detour factor (the
 * product's routing estimate without OSRM). Off when they differ by more than half a mile and more than
 * 15% of the expected miles: short trips are not flagged for GPS noise, long ones not for a detour.
 */
export const DISTANCE_TOLERANCE = { miles: 0.5, share: 0.15 } as const;

export interface DistanceVerdict {
  billed: number;
  expected: number;
  source: 'sentry' | 'straight_line';
  /** Billed less expected, in miles. */
  difference: number;
  isOff: boolean;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export function judgeDistance(
  ride: Pick<RideFacts, 'distance' | 'vendorDistance' | 'start' | 'destination'>,
) {
  const hasSentryMiles = ride.vendorDistance !== null && ride.vendorDistance > 0;
  const expected = hasSentryMiles
    ? (ride.vendorDistance as number)
    : fallbackMiles(ride.start, ride.destination);
  const difference = ride.distance - expected;
  const tolerance = Math.max(DISTANCE_TOLERANCE.miles, expected * DISTANCE_TOLERANCE.share);
  return {
    billed: round2(ride.distance),
    expected: round2(expected),
    source: hasSentryMiles ? 'sentry' : 'straight_line',
    difference: round2(difference),
    isOff: Math.abs(difference) > tolerance,
  } satisfies DistanceVerdict;
}

const miles = (n: number) => `${n.toFixed(2)} mi`;

/** Why a ride cannot be billed, most important first; empty when it can. */
export function billingProblems(ride: RideFacts): { code: CheckCode; note: string }[] {
  const problems: { code: CheckCode; note: string }[] = [];
  if (ride.status !== 'finished')
    problems.push({ code: 'not_finished', note: `Ride is ${ride.status}, not finished` });
  if (!ride.referenceId?.trim()) problems.push({ code: 'missing_trip_id', note: 'Missing Sentry trip id' });
  if (!ride.riderSignatureUrl) problems.push({ code: 'no_signature', note: 'No rider signature' });
  if (!ride.amountChargedCents) problems.push({ code: 'zero_amount', note: 'Amount charged is $0.00' });
  const distance = judgeDistance(ride);
  if (distance.isOff) {
    const source = distance.source === 'sentry' ? "Sentry's distance" : 'straight-line estimate';
    problems.push({
      code: 'distance_off',
      note: `Distance off: billed ${miles(distance.billed)}, expected ${miles(distance.expected)} (${source})`,
    });
  }
  return problems;
}

/** The one log line of a ride that cannot be billed: its first reason's code, every reason in words. */
export function logLineOf(problems: readonly { code: CheckCode; note: string }[]) {
  const [first] = problems;
  return first ? { code: first.code, note: problems.map((p) => p.note).join('; ') } : null;
}

/**
 * Where a batch may be moved by hand (decision 128). `checked` and `exported` are reached by running the
 * checks and exporting; `open` reopens a batch for changes; cancelling releases its rides.
 */
export const MANUAL_TRANSITIONS: Readonly<Record<Status, readonly Status[]>> = {
  open: ['cancelled'],
  checked: ['open', 'cancelled'],
  exported: ['submitted', 'open', 'cancelled'],
  submitted: ['paid', 'rejected'],
  paid: [],
  rejected: ['open', 'cancelled'],
  cancelled: ['open'],
};

export const canSwitch = (from: Status, to: Status) => MANUAL_TRANSITIONS[from].includes(to);

/** Dates can move, rides join and checks run only while the batch is being put together. */
export const isAssembling = (status: Status) => status === 'open' || status === 'checked';

/** An invoice is written while assembling, and again after an export (a corrected one replaces it). */
export const canExport = (status: Status) => isAssembling(status) || status === 'exported';

/**
 * What the invoiced rides' billing status becomes when the batch moves: Sentry paying or rejecting the
 * invoice is what pays or fails its rides; reopening or cancelling a rejected batch puts them back to
 * pending. Null: they keep theirs.
 */
export function rideBillingStatusAfter(from: Status, to: Status): sentryBilling.SentryBillingStatus | null {
  if (to === 'paid') return 'paid';
  if (to === 'rejected') return 'failed';
  if (from === 'rejected') return 'pending';
  return null;
}
