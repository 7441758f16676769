import type { FileJob } from '@fleetdesk/contract';
import { eq } from 'drizzle-orm';
import { vi } from 'vitest';
import type { Db } from '../src/db/client';
import { payouts, transactionRequests } from '../src/db/schema';
import { call } from './api';
import { driverWithMoney } from './payout-fixtures';

/**
 * Payouts made the way the product makes them (a bank account added over the API, so its number is
 * sealed; a quick payout approved at once, so its amount moved to pending) and file jobs followed to
 * their end, for the payout-files tests.
 */

export type JobAnswer = {
  job: FileJob;
  url: string | null;
  message?: string;
  errors?: Record<string, string[]>;
};

let accountSeed = 40_000_000;

/** A driver with `cents` + $100 earned, a bank account, and a pending payout of `cents` of `type`. */
export async function madePayout(
  url: string,
  db: Db,
  token: string,
  options: { cents: number; type?: 'ach' | 'zelle' | 'check_mail'; routing?: string; driver?: object },
) {
  const driverId = await driverWithMoney(db, options.cents + 10_000, options.driver);
  const accountNumber = String(accountSeed++);
  const bank = await call<{ payout: { id: number } }>(url, 'POST', `/drivers/${driverId}/payments/banks`, {
    token,
    body: {
      entity_id: driverId,
      entity_type: 'driver',
      name: 'Chase Checking',
      routing_number: options.routing ?? '021000021',
      account_number: accountNumber,
    },
  });
  if (bank.status !== 200) throw new Error(`bank account: ${JSON.stringify(bank.body)}`);
  const type = options.type ?? 'ach';
  const made = await call<{ transaction_request: { id: number } }>(
    url,
    'POST',
    `/billing/transaction-requests/${driverId}/quick-creation/payout`,
    {
      token,
      body: {
        amount: (options.cents / 100).toFixed(2),
        description: 'Payout',
        payout_type: type,
        ...(type === 'ach' ? { payment_id: bank.body.payout.id } : {}),
      },
    },
  );
  if (made.status !== 200) throw new Error(`payout: ${JSON.stringify(made.body)}`);
  const [payout] = await db
    .select()
    .from(payouts)
    .innerJoin(transactionRequests, eq(transactionRequests.id, payouts.transactionRequestId))
    .where(eq(transactionRequests.id, made.body.transaction_request.id));
  if (!payout) throw new Error('no payout was made');
  return { driverId, accountNumber, payout: payout.payouts };
}

/** Polls `GET /file-jobs/{id}` until the job has finished, and answers it. */
export async function finishedJob(url: string, token: string, id: number): Promise<FileJob> {
  return vi.waitFor(
    async () => {
      const res = await call<{ job: FileJob }>(url, 'GET', `/file-jobs/${id}`, { token });
      if (res.status !== 200) throw new Error(`GET /file-jobs/${id}: ${res.status}`);
      if (res.body.job.status !== 'succeeded' && res.body.job.status !== 'failed')
        throw new Error(`job ${id} is ${res.body.job.status}`);
      return res.body.job;
    },
    { timeout: 20_000, interval: 100 },
  );
}

/** Fetches a file by the (signed) url a job answered, as a browser tab would: no token. */
export async function download(serverUrl: string, fileUrl: string) {
  const response = await fetch(`${serverUrl}${fileUrl}`);
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    disposition: response.headers.get('content-disposition'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

/** Sends a file as the import dialog does: multipart, field `imported_file`. */
export function bankFileForm(text: string, name = 'returns.csv'): FormData {
  const form = new FormData();
  form.append('imported_file', new Blob([text], { type: 'text/csv' }), name);
  return form;
}
