import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import {
  PAYOUT_PERIODS,
  PAYOUTS_DEFAULT_RANGE_HOURS,
  PAYOUTS_PAGE_MAX,
  PAYOUTS_PAGE_SIZE,
  Payout,
} from '../entities/payout';
import { PAYOUT_STATUSES, PAYOUT_TYPES } from '../transactionRequests';
import { idField, listSearch } from '../validation/common';
import { requiredMoneyText } from '../validation/moneyAmount';
import { PAYOUT_REFERENCE_MAX, REQUEST_DESCRIPTION_MAX } from '../validation/transactionRequests';
import { enumList } from './billing';
import { idList } from './rides';

const payoutParams = z.object({ id: idField });

/**
 * The payouts list's filters (spec 2 §2, §4), shared by `GET /payouts` and `POST /payouts/export-with-filter`.
 * The search is trimmed and lowercased; a status filter left out means All. Without `time_range` the list
 * covers the last `range` hours; `custom` needs `from` and `to` (New York calendar days, inclusive).
 */
export const payoutFilters = z
  .object({
    search: listSearch(100).transform((v) => v?.trim().toLowerCase() || undefined),
    time_range: z.enum(PAYOUT_PERIODS).optional(),
    range: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 366)
      .default(PAYOUTS_DEFAULT_RANGE_HOURS),
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    types: enumList(PAYOUT_TYPES),
    payout_status: z.enum(PAYOUT_STATUSES).optional(),
    bank_status: z.enum(PAYOUT_STATUSES).optional(),
    quickbooks_status: z.enum(PAYOUT_STATUSES).optional(),
    company_ids: idList,
  })
  .superRefine((filters, ctx) => {
    if (filters.time_range !== 'custom') return;
    if (!filters.from) ctx.addIssue({ code: 'custom', path: ['from'], message: 'Required' });
    if (!filters.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Required' });
    if (filters.from && filters.to && filters.from > filters.to)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'The end date must not be before the start date',
      });
  });
export type PayoutFilters = z.output<typeof payoutFilters>;

export const payoutsQuery = z.intersection(
  payoutFilters,
  z.object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    per_page: z.coerce.number().int().min(1).max(PAYOUTS_PAGE_MAX).default(PAYOUTS_PAGE_SIZE),
  }),
);
export type PayoutsQuery = z.output<typeof payoutsQuery>;

export const listPayouts = defineEndpoint({
  method: 'GET',
  path: '/payouts',
  summary:
    'Payouts: search, period, type, payout/bank/QuickBooks status and company filters, newest first, with the total of all matching',
  tag: 'payouts',
  auth: 'user',
  permission: null,
  fleet: false,
  query: payoutsQuery,
  response: z.object({
    payouts: z.object({
      data: z.array(Payout),
      current_page: z.number().int(),
      per_page: z.number().int(),
      next_page_url: z.string().nullable(),
    }),
    hasNextPage: z.boolean(),
    /** The Total row: every payout matching the filters, on all pages. */
    total: z.object({ count: z.number().int(), amount: z.number() }),
  }),
});

export const getPayout = defineEndpoint({
  method: 'GET',
  path: '/payouts/{id}',
  summary: 'One payout (the edit payout dialog)',
  tag: 'payouts',
  auth: 'user',
  permission: null,
  fleet: false,
  params: payoutParams,
  response: z.object({ payout: Payout }),
});

export const PAYOUT_NOTE_MAX = 255;
export const QUICKBOOKS_ID_MAX = 50;
/** Optional text of the edit payout dialog: trimmed, empty clears it, spec 2 §8's words past the limit. */
const clearableText = (max: number) =>
  z.string().trim().max(max, `Max characters count is ${max}!`).nullable().optional();

/**
 * Edit payout (spec 2 §4): the bank status only of check_pickup and check_mail payouts (ach and Zelle
 * payouts learn theirs from the bank); the QuickBooks status and id, the note, the reference and the
 * description. `updated_at` as the editor saw it refuses the save when someone changed it since.
 */
export const payoutUpdateBody = z.object({
  bank_status: z.enum(PAYOUT_STATUSES).optional(),
  quickbooks_status: z.enum(PAYOUT_STATUSES).optional(),
  quickbooks_id: clearableText(QUICKBOOKS_ID_MAX),
  note: clearableText(PAYOUT_NOTE_MAX),
  reference: clearableText(PAYOUT_REFERENCE_MAX),
  description: requiredMoneyText(REQUEST_DESCRIPTION_MAX).optional(),
  updated_at: z.iso.datetime({ offset: true }).optional(),
});
export type PayoutUpdateBody = z.infer<typeof payoutUpdateBody>;

export const updatePayout = defineEndpoint({
  method: 'POST',
  path: '/payouts/{id}',
  summary: 'Edit a payout; a check marked paid or failed at the bank settles or reverses its money',
  tag: 'payouts',
  auth: 'user',
  permission: 'payouts.update-request',
  fleet: false,
  params: payoutParams,
  body: payoutUpdateBody,
  response: z.object({ payout: Payout, message: z.string() }),
});
