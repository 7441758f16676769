import { z } from 'zod';
import { PAYOUT_STATUSES, PAYOUT_TYPES, type PayoutType } from '../transactionRequests';

/** Spec 2 §9: the payouts list shows 10 rows by default; these are its page sizes. */
export const PAYOUTS_PAGE_SIZE = 10;
export const PAYOUTS_PAGING_OPTIONS = [10, 25, 75, 100, 250, 500, 1000, 2500, 5000] as const;
export const PAYOUTS_PAGE_MAX = 5000;
/** Without a period, the list covers this many hours back from now (spec 2 §9 "default range 168"). */
export const PAYOUTS_DEFAULT_RANGE_HOURS = 168;
/** The periods of the payouts list's select (spec 2 §2); weeks start on Monday in New York. */
export const PAYOUT_PERIODS = ['today', 'this_week', 'previous_week', 'custom'] as const;
export type PayoutPeriod = (typeof PAYOUT_PERIODS)[number];

/**
 * Spec 2 §4: the bank status is editable only for checks, which are settled at the desk or by mail;
 * the bank reports the others.
 */
export const BANK_STATUS_EDITABLE_TYPES: readonly PayoutType[] = ['check_pickup', 'check_mail'];
export const isBankStatusEditable = (type: PayoutType): boolean => BANK_STATUS_EDITABLE_TYPES.includes(type);

/** A payout as the payouts list and the edit payout dialog read it (spec 2 §3 "Payout"). */
export const Payout = z.object({
  id: z.number().int(),
  payout_number: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  bank_status: z.enum(PAYOUT_STATUSES),
  quickbooks_status: z.enum(PAYOUT_STATUSES),
  quickbooks_id: z.string().nullable(),
  description: z.string(),
  note: z.string().nullable(),
  /** Ref. no. */
  reference: z.string().nullable(),
  /** Dollars with two decimals. */
  amount: z.number(),
  type: z.enum(PAYOUT_TYPES),
  /** Receiver: always driver today (spec 2 "Bank accounts belong to an entity; only driver is shown"). */
  receiver_entity_type: z.string(),
  /** Payee Bank: the bank account's name, with payee_payment_method_last_four beside it. */
  payee_bank_name: z.string().nullable(),
  payee_payment_method_last_four: z.string().nullable(),
  /** TLC: the driver's TLC (FHV) licence number. */
  fhv_license: z.string().nullable(),
  driver_id: z.number().int(),
  /** Driver: the driver's full name. */
  names: z.string(),
  /** Name: the payout's name as the bank or check shows it (the business name, else the driver). */
  payee_name: z.string(),
  company_id: z.number().int().nullable(),
  company: z.string().nullable(),
  transaction_request_id: z.number().int().nullable(),
  /** Requested on. */
  created_at: z.string(),
  updated_at: z.string(),
});
export type Payout = z.infer<typeof Payout>;
