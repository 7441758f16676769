import { newYorkMidnight, type SurgeRide } from '@fleetdesk/contract';
import { businessDay } from '../../platform/business-day';
import type { Span, SurgeRideRow } from './queries';

const MINUTE_MS = 60_000;
const dollars = (cents: number) => cents / 100;

/** `days` New York business days from today's midnight (1: today; 2: today and tomorrow). */
export function businessDays(now: Date, days: number): Span {
  const today = businessDay(now);
  return { from: newYorkMidnight(today), to: newYorkMidnight(today, days) };
}

/**
 * Rows (in pickup order) → surge rides. Lateness: whole minutes since pickup, 0 before it (spec 1 §9).
 * The first ride of a later New York day than the ride above it carries the separation line.
 */
export function toSurgeRides(rows: readonly SurgeRideRow[], now: Date): SurgeRide[] {
  return rows.map((row, index) => {
    const above = index > 0 ? rows[index - 1] : undefined;
    return {
      id: row.id,
      pickup_at: row.pickupAt.toISOString(),
      vendor_pickup_at: row.vendorPickupAt?.toISOString() ?? null,
      distance: row.distance,
      driver_net: dollars(row.driverNetCents),
      surge_amount: dollars(row.surgeAmountCents),
      vendor_amount: row.vendorAmountCents === null ? null : dollars(row.vendorAmountCents),
      ride_type: row.rideType,
      zone_id: row.zoneId,
      zone_name: row.zoneName,
      zone_borough: row.zoneBorough,
      vip: row.vip,
      lateness: Math.max(0, Math.floor((now.getTime() - row.pickupAt.getTime()) / MINUTE_MS)),
      separation_line: above !== undefined && businessDay(above.pickupAt) !== businessDay(row.pickupAt),
      company_id: row.companyId,
      company_name: row.companyName,
      updated_at: row.updatedAt.toISOString(),
    };
  });
}
