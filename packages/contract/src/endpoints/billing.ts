import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { TransactionCategory } from '../entities/reference';
import { Note } from '../entities/ride';
import {
  TRANSACTION_REQUEST_PAGE_MAX,
  TRANSACTION_REQUEST_SORT_FIELDS,
  TRANSACTION_REQUESTS_PAGE_SIZE,
  TransactionRequest,
} from '../entities/transactionRequest';
import {
  PAYOUT_TYPES,
  TRANSACTION_REQUEST_STATUSES,
  TRANSACTION_REQUEST_TYPES,
} from '../transactionRequests';
import { idField } from '../validation/common';
import {
  creditOrDebitBody,
  payoutRequestBody,
  payoutRequestUpdateBody,
  requestUpdateBody,
} from '../validation/transactionRequests';
import { commaParts, idList } from './rides';

/** A comma list of some of `values` in a query string. */
export const enumList = <T extends string>(values: readonly T[]) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v, ctx) => {
      const parts = commaParts(v);
      if (parts.some((part) => !(values as readonly string[]).includes(part))) {
        ctx.addIssue({ code: 'custom', message: `Must be among: ${values.join(', ')}` });
        return z.NEVER;
      }
      return parts as T[];
    });

const requestParams = z.object({ id: idField });

export const transactionRequestsQuery = z.object({
  type: z.enum(TRANSACTION_REQUEST_TYPES),
  statuses: enumList(TRANSACTION_REQUEST_STATUSES),
  category_ids: idList,
  payout_types: enumList(PAYOUT_TYPES),
  driver_id: idField.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce
    .number()
    .int()
    .min(1)
    .max(TRANSACTION_REQUEST_PAGE_MAX)
    .default(TRANSACTION_REQUESTS_PAGE_SIZE),
  sort_by: z.enum(TRANSACTION_REQUEST_SORT_FIELDS).default('id'),
  sort_by_type: z.enum(['asc', 'desc']).default('desc'),
});
export type TransactionRequestsQuery = z.output<typeof transactionRequestsQuery>;

const requestAnswer = z.object({ transaction_request: TransactionRequest, message: z.string() });

export const listTransactionRequests = defineEndpoint({
  method: 'GET',
  path: '/billing/transaction-requests',
  summary: 'Credit, debit or payout requests: one type, status/category/payout type filters, sorting, paging',
  tag: 'billing',
  auth: 'user',
  permission: null,
  fleet: false,
  query: transactionRequestsQuery,
  response: z.object({
    transaction_requests: z.object({
      data: z.array(TransactionRequest),
      current_page: z.number().int(),
      per_page: z.number().int(),
      next_page_url: z.string().nullable(),
    }),
    hasNextPage: z.boolean(),
  }),
});

export const transactionRequestStatuses = defineEndpoint({
  method: 'GET',
  path: '/billing/transaction-requests/statuses',
  summary: 'The statuses a request may have',
  tag: 'billing',
  auth: 'user',
  permission: null,
  fleet: true,
  response: z.object({ statuses: z.array(z.enum(TRANSACTION_REQUEST_STATUSES)) }),
});

export const transactionRequestCategories = defineEndpoint({
  method: 'GET',
  path: '/billing/transaction-requests/categories',
  summary: 'Credit and debit categories',
  tag: 'billing',
  auth: 'user',
  permission: null,
  fleet: true,
  response: z.object({ categories: z.array(TransactionCategory) }),
});

export const checkCreditExists = defineEndpoint({
  method: 'GET',
  path: '/billing/transaction-requests/check_exists',
  summary: 'Whether a credit (posted) or a credit request already exists for a driver and ride',
  tag: 'billing',
  auth: 'user',
  permission: null,
  fleet: true,
  query: z.object({ driver_id: idField, ride_id: idField }),
  response: z.object({ exists_credit: z.boolean(), exists_transaction_request: z.boolean() }),
});

export const getTransactionRequest = defineEndpoint({
  method: 'GET',
  path: '/billing/transaction-requests/{id}',
  summary: 'One request with its notes (the preview dialog)',
  tag: 'billing',
  auth: 'user',
  permission: null,
  fleet: false,
  params: requestParams,
  response: z.object({ transaction_request: TransactionRequest, notes: z.array(Note) }),
});

export const createTransactionRequest = defineEndpoint({
  method: 'POST',
  path: '/billing/transaction-requests/{id}',
  summary: 'A credit or debit request for the driver {id}, pending review',
  tag: 'billing',
  auth: 'user',
  permission: 'credits.create',
  fleet: false,
  params: requestParams,
  body: creditOrDebitBody,
  response: requestAnswer,
});

export const updateTransactionRequest = defineEndpoint({
  method: 'POST',
  path: '/billing/transaction-requests/{id}/update',
  summary: 'Change a credit or debit request: its status (posting or reversing), or its fields while pending',
  tag: 'billing',
  auth: 'user',
  permission: 'credits.update',
  fleet: false,
  params: requestParams,
  body: requestUpdateBody,
  response: requestAnswer,
});

export const quickCreateTransaction = defineEndpoint({
  method: 'POST',
  path: '/billing/transaction-requests/{id}/quick-creation',
  summary: 'A credit or debit for the driver {id}, approved and posted at once',
  tag: 'billing',
  auth: 'user',
  permission: 'credits.quick-create',
  fleet: true,
  params: requestParams,
  body: creditOrDebitBody,
  response: requestAnswer,
});

export const createPayoutRequest = defineEndpoint({
  method: 'POST',
  path: '/billing/transaction-requests/{id}/payout',
  summary: 'A payout request for the driver {id}, pending review',
  tag: 'billing',
  auth: 'user',
  permission: 'credits.create',
  fleet: false,
  params: requestParams,
  body: payoutRequestBody,
  response: requestAnswer,
});

export const quickCreatePayout = defineEndpoint({
  method: 'POST',
  path: '/billing/transaction-requests/{id}/quick-creation/payout',
  summary: 'A payout for the driver {id}, approved at once: the amount moves to pending and a payout is made',
  tag: 'billing',
  auth: 'user',
  permission: 'credits.quick-create',
  fleet: true,
  params: requestParams,
  body: payoutRequestBody,
  response: requestAnswer,
});

export const updatePayoutRequest = defineEndpoint({
  method: 'POST',
  path: '/billing/transaction-requests/{id}/update-payout',
  summary: 'Change a payout request: its status (making or undoing its payout), or its fields while pending',
  tag: 'billing',
  auth: 'user',
  permission: 'payouts.update-request',
  fleet: false,
  params: requestParams,
  body: payoutRequestUpdateBody,
  response: requestAnswer,
});
