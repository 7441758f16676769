import type { CallResult, ENDPOINTS, RideCreateBody, RideEstimate } from '@fleetdesk/contract';
import type { EstimateSet } from './rideDraftStore';
import type { PassengerValues, RideDetailsInput, RideDetailsValues } from './wizardSchemas';

const orUndefined = (text: string | undefined) => (text ? text : undefined);

/** The estimate of the way back with the same ride type, when a return time is set. */
export function returnEstimateFor(
  estimates: EstimateSet,
  rideEstimateId: number | undefined,
  returnAt: string | undefined,
): RideEstimate | undefined {
  if (!returnAt) return undefined;
  const chosen = estimates.estimates.find((estimate) => estimate.id === rideEstimateId);
  return (
    chosen && estimates.returnEstimates.find((estimate) => estimate.ride_type_id === chosen.ride_type_id)
  );
}

type PricingInput = Pick<
  RideDetailsInput,
  | 'pickup_at_dates'
  | 'pickup_at_time'
  | 'ride_estimate_id'
  | 'amount'
  | 'payment_type'
  | 'return_at'
  | 'appointment_at'
  | 'service_level_a_leg'
  | 'service_level_b_leg'
>;

/**
 * What POST /rides/price and POST /rides share. The amount is only sent when the dispatcher changed
 * the estimate's price (that needs rides.change-price on the server).
 */
export function pricingBody(companyId: number, estimates: EstimateSet, details: PricingInput) {
  const estimate = estimates.estimates.find((e) => e.id === details.ride_estimate_id);
  const returnEstimate = returnEstimateFor(estimates, details.ride_estimate_id, details.return_at);
  const amount = Number(details.amount);
  const isPriceChanged =
    estimate !== undefined && Number.isFinite(amount) && amount > 0 && amount !== estimate.amount;
  return {
    company_id: companyId,
    ride_estimate_id: details.ride_estimate_id as number,
    return_ride_estimate_id: returnEstimate?.id,
    pickup_at_dates: details.pickup_at_dates ?? [],
    pickup_at_time: details.pickup_at_time ?? '',
    return_at: orUndefined(details.return_at),
    appointment_at: orUndefined(details.appointment_at),
    service_level_a_leg: details.service_level_a_leg ?? 'none',
    // No return, no services on the way back.
    service_level_b_leg: returnEstimate ? (details.service_level_b_leg ?? 'none') : 'none',
    payment_type: details.payment_type as RideCreateBody['payment_type'],
    amount: isPriceChanged ? amount : undefined,
  };
}

/** The whole booking: pricing fields plus the rider and the notes of step 2. */
export function createRideBody(
  companyId: number,
  estimates: EstimateSet,
  passenger: PassengerValues,
  details: RideDetailsValues,
) {
  return {
    ...pricingBody(companyId, estimates, details),
    rider_id: passenger.rider_id,
    rider_first_name: passenger.first_name,
    rider_last_name: passenger.last_name,
    rider_phone_number: orUndefined(passenger.phone_number),
    rider_email: orUndefined(passenger.email),
    rider_note: orUndefined(passenger.rider_note),
    pickup_note: orUndefined(passenger.pickup_note),
    trip_note: orUndefined(passenger.trip_note),
    payment_card_id: details.payment_type === 'card' ? details.payment_card_id : undefined,
  };
}

export type CreateRidesAnswer = CallResult<(typeof ENDPOINTS)['rides.create']>;
