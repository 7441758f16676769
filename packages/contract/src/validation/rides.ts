import { z } from 'zod';
import {
  CANCEL_NOTE_MIN,
  ENTITY_NOTE_MAX,
  NEW_TRIP_ID_NOTE_MAX,
  REVIVE_REASON_MAX,
  REVIVE_REASON_MIN,
  RIDE_NOTE_MAX,
} from '../constants';
import { NOTE_CATEGORIES, NOTE_ENTITY_TYPES } from '../entities/ride';
import { MESSAGES } from '../messages';
import { CARD_FIELD_MESSAGES } from '../paymentCards';
import { CANCEL_STATUSES, EDITABLE_RIDE_STATUSES } from '../rideActions';
import { emailField, idField, nameField, shortTextField, textMax, usPhoneField } from './common';
import { amountAtMostMessage, amountCentsField, CENTS_ONLY, NOT_A_NUMBER } from './moneyAmount';

/** Map coordinates are valid only when finite with |lng| ≤ 180 and |lat| ≤ 90 (spec 1 §5). */
export const latField = z.number().finite().min(-90).max(90);
export const lonField = z.number().finite().min(-180).max(180);

/** An e-mail whose domain has a dot and a top-level part (spec 1 §5). */
export const emailWithDomain = z
  .string()
  .trim()
  .max(40, 'Must be at most 40 characters!')
  .refine((v) => v === '' || /^[^@\s]+@[^@\s]+$/.test(v), MESSAGES.invalidEmail)
  .refine((v) => v === '' || /@[^@\s]+\.[a-z]{2,}$/i.test(v), MESSAGES.emailDomain);

const isoDateTime = z.iso.datetime({ offset: true, error: MESSAGES.invalidDate });

export const reviveReasonField = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(REVIVE_REASON_MIN, `Must be at least ${REVIVE_REASON_MIN} characters`)
  .max(REVIVE_REASON_MAX, `Must be at most ${REVIVE_REASON_MAX} characters!`);

export const cancelNoteField = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(CANCEL_NOTE_MIN, `Must be at least ${CANCEL_NOTE_MIN} characters`)
  .max(RIDE_NOTE_MAX, `Must be at most ${RIDE_NOTE_MAX} characters!`);

/**
 * The ride's updated_at as the caller saw it (decision 20), on every call that changes a ride. Optional:
 * a stale one answers 409 naming the ride's state now; without it the action is judged by the actions
 * table on the ride as it is when locked.
 */
export const seenUpdatedAtField = z
  .string()
  .optional()
  .describe(
    "The ride's updated_at as you saw it. Optional: a stale one answers 409 naming the ride's state now; " +
      'without it the action is judged on the ride as it is.',
  );

/**
 * The status values POST /rides/{id} understands besides the editable ones: `confirm` assigns (with
 * entity_id), `assign_driver` / `switch_driver` are the fleet spellings, `pending` revives through the
 * form, `confirm_user_cancel` confirms a requested cancellation.
 */
export const RIDE_UPDATE_STATUSES = [
  ...EDITABLE_RIDE_STATUSES,
  'pending',
  'confirm',
  'assign_driver',
  'switch_driver',
  'assigned',
  'confirm_user_cancel',
] as const;

const placeInput = z.object({
  address: z.string().trim().min(1, MESSAGES.required),
  lat: latField,
  lon: lonField,
});

/** The most fare a ride's driver can have collected, in dollars (ours: far above any ride's price). */
export const FARE_COLLECTED_MAX = 99_999;

