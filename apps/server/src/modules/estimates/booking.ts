import { MESSAGES, type ridePricingFields } from '@fleetdesk/contract';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import type { Caller } from '../../platform/auth/context';
import { assertCompanyInReach, permissionsIn } from '../../platform/auth/reach';
import { AppError, invalidField } from '../../platform/errors';
import { type PriceResult, priceRide } from './pricing';
import { type FoundEstimate, findEstimate } from './queries';

type PricingFields = z.output<typeof ridePricingFields>;

const noEstimates = (field: string) =>
  new AppError(
    'invalid',
    MESSAGES.noEstimates,
    { [field]: [MESSAGES.noEstimates] },
    { hint: MESSAGES.tryAgainHint },
  );

/**
 * An estimate that can still be booked for this company: missing (or another company's) answers
 * 'No estimates found', past its expiry 'Ride estimate is expired' (the wizard then goes back to step 2).
 */
export async function loadBookableEstimate(
  db: DbOrTx,
  id: number,
  companyId: number,
  field = 'ride_estimate_id',
  now = new Date(),
): Promise<FoundEstimate> {
  const found = await findEstimate(db, id);
  if (!found || found.estimate.companyId !== companyId) throw noEstimates(field);
  if (found.estimate.expiresAt.getTime() <= now.getTime())
    throw invalidField(field, MESSAGES.estimateExpired);
  return found;
}

/** A typed price different from the estimate's needs rides.change-price in the booking's company. */
function amountOverride(caller: Caller, body: PricingFields, estimate: FoundEstimate): number | null {
  const cents = body.amount;
  if (cents === undefined || cents === estimate.estimate.amountCents) return null;
  if (caller.isFleet || !permissionsIn(caller, body.company_id).has('rides.change-price'))
    throw new AppError('forbidden', 'You do not have permission to change the price', {
      amount: ['Needs the rides.change-price permission'],
    });
  return cents;
}

export interface PricedBooking {
  outbound: FoundEstimate;
  inbound: FoundEstimate | null;
  price: PriceResult;
  hasReturn: boolean;
}

/** The estimates a booking names, checked, and its price (shared by /rides/price and POST /rides). */
export async function priceBooking(db: DbOrTx, caller: Caller, body: PricingFields): Promise<PricedBooking> {
  assertCompanyInReach(caller, body.company_id);
  const outbound = await loadBookableEstimate(db, body.ride_estimate_id, body.company_id);
  const hasReturn = body.return_at !== undefined;
  const inbound =
    hasReturn && body.return_ride_estimate_id !== undefined
      ? await loadBookableEstimate(
          db,
          body.return_ride_estimate_id,
          body.company_id,
          'return_ride_estimate_id',
        )
      : null;
  const leg = (e: FoundEstimate) => ({
    amountCents: e.estimate.amountCents,
    tollwaysCents: e.estimate.tollwaysCents,
  });
  const price = priceRide({
    outbound: leg(outbound),
    inbound: inbound && leg(inbound),
    hasReturn,
    amountOverrideCents: amountOverride(caller, body, outbound),
    serviceA: body.service_level_a_leg,
    serviceB: body.service_level_b_leg,
    isCardPayment: body.payment_type === 'card',
    days: new Set(body.pickup_at_dates).size,
  });
  return { outbound, inbound, price, hasReturn };
}
