import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import {
  DRIVER_TRANSACTION_TABS,
  DRIVER_TRANSACTIONS_PAGE_MAX,
  DRIVER_TRANSACTIONS_PAGE_SIZE,
  DriverBalance,
  DriverTransaction,
} from '../entities/driverMoney';
import { idField } from '../validation/common';
import { amountCentsField } from '../validation/moneyAmount';

const driverParams = z.object({ id: idField });

export const driverTransactions = defineEndpoint({
  method: 'GET',
  path: '/drivers/{id}/transactions',
  summary: "A driver's ledger entries, newest first, by tab (All, Payments, Payouts, Transactions)",
  tag: 'drivers',
  auth: 'user',
  permission: null,
  fleet: false,
  params: driverParams,
  query: z.object({
    tab: z.enum(DRIVER_TRANSACTION_TABS).default('all'),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    per_page: z.coerce
      .number()
      .int()
      .min(1)
      .max(DRIVER_TRANSACTIONS_PAGE_MAX)
      .default(DRIVER_TRANSACTIONS_PAGE_SIZE),
  }),
  response: z.object({
    transactions: z.object({ data: z.array(DriverTransaction), next_page_url: z.string().nullable() }),
    hasNextPage: z.boolean(),
    balance: DriverBalance,
  }),
});

export const boostDriver = defineEndpoint({
  method: 'POST',
  path: '/drivers/{id}/boost',
  summary: "Add a boost to a driver's available balance, posted at once",
  tag: 'drivers',
  auth: 'user',
  permission: 'credits.quick-create',
  fleet: false,
  params: driverParams,
  body: z.object({
    amount: amountCentsField(),
    description: z.string().trim().max(255, 'Max characters count is 255!').optional(),
  }),
  /** The spec names the answer `payout`: it carries the driver's balance after the boost. */
  response: z.object({ message: z.string(), payout: DriverBalance }),
});
