import { type FileJob, MESSAGES } from '@fleetdesk/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call } from '../../../test/api';
import { readAchFile } from '../../../test/nacha-check';
import { download, finishedJob, type JobAnswer, madePayout } from '../../../test/payout-file-fixtures';
import { staffHolding, tokenForEmail } from '../../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { achFileEntries, auditLog, drivers, paymentMethods, payouts } from '../../db/schema';

let server: TestServer;
let admin: string;
const db = () => server.database.db;
const achFile = (token = admin) => call<JobAnswer>(server.url, 'POST', '/payouts/ach-file', { token });

/** Asks for an ACH file, waits for it, and reads it with the independent parser. */
async function madeAchFile(): Promise<{ job: FileJob; text: string }> {
  const res = await achFile();
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const job = await finishedJob(server.url, admin, res.body.job.id);
  expect(job, JSON.stringify(job)).toMatchObject({ kind: 'payouts_ach', status: 'succeeded' });
  const file = await download(server.url, job.url as string);
  expect(file.status).toBe(200);
  expect(file.disposition).toBe('attachment');
  return { job, text: file.bytes.toString('ascii') };
}

beforeAll(async () => {
  server = await startTestServer({
    env: {
      JOBS: 'true',
      AUTH_RATE_LIMIT: '1000',
      ACH_IMMEDIATE_DESTINATION: '026009593',
      ACH_IMMEDIATE_DESTINATION_NAME: 'Bank of America',
      ACH_IMMEDIATE_ORIGIN: '1987654321',
      ACH_COMPANY_NAME: 'Fleetdesk Test Co',
      ACH_ORIGINATING_ROUTING: '021000089',
    },
  });
  admin = await tokenForEmail(db(), ADMIN);
});
afterAll(() => server.close());