/** POST /rides/{id}: every field optional; what is sent is what changes. */
export const rideUpdateBody = z.object({
  first_name: nameField.optional(),
  last_name: nameField.optional(),
  phone_number: usPhoneField.optional(),
  email: emailField.optional(),
  pickup_at: isoDateTime.optional(),
  dropoff_at: isoDateTime.optional(),
  start: placeInput.optional(),
  destination: placeInput.optional(),
  pickup_note: textMax(RIDE_NOTE_MAX).optional(),
  ride_type_id: idField.optional(),
  /** Moves the ride to another company (raises company_switched); its ride type must be that company's. */
  company_id: idField.optional(),
  seats: z.coerce.number().int().min(1).max(4).optional(),
  /**
   * The zones of the ride's pickup and destination (null: none), set by hand: only callers holding the
   * role named Admin (spec 1 §6). Without them an address change sets the zone its point lies in.
   */
  pickup_zone_id: idField.nullable().optional(),
  destination_zone_id: idField.nullable().optional(),
  new_trip_id: shortTextField.optional(),
  new_trip_id_note: textMax(NEW_TRIP_ID_NOTE_MAX).optional(),
  fare_collected: z.coerce
    .number({ error: NOT_A_NUMBER })
    .min(0, 'The number must be greater than 0!')
    .max(FARE_COLLECTED_MAX, amountAtMostMessage(FARE_COLLECTED_MAX))
    .multipleOf(0.01, CENTS_ONLY)
    .optional(),
  status: z.enum(RIDE_UPDATE_STATUSES).optional(),
  entity_type: z.literal('driver').optional(),
  entity_id: idField.optional(),
  /** A note that goes with a status change (cancellations need at least 5 characters). */
  note: textMax(RIDE_NOTE_MAX).optional(),
  user_confirmed: z.union([z.literal(0), z.literal(1)]).optional(),
  driver_confirmed: z.union([z.literal(0), z.literal(1)]).optional(),
  updated_at: seenUpdatedAtField,
});
export type RideUpdateBody = z.infer<typeof rideUpdateBody>;

export const reviveBody = z.object({
  reason: reviveReasonField,
  /** Required (server-side, 'NEW TRIP ID IS REQUIRED!') when reviving an ended Sentry ride. */
  new_trip_id: shortTextField.optional(),
  updated_at: seenUpdatedAtField,
});

export const cancelStatusField = z.enum(CANCEL_STATUSES, { error: MESSAGES.selectStatus });

/** Cancel through a broker that takes a status and a note (Sentry 2, and the generic cancel). */
export const brokerCancelBody = z.object({
  status: cancelStatusField,
  note: cancelNoteField,
  updated_at: seenUpdatedAtField,
});

/** Sentry: reason_id is required when the status is user_canceled. */
export const sentryCancelBody = z
  .object({
    status: cancelStatusField,
    reason_id: idField.optional(),
    note: textMax(RIDE_NOTE_MAX).optional(),
    updated_at: seenUpdatedAtField,
  })
  .refine((b) => b.status !== 'user_canceled' || b.reason_id !== undefined, {
    message: MESSAGES.required,
    path: ['reason_id'],
  });

/** Arro cancel: like every broker but Sentry, a status and a note of at least 5 characters (sent as reason). */
export const arroCancelBody = z.object({
  status: cancelStatusField,
  reason: cancelNoteField,
  updated_at: seenUpdatedAtField,
});

/** Arro reject and take: the reason is optional. */
export const arroBody = z.object({
  status: cancelStatusField.optional(),
  reason: textMax(RIDE_NOTE_MAX).optional(),
  updated_at: seenUpdatedAtField,
});

export const noteBody = z.object({
  data: z.object({
    entity_type: z.enum(NOTE_ENTITY_TYPES),
    entity_id: idField,
    category: z.enum(NOTE_CATEGORIES),
    body: z.string().trim().min(1, MESSAGES.required),
    added_by: z.string().optional(),
  }),
});

/** Ride notes may hold 250 characters, notes on other entities 100 (spec 1 §5). */
export const noteMaxFor = (entityType: string) => (entityType === 'ride' ? RIDE_NOTE_MAX : ENTITY_NOTE_MAX);

