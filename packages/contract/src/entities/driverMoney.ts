import { z } from 'zod';

/** Spec 2 §9: the driver page's transactions show 75 rows, saved locally, up to 100. */
export const DRIVER_TRANSACTIONS_PAGE_SIZE = 75;
export const DRIVER_TRANSACTIONS_PAGE_MAX = 100;
export const DRIVER_TRANSACTIONS_PAGING_OPTIONS = [5, 10, 25, 50, 75, 100] as const;

/** The driver page's tabs (spec 2 §9) and which ledger entries each lists (docs/decisions.md). */
export const DRIVER_TRANSACTION_TABS = ['all', 'payments', 'payouts', 'transactions'] as const;
export type DriverTransactionTab = (typeof DRIVER_TRANSACTION_TABS)[number];
export const DRIVER_TRANSACTION_TAB_LABELS: Readonly<Record<DriverTransactionTab, string>> = {
  all: 'All',
  payments: 'Payments',
  payouts: 'Payouts',
  transactions: 'Transactions',
};

export const DRIVER_TRANSACTION_STATUSES = ['succeeded', 'pending', 'failed'] as const;

/** What a driver holds: available to pay out, and pending (payouts on their way to the bank). Dollars. */
export const DriverBalance = z.object({ available: z.number(), pending: z.number() });
export type DriverBalance = z.infer<typeof DriverBalance>;

/** One entry of a driver's ledger as the driver page lists it (spec 2 §3 "Driver transaction"). */
export const DriverTransaction = z.object({
  id: z.number().int(),
  /** Dollars: + to the driver, − from the driver's available balance. */
  amount: z.number(),
  description: z.string(),
  transaction_date: z.string(),
  category: z.enum(['credit', 'debit', 'payout', 'boost', 'fee', 'reversal']),
  category_name: z.string(),
  status: z.enum(DRIVER_TRANSACTION_STATUSES),
  /** The available balance after this entry, dollars. */
  balance: z.number(),
  /** The request or payout the entry comes from ("request 12", "payout P-000034"). */
  reference_id: z.string().nullable(),
});
export type DriverTransaction = z.infer<typeof DriverTransaction>;
