import { z } from 'zod';

/** What booking a ride reads: estimates, the price breakdown, riders and their saved cards. */

const isoTime = z.string();
/** Money leaves the API as dollars with two decimals (the database keeps cents). */
const dollars = z.number();

export const RideEstimate = z.object({
  id: z.number().int(),
  amount: dollars,
  amount_without_tollways: dollars,
  tollways: dollars,
  seats: z.number().int(),
  ride_type: z.object({ display_name: z.string(), payment_types_supported: z.array(z.string()) }),
  ride_type_id: z.number().int(),
  user_id: z.number().int().nullable(),
  distance: z.number(),
  duration: z.number().int(),
  expires_at: isoTime,
});
export type RideEstimate = z.infer<typeof RideEstimate>;

export const PRICE_SERVICES = [
  'ride',
  'd2d',
  'd3d',
  'return_ride',
  'return_d2d',
  'return_d3d',
  'tollways',
  'return_tollways',
  'payment_fee',
] as const;
export type PriceService = (typeof PRICE_SERVICES)[number];

export const PriceBreakdown = z.object({
  /** Per-day amounts in dollars, by service; absent services are 0. */
  services: z.record(z.enum(PRICE_SERVICES), dollars),
  days: z.number().int(),
  /** Total for all days, in dollars. */
  payment_amount: dollars,
});
export type PriceBreakdown = z.infer<typeof PriceBreakdown>;

export const Rider = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  phone_number: z.string().nullable(),
  email: z.string().nullable(),
  company_id: z.number().int().nullable(),
  reference_id: z.string().nullable(),
});
export type Rider = z.infer<typeof Rider>;

/** A saved card: never more than the brand and the last four digits. */
export const PaymentCard = z.object({
  id: z.number().int(),
  number: z.string(),
  brand: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
});
export type PaymentCard = z.infer<typeof PaymentCard>;