/** Add-card form (spec 1 §5). */
export const addCardForm = z.object({
  number: z
    .string()
    .transform((v) => v.replace(/\s/g, ''))
    .refine((v) => /^\d{13,16}$/.test(v), CARD_FIELD_MESSAGES.number),
  expiry: z.string().refine((v) => /^(0[1-9]|1[0-2])\/\d{2}$/.test(v), CARD_FIELD_MESSAGES.expiry),
  cvv: z.string().refine((v) => /^\d{3}$/.test(v), CARD_FIELD_MESSAGES.cvv),
  postal_code: z
    .string()
    .refine((v) => v.replace(/\D/g, '').length <= 6, 'Zip Code contains 6 numbers!')
    .refine((v) => /^\d{5}$/.test(v), CARD_FIELD_MESSAGES.postalCode),
});
export type AddCardForm = z.infer<typeof addCardForm>;

export const SERVICE_LEVELS = ['none', 'd2d', 'd3d'] as const;
export const serviceLevelField = z.enum(SERVICE_LEVELS).default('none');
export const dateField = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGES.invalidDate);
/** A New York wall-clock time, HH:mm. */
export const clockTimeField = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, MESSAGES.invalidDate);

/** Fields /rides/price and /rides share: the chosen estimate, days, times and services. */
export const ridePricingFields = z.object({
  company_id: idField,
  ride_estimate_id: idField,
  return_ride_estimate_id: idField.optional(),
  pickup_at_dates: z.array(dateField).min(1, MESSAGES.selectDate).max(31),
  pickup_at_time: clockTimeField,
  return_at: clockTimeField.optional(),
  appointment_at: clockTimeField.optional(),
  service_level_a_leg: serviceLevelField,
  service_level_b_leg: serviceLevelField,
  payment_type: z.enum(['account', 'card', 'facility', 'passenger'], { error: MESSAGES.required }),
  /** A price other than the estimate's, in dollars (parsed to cents); needs rides.change-price. */
  amount: amountCentsField().optional(),
});

export const ridePriceBody = ridePricingFields;

export const rideCreateBody = ridePricingFields.extend({
  rider_id: idField.optional(),
  rider_first_name: nameField,
  rider_last_name: nameField,
  rider_phone_number: usPhoneField.optional(),
  rider_email: emailWithDomain.optional(),
  rider_note: textMax(RIDE_NOTE_MAX).optional(),
  pickup_note: textMax(RIDE_NOTE_MAX).optional(),
  trip_note: textMax(RIDE_NOTE_MAX).optional(),
  payment_card_id: idField.optional(),
});
export type RideCreateBody = z.infer<typeof rideCreateBody>;

export const placeField = placeInput;

export const estimatePriceBody = z.object({
  company_id: idField,
  start: placeInput,
  destination: placeInput,
  seats: z.coerce.number().int().min(1).max(4).default(1),
  rider_id: idField.optional(),
  /** Also price the way back (destination → start) for a return leg. */
  with_return: z.boolean().default(false),
});

export const riderCreateBody = z.object({
  first_name: nameField,
  last_name: nameField,
  phone_number: usPhoneField.optional(),
  email: emailWithDomain.optional(),
  company_id: idField.optional(),
  reference_id: textMax(64).optional(),
});

/** What the card-tokenising adapter takes; the server never stores more than brand and last four. */
export const paymentMethodBody = z.object({
  number: z
    .string()
    .transform((v) => v.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{13,16}$/, CARD_FIELD_MESSAGES.number)),
  // The expiry's one message answers every way it can be wrong, a text that is no number too.
  exp_month: z.coerce
    .number({ error: CARD_FIELD_MESSAGES.expiry })
    .int(CARD_FIELD_MESSAGES.expiry)
    .min(1, CARD_FIELD_MESSAGES.expiry)
    .max(12, CARD_FIELD_MESSAGES.expiry),
  exp_year: z.coerce
    .number({ error: CARD_FIELD_MESSAGES.expiry })
    .int(CARD_FIELD_MESSAGES.expiry)
    .min(2000, CARD_FIELD_MESSAGES.expiry)
    .max(2100, CARD_FIELD_MESSAGES.expiry),
  cvc: z.string().regex(/^\d{3}$/, CARD_FIELD_MESSAGES.cvv),
  postal_code: z.string().regex(/^\d{5}$/, CARD_FIELD_MESSAGES.postalCode),
});
