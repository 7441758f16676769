import { z } from 'zod';
import { RIDE_NOTE_MAX } from '../constants';
import { defineEndpoint } from '../endpoint';
import {
  STANDING_ORDER_PAYMENT_TYPES,
  STANDING_ORDER_STATUSES,
  StandingOrder,
  WEEKDAYS,
} from '../entities/standingOrder';
import { MESSAGES } from '../messages';
import { idField, listSearch, textMax } from '../validation/common';
import { clockTimeField, dateField, placeField } from '../validation/rides';

export * from '../entities/standingOrder';

/**
 * Standing orders (issue 15 §8, decisions 140–142): recurring rides of a rider (dialysis, therapy)
 * that a job turns into real rides a few days ahead. Staff who book rides hold `rides.standing-orders`;
 * fleet users never reach them; facility users only in their own companies.
 */

/** `app_action` sent to staff after every change of a standing order; payload `{ standing_order_id }`. */
export const STANDING_ORDER_ACTION = 'standing_order.updated';

export const STANDING_ORDER_PAGE_SIZE = 50;

/** Ours where no spec gives the text. */
export const STANDING_ORDER_MESSAGES = {
  created: 'Great! You have added a standing order!',
  updated: 'Great! You have updated the standing order!',
  paused: 'Great! The standing order is paused!',
  resumed: 'Great! The standing order is active again!',
  selectDay: 'Please select at least one day',
  endBeforeStart: 'End date must not be before start date',
  rideTypeOfCompany: "Choose one of the company's ride types",
  riderOfCompany: 'Rider not found.',
  riderEmailNeeded: 'This rider has no e-mail: rides of this company need one',
  changedMeanwhile: 'The standing order was changed meanwhile: reload it and try again',
} as const;

/** After an edit: rides already created keep what they were booked with (decision 141). */
export const ridesAheadKeptMessage = (n: number) =>
  `${n} ride(s) already created keep their details: change or cancel them on the Rides page`;

const orderFields = z.object({
  company_id: idField,
  rider_id: idField,
  start: placeField,
  destination: placeField,
  pickup_time: clockTimeField,
  return_time: clockTimeField.optional(),
  days_of_week: z
    .array(z.number().int().min(WEEKDAYS[0]).max(WEEKDAYS[6]))
    .min(1, STANDING_ORDER_MESSAGES.selectDay)
    .max(7),
  start_date: dateField,
  end_date: dateField.optional(),
  ride_type_id: idField,
  seats: z.coerce.number().int().min(1).max(4).default(1),
  payment_type: z.enum(STANDING_ORDER_PAYMENT_TYPES, { error: MESSAGES.required }),
  pickup_note: textMax(RIDE_NOTE_MAX).optional(),
  trip_note: textMax(RIDE_NOTE_MAX).optional(),
});

/** The return after the pickup, the end not before the start (HH:mm and YYYY-MM-DD compare as text). */
type OrderTimes = { pickup_time: string; return_time?: string; start_date: string; end_date?: string };
const withOrderRules = <T extends z.ZodType<OrderTimes>>(schema: T) =>
  schema.superRefine((body, ctx) => {
    if (body.return_time !== undefined && body.return_time <= body.pickup_time)
      ctx.addIssue({ code: 'custom', path: ['return_time'], message: MESSAGES.returnAfterPickup });
    if (body.end_date !== undefined && body.end_date < body.start_date)
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: STANDING_ORDER_MESSAGES.endBeforeStart });
  });

/** What the create dialog sends; the same schema checks the form and the request. */
export const standingOrderBody = withOrderRules(orderFields);
export type StandingOrderBody = z.output<typeof standingOrderBody>;

const seenUpdatedAt = z
  .string()
  .optional()
  .describe("The order's updated_at as you saw it; a stale one answers 409");
/** The edit dialog's body: the same fields, and the updated_at it was opened with. */
export const standingOrderUpdateBody = withOrderRules(orderFields.extend({ updated_at: seenUpdatedAt }));
const orderParams = z.object({ id: idField });
const orderAnswer = z.object({ standing_order: StandingOrder, message: z.string() });
const access = {
  tag: 'standing-orders',
  auth: 'user',
  permission: 'rides.standing-orders',
  fleet: false,
} as const;

export const listStandingOrders = defineEndpoint({
  ...access,
  method: 'GET',
  path: '/standing-orders',
  summary: 'Standing orders in reach, active first, by rider: filter by status, company or rider name',
  query: z.object({
    status: z.enum(STANDING_ORDER_STATUSES).optional(),
    company_id: idField.optional(),
    search: listSearch(100),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  }),
  response: z.object({
    standing_orders: z.object({
      data: z.array(StandingOrder),
      total: z.number().int(),
      per_page: z.number().int(),
    }),
  }),
});

export const getStandingOrder = defineEndpoint({
  ...access,
  method: 'GET',
  path: '/standing-orders/{id}',
  summary: 'One standing order with its next pickup and the rides it already created ahead',
  params: orderParams,
  response: z.object({ standing_order: StandingOrder }),
});

export const createStandingOrder = defineEndpoint({
  ...access,
  method: 'POST',
  path: '/standing-orders',
  summary: 'Add a standing order; its rides are created by the job within the days-ahead window',
  body: standingOrderBody,
  response: orderAnswer,
});

export const updateStandingOrder = defineEndpoint({
  ...access,
  method: 'POST',
  path: '/standing-orders/{id}',
  summary: 'Change a standing order: only days not created yet follow; created rides keep their details',
  params: orderParams,
  body: standingOrderUpdateBody,
  response: orderAnswer,
});

export const setStandingOrderStatus = defineEndpoint({
  ...access,
  method: 'POST',
  path: '/standing-orders/{id}/status',
  summary: 'Pause (no more rides are created) or resume a standing order',
  params: orderParams,
  body: z.object({ status: z.enum(STANDING_ORDER_STATUSES), updated_at: seenUpdatedAt }),
  response: orderAnswer,
});
