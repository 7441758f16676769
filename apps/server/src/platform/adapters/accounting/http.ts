import { z } from 'zod';
import { type Accounting, AccountingError, type AccountingPayout } from './accounting';

/** A QuickBooks Online bill payment's answer: `{ BillPayment: { Id } }`. */
const Created = z.object({ BillPayment: z.object({ Id: z.string().min(1) }) });
const Fault = z.object({
  Fault: z.object({
    Error: z.array(z.object({ Message: z.string(), Detail: z.string().optional() })).min(1),
  }),
});

/**
 * QuickBooks Online's accounting API, as a bill payment per payout: `POST {QUICKBOOKS_API_URL}/billpayment`
 * (the URL names the company: `.../v3/company/{realmId}`) with the token as a bearer token. The payout
 * number is the document number and the request id, so a resend after a lost answer records nothing twice.
 */
export function createHttpAccounting(options: {
  url: string;
  token?: string;
  timeoutMs: number;
}): Accounting {
  const base = options.url.replace(/\/+$/, '');
  return {
    async recordPayout(payout: AccountingPayout) {
      let response: Response;
      try {
        response = await fetch(`${base}/billpayment?requestid=${encodeURIComponent(payout.payoutNumber)}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          },
          body: JSON.stringify(billPayment(payout)),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        throw new AccountingError(
          `QuickBooks did not answer: ${error instanceof Error ? error.message : error}`,
        );
      }
      const json: unknown = await response.json().catch(() => null);
      const created = Created.safeParse(json);
      if (response.ok && created.success) return { id: created.data.BillPayment.Id };
      const fault = Fault.safeParse(json);
      const first = fault.success ? fault.data.Fault.Error[0] : undefined;
      throw new AccountingError(
        first
          ? [first.Message, first.Detail].filter(Boolean).join(': ')
          : `QuickBooks answered ${response.status}`,
      );
    },
  };
}

/** The bill payment body: what QuickBooks shows for the payout (vendor = the driver). */
function billPayment(payout: AccountingPayout) {
  return {
    DocNumber: payout.payoutNumber,
    TxnDate: payout.paidOn,
    TotalAmt: payout.amountCents / 100,
    PayType: 'Check',
    VendorRef: { name: payout.payeeName, value: `driver-${payout.driverId}` },
    PrivateNote: payout.memo,
  };
}
