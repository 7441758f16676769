import { z } from 'zod';

/** Days of the week as ISO numbers: 1 = Monday … 7 = Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const WEEKDAY_LABELS: Readonly<Record<number, string>> = {
  1: 'Mon',
  2: 'Tue',
  3: 'Wed',
  4: 'Thu',
  5: 'Fri',
  6: 'Sat',
  7: 'Sun',
};

export const STANDING_ORDER_STATUSES = ['active', 'paused'] as const;
export type StandingOrderStatus = (typeof STANDING_ORDER_STATUSES)[number];

/** A standing order is billed to the account, the facility or the passenger; never to a stored card. */
export const STANDING_ORDER_PAYMENT_TYPES = ['account', 'facility', 'passenger'] as const;

const place = z.object({ address: z.string(), lat: z.number(), lon: z.number() });

/**
 * A recurring ride (decision 140): on each chosen weekday from start_date to end_date, a ride at
 * pickup_time (New York wall clock) and its way back at return_time, created ahead by a job.
 */
export const StandingOrder = z.object({
  id: z.number().int(),
  status: z.enum(STANDING_ORDER_STATUSES),
  company_id: z.number().int(),
  company_name: z.string(),
  rider_id: z.number().int(),
  rider_first_name: z.string(),
  rider_last_name: z.string(),
  rider_phone_number: z.string().nullable(),
  start: place,
  destination: place,
  /** HH:mm, New York local time on every date (the UTC instant moves with daylight saving). */
  pickup_time: z.string(),
  return_time: z.string().nullable(),
  days_of_week: z.array(z.number().int()),
  /** YYYY-MM-DD */
  start_date: z.string(),
  end_date: z.string().nullable(),
  ride_type_id: z.number().int(),
  ride_type_name: z.string(),
  seats: z.number().int(),
  payment_type: z.enum(STANDING_ORDER_PAYMENT_TYPES),
  pickup_note: z.string().nullable(),
  trip_note: z.string().nullable(),
  /** The next pickup its schedule calls for from now (ISO), or null when paused or ended. */
  next_pickup_at: z.string().nullable(),
  /** Its rides already created for a pickup still to come (not cancelled), both legs counted. */
  rides_ahead: z.number().int(),
  /** Why the last run could not create a day's ride; null when it last created what it had to. */
  last_problem: z.string().nullable(),
  created_by_name: z.string().nullable(),
  updated_at: z.string(),
});
export type StandingOrder = z.infer<typeof StandingOrder>;
