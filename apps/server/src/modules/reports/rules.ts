/**
 * Pure rules of the report files: the New York trip surcharges (FACTS §4.1, decision 127), the TLC
 * file name (FACTS §3.1) and how amounts and shares are written.
 */

/** Cents per yellow cab trip. The improvement surcharge rose from $0.30 on 19 December 2022. */
export const YELLOW_SURCHARGE_CENTS = {
  mtaTax: 50,
  improvement: 100,
  improvementBefore: 30,
  congestion: 250,
} as const;
export const IMPROVEMENT_RAISED_ON = '2022-12-19';
/** The improvement surcharge began ($0.30) on 1 January 2015; a trip before it owed none. */
export const IMPROVEMENT_BEGAN_ON = '2015-01-01';
/** The congestion surcharge was collected from 2 February 2019 (a court order delayed its 1 January start). */
export const CONGESTION_BEGAN_ON = '2019-02-02';

/** Where a trip's two ends lie, as the tax rules ask. */
export interface TripPlaces {
  /** New York day of the trip, YYYY-MM-DD. */
  day: string;
  startsInNyc: boolean;
  endsInMctd: boolean;
  /** Both ends in New York State. */
  withinNyState: boolean;
  startsInCongestionZone: boolean;
  endsInCongestionZone: boolean;
  /** Dispatched by the transit authority (Access-A-Ride): no congestion surcharge. */
  isMtaTrip: boolean;
}

export interface Surcharges {
  mtaTax: number;
  improvement: number;
  congestion: number;
}

/**
 * A yellow cab trip's surcharges in cents, each from the day it came in: the MTA tax when it starts in
 * the city and ends in the MCTD; the improvement surcharge on every trip; the congestion surcharge when
 * it stays in the state and starts or ends in Manhattan south of 96th Street, unless the MTA dispatched
 * it. A trip that only passes through the zone is not seen: the driven path is not known (decision 127).
 */
export function yellowTripSurcharges(trip: TripPlaces): Surcharges {
  const touchesZone = trip.startsInCongestionZone || trip.endsInCongestionZone;
  return {
    mtaTax: trip.startsInNyc && trip.endsInMctd ? YELLOW_SURCHARGE_CENTS.mtaTax : 0,
    improvement:
      trip.day >= IMPROVEMENT_RAISED_ON
        ? YELLOW_SURCHARGE_CENTS.improvement
        : trip.day >= IMPROVEMENT_BEGAN_ON
          ? YELLOW_SURCHARGE_CENTS.improvementBefore
          : 0,
    congestion:
      touchesZone && trip.withinNyState && !trip.isMtaTrip && trip.day >= CONGESTION_BEGAN_ON
        ? YELLOW_SURCHARGE_CENTS.congestion
        : 0,
  };
}

/** Dollars with two decimals, from integer cents. */
export const dollars = (cents: number): string => (cents / 100).toFixed(2);

/** A share in percent with one decimal; empty when there is nothing to divide. */
export const percent = (part: number, whole: number): string =>
  whole === 0 ? '' : ((part / whole) * 100).toFixed(1);

/** The TLC's name for a submission: `B00001_20260101-20260131.csv`. */
export const tlcFileName = (baseLicense: string, span: { start: string; end: string }): string =>
  `${baseLicense}_${span.start.replaceAll('-', '')}-${span.end.replaceAll('-', '')}.csv`;

/** `daily-revenue-stats_2026-11-01_2026-11-30.csv` and the like. */
export const reportFileName = (report: string, span: { start: string; end: string }, ext: string) =>
  `${report}_${span.start}_${span.end}.${ext}`;
