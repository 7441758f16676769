import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call } from '../../../test/api';
import { balanceCents } from '../../../test/money-fixtures';
import { readAchFile } from '../../../test/nacha-check';
import { nachaReturnFile } from '../../../test/nacha-return-file';
import {
  bankFileForm,
  download,
  finishedJob,
  type JobAnswer,
  madePayout,
} from '../../../test/payout-file-fixtures';
import { journalBalances, payoutRow } from '../../../test/payout-fixtures';
import { tokenForEmail } from '../../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';

let server: TestServer;
let admin: string;
const db = () => server.database.db;
const post = (path: string, body?: unknown) =>
  call<JobAnswer>(server.url, 'POST', path, { token: admin, body });

beforeAll(async () => {
  server = await startTestServer({ env: { JOBS: 'true', AUTH_RATE_LIMIT: '1000' } });
  admin = await tokenForEmail(db(), ADMIN);
});
afterAll(() => server.close());

/** Sends the pending ach payouts in an ACH file and answers its entries as a parser reads them. */
async function sentEntries() {
  const res = await post('/payouts/ach-file');
  const job = await finishedJob(server.url, admin, res.body.job.id);
  const file = await download(server.url, job.url as string);
  return readAchFile(file.bytes.toString('ascii')).batches.flatMap((b) => b.entries);
}

describe("the bank's NACHA return file", () => {
  it('fails the returned payouts, their money back, and leaves the others pending', async () => {
    const returned = await madePayout(server.url, db(), admin, { cents: 4_200 });
    const paid = await madePayout(server.url, db(), admin, { cents: 5_100 });
    const entries = await sentEntries();
    // Trace numbers go on across files: no two entries share one.
    expect(new Set(entries.map((e) => e.traceNumber)).size).toBe(entries.length);
    const entry = entries.find((e) => e.identificationNumber === String(returned.driverId));
    if (!entry) throw new Error('the payout is not in the ACH file');

    const text = nachaReturnFile([
      {
        originalTrace: String(entry.traceNumber).padStart(15, '0'),
        amountCents: entry.amount,
        individualId: entry.identificationNumber,
        name: entry.receivingCompanyName,
        account: entry.dfiAccount,
        reason: 'R03 No account/unable to locate account',
      },
    ]);
    const res = await post('/payouts/import-bank-file', bankFileForm(text, 'RETURNS.ACH'));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const job = await finishedJob(server.url, admin, res.body.job.id);
    expect(job).toMatchObject({ status: 'succeeded', message: 'Great! You have import Bank File!', done: 1 });

    expect(await payoutRow(db(), returned.payout.id)).toMatchObject({
      status: 'failed',
      bankStatus: 'failed',
    });
    expect(await balanceCents(db(), returned.driverId)).toEqual({ available: 14_200, pending: 0 });
    expect(await journalBalances(db(), returned.driverId)).toEqual({ available: 14_200, pending: 0 });
    expect(await payoutRow(db(), paid.payout.id)).toMatchObject({ status: 'pending', bankStatus: 'pending' });
  });

  it('refuses a return of an entry we never sent, naming its line', async () => {
    const made = await madePayout(server.url, db(), admin, { cents: 3_300 });
    const [entry] = await sentEntries();
    const text = nachaReturnFile([
      {
        originalTrace: '000000000000001',
        amountCents: 3_300,
        individualId: String(made.driverId),
        name: 'NOBODY',
        account: '1',
        reason: 'R02 Account closed',
      },
    ]);
    const res = await post('/payouts/import-bank-file', bankFileForm(text));
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(
      'Line 3: No single payout of our ACH files has the trace number 000000000000001 and this amount.',
    );
    expect(entry?.identificationNumber).toBe(String(made.driverId));
    expect(await payoutRow(db(), made.payout.id)).toMatchObject({ status: 'pending' });
  });

  // Spec 2 §4 lets an approved request be declined; once its payout is in a file sent to the bank, the
  // bank may pay it whatever we decide, so declining (money back to available) could pay twice.
  it('leaves a payout in a sent ACH file to the bank: its request is not declined, the money stays pending', async () => {
    const sent = await madePayout(server.url, db(), admin, { cents: 3_300 });
    const entries = await sentEntries();
    expect(entries.some((e) => e.identificationNumber === String(sent.driverId))).toBe(true);
    const before = await balanceCents(db(), sent.driverId);
    const declined = await post(
      `/billing/transaction-requests/${sent.payout.transactionRequestId}/update-payout`,
      { status: 'declined' },
    );
    expect(declined.status).toBe(409);
    expect(declined.body.message).toBe(
      'This payout is in an ACH file sent to the bank: it cannot be declined. A bank return fails it.',
    );
    expect(await balanceCents(db(), sent.driverId)).toEqual(before);
    expect((await payoutRow(db(), sent.payout.id))?.status).toBe('pending');
  });
});