describe('POST /payouts/ach-file', () => {
  it('writes the pending ach payouts to a NACHA file an independent parser accepts', async () => {
    // The demo's own pending ach payouts go in too; ours are checked entry by entry.
    const ours = [
      await madePayout(server.url, db(), admin, { cents: 12_345, routing: '091000019' }),
      await madePayout(server.url, db(), admin, { cents: 99, routing: '111000025' }),
      await madePayout(server.url, db(), admin, { cents: 100_000 }),
    ];
    const zelle = await madePayout(server.url, db(), admin, { cents: 500, type: 'zelle' });
    const { job, text } = await madeAchFile();
    const parsed = readAchFile(text);

    expect(parsed.file).toMatchObject({
      destination: ' 026009593',
      origin: '1987654321',
      recordSize: '094',
      blockingFactor: '10',
      originName: 'FLEETDESK TEST CO',
    });
    expect(parsed.batches).toHaveLength(1);
    const [batch] = parsed.batches;
    expect(batch).toMatchObject({
      serviceClassCode: 220,
      entryClassCode: 'PPD',
      companyId: '1987654321',
      description: 'PAYOUT',
      originatingDFIIdentification: '02100008',
    });
    const entries = batch?.entries ?? [];
    for (const made of ours) {
      const entry = entries.find((e) => e.identificationNumber === String(made.driverId));
      expect(entry, `driver ${made.driverId}`).toMatchObject({
        transactionCode: '22',
        dfiAccount: made.accountNumber,
        amount: made.payout.amountCents,
        receivingCompanyName: 'CHASE CHECKING',
      });
    }
    const routing = (e: (typeof entries)[number]) =>
      `${String(e.receivingDFIIdentification).padStart(8, '0')}${e.checkDigit}`;
    expect(entries.filter((e) => e.identificationNumber === String(ours[0]?.driverId)).map(routing)).toEqual([
      '091000019',
    ]);
    expect(entries.map((e) => e.identificationNumber)).not.toContain(String(zelle.driverId));

    // Every payout in the file is recorded with its trace number; the job counted them.
    const recorded = await db().select().from(achFileEntries).where(eq(achFileEntries.fileJobId, job.id));
    expect(recorded.map((r) => r.traceNumber).sort()).toEqual(
      entries.map((e) => String(e.traceNumber).padStart(15, '0')).sort(),
    );
    expect(job).toMatchObject({
      done: entries.length,
      total: entries.length,
      message: 'Great! You have exported payouts',
    });
    expect(job.file_name).toMatch(/^ach-\d{6}-[A-Z0-9]\.txt$/);
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'payouts.ach_file'));
    expect(audit?.after).toMatchObject({
      payouts: expect.arrayContaining(ours.map((o) => o.payout.payoutNumber)),
    });
  });

  it('puts a payout in one file only, and refuses a file with nothing to pay', async () => {
    const refused = await achFile();
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('There are no approved ach payouts waiting for an ACH file.');

    const next = await madePayout(server.url, db(), admin, { cents: 4_200 });
    const { text } = await madeAchFile();
    const entries = readAchFile(text).batches.flatMap((b) => b.entries);
    expect(entries.map((e) => e.identificationNumber.trim())).toEqual([String(next.driverId)]);
    // The day's second file has the next file id modifier.
    expect(text.slice(33, 34)).toBe('B');
    expect(text.split('\n').filter(Boolean)).toHaveLength(10);
  });

  it('leaves out payouts settled or failed before the file', async () => {
    const paid = await madePayout(server.url, db(), admin, { cents: 700 });
    const failed = await madePayout(server.url, db(), admin, { cents: 800 });
    await db()
      .update(payouts)
      .set({ status: 'failed', bankStatus: 'failed' })
      .where(eq(payouts.id, failed.payout.id));
    await db()
      .update(payouts)
      .set({ status: 'succeeded', bankStatus: 'succeeded' })
      .where(eq(payouts.id, paid.payout.id));
    expect((await achFile()).status).toBe(422);
    const held = await db()
      .select()
      .from(achFileEntries)
      .where(inArray(achFileEntries.payoutId, [paid.payout.id, failed.payout.id]));
    expect(held).toEqual([]);
  });

  // A PPD entry needs the individual's name; one in another script had no letter left in ACH text.
  it("names the entry after the driver when the account's name has no Latin letter", async () => {
    const made = await madePayout(server.url, db(), admin, { cents: 1_000 });
    await db()
      .update(paymentMethods)
      .set({ name: '王伟' })
      .where(eq(paymentMethods.id, made.payout.paymentMethodId as number));
    const [driver] = await db().select().from(drivers).where(eq(drivers.id, made.driverId));
    const { text } = await madeAchFile();
    const entries = readAchFile(text).batches.flatMap((b) => b.entries);
    const entry = entries.find((e) => e.identificationNumber.trim() === String(made.driverId));
    expect(entry?.receivingCompanyName.trim()).toBe(`${driver?.firstName} ${driver?.lastName}`.toUpperCase());
  });

  it('fails whole, recording nothing, when an account number cannot be opened', async () => {
    const good = await madePayout(server.url, db(), admin, { cents: 1_100 });
    const tampered = await madePayout(server.url, db(), admin, { cents: 1_200 });
    await db()
      .update(paymentMethods)
      .set({ accountNumberEncrypted: 'v1.AAAA.BBBB.CCCC' })
      .where(eq(paymentMethods.id, tampered.payout.paymentMethodId as number));
    const res = await achFile();
    expect(res.status).toBe(200);
    const job = await finishedJob(server.url, admin, res.body.job.id);
    expect(job).toMatchObject({ status: 'failed', message: 'Something went wrong', url: null });
    const held = await db()
      .select()
      .from(achFileEntries)
      .where(inArray(achFileEntries.payoutId, [good.payout.id, tampered.payout.id]));
    expect(held).toEqual([]);
  });

  it('needs payouts.export', async () => {
    const without = await staffHolding(db(), ['payouts.import-bank-file']);
    const res = await achFile(without);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(MESSAGES.forbidden);
  });
});
