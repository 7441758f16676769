import { z } from 'zod';
import {
  PAYOUT_TYPES,
  TRANSACTION_REQUEST_STATUSES,
  TRANSACTION_REQUEST_TYPES,
} from '../transactionRequests';

/** Spec 2 §9: request tables show 50 rows, options 5 to 500. */
export const TRANSACTION_REQUESTS_PAGE_SIZE = 50;
export const TRANSACTION_REQUESTS_PAGING_OPTIONS = [5, 10, 25, 50, 100, 250, 500] as const;
export const TRANSACTION_REQUEST_PAGE_MAX = 500;
/** The columns the request tables sort by. */
export const TRANSACTION_REQUEST_SORT_FIELDS = ['id', 'created_at', 'amount', 'status', 'driver_id'] as const;

/** A credit, debit or payout request as the tables and the preview dialog read it (spec 2 §3). */
export const TransactionRequest = z.object({
  id: z.number().int(),
  type: z.enum(TRANSACTION_REQUEST_TYPES),
  status: z.enum(TRANSACTION_REQUEST_STATUSES),
  driver_id: z.number().int(),
  driver_name: z.string(),
  selfie_thumbnail_url: z.string().nullable(),
  phone_number: z.string().nullable(),
  ride_id: z.number().int().nullable(),
  pickup_at: z.string().nullable(),
  requested_by: z.string().nullable(),
  reviewed_by: z.string().nullable(),
  reviewed_by_id: z.number().int().nullable(),
  created_at: z.string(),
  /** Dollars with two decimals. */
  amount: z.number(),
  category_id: z.number().int().nullable(),
  /** The category's name. */
  name: z.string().nullable(),
  company_id: z.number().int().nullable(),
  company_name: z.string().nullable(),
  description: z.string(),
  payout_type: z.enum(PAYOUT_TYPES).nullable(),
  payment_id: z.number().int().nullable(),
  /** Bank account digits shown for an ach payout request. */
  payment_last_four: z.string().nullable(),
  reference: z.string().nullable(),
  updated_at: z.string(),
});
export type TransactionRequest = z.infer<typeof TransactionRequest>;
