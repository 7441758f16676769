/** One paid payout as the accounting system records it: a bill payment to the driver. */
export interface AccountingPayout {
  /** Our payout number (`P-000123`): the document number there, and the key that makes a resend safe. */
  payoutNumber: string;
  driverId: number;
  payeeName: string;
  amountCents: number;
  /** The New York day the payout was paid, YYYY-MM-DD. */
  paidOn: string;
  memo: string;
}

/** The accounting system refused or failed one payout; the message says why, in its words. */
export class AccountingError extends Error {}

/**
 * Where paid payouts are recorded (QuickBooks). Only an HTTP implementation exists: without
 * configuration there is no accounting connection (DESIGN.md: "not connected: the menu says so").
 */
export interface Accounting {
  /** Records one payout and answers the accounting system's id for it. */
  recordPayout(payout: AccountingPayout): Promise<{ id: string }>;
}
