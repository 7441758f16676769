import type { RideEstimate } from '@fleetdesk/contract';
import { toDollars } from './pricing';
import type { EstimateRow, RideTypeRow } from './queries';

/** Miles to two decimals, as the API shows them. */
export const round2 = (n: number) => Math.round(n * 100) / 100;

type EstimateFields = Pick<
  EstimateRow,
  | 'id'
  | 'amountCents'
  | 'tollwaysCents'
  | 'seats'
  | 'rideTypeId'
  | 'riderId'
  | 'distance'
  | 'duration'
  | 'expiresAt'
>;

/** An estimate as the API shows it (spec 1 §3 "Ride estimate"), with what it shows of its ride type. */
export function toRideEstimate(
  row: EstimateFields,
  type: Pick<RideTypeRow, 'displayName' | 'paymentTypesSupported'>,
): RideEstimate {
  return {
    id: row.id,
    amount: toDollars(row.amountCents),
    amount_without_tollways: toDollars(row.amountCents - row.tollwaysCents),
    tollways: toDollars(row.tollwaysCents),
    seats: row.seats,
    ride_type: { display_name: type.displayName, payment_types_supported: type.paymentTypesSupported },
    ride_type_id: row.rideTypeId,
    user_id: row.riderId,
    distance: round2(row.distance),
    duration: row.duration,
    expires_at: row.expiresAt.toISOString(),
  };
}
