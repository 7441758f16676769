import { brokerCancelBody, type CANCEL_STATUSES, type Ride, sentryCancelBody } from '@fleetdesk/contract';
import type { z } from 'zod';

/**
 * How a ride is cancelled (spec 1 §4): Sentry, Sentry 2 and Arro rides through their broker's own
 * call, every other ride through a status change; a fleet user only records a driver-side no-show.
 */
export type CancelVariant = 'no_show' | 'sentry' | 'sentry2' | 'arro' | 'status';

export function cancelVariantOf(ride: Pick<Ride, 'company_broker_key'>, noShow = false): CancelVariant {
  if (noShow) return 'no_show';
  switch (ride.company_broker_key) {
    case 'sentry':
    case 'sentry2':
    case 'arro':
      return ride.company_broker_key;
    default:
      return 'status';
  }
}

export type CancelStatus = (typeof CANCEL_STATUSES)[number];

/** One shape for every form variant; which fields show and bind depends on the variant. */
export interface CancelFormValues {
  status: CancelStatus;
  reason_id?: number;
  note?: string;
}
// The contract coerces reason_id (it may come from a query string), so its input is unknown.
type CancelFormInput = Partial<Omit<CancelFormValues, 'reason_id'>> & { reason_id?: unknown };
type FormVariant = Exclude<CancelVariant, 'no_show'>;

/** The contract's request schemas validate the form, so the button greys out exactly when the API would refuse. */
export const CANCEL_FORM_SCHEMAS: Record<FormVariant, z.ZodType<CancelFormValues, CancelFormInput>> = {
  sentry: sentryCancelBody,
  sentry2: brokerCancelBody,
  // Like every broker but Sentry, Arro needs a status and a note of 5 characters (spec 1 §4).
  arro: brokerCancelBody,
  status: brokerCancelBody,
};

/** The text box's label: Sentry's is an optional remark, Arro's is its reason, the others need a note. */
export const NOTE_LABELS: Record<FormVariant, string> = {
  sentry: 'Note (optional)',
  sentry2: 'Note',
  arro: 'Reason',
  status: 'Note',
};
